import { useEffect, useState } from 'react';
import { Alert, ArrowLeftOutlined, Button, Card, Empty, Input, List, PageContainer, PageHeader, Result, Spin, Typography, theme } from '@milestone/ui';
import { canManageTasks, canManageUsers, joinBasePath, messageOrFallback, useAuth, useNavigate, useParams, useToast } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import { taskPageView } from '../../../entities/task/task-view.js';
import { CurrentPermissions, grantRows, levelTag, type PermissionRow } from '../../../entities/task-permission/components/CurrentPermissions.js';
import { usePermissionLevel, useSetPermission, useTaskPermissions } from '../../../entities/task-permission/hooks/usePermissions.js';
import { canManagePermissions, parseRouteTaskId, permissionUserName, type PermissionChoice } from '../../../entities/task-permission/permission-rules.js';
import { useUserSearch } from '../hooks/useUserSearch.js';
import { PageSpinner } from '../../../shared/PageSpinner.js';
import { PermissionSelect } from './PermissionSelect.js';

export const READ_ONLY_MESSAGE = 'You need owner or admin permissions to manage task access';

type Row = PermissionRow;

/** /task/{taskId}/permissions: Manage Permissions (spec 000 sections 2 and 6). */
export function ManagePermissionsPage({ basePath }: { basePath: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { toast } = useToast();
  const taskId = parseRouteTaskId(params.taskId);
  const task = useTask(taskId);
  const level = usePermissionLevel(user?.id, taskId);
  const permissions = useTaskPermissions(taskId);
  const [term, setTerm] = useState('');
  const search = useUserSearch(term, canManageUsers(user));
  const { grant, remove } = useSetPermission(taskId ?? 0);
  const { token } = theme.useToken();
  // A plain user may not open Task Management: no link leads them there. Their way back is the
  // task itself, or home when the task cannot be shown.
  const managesTasks = canManageTasks(user);
  const goTo = (path: string) => () => navigate(joinBasePath(basePath, path));
  const away = managesTasks ? { label: 'Back to Task Management', onClick: goTo('task-management') } : { label: 'Go Home', onClick: goTo('') };
  const back = managesTasks || taskId === null ? away : { label: 'Back to Task', onClick: goTo(`task/${taskId}`) };

  useEffect(() => {
    document.title = 'Manage Permissions';
  }, []);

  // A task shown stays shown when a later read of it fails (the refetch after a grant), with the
  // user's search and list: only a first read that fails, or a 404, replaces the page.
  const view = taskPageView(taskId !== null, task);
  if (view === 'not-found') {
    return (
      <Result
        status="404"
        title="Task Not Found"
        subTitle="The task you are looking for does not exist or you have no access to it."
        extra={
          <Button type="primary" onClick={away.onClick}>
            {away.label}
          </Button>
        }
      />
    );
  }
  if (view === 'error') {
    return <Result status="error" title="Error Loading Task" subTitle={task.error?.message} extra={<Button onClick={away.onClick}>{away.label}</Button>} />;
  }
  if (view === 'loading' || !task.data || level.isPending || permissions.isPending) {
    return <PageSpinner />;
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
    <PageContainer maxWidth={900}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back.onClick} style={{ paddingInlineStart: 0 }}>
        {back.label}
      </Button>
      <PageHeader title="Manage Permissions" subtitle={task.data.name} />

      {!manages && <Alert style={{ marginTop: token.marginLG }} type="warning" showIcon title={READ_ONLY_MESSAGE} data-testid="read-only" />}

      {manages && (
        <Card title="Add User" style={{ marginTop: token.marginLG }}>
          <Input.Search
            allowClear
            placeholder="Search users by e-mail or name"
            aria-label="Search users"
            onSearch={setTerm}
            onChange={(e) => {
              if (e.target.value === '') setTerm('');
            }}
          />
          {term.trim() !== '' && (
            <div style={{ marginTop: token.margin }}>
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
      <Typography.Paragraph type="secondary" style={{ marginTop: token.margin }}>
        Viewer: view and run. Admin: edit and grant viewer. Owner: full control. Choosing None removes the permission.
      </Typography.Paragraph>
    </PageContainer>
  );
}
