/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sdk from '@milestone/platform-sdk';
import type { AuthState } from '@milestone/platform-sdk';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { INVALID_EMAIL, PASSWORD_REQUIRED } from '../../shared/validation.js';

// antd's Form and notifications in jsdom are slow on a busy machine.
jest.setTimeout(60_000);

// The form signs in through useAuth and then navigates: both answered here, no gateway, no router.
const login = jest.fn<AuthState['login']>();
const navigate = jest.fn();
jest.unstable_mockModule('@milestone/platform-sdk', () => ({
  ...sdk,
  useAuth: (): AuthState => ({ user: null, isLoading: false, login, logout: async () => undefined, refreshUser: async () => undefined }),
  useNavigate: () => navigate,
  useLocation: () => ({ pathname: '/auth', search: '', hash: '', state: null, key: 'test' }),
  preloadFederated: () => undefined,
}));
const { LoginForm } = await import('./LoginForm.js');

function show() {
  const onSwitch = jest.fn();
  render(
    <ToastProvider>
      <LoginForm onSwitch={onSwitch} />
    </ToastProvider>,
  );
  return { onSwitch };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe(LoginForm.name, () => {
  beforeAll(() => preloadDeferredUi());
  beforeEach(() => {
    login.mockReset();
    navigate.mockReset();
  });

  it('shows what is missing when Sign In is pressed with nothing filled in, and asks nobody', async () => {
    show();
    await signIn();
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address without its domain', async () => {
    show();
    await userEvent.type(email(), 'pat@');
    await userEvent.type(password(), 'secret-1');
    await signIn();
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_REQUIRED)).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it("says why a sign-in was refused, in the server's words, and stays on the form", async () => {
    login.mockRejectedValue(new sdk.ApiError(401, 'Unauthorized', JSON.stringify({ message: 'Invalid email or password' })));
    show();
    await userEvent.type(email(), 'pat@example.com');
    await userEvent.type(password(), 'wrong-1');
    await signIn();
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(login).toHaveBeenCalledWith('pat@example.com', 'wrong-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('asks an unverified account to verify its e-mail, offering a new link', async () => {
    login.mockResolvedValue({ requiresVerification: true, message: 'Please verify your email address before signing in.' } as Awaited<
      ReturnType<AuthState['login']>
    >);
    show();
    await userEvent.type(email(), 'Pat@Example.com');
    await userEvent.type(password(), 'secret-1');
    await signIn();
    expect(await screen.findByText('Email Verification Required')).toBeTruthy();
    expect(screen.getAllByText('Please verify your email address before signing in.').length).toBeGreaterThan(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes on to the home page once signed in', async () => {
    login.mockResolvedValue({ token: 'a.b.c', requiresVerification: false } as Awaited<ReturnType<AuthState['login']>>);
    show();
    await userEvent.type(email(), 'pat@example.com');
    await userEvent.type(password(), 'secret-1');
    await signIn();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('switches to the forgotten-password and registration forms from its links', async () => {
    const { onSwitch } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onSwitch.mock.calls).toEqual([['forgot'], ['register']]);
  });
});
