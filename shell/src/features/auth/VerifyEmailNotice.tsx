import { useEffect, useState } from 'react';
import { Alert, Flex, Spin } from '@milestone/ui';
import { isHttpStatus, messageOrFallback, useNavigate } from '@milestone/platform-sdk';
import { accountApi } from '../../api/account-api.js';
import { ResendVerification } from './ResendVerification.js';

type Outcome = { kind: 'verified' | 'expired' | 'invalid'; text: string };

const VERIFIED = 'Email verified. You can now sign in.';
const EXPIRED = 'This verification link has expired.';
const INVALID = 'This verification link is invalid or has already been used.';

// A link is single use: one request per token even if the screen mounts twice (StrictMode).
const attempts = new Map<string, Promise<Outcome>>();

/** What a verification attempt came to: a 410 is an expired link, any other failure an invalid one. */
export function verifyOutcome(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = accountApi.verifyEmail(token).then(
      (answer): Outcome => ({ kind: 'verified', text: answer.message || VERIFIED }),
      (error: unknown): Outcome =>
        isHttpStatus(error, 410) ? { kind: 'expired', text: messageOrFallback(error, EXPIRED) } : { kind: 'invalid', text: messageOrFallback(error, INVALID) },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /auth?verify=<token>: verifies, says how it went above the login form, offers a new link when it failed. */
export function VerifyEmailNotice({ token }: { token: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    void verifyOutcome(token).then((result) => {
      if (!live) return;
      setOutcome(result);
      // The token is spent: a reload must not try it again.
      navigate('/auth', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  if (!outcome) {
    return (
      <Flex role="status" gap="small" align="center">
        <Spin size="small" /> Verifying your email...
      </Flex>
    );
  }
  if (outcome.kind === 'verified') return <Alert type="success" showIcon title={outcome.text} />;
  return (
    <Flex vertical gap="small">
      <Alert
        type={outcome.kind === 'expired' ? 'warning' : 'error'}
        showIcon
        title={outcome.text}
        description="Enter your e-mail address to receive a new verification link."
      />
      <ResendVerification />
    </Flex>
  );
}
