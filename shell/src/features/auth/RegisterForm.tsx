import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input } from '@milestone/ui';
import { ApiError, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { accountApi } from '../../api/account-api.js';
import type { AuthView } from './auth-view.js';
import { rule } from '../../shared/form-rule.js';
import { SubmitButton } from '../../shared/SubmitButton.js';
import { emailProblem, isExistingAccountMessage, newPasswordProblem } from '../../shared/validation.js';

interface RegisterValues {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Delay before an existing-account notice switches to login (spec 000 section 9). */
const SWITCH_TO_LOGIN_MS = 2000;

export function RegisterForm({
  onSwitch,
  onRegistered,
}: {
  onSwitch: (view: AuthView) => void;
  onRegistered: (email: string, message: string, mailed: boolean) => void;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFinish = async (values: RegisterValues) => {
    setPending(true);
    const email = values.email.trim().toLowerCase();
    try {
      const answer = await accountApi.register({
        email,
        password: values.password,
        firstName: values.firstName?.trim() || undefined,
        lastName: values.lastName?.trim() || undefined,
      });
      // The account signs in only once its e-mail is verified (and, where the answer says so, an
      // administrator has activated it): the view tells which.
      onRegistered(email, answer.message, answer.requiresVerification);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (isExistingAccountMessage(message)) {
        toast({ variant: 'warning', title: 'Account Already Exists', description: 'An account with this email already exists. Try logging in instead.' });
        timer.current = setTimeout(() => onSwitch('login'), SWITCH_TO_LOGIN_MS);
      } else {
        toast({ variant: 'error', title: 'Registration Failed', description: messageOrFallback(error, 'Failed to create account. Please try again.') });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<RegisterValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="register">
      <Form.Item label="First name" name="firstName">
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item label="Last name" name="lastName">
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[rule(emailProblem)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[rule(newPasswordProblem)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
      <Button type="link" onClick={() => onSwitch('login')}>
        Already have an account? Sign in
      </Button>
    </Form>
  );
}
