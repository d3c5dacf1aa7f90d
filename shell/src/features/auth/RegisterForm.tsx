import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input } from '@milestone/ui';
import { ApiError, identityClient, messageOrFallback, unwrap, useAuth, useNavigate, useToast } from '@milestone/platform-sdk';
import type { AuthView } from './AuthPage.js';
import { rule } from './LoginForm.js';
import { emailProblem, isExistingAccountMessage, newPasswordProblem } from './validation.js';

interface RegisterValues {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Delay before an existing-account notice switches to login (spec 000 section 9). */
const SWITCH_TO_LOGIN_MS = 2000;

export function RegisterForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFinish = async (values: RegisterValues) => {
    setPending(true);
    const email = values.email.trim().toLowerCase();
    try {
      await unwrap(
        identityClient.POST('/api/auth/register', {
          body: { email, password: values.password, firstName: values.firstName?.trim() || undefined, lastName: values.lastName?.trim() || undefined },
        }),
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (isExistingAccountMessage(message)) {
        toast({ variant: 'warning', title: 'Account Already Exists', description: 'An account with this email already exists. Try logging in instead.' });
        timer.current = setTimeout(() => onSwitch('login'), SWITCH_TO_LOGIN_MS);
      } else {
        toast({ variant: 'error', title: 'Registration Failed', description: messageOrFallback(error, 'Failed to create account. Please try again.') });
      }
      setPending(false);
      return;
    }
    // E-mail verification arrives with a later issue; until then a new account signs in at once.
    try {
      const answer = await login(email, values.password);
      if (answer.requiresVerification || !answer.token) {
        toast({ variant: 'warning', title: 'Email Verification Required', description: answer.message || 'Please verify your e-mail address, then sign in.' });
        onSwitch('login');
        return;
      }
      navigate('/', { replace: true });
    } catch (error) {
      toast({ variant: 'error', title: 'Login Failed', description: messageOrFallback(error, 'Invalid email or password') });
      onSwitch('login');
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
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
      <Button type="link" onClick={() => onSwitch('login')} style={{ padding: 0, marginTop: 16 }}>
        Already have an account? Sign in
      </Button>
    </Form>
  );
}
