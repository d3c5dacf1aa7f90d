import { Alert, Button, Form, Input } from '@milestone/ui';
import type { AuthView } from './AuthPage.js';
import { rule } from './LoginForm.js';
import { emailProblem } from './validation.js';

/**
 * The forgot-password view. POST /api/auth/forgot-password is not in the identity contract yet
 * (it arrives with the accounts issue), so the form says so instead of pretending to send.
 */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  return (
    <Form layout="vertical" requiredMark={false} name="forgot">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Password reset e-mails arrive with the accounts issue. Until then, ask an administrator to help you sign in."
      />
      <Form.Item label="Email" name="email" rules={[rule(emailProblem)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" block disabled>
        Send Reset Link
      </Button>
      <Button type="link" onClick={() => onSwitch('login')} style={{ padding: 0, marginTop: 16 }}>
        Back to Sign In
      </Button>
    </Form>
  );
}
