import { Flex, PageContainer, PageHeader } from '@milestone/ui';
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
    <PageContainer maxWidth={960}>
      <PageHeader
        level={3}
        title="User Management"
        subtitle={`Invite people to ${user.company?.name ?? 'your company'}, change their roles and remove accounts.`}
      />
      <Flex vertical gap="large">
        <PermissionHelp />
        <InviteUserCard companyId={user.companyId} />
        <PendingInvitationsCard companyId={user.companyId} />
        <AllUsersCard actor={user} />
      </Flex>
    </PageContainer>
  );
}
