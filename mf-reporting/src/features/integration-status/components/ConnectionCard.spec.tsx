/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { descriptionValue } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { DISCONNECT_CONFIRM, READ_ONLY_TEXT } from '../integration-status.model.js';
import { notConnectedAnswer, statusAnswer } from '../integration-status.fixture.js';
import { ConnectionCard, type ConnectionCardProps } from './ConnectionCard.js';

// antd in jsdom is slow on a busy machine (a Modal's motion among it).
jest.setTimeout(30_000);

const idle = { connect: false, test: false, disconnect: false };

function show(
  answer: ConnectionCardProps['answer'],
  { error = null, pending = idle }: { error?: string | null; pending?: ConnectionCardProps['pending'] } = {},
) {
  const onTest = jest.fn();
  const onDisconnect = jest.fn();
  const { container } = render(
    <ConnectionCard answer={answer} pending={pending} error={error} onConnect={() => Promise.resolve()} onTest={onTest} onDisconnect={onDisconnect} />,
  );
  return { container, onTest, onDisconnect };
}

describe(ConnectionCard.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('shows an owner or admin the connection without its secret, with Test connection, Edit and Disconnect', () => {
    const { container } = show(statusAnswer());
    expect(descriptionValue('Client ID')).toBe('cid.sandbox.1000001');
    expect(descriptionValue('Client Secret')).toBe('Stored (never shown)');
    expect(descriptionValue('Connected')).toBe('Nov 24, 2026 at 9:00 AM CST');
    for (const action of ['Test connection', 'Edit', 'Disconnect']) expect(screen.getByRole('button', { name: action })).toBeTruthy();
    expect(container.textContent).not.toContain(READ_ONLY_TEXT);
  });

  it('tests the connection when Test connection is pressed', async () => {
    const { onTest, onDisconnect } = show(statusAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(onTest).toHaveBeenCalledTimes(1);
    expect(onDisconnect).not.toHaveBeenCalled();
  });

  it('disconnects only once the confirmation is accepted, and Cancel keeps the connection', async () => {
    const { onDisconnect } = show(statusAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(DISCONNECT_CONFIRM.title);
    expect(dialog.textContent).toContain(DISCONNECT_CONFIRM.description);
    await userEvent.click(screen.getByRole('button', { name: DISCONNECT_CONFIRM.cancelText }));
    expect(onDisconnect).not.toHaveBeenCalled();

    await userEvent.click(screen.getAllByRole('button', { name: 'Disconnect' })[0]!);
    const confirm = await screen.findByRole('dialog');
    const okButtons = Array.from(confirm.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')).filter(
      (button) => button.textContent === DISCONNECT_CONFIRM.okText,
    );
    await userEvent.click(okButtons[0]!);
    expect(onDisconnect).toHaveBeenCalledTimes(1);
  });

  it('keeps Edit and Disconnect unusable while a test runs', async () => {
    const { onDisconnect } = show(statusAnswer(), { pending: { ...idle, test: true } });
    const disconnect = screen.getByRole('button', { name: 'Disconnect' }) as HTMLButtonElement;
    expect(disconnect.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(disconnect);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDisconnect).not.toHaveBeenCalled();
  });

  it('opens the connection form when Edit is pressed', async () => {
    const { container } = show(statusAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });

  it('shows other users the connection read only, saying an owner or admin connects it', () => {
    const { container } = show(statusAnswer({ canManage: false }));
    expect(descriptionValue('Tenant ID')).toBe('1000001');
    expect(container.textContent).toContain(READ_ONLY_TEXT);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('tells other users of an unconnected company that it is not connected, with no form', () => {
    const { container } = show(notConnectedAnswer(false));
    expect(screen.getByText('Service Titan is not connected.')).toBeTruthy();
    expect(screen.getByText(READ_ONLY_TEXT)).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
  });

  it('says why a test or a disconnect failed', () => {
    show(statusAnswer(), { error: 'ServiceTitan is not connected' });
    expect(screen.getByRole('alert').textContent).toContain('ServiceTitan is not connected');
  });
});
