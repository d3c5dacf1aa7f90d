/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { descriptionValue } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { AI_STATUS_FAILURE_TEXT } from '../ai-status.model.js';
import { AiStatusCard } from './AiStatusCard.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe(AiStatusCard.name, () => {
  // The page renders once the shell has loaded the deferred antd pieces (Descriptions among them).
  beforeAll(() => preloadDeferredUi());

  it('shows the OpenAI-compatible provider with its model and endpoint', () => {
    render(<AiStatusCard failed={false} status={{ provider: 'openai', model: 'gpt-4o-mini', endpoint: 'https://models.example.test', configured: true }} />);
    expect(descriptionValue('AI provider')).toBe('OpenAI-compatible');
    expect(descriptionValue('Model')).toBe('gpt-4o-mini');
    expect(descriptionValue('Endpoint')).toBe('https://models.example.test');
  });

  it('shows the built-in provider, and no model or endpoint, when none is configured', () => {
    const { container } = render(<AiStatusCard failed={false} admin status={{ provider: 'offline', model: null, endpoint: null, configured: false }} />);
    expect(descriptionValue('AI provider')).toBe('Offline (built in)');
    expect(descriptionValue('Endpoint')).toBeUndefined();
    expect(container.textContent).not.toContain('Endpoint');
    expect(container.textContent).toContain('set AI_BASE_URL');
  });

  it('says plainly when the status could not be read', () => {
    render(<AiStatusCard failed status={undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(AI_STATUS_FAILURE_TEXT);
  });
});
