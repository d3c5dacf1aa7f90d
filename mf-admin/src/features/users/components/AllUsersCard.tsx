import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, List, Modal, Select, Space, Tag, Typography } from '@milestone/ui';
import { type CurrentUser, displayName, type IdentityUser, messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { Role } from '../../../api/admin-api.js';
import { useChangeRole, useDeleteUser, useUserPages } from '../hooks/useUsersAdmin.js';
import { LoadMore } from '../../shared/LoadMore.js';
import { shownLine } from '../../shared/list-pages.js';
import { ActivateButton } from './ActivateButton.js';
import { canDeleteUser, filterByRole, ROLE_FILTERS, ROLE_LABELS, roleSelectState, type RoleFilter } from '../users.model.js';

function UserRow({ actor, user, onDelete }: { actor: CurrentUser; user: IdentityUser; onDelete: (user: IdentityUser) => void }) {
  const changeRole = useChangeRole();
  const { toast } = useToast();
  const select = roleSelectState(actor, user);
  const name = displayName(user);

  const onRole = async (role: Role) => {
    try {
      await changeRole.mutateAsync({ userId: user.id, role });
      toast({ variant: 'success', title: 'Role Updated', description: `${name} is now ${ROLE_LABELS[role] ?? role}.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to update user role.') });
    }
  };

  return (
    <List.Item
      actions={[
        ...(user.isActive ? [] : [<ActivateButton key="activate" user={user} />]),
        <Select
          key="role"
          aria-label={`Role of ${name}`}
          style={{ width: 120 }}
          value={user.role}
          disabled={select.disabled || changeRole.isPending}
          loading={changeRole.isPending}
          onChange={(role) => void onRole(role as Role)}
          options={select.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />,
        canDeleteUser(actor, user) ? (
          <Button key="delete" danger aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
            Delete
          </Button>
        ) : (
          // Keeps the columns aligned where the button is hidden.
          <span key="delete" style={{ display: 'inline-block', width: 72 }} />
        ),
      ]}
    >
      <List.Item.Meta
        title={
          <Space size={6} wrap>
            <span>{name}</span>
            {user.id === actor.id ? <Tag color="blue">You</Tag> : null}
            {user.isSuperOwner ? <Tag color="gold">Super Owner</Tag> : null}
            {!user.isActive ? <Tag color="gold">Pending</Tag> : null}
            {!user.isEmailVerified ? <Tag>Unverified</Tag> : null}
          </Space>
        }
        description={user.email}
      />
    </List.Item>
  );
}

/** 'All Users': role filter with a count, e-mail search, inline role select, delete with confirmation. */
export function AllUsersCard({ actor }: { actor: CurrentUser }) {
  const [filter, setFilter] = useState<RoleFilter>('all');
  const [term, setTerm] = useState('');
  const [toDelete, setToDelete] = useState<IdentityUser | null>(null);
  const { toast } = useToast();
  // The service filters the company's list by role, a page at a time; a search's matches are
  // filtered here, among the pages loaded.
  const users = useUserPages(filter === 'all' ? undefined : filter, term);
  const deleteUser = useDeleteUser();
  const failedPage = users.isFetchNextPageError;

  useEffect(() => {
    if (term && users.isError && !failedPage)
      toast({ variant: 'error', title: 'Search Failed', description: messageOrFallback(users.error, 'Failed to search users.') });
  }, [term, users.isError, users.error, failedPage, toast]);

  const shown = term ? filterByRole(users.rows, filter) : users.rows;
  const count = term && filter !== 'all' ? shown.length : users.total;
  const loading = users.isPending || (users.isFetching && users.isPlaceholderData);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser.mutateAsync(toDelete.id);
      toast({ variant: 'success', title: 'User Deleted', description: `${displayName(toDelete)} has been removed.` });
      setToDelete(null);
    } catch (error) {
      toast({ variant: 'error', title: 'Delete Failed', description: messageOrFallback(error, 'Failed to delete user.') });
      setToDelete(null);
    }
  };

  return (
    <Card
      title={
        <Space size={8}>
          <span>All Users</span>
          <Typography.Text type="secondary" data-testid="user-count">
            ({count})
          </Typography.Text>
        </Space>
      }
      extra={
        <Space wrap>
          <Input.Search
            aria-label="Search by email"
            placeholder="Search by email"
            allowClear
            style={{ width: 220 }}
            onSearch={(value) => setTerm(value.trim())}
          />
          <Select
            aria-label="Filter by role"
            style={{ width: 130 }}
            value={filter}
            onChange={(value) => setFilter(value as RoleFilter)}
            options={ROLE_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          />
        </Space>
      }
    >
      {users.isError && !failedPage && !term ? (
        <Typography.Text type="danger">{messageOrFallback(users.error, 'Failed to load users.')}</Typography.Text>
      ) : (
        <List<IdentityUser>
          loading={loading}
          dataSource={shown}
          rowKey={(u) => String(u.id)}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={term ? 'No users match this search' : 'No users'} /> }}
          renderItem={(user) => <UserRow actor={actor} user={user} onDelete={setToDelete} />}
          loadMore={
            users.total > 0 && !users.isPlaceholderData ? (
              <LoadMore
                line={shownLine(users.rows.length, users.total, term ? { one: 'match', many: 'matches' } : { one: 'user', many: 'users' })}
                hasMore={users.hasNextPage}
                loading={users.isFetchingNextPage}
                failed={failedPage}
                onMore={() => void users.fetchNextPage()}
                label="Load more users"
              />
            ) : null
          }
        />
      )}
      <Modal
        open={toDelete !== null}
        title="Delete User"
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={deleteUser.isPending}
        onOk={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <Typography.Paragraph>
            Are you sure you want to delete {displayName(toDelete)} ({toDelete.email})? This cannot be undone.
          </Typography.Paragraph>
        ) : null}
      </Modal>
    </Card>
  );
}
