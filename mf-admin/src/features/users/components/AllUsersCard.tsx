import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Input, List, Modal, Select, Space, Tag, Typography } from '@milestone/ui';
import { type CurrentUser, displayName, identityApi, type IdentityUser, messageOrFallback, type Role, useToast } from '@milestone/platform-sdk';
import { useChangeRole, useDeleteUser, USERS_KEY, useUsers } from '../hooks/useUsersAdmin.js';
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
  const users = useUsers();
  const search = useQuery({
    queryKey: [...USERS_KEY, 'search', term],
    queryFn: async () => (await identityApi.searchUsers(term)).users,
    enabled: term !== '',
  });
  const deleteUser = useDeleteUser();

  useEffect(() => {
    if (search.isError) toast({ variant: 'error', title: 'Search Failed', description: messageOrFallback(search.error, 'Failed to search users.') });
  }, [search.isError, search.error, toast]);

  const source = term ? (search.data ?? []) : (users.data ?? []);
  const shown = filterByRole(source, filter);
  const loading = term ? search.isFetching : users.isPending;

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
            ({shown.length})
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
      {users.isError && !term ? (
        <Typography.Text type="danger">{messageOrFallback(users.error, 'Failed to load users.')}</Typography.Text>
      ) : (
        <List<IdentityUser>
          loading={loading}
          dataSource={shown}
          rowKey={(u) => String(u.id)}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={term ? 'No users match this search' : 'No users'} /> }}
          renderItem={(user) => <UserRow actor={actor} user={user} onDelete={setToDelete} />}
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
