import { useState } from 'react';
import { Alert } from '@milestone/ui';
import { CenteredSpinner, Navigate, useAuth, useLocation } from '@milestone/platform-sdk';
import { LoginForm } from './LoginForm.js';
import { RegisterForm } from './RegisterForm.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { RegisteredNotice } from './RegisteredNotice.js';
import { VerifyEmailNotice } from './VerifyEmailNotice.js';
import { AccountCard } from '../../shared/AccountCard.js';
import { authNoticeOf } from '../../shared/auth-notice.js';
import { returnTarget } from './return-target.js';
import type { AuthView } from './auth-view.js';

const HEADINGS: Record<AuthView | 'registered' | 'awaiting', { title: string; subtitle: string }> = {
  login: { title: 'Sign In', subtitle: 'Welcome back to Milestone' },
  register: { title: 'Create Account', subtitle: 'Make Automation Your Next Milestone' },
  forgot: { title: 'Reset Password', subtitle: 'We will e-mail you a reset link' },
  registered: { title: 'Verify Your Email', subtitle: 'One more step before you can sign in' },
  awaiting: { title: 'Account Created', subtitle: 'An administrator activates it before you can sign in' },
};

/**
 * /auth: login, register and forgot-password views switched in place (spec 000 section 2), the
 * register view's success state, and the e-mailed verification link (/auth?verify=<token>).
 */
export function AuthPage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [view, setView] = useState<AuthView>('login');
  const [registered, setRegistered] = useState<{ email: string; message: string; mailed: boolean } | null>(null);
  // Read once: the notice removes the token from the address after using it.
  const [verifyToken] = useState(() => new URLSearchParams(location.search).get('verify'));
  if (isLoading) return <CenteredSpinner label="Checking your session" />;
  if (user) return <Navigate to={returnTarget(location.state).to} replace />;

  const switchTo = (next: AuthView) => {
    setRegistered(null);
    setView(next);
  };
  const heading = HEADINGS[registered ? (registered.mailed ? 'registered' : 'awaiting') : view];
  const notice = view === 'login' && !registered ? authNoticeOf(location.state) : null;
  return (
    <AccountCard maxWidth={420} title={heading.title} subtitle={heading.subtitle}>
      {notice ? <Alert type="info" showIcon title={notice} /> : null}
      {verifyToken && !registered && view === 'login' ? <VerifyEmailNotice token={verifyToken} /> : null}
      {registered ? (
        <RegisteredNotice email={registered.email} message={registered.message} mailed={registered.mailed} onSignIn={() => switchTo('login')} />
      ) : (
        <>
          {view === 'login' && <LoginForm onSwitch={switchTo} />}
          {view === 'register' && <RegisterForm onSwitch={switchTo} onRegistered={(email, message, mailed) => setRegistered({ email, message, mailed })} />}
          {view === 'forgot' && <ForgotPasswordForm onSwitch={switchTo} />}
        </>
      )}
    </AccountCard>
  );
}
