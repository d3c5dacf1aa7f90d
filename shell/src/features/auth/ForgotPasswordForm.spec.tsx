/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { accountApi } from '../../api/account-api.js';
import { INVALID_EMAIL } from '../../shared/validation.js';
import { ForgotPasswordForm, RESET_LINK_FAILED, RESET_LINK_SENT } from './ForgotPasswordForm.js';

// antd's Form and notifications in jsdom are slow on a busy machine.
jest.setTimeout(60_000);

function show() {
  const onSwitch = jest.fn();
  render(
    <ToastProvider>
      <ForgotPasswordForm onSwitch={onSwitch} />
    </ToastProvider>,
  );
  return { onSwitch };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe(ForgotPasswordForm.name, () => {
  beforeAll(() => preloadDeferredUi());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks for a valid e-mail address before sending anything', async () => {
    const forgot = jest.spyOn(accountApi, 'forgotPassword');
    show();
    await send();
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example');
    await send();
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy();
    expect(forgot).not.toHaveBeenCalled();
  });

  it('sends the link for the address as typed, lower-cased, and says the same whether or not the account exists', async () => {
    const forgot = jest.spyOn(accountApi, 'forgotPassword').mockResolvedValue(undefined as never);
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' Pat@Example.com ');
    await send();
    expect(await screen.findByText('Check Your Email')).toBeTruthy();
    expect(screen.getAllByText(RESET_LINK_SENT).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toContain(RESET_LINK_SENT);
    expect(forgot).toHaveBeenCalledWith('pat@example.com');
  });

  it('says plainly when the link could not be sent', async () => {
    jest.spyOn(accountApi, 'forgotPassword').mockRejectedValue(new Error('503: Service Unavailable'));
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await send();
    expect(await screen.findByText(RESET_LINK_FAILED)).toBeTruthy();
    expect(screen.queryByText(RESET_LINK_SENT)).toBeNull();
  });

  it('goes back to Sign In from its link', async () => {
    const { onSwitch } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(onSwitch).toHaveBeenCalledWith('login');
  });
});
