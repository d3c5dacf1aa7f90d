import { useState } from 'react';
import { Alert, Button, Form, Input } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import { accountApi } from '../../api/account-api.js';
import type { AuthView } from './auth-view.js';
import { rule } from '../../shared/form-rule.js';
import { SubmitButton } from '../../shared/SubmitButton.js';
import { emailProblem } from '../../shared/validation.js';

// Spec 000 section 8: the same answer whether or not the account exists.
export const RESET_LINK_SENT = "If an account exists with this email, you'll receive a password reset link.";
export const RESET_LINK_FAILED = 'Failed to send reset link. Please try again.';

/** The forgot-password view: POST /api/auth/forgot-password, which mails a /set-password link. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setPending(true);
    try {
      await accountApi.forgotPassword(email.trim().toLowerCase());
      setSent(true);
      toast({ variant: 'success', title: 'Check Your Email', description: RESET_LINK_SENT });
    } catch {
      toast({ variant: 'error', title: 'Error', description: RESET_LINK_FAILED });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<{ email: string }> layout="vertical" requiredMark={false} name="forgot" onFinish={onFinish}>
      {sent ? (
        <Form.Item>
          <Alert type="success" showIcon title={RESET_LINK_SENT} />
        </Form.Item>
      ) : null}
      <Form.Item label="Email" name="email" rules={[rule(emailProblem)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <SubmitButton pending={pending} label="Send Reset Link" pendingLabel="Sending..." />
      <Button type="link" onClick={() => onSwitch('login')}>
        Back to Sign In
      </Button>
    </Form>
  );
}
