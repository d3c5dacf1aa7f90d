import { describe, expect, it } from '@jest/globals';
import { RecordingAiProvider } from './ai-call-recorder.js';
import { aiStatus, createAiProvider, type AiSettings } from './create-ai-provider.js';
import { OpenAiProvider } from './openai/openai-provider.js';

const offline: AiSettings = { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 60_000, AI_MAX_RETRIES: 2 };
const model: AiSettings = {
  ...offline,
  AI_BASE_URL: 'https://user:pw@models.example.test:8443/openai/v1?x=1',
  AI_API_KEY: 'sk-secret',
  AI_MODEL: 'llama-3.1-8b',
};

describe(createAiProvider.name, () => {
  it('answers offline when AI_BASE_URL is unset or blank, the OpenAI-compatible provider when set', () => {
    expect(createAiProvider(offline).name).toBe('offline');
    expect(createAiProvider({ ...offline, AI_BASE_URL: '  ' }).name).toBe('offline');
    const chosen = createAiProvider(model);
    expect(chosen).toBeInstanceOf(OpenAiProvider);
    expect(chosen.model).toBe('llama-3.1-8b');
  });

  it('records every call when given where to', () => {
    const recorded = createAiProvider(model, { record: async () => undefined });
    expect(recorded).toBeInstanceOf(RecordingAiProvider);
    expect(recorded.name).toBe('openai');
  });
});

describe(aiStatus.name, () => {
  it('says offline when no endpoint is set', () => {
    expect(aiStatus(offline)).toEqual({ provider: 'offline', model: null, endpoint: null, configured: false });
  });

  it('names the model and only the origin of the endpoint: no credentials, path, query or key', () => {
    const status = aiStatus(model);
    expect(status).toEqual({ provider: 'openai', model: 'llama-3.1-8b', endpoint: 'https://models.example.test:8443', configured: true });
    expect(JSON.stringify(status)).not.toMatch(/sk-secret|pw|openai\/v1/);
  });
});
