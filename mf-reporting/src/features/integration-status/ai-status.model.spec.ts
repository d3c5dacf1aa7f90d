import { describe, expect, it } from '@jest/globals';
import { aiStatusHelp, aiStatusLines } from './ai-status.model.js';

describe(aiStatusLines.name, () => {
  it('names the built-in provider when no endpoint is configured', () => {
    const offline = { provider: 'offline', model: null, endpoint: null, configured: false } as const;
    expect(aiStatusLines(offline)).toEqual([{ label: 'AI provider', value: 'Offline (built in)' }]);
    expect(aiStatusHelp(offline, true)).toMatch(/set AI_BASE_URL/);
    // A member who is no admin is not told to configure the service.
    expect(aiStatusHelp(offline, false)).toBe('The AI builder works without a network: it understands a catalogue of spreadsheet operations.');
  });

  it('names the OpenAI-compatible provider, its model and its endpoint origin', () => {
    const model = { provider: 'openai', model: 'llama-3.1-8b', endpoint: 'http://models.local:8080', configured: true } as const;
    expect(aiStatusLines(model)).toEqual([
      { label: 'AI provider', value: 'OpenAI-compatible' },
      { label: 'Model', value: 'llama-3.1-8b' },
      { label: 'Endpoint', value: 'http://models.local:8080' },
    ]);
    expect(aiStatusHelp(model, false)).toMatch(/asks this model/);
  });
});
