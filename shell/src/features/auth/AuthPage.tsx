import { useState } from 'react';
import { Panel, Typography } from '@milestone/ui';
import { CenteredSpinner, Navigate, useAuth } from '@milestone/platform-sdk';
import { LoginForm } from './LoginForm.js';
import { RegisterForm } from './RegisterForm.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';

export type AuthView = 'login' | 'register' | 'forgot';

const HEADINGS: Record<AuthView, { title: string; subtitle: string }> = {
  login: { title: 'Sign In', subtitle: 'Welcome back to Milestone' },
  register: { title: 'Create Account', subtitle: 'Make Automation Your Next Milestone' },
  forgot: { title: 'Reset Password', subtitle: 'We will e-mail you a reset link' },
};

/** /auth: login, register and forgot-password views switched in place (spec 000 section 2). */
export function AuthPage() {
  const { user, isLoading } = useAuth();
  const [view, setView] = useState<AuthView>('login');
  if (isLoading) return <CenteredSpinner label="Checking your session" />;
  if (user) return <Navigate to="/" replace />;
  const heading = HEADINGS[view];
  return (
    <div style={{ maxWidth: 420, margin: '48px auto', padding: '0 16px' }}>
      <Panel>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{heading.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{heading.subtitle}</Typography.Paragraph>
        {view === 'login' && <LoginForm onSwitch={setView} />}
        {view === 'register' && <RegisterForm onSwitch={setView} />}
        {view === 'forgot' && <ForgotPasswordForm onSwitch={setView} />}
      </Panel>
    </div>
  );
}
