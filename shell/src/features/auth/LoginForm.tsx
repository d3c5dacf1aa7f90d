import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from '@milestone/ui';
import { messageOrFallback, preloadFederated, useAuth, useLocation, useNavigate, useToast } from '@milestone/platform-sdk';
import { returnTarget } from './return-target.js';
import type { AuthView } from './auth-view.js';
import { ResendVerification } from './ResendVerification.js';
import { rule } from '../../shared/form-rule.js';
import { SubmitButton } from '../../shared/SubmitButton.js';
import { emailProblem, loginPasswordProblem } from '../../shared/validation.js';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const target = returnTarget(useLocation().state);
  const [pending, setPending] = useState(false);
  // Set when the account exists but its e-mail is not verified yet: offers a new link.
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);

  const onFinish = async ({ email, password }: LoginValues) => {
    setPending(true);
    setUnverified(null);
    // The target page's remote (and the components the signed-in header uses) load while the
    // password is checked, instead of after: the page and the avatar menu come up together.
    preloadFederated(target.remote, './App');
    try {
      const answer = await login(email, password);
      if (answer.requiresVerification) {
        const message = answer.message || 'Please verify your email address before signing in.';
        toast({ variant: 'warning', title: 'Email Verification Required', description: message });
        setUnverified({ email: email.trim().toLowerCase(), message });
        return;
      }
      if (!answer.token) {
        toast({ variant: 'error', title: 'Login Failed', description: answer.message || 'Invalid email or password' });
        return;
      }
      navigate(target.to, { replace: true });
    } catch (error) {
      toast({ variant: 'error', title: 'Login Failed', description: messageOrFallback(error, 'Invalid email or password') });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="login">
      {unverified ? (
        <Form.Item>
          <Flex vertical gap="small">
            <Alert type="warning" showIcon title={unverified.message} />
            <ResendVerification initialEmail={unverified.email} />
          </Flex>
        </Form.Item>
      ) : null}
      <Form.Item label="Email" name="email" rules={[rule(emailProblem)]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[rule(loginPasswordProblem)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
      <Flex justify="space-between">
        <Button type="link" onClick={() => onSwitch('forgot')}>
          Forgot password?
        </Button>
        <Button type="link" onClick={() => onSwitch('register')}>
          Create an account
        </Button>
      </Flex>
    </Form>
  );
}
