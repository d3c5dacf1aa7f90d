import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { READ_ONLY_TEXT } from '../integration-status.model.js';
import { notConnectedAnswer, statusAnswer } from '../integration-status.fixture.js';
import { ConnectionCard, type ConnectionCardProps } from './ConnectionCard.js';

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const idle = { connect: false, test: false, disconnect: false };

function render(answer: ConnectionCardProps['answer'], error: string | null = null) {
  return renderToString(
    <ConnectionCard answer={answer} pending={idle} error={error} onConnect={() => Promise.resolve()} onTest={() => undefined} onDisconnect={() => undefined} />,
  );
}

describe(ConnectionCard.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('shows an owner or admin the connection without its secret, with Test connection, Edit and Disconnect', () => {
    const text = textOf(render(statusAnswer()));
    expect(text).toContain('Client ID cid.sandbox.1000001');
    expect(text).toContain('Client Secret Stored (never shown)');
    expect(text).toContain('Connected Nov 24, 2026 at 9:00 AM CST');
    expect(text).toContain('Test connection');
    expect(text).toContain('Edit');
    expect(text).toContain('Disconnect');
    expect(text).not.toContain(READ_ONLY_TEXT);
  });

  it('shows other users the connection read only, saying an owner or admin connects it', () => {
    const text = textOf(render(statusAnswer({ canManage: false })));
    expect(text).toContain('Tenant ID 1000001');
    expect(text).toContain(READ_ONLY_TEXT);
    for (const action of ['Test connection', 'Edit', 'Disconnect']) expect(text).not.toContain(action);
  });

  it('tells other users of an unconnected company that it is not connected, with no form', () => {
    const markup = render(notConnectedAnswer(false));
    expect(textOf(markup)).toContain(`Service Titan is not connected. ${READ_ONLY_TEXT}`);
    expect(markup).not.toContain('<form');
  });

  it('says why a test or a disconnect failed', () => {
    expect(textOf(render(statusAnswer(), 'ServiceTitan is not connected'))).toContain('ServiceTitan is not connected');
  });
});
