/**
 * What /auth says above the sign-in form when another screen sent the visitor there (router state
 * `notice`): why they must sign in themselves. A plain string in the state, so no screen imports
 * another feature to pass it.
 */
export function authNoticeOf(state: unknown): string | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}

/** An accepted invitation whose automatic sign-in failed: the account exists, the user signs in. */
export const ACCOUNT_READY_NOTICE =
  'Your account is ready, but we could not sign you in automatically. Sign in with your e-mail and the password you just chose.';
