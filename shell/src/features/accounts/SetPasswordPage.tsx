import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form } from '@milestone/ui';
import { Link, messageOrFallback, useAuth, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { accountApi } from '../../api/account-api.js';
import { AccountCard } from '../../shared/AccountCard.js';
import { PasswordSetupFields, type PasswordSetupValues } from './PasswordSetupFields.js';

export const SET_PASSWORD_FAILED = 'Failed to set password. The link may have expired.';
export const INVALID_RESET_LINK = 'Invalid password reset link.';
/** Redirect after the automatic sign-in (spec 000 section 9). */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

type State = { step: 'form'; problem?: string } | { step: 'signed-in' } | { step: 'complete' };

/**
 * /set-password/{token}: a new password from a reset or invitation link, then an automatic
 * sign-in with it and / after 1 s; when that sign-in fails, 'Account Setup Complete'.
 */
export function SetPasswordPage() {
  const token = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const [state, setState] = useState<State>(token ? { step: 'form' } : { step: 'form', problem: INVALID_RESET_LINK });
  const [pending, setPending] = useState(false);
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (state.step === 'complete') {
    return (
      <AccountCard title="Account Setup Complete">
        <Alert type="success" showIcon title="Your password has been set." description="Sign in with your e-mail address and new password." />
        <Link to="/auth">
          <Button type="primary" block>
            Continue to Sign In
          </Button>
        </Link>
      </AccountCard>
    );
  }

  if (state.step === 'signed-in') {
    return (
      <AccountCard title="Set Password">
        <Alert type="success" showIcon title="Your password has been set." description="Signing you in..." />
      </AccountCard>
    );
  }

  const onFinish = async ({ password }: PasswordSetupValues) => {
    if (!token) return;
    setPending(true);
    let email: string;
    try {
      ({ email } = await accountApi.setPassword(token, password));
    } catch (error) {
      const problem = messageOrFallback(error, SET_PASSWORD_FAILED);
      toast({ variant: 'error', title: 'Error', description: problem });
      setState({ step: 'form', problem });
      setPending(false);
      return;
    }
    try {
      const answer = await login(email, password);
      if (!answer.token) throw new Error(answer.message);
      setState({ step: 'signed-in' });
      timer.current = setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    } catch {
      setState({ step: 'complete' });
    }
  };

  return (
    <AccountCard title="Set Password" subtitle="Choose a password for your account.">
      {state.problem ? <Alert type="error" showIcon title={state.problem} /> : null}
      <Form<PasswordSetupValues> layout="vertical" requiredMark={false} name="set-password" noValidate onFinish={onFinish} disabled={!token}>
        <PasswordSetupFields />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? 'Setting password...' : 'Set Password'}
        </Button>
      </Form>
      <Link to="/auth">Back to Sign In</Link>
    </AccountCard>
  );
}
