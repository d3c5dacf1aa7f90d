import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { AI_STATUS_FAILURE_TEXT } from '../ai-status.model.js';
import { AiStatusCard } from './AiStatusCard.js';

/** The markup's visible text, tags dropped. */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe(AiStatusCard.name, () => {
  // The page renders once the shell has loaded the deferred antd pieces (Descriptions among them).
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('shows the OpenAI-compatible provider with its model and endpoint', () => {
    const text = textOf(renderToString(<AiStatusCard failed={false} status={{ provider: 'openai', model: 'gpt-4o-mini', endpoint: 'https://models.example.test', configured: true }} />));
    expect(text).toContain('AI provider OpenAI-compatible');
    expect(text).toContain('Model gpt-4o-mini');
    expect(text).toContain('Endpoint https://models.example.test');
  });

  it('shows the built-in provider, and no model or endpoint, when none is configured', () => {
    const text = textOf(renderToString(<AiStatusCard failed={false} status={{ provider: 'offline', model: null, endpoint: null, configured: false }} />));
    expect(text).toContain('AI provider Offline (built in)');
    expect(text).not.toContain('Endpoint');
    expect(text).toContain('set AI_BASE_URL');
  });

  it('says plainly when the status could not be read', () => {
    expect(textOf(renderToString(<AiStatusCard failed status={undefined} />))).toContain(AI_STATUS_FAILURE_TEXT);
  });
});
