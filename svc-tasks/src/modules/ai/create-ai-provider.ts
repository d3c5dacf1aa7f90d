import type { TasksEnv } from '../../config/env.schema.js';
import type { AiProvider } from './ai-provider.js';
import { OfflineAiProvider } from './offline/offline-provider.js';

/**
 * The provider the settings choose: the OpenAI-compatible one when AI_BASE_URL is set, else the
 * offline one. SKELETON: the ai-openai helper adds the OpenAI-compatible provider and the recording
 * of every call (ai_calls).
 */
export function createAiProvider(env: Pick<TasksEnv, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES'>): AiProvider {
  void env;
  return new OfflineAiProvider();
}
