import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from '@milestone/ui';
import { messageOrFallback, preloadFederated, useAuth, useLocation, useNavigate, useToast } from '@milestone/platform-sdk';
import { returnTarget } from './return-target.js';
import type { AuthView } from './AuthPage.js';
import { ResendVerification } from './ResendVerification.js';
import { emailProblem, loginPasswordProblem } from './validation.js';

interface LoginValues {
  email: string;
  password: string;
}

/** Runs a pure rule as an antd validator. */
export function rule(check: (value: string) => string | null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const problem = check(value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
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
        <div style={{ marginBottom: 16 }}>
          <Alert type="warning" showIcon title={unverified.message} style={{ marginBottom: 8 }} />
          <ResendVerification initialEmail={unverified.email} />
        </div>
      ) : null}
      <Form.Item label="Email" name="email" rules={[rule(emailProblem)]}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[rule(loginPasswordProblem)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
      <Space style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }}>
        <Button type="link" onClick={() => onSwitch('forgot')} style={{ padding: 0 }}>Forgot password?</Button>
        <Button type="link" onClick={() => onSwitch('register')} style={{ padding: 0 }}>Create an account</Button>
      </Space>
    </Form>
  );
}
