import { useState } from 'react';
import { Alert, Button, Flex, Input, Space } from '@milestone/ui';
import { messageOrFallback } from '@milestone/platform-sdk';
import { accountApi } from '../../api/account-api.js';
import { emailProblem } from '../../shared/validation.js';

const RESENT = 'If an unverified account exists with this email, a new verification link has been sent.';

/** Sends a new verification link (POST /api/auth/resend-verification, which always answers alike). */
export function ResendVerification({ initialEmail = '', label = 'Resend Verification Email' }: { initialEmail?: string; label?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; text: string }>({ kind: 'idle' });
  const problem = email ? emailProblem(email) : null;

  const send = async () => {
    if (!email || problem) return;
    setState({ kind: 'sending' });
    try {
      const answer = await accountApi.resendVerification(email.trim().toLowerCase());
      setState({ kind: 'sent', text: answer.message || RESENT });
    } catch (error) {
      setState({ kind: 'failed', text: messageOrFallback(error, 'Failed to send a new verification link. Please try again.') });
    }
  };

  return (
    <Flex vertical gap="small">
      <Space.Compact block>
        <Input
          type="email"
          aria-label="Email for a new verification link"
          placeholder="you@company.com"
          value={email}
          status={problem ? 'error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
          onPressEnter={() => void send()}
        />
        <Button onClick={() => void send()} loading={state.kind === 'sending'} disabled={!email || !!problem}>
          {label}
        </Button>
      </Space.Compact>
      {state.kind === 'sent' || state.kind === 'failed' ? <Alert type={state.kind === 'sent' ? 'success' : 'error'} showIcon title={state.text} /> : null}
    </Flex>
  );
}
