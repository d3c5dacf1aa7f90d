import { Alert, Button, Typography } from '@milestone/ui';
import { ResendVerification } from './ResendVerification.js';

/**
 * The register view's success state: the account exists but signs in only once verified (and
 * activated, when the message says so). Without a mailed link it only tells the server's message.
 */
export function RegisteredNotice({ email, message, mailed, onSignIn }: { email: string; message: string; mailed: boolean; onSignIn: () => void }) {
  return (
    <div>
      <Alert type="success" showIcon title={message || 'Account created. Check your email to verify your account.'} style={{ marginBottom: 16 }} />
      {mailed ? (
        <>
          <Typography.Paragraph>
            We sent a verification link to <Typography.Text strong>{email}</Typography.Text>. Open it to verify your e-mail address, then sign in.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>No e-mail after a few minutes?</Typography.Paragraph>
          <ResendVerification initialEmail={email} />
        </>
      ) : null}
      <Button type="primary" block style={{ marginTop: 24 }} onClick={onSignIn}>
        Back to Sign In
      </Button>
    </div>
  );
}
