import { Card, Empty, List, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import type { Invitation } from '../../../api/admin-api.js';
import { useInvitationPages } from '../hooks/useUsersAdmin.js';
import { LoadMore } from '../../shared/LoadMore.js';
import { shownLine } from '../../shared/list-pages.js';
import { ROLE_LABELS } from '../users.model.js';

/** Invitations sent and not yet accepted, newest first, a page at a time. */
export function PendingInvitationsCard({ companyId }: { companyId: number | null | undefined }) {
  const invitations = useInvitationPages(companyId);
  const pending = invitations.rows.filter((i) => !i.status || i.status === 'pending');
  const failedPage = invitations.isFetchNextPageError;
  return (
    <Card title={`Pending Invitations (${invitations.total})`}>
      {invitations.isError && !failedPage ? (
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
          loadMore={
            <LoadMore
              line={shownLine(invitations.rows.length, invitations.total, { one: 'invitation', many: 'invitations' })}
              hasMore={invitations.hasNextPage}
              loading={invitations.isFetchingNextPage}
              failed={failedPage}
              onMore={() => void invitations.fetchNextPage()}
              label="Load more invitations"
            />
          }
        />
      )}
    </Card>
  );
}
