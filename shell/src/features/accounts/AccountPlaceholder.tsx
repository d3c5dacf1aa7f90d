import { Button, Card, Result } from '@milestone/ui';
import { Link } from '@milestone/platform-sdk';

/** An honest placeholder for account screens that arrive with the accounts issue. */
export function AccountPlaceholder({ title, detail }: { title: string; detail: string }) {
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <Card>
        <Result
          status="info"
          title={title}
          subTitle={detail}
          extra={
            <Link to="/auth">
              <Button type="primary">Back to Sign In</Button>
            </Link>
          }
        />
      </Card>
    </div>
  );
}

export function AcceptInvitationPage() {
  return (
    <AccountPlaceholder
      title="Accept Invitation"
      detail="Accepting invitations arrives with the accounts issue: this page will ask for the invitation code, then your name and password."
    />
  );
}

export function SetPasswordPage() {
  return (
    <AccountPlaceholder
      title="Set Password"
      detail="Setting a password from an e-mailed link arrives with the accounts issue."
    />
  );
}
