import type { TasksEnv } from '../../config/env.schema.js';
import { type AiCallSink, RecordingAiProvider } from './ai-call-recorder.js';
import type { AiProvider } from './ai-provider.js';
import { OfflineAiProvider } from './offline-provider.js';
import { OpenAiProvider, type OpenAiOptions, safeOrigin } from './openai/openai-provider.js';

export type AiSettings = Pick<TasksEnv, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>;

/** The provider the settings choose, unrecorded: the OpenAI-compatible one when AI_BASE_URL is set, else the offline one. */
export function chooseAiProvider(env: AiSettings, options: OpenAiOptions = {}): AiProvider {
  const baseURL = env.AI_BASE_URL?.trim();
  if (!baseURL) return new OfflineAiProvider();
  return new OpenAiProvider(
    { baseURL, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS, maxRetries: env.AI_MAX_RETRIES },
    options,
  );
}

/**
 * The provider the settings choose (chooseAiProvider), every call recorded in ai_calls through
 * `sink` (AiCallRepository in the service; tools without a database, like the evaluation, give none).
 */
export function createAiProvider(env: AiSettings, sink?: AiCallSink, options: OpenAiOptions = {}): AiProvider {
  const provider = chooseAiProvider(env, options);
  return sink ? new RecordingAiProvider(provider, sink) : provider;
}

/** GET /api/ai/status: which provider answers, never the key. */
export interface AiStatus {
  provider: 'offline' | 'openai';
  model: string | null;
  /** The endpoint's origin (scheme, host, port) only: no path, no query, no credentials. */
  endpoint: string | null;
  /** Whether a model endpoint is configured (false: the built-in offline provider answers). */
  configured: boolean;
}

export function aiStatus(env: AiSettings): AiStatus {
  const baseURL = env.AI_BASE_URL?.trim();
  if (!baseURL) return { provider: 'offline', model: null, endpoint: null, configured: false };
  return { provider: 'openai', model: env.AI_MODEL, endpoint: safeOrigin(baseURL), configured: true };
}
