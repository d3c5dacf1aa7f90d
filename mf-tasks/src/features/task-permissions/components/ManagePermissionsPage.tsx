import { useEffect, useState } from 'react';
import { Alert, ArrowLeftOutlined, Button, Card, Empty, Input, List, Result, Select, Space, Spin, Typography } from '@milestone/ui';
import { canManageUsers, isHttpStatus, joinBasePath, messageOrFallback, useAuth, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { CurrentPermissions, grantRows, levelTag, type PermissionRow } from './CurrentPermissions.js';
import { usePermissionLevel, usePermissionTask, useSetPermission, useTaskPermissions, useUserSearch } from '../hooks/usePermissions.js';
import {
  canManagePermissions,
  choiceOptions,
  parseRouteTaskId,
  permissionUserName,
  type PermissionChoice,
  type TaskLevel,
} from '../permission-rules.js';

export const READ_ONLY_MESSAGE = 'You need owner or admin permissions to manage task access';

type Row = PermissionRow;

function PermissionSelect({ row, actorId, actorLevel, onChoose, busy }: {
  row: Row;
  actorId: number | undefined;
  actorLevel: TaskLevel | undefined;
  onChoose: (row: Row, choice: PermissionChoice) => void;
  busy: boolean;
}) {
  const options = choiceOptions({ current: row.current, isSelf: row.id === actorId, actorLevel });
  const locked = options.every((o) => o.disabled || o.value === (row.current ?? 'none'));
  return (
    <Select
      aria-label={`Permission of ${row.name}`}
      value={row.current ?? 'none'}
      options={options}
      disabled={locked || busy}
      style={{ width: 130 }}
      onChange={(choice) => onChoose(row, choice as PermissionChoice)}
    />
  );
}

/** /task/{taskId}/permissions: Manage Permissions (spec 000 sections 2 and 6). */
export function ManagePermissionsPage({ basePath }: { basePath: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { toast } = useToast();
  const taskId = parseRouteTaskId(params.taskId);
  const task = usePermissionTask(taskId);
  const level = usePermissionLevel(user?.id, taskId);
  const permissions = useTaskPermissions(taskId);
  const [term, setTerm] = useState('');
  const search = useUserSearch(term, canManageUsers(user));
  const { grant, remove } = useSetPermission(taskId ?? 0);
  const back = () => navigate(joinBasePath(basePath, 'task-management'));

  useEffect(() => {
    document.title = 'Manage Permissions';
  }, []);

  if (taskId === null || (task.isError && isHttpStatus(task.error, 404))) {
    return (
      <Result status="404" title="Task Not Found" subTitle="The task you are looking for does not exist or you have no access to it."
        extra={<Button type="primary" onClick={back}>Back to Task Management</Button>} />
    );
  }
  if (task.isError) {
    return <Result status="error" title="Error Loading Task" subTitle={task.error.message} extra={<Button onClick={back}>Back to Task Management</Button>} />;
  }
  if (task.isPending || level.isPending || permissions.isPending) {
    return <div style={{ padding: 48, textAlign: 'center' }}><Spin size="large" /></div>;
  }

  const actorLevel = level.data;
  const manages = canManagePermissions(actorLevel);
  const grants = permissions.data ?? [];
  const currentOf = new Map(grants.map((p) => [p.userId, p.permission] as const));
  const busy = grant.isPending || remove.isPending;

  const choose = async (row: Row, choice: PermissionChoice) => {
    if (choice === (row.current ?? 'none')) return;
    if (choice === 'none') {
      try {
        await remove.mutateAsync({ userId: row.id });
        toast({ variant: 'success', title: 'Permission Removed', description: `${row.name} no longer has a permission on this task.` });
      } catch (error) {
        toast({ variant: 'error', title: 'Error removing permission', description: messageOrFallback(error, 'Failed to remove permission') });
      }
      return;
    }
    try {
      await grant.mutateAsync({ userId: row.id, permission: choice });
      toast({ variant: 'success', title: 'Permission Updated', description: `${row.name} is now ${choice} of this task.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Error updating permission', description: messageOrFallback(error, 'Failed to update permission') });
    }
  };

  const rows = grantRows(grants);
  const searchRows: Row[] = (search.data ?? []).map((u) => ({
    id: u.id,
    name: permissionUserName(u),
    email: u.email,
    current: currentOf.get(u.id),
  }));

  return (
    <div style={{ maxWidth: 900, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} style={{ paddingLeft: 0 }}>
        Back to Task Management
      </Button>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>Manage Permissions</Typography.Title>
      <Typography.Text type="secondary">{task.data.name}</Typography.Text>

      {!manages && <Alert style={{ marginTop: 24 }} type="warning" showIcon title={READ_ONLY_MESSAGE} data-testid="read-only" />}

      {manages && (
        <Card title="Add User" style={{ marginTop: 24 }}>
          <Input.Search
            allowClear
            placeholder="Search users by e-mail or name"
            aria-label="Search users"
            onSearch={setTerm}
            onChange={(e) => { if (e.target.value === '') setTerm(''); }}
          />
          {term.trim() !== '' && (
            <div style={{ marginTop: 16 }}>
              {search.isPending ? (
                <Spin />
              ) : search.isError ? (
                <Alert type="error" showIcon title="User search failed" description={search.error.message} />
              ) : (
                <List<Row>
                  dataSource={searchRows}
                  locale={{ emptyText: <Empty description="No users found" /> }}
                  renderItem={(row) => (
                    <List.Item actions={[<PermissionSelect key="select" row={row} actorId={user?.id} actorLevel={actorLevel} onChoose={choose} busy={busy} />]}>
                      <List.Item.Meta title={row.name} description={row.email} />
                    </List.Item>
                  )}
                />
              )}
            </div>
          )}
        </Card>
      )}

      <CurrentPermissions
        rows={rows}
        action={(row) =>
          manages ? <PermissionSelect key="select" row={row} actorId={user?.id} actorLevel={actorLevel} onChoose={choose} busy={busy} /> : levelTag(row)
        }
      />
      <Space style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          Viewer: view and run. Admin: edit and grant viewer. Owner: full control. Choosing None removes the permission.
        </Typography.Text>
      </Space>
    </div>
  );
}
