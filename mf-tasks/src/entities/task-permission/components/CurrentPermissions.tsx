import type { ReactNode } from 'react';
import { Card, Empty, List, Tag, theme } from '@milestone/ui';
import { permissionUserName, type GrantLevel, type TaskPermission } from '../permission-rules.js';

/** One user in a permission list. */
export interface PermissionRow {
  id: number;
  name: string;
  email: string | null;
  current: GrantLevel | undefined;
}

/** The rows of a task's current grants. */
export function grantRows(grants: readonly TaskPermission[]): PermissionRow[] {
  return grants.map((p) => ({ id: p.userId, name: permissionUserName(p.user), email: p.user.email, current: p.permission }));
}

/** The level of a row as a tag (read-only lists). */
export function levelTag(row: PermissionRow): ReactNode {
  return <Tag key="level">{row.current}</Tag>;
}

/**
 * The "Current Permissions" card of a task: each user with their level; `action` renders the
 * level (a select on the Manage Permissions page for managers, a tag otherwise).
 */
export function CurrentPermissions({
  rows,
  action = levelTag,
  extra,
}: {
  rows: PermissionRow[];
  action?: (row: PermissionRow) => ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card title="Current Permissions" extra={extra} style={{ marginTop: token.marginLG }} data-testid="current-permissions">
      <List<PermissionRow>
        dataSource={rows}
        locale={{ emptyText: <Empty description="No permissions granted on this task yet" /> }}
        renderItem={(row) => (
          <List.Item actions={[action(row)]}>
            <List.Item.Meta title={row.name} description={row.email} />
          </List.Item>
        )}
      />
    </Card>
  );
}
