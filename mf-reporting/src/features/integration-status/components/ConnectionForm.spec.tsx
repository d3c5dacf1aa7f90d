/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { KEEP_STORED_PLACEHOLDER, type ConnectBody } from '../integration-status.model.js';
import { statusAnswer } from '../integration-status.fixture.js';
import ConnectionForm, { type ConnectionFormProps } from './ConnectionForm.js';

// antd's Form in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function show(props: Partial<ConnectionFormProps> = {}) {
  const onSubmit = jest.fn<(body: ConnectBody) => void>();
  render(<ConnectionForm connection={null} submitting={false} error={null} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

/** The form as its card drives it: a submit is pending until the server answers, and a refusal is shown above the fields. */
function Refusing({ onSubmit }: { onSubmit: (body: ConnectBody) => void }) {
  const [state, setState] = useState<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });
  return (
    <ConnectionForm
      connection={null}
      submitting={state.submitting}
      error={state.error}
      onSubmit={(body) => {
        onSubmit(body);
        setState({ submitting: true, error: null });
        setTimeout(() => setState({ submitting: false, error: 'ServiceTitan refused the client id or secret' }));
      }}
    />
  );
}

async function fillNewConnection() {
  await userEvent.type(field('Tenant ID'), ' 1000001 ');
  await userEvent.type(field('Client ID'), 'cid.sandbox.1000001');
  await userEvent.type(field('Client Secret'), 'cs.secret');
  await userEvent.type(field('App Key'), 'ak.key');
}

describe('ConnectionForm', () => {
  beforeAll(() => preloadDeferredUi());

  it("asks for the six fields, on ServiceTitan's hosts by default, the secret and the key in password inputs, with 'Connect'", () => {
    show();
    for (const label of ['Auth URL', 'API URL', 'Tenant ID', 'Client ID', 'Client Secret', 'App Key']) expect(field(label)).toBeTruthy();
    expect(field('Auth URL').value).toBe('https://auth.servicetitan.io');
    expect(field('API URL').value).toBe('https://api.servicetitan.io');
    expect(field('Client Secret').type).toBe('password');
    expect(field('App Key').type).toBe('password');
    expect(button('Connect').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says what is missing when Connect is pressed with the fields empty, and sends nothing', async () => {
    const { onSubmit } = show();
    await userEvent.click(button('Connect'));
    expect(await screen.findByText('Please enter the Tenant ID')).toBeTruthy();
    for (const label of ['Client ID', 'Client Secret', 'App Key']) expect(screen.getByText(`Please enter the ${label}`)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a Tenant ID that is not a number and an Auth URL that is not an address', async () => {
    const { onSubmit } = show();
    await userEvent.clear(field('Auth URL'));
    await userEvent.type(field('Auth URL'), 'auth.servicetitan.io');
    await userEvent.type(field('Tenant ID'), 'acme');
    await userEvent.click(button('Connect'));
    expect(await screen.findByText('The Auth URL must be an http(s) address, e.g. https://auth.servicetitan.io')).toBeTruthy();
    expect(screen.getByText(/^The Tenant ID is a number/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed credentials, trimmed, when Connect is pressed', async () => {
    const { onSubmit } = show();
    await fillNewConnection();
    await userEvent.click(button('Connect'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      authUrl: 'https://auth.servicetitan.io',
      apiUrl: 'https://api.servicetitan.io',
      tenantId: '1000001',
      clientId: 'cid.sandbox.1000001',
      clientSecret: 'cs.secret',
      appKey: 'ak.key',
    });
  });

  it('shows why ServiceTitan refused the credentials above the fields', () => {
    show({ error: 'ServiceTitan refused the client id or secret' });
    expect(screen.getByRole('alert').textContent).toContain('ServiceTitan refused the client id or secret');
  });

  it('keeps Connect usable after a refusal, with the typed values, so the credentials can be corrected and sent again', async () => {
    const onSubmit = jest.fn<(body: ConnectBody) => void>();
    render(<Refusing onSubmit={onSubmit} />);
    await fillNewConnection();
    await userEvent.click(button('Connect'));
    expect((await screen.findByRole('alert')).textContent).toContain('ServiceTitan refused the client id or secret');
    expect(button('Connect').disabled).toBe(false);
    expect(button('Connect').classList.contains('ant-btn-loading')).toBe(false);
    expect(field('Client ID').value).toBe('cid.sandbox.1000001');
    await userEvent.type(field('Client Secret'), '-2');
    await userEvent.click(button('Connect'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].clientSecret).toBe('cs.secret-2');
  });

  it('cannot be sent again while a connection is being saved, and can once the answer came', async () => {
    const onSubmit = jest.fn<(body: ConnectBody) => void>();
    const { rerender } = render(<ConnectionForm connection={null} submitting error={null} onSubmit={onSubmit} />);
    // The spinner's icon is named too ('loading Connect').
    const connect = screen.getByRole('button', { name: /Connect$/ });
    expect(connect.classList.contains('ant-btn-loading')).toBe(true);
    await fillNewConnection();
    await userEvent.click(connect);
    rerender(<ConnectionForm connection={null} submitting={false} error={null} onSubmit={onSubmit} />);
    await userEvent.click(button('Connect'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    // Only the press after the answer was sent: the one during the save did nothing.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('edits the saved connection with the secret and the key blank, keeping the stored ones unless retyped', async () => {
    const onSubmit = jest.fn<(body: ConnectBody) => void>();
    const onCancel = jest.fn();
    render(<ConnectionForm connection={statusAnswer().connection} submitting={false} error={null} onSubmit={onSubmit} onCancel={onCancel} />);
    expect(field('Client ID').value).toBe('cid.sandbox.1000001');
    expect(field('Tenant ID').value).toBe('1000001');
    expect(field('Client Secret').placeholder).toBe(KEEP_STORED_PLACEHOLDER);
    expect(field('Client Secret').value).toBe('');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Save connection', 'Cancel']));
    await userEvent.click(button('Save connection'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('clientSecret');
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('appKey');
    await userEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
