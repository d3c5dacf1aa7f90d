import { useEffect } from 'react';
import { messageOrFallback, useAuth, useLocation, useNavigate, useToast } from '@milestone/platform-sdk';
import { adminApi } from '../../../api/admin-api.js';

/** The query parameter of the link mailed to a new address (svc-identity's e-mail change). */
export const CONFIRM_EMAIL_PARAM = 'confirm-email';

// A link works once: one request per token even if the page mounts twice (StrictMode).
const attempts = new Map<string, Promise<unknown>>();

/**
 * /profile?confirm-email=<token>: makes the pending address the account's, says so, refreshes the
 * current user and takes the spent token out of the address.
 */
export function useConfirmEmailChange(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { refreshUser } = useAuth();
  const { toast } = useToast();
  const token = new URLSearchParams(location.search).get(CONFIRM_EMAIL_PARAM);

  useEffect(() => {
    if (!token) return;
    let attempt = attempts.get(token);
    const first = !attempt;
    if (!attempt) {
      attempt = adminApi.confirmEmailChange(token);
      attempts.set(token, attempt);
    }
    navigate({ search: '' }, { replace: true });
    if (!first) return;
    attempt.then(
      async () => {
        await refreshUser();
        toast({ variant: 'success', title: 'Email Updated', description: 'Your new email address is confirmed. Sign in with it from now on.' });
      },
      (error: unknown) => toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'This link is invalid or has expired.') }),
    );
  }, [token, navigate, refreshUser, toast]);
}
