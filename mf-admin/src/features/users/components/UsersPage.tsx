import { Typography } from '@milestone/ui';
import { canManageUsers, useAuth } from '@milestone/platform-sdk';
import { AccessMessage } from '../../shared/AccessMessage.js';
import { AllUsersCard } from './AllUsersCard.js';
import { InviteUserCard } from './InviteUserCard.js';
import { PendingInvitationsCard } from './PendingInvitationsCard.js';
import { PermissionHelp } from './PermissionHelp.js';

/** /settings/users: User Management (spec 000 section 2). */
export function UsersPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (!canManageUsers(user)) return <AccessMessage title="User Management" text="You need admin privileges to manage users." />;
  return (
    <div style={{ maxWidth: 960, margin: '32px auto', padding: '0 16px' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>User Management</Typography.Title>
      <Typography.Paragraph type="secondary">Invite people to {user.company?.name ?? 'your company'}, change their roles and remove accounts.</Typography.Paragraph>
      <PermissionHelp />
      <InviteUserCard companyId={user.companyId} />
      <PendingInvitationsCard companyId={user.companyId} />
      <AllUsersCard actor={user} />
    </div>
  );
}
