import { Card, Empty, List, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime, type Invitation } from '@milestone/platform-sdk';
import { usePendingInvitations } from '../hooks/useUsersAdmin.js';
import { ROLE_LABELS } from '../users.model.js';

/** Invitations sent and not yet accepted. */
export function PendingInvitationsCard({ companyId }: { companyId: number | null | undefined }) {
  const invitations = usePendingInvitations(companyId);
  const pending = (invitations.data ?? []).filter((i) => !i.status || i.status === 'pending');
  return (
    <Card title={`Pending Invitations (${pending.length})`} style={{ marginBottom: 24 }}>
      {invitations.isError ? (
        <Typography.Text type="danger">Failed to load invitations.</Typography.Text>
      ) : pending.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={invitations.isPending && companyId ? 'Loading...' : 'No pending invitations'} />
      ) : (
        <List<Invitation>
          dataSource={pending}
          rowKey={(i) => String(i.id)}
          renderItem={(i) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {i.email} <Tag>{ROLE_LABELS[i.role] ?? i.role}</Tag>
                  </>
                }
                description={`${[i.firstName, i.lastName].filter(Boolean).join(' ') || 'No name given'} · expires ${formatChicagoTime(i.expiresAt)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
