import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from '@milestone/ui';
import { CenteredSpinner, Link, messageOrFallback, useAuth, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { accountApi, type InvitationPreview } from '../../api/account-api.js';
import { ACCOUNT_READY_NOTICE } from '../../shared/auth-notice.js';
import { AccountCard } from '../../shared/AccountCard.js';
import { PasswordSetupFields, type PasswordSetupValues } from './PasswordSetupFields.js';

export const INVALID_INVITATION = { title: 'Invalid Invitation', description: 'This invitation is invalid or has expired.' } as const;
export const ACCEPT_FAILED = 'Failed to accept invitation.';

interface SetupValues extends PasswordSetupValues {
  firstName: string;
  lastName: string;
}

type State = { step: 'checking' } | { step: 'code' } | { step: 'invalid' } | { step: 'setup'; token: string; invitation: InvitationPreview };

const required = (message: string) => ({ required: true, whitespace: true, message });

/**
 * /accept-invitation/{token} and /accept-invitation: validates the invitation (asking for its code
 * when the address has none), then sets up the account; accepting signs the new user in and goes to /.
 */
export function AcceptInvitationPage() {
  const { token } = useParams();
  const [state, setState] = useState<State>(token ? { step: 'checking' } : { step: 'code' });
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();
  const { login } = useAuth();
  const navigate = useNavigate();

  const validate = async (code: string): Promise<boolean> => {
    try {
      const { invitation } = await accountApi.validateInvitation(code);
      setState({ step: 'setup', token: code, invitation });
      return true;
    } catch {
      toast({ variant: 'error', ...INVALID_INVITATION });
      return false;
    }
  };

  useEffect(() => {
    if (!token) return;
    let live = true;
    accountApi.validateInvitation(token).then(
      ({ invitation }) => live && setState({ step: 'setup', token, invitation }),
      () => {
        if (!live) return;
        setState({ step: 'invalid' });
        toast({ variant: 'error', ...INVALID_INVITATION });
      },
    );
    return () => {
      live = false;
    };
  }, [token, toast]);

  if (state.step === 'checking') return <CenteredSpinner label="Checking your invitation" />;

  if (state.step === 'invalid') {
    return (
      <AccountCard title="Accept Invitation">
        <Alert type="error" showIcon title={INVALID_INVITATION.title} description={INVALID_INVITATION.description} />
        <Typography.Paragraph>Ask your administrator to send a new invitation.</Typography.Paragraph>
        <Link to="/auth">
          <Button type="primary" block>
            Back to Sign In
          </Button>
        </Link>
      </AccountCard>
    );
  }

  if (state.step === 'code') {
    const onCode = async ({ code }: { code: string }) => {
      setChecking(true);
      await validate(code.trim());
      setChecking(false);
    };
    return (
      <AccountCard title="Accept Invitation" subtitle="Enter the invitation code from your e-mail.">
        <Form<{ code: string }> key="code" layout="vertical" requiredMark={false} name="invitation-code" onFinish={onCode}>
          <Form.Item label="Invitation Code" name="code" rules={[required('Please enter your invitation code')]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={checking}>
            {checking ? 'Checking...' : 'Continue'}
          </Button>
        </Form>
      </AccountCard>
    );
  }

  const { invitation } = state;
  const onSetup = async (values: SetupValues) => {
    setSubmitting(true);
    try {
      await accountApi.acceptInvitation(state.token, { firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password });
    } catch (error) {
      toast({ variant: 'error', title: 'Error', description: messageOrFallback(error, ACCEPT_FAILED) });
      setSubmitting(false);
      return;
    }
    // The account exists now: when signing in fails, /auth says so instead of showing a bare form.
    const signInYourself = () => navigate('/auth', { replace: true, state: { notice: ACCOUNT_READY_NOTICE } });
    try {
      const answer = await login(invitation.email, values.password);
      if (answer.token) navigate('/', { replace: true });
      else signInYourself();
    } catch {
      signInYourself();
    }
  };

  return (
    <AccountCard
      title="Set Up Your Account"
      subtitle={
        <>
          You were invited to join <Typography.Text strong>{invitation.companyName}</Typography.Text> as{' '}
          {invitation.role === 'admin' ? 'an admin' : `a ${invitation.role}`}.
        </>
      }
    >
      <Form<SetupValues>
        key="setup"
        layout="vertical"
        requiredMark={false}
        name="accept-invitation"
        noValidate
        onFinish={onSetup}
        initialValues={{ firstName: invitation.firstName ?? '', lastName: invitation.lastName ?? '' }}
      >
        <Form.Item label="Email">
          <Input value={invitation.email} disabled />
        </Form.Item>
        <Form.Item label="First Name" name="firstName" rules={[required('Please enter your first name')]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={[required('Please enter your last name')]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <PasswordSetupFields />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitting ? 'Creating account...' : 'Accept Invitation'}
        </Button>
      </Form>
    </AccountCard>
  );
}
