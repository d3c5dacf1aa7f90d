import { Alert, Button, Flex, Typography } from '@milestone/ui';
import { ResendVerification } from './ResendVerification.js';

/**
 * The register view's success state: the account exists but signs in only once verified (and
 * activated, when the message says so). Without a mailed link it only tells the server's message.
 */
export function RegisteredNotice({ email, message, mailed, onSignIn }: { email: string; message: string; mailed: boolean; onSignIn: () => void }) {
  return (
    <Flex vertical gap="large">
      <Alert type="success" showIcon title={message || 'Account created. Check your email to verify your account.'} />
      {mailed ? (
        <Flex vertical gap="small">
          <Typography.Text>
            We sent a verification link to <Typography.Text strong>{email}</Typography.Text>. Open it to verify your e-mail address, then sign in.
          </Typography.Text>
          <Typography.Text type="secondary">No e-mail after a few minutes?</Typography.Text>
          <ResendVerification initialEmail={email} />
        </Flex>
      ) : null}
      <Button type="primary" block onClick={onSignIn}>
        Back to Sign In
      </Button>
    </Flex>
  );
}
