import { Alert, Button, Typography } from '@milestone/ui';
import { ResendVerification } from './ResendVerification.js';

/** The register view's success state: the account exists but signs in only once verified. */
export function RegisteredNotice({ email, message, onSignIn }: { email: string; message: string; onSignIn: () => void }) {
  return (
    <div>
      <Alert type="success" showIcon title={message || 'Account created. Check your email to verify your account.'} style={{ marginBottom: 16 }} />
      <Typography.Paragraph>
        We sent a verification link to <Typography.Text strong>{email}</Typography.Text>. Open it to verify your e-mail address, then sign in.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>No e-mail after a few minutes?</Typography.Paragraph>
      <ResendVerification initialEmail={email} />
      <Button type="primary" block style={{ marginTop: 24 }} onClick={onSignIn}>
        Back to Sign In
      </Button>
    </div>
  );
}
