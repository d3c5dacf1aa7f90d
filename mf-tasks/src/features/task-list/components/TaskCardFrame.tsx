import type { ReactNode } from 'react';
import { Button, Card, Tag, Typography } from '@milestone/ui';
import { joinBasePath, useNavigate } from '@milestone/platform-sdk';
import { statusBadge, taskRoute, type Task } from '../task-card.model.js';
import { PermissionsIconButton } from '../../task-permissions/components/PermissionsIconButton.js';

/**
 * What every task card shows: the name, the permissions icon (for those allowed), the status
 * badge, the description clamped to 3 lines and Open Task. `above` and `below` hold what a
 * card of a given page adds around the description.
 */
export function TaskCardFrame({
  task,
  basePath,
  testId,
  above,
  below,
  primary = false,
}: {
  task: Task;
  basePath: string;
  testId: string;
  above?: ReactNode;
  below?: ReactNode;
  primary?: boolean;
}) {
  const navigate = useNavigate();
  const badge = statusBadge(task.status);
  return (
    <Card
      title={task.name}
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <PermissionsIconButton taskId={task.id} basePath={basePath} />
          <Tag color={badge.color}>{badge.label}</Tag>
        </span>
      }
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
      data-testid={testId}
    >
      {above}
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginTop: 8, flex: 1 }}>
        {task.description}
      </Typography.Paragraph>
      {below}
      <Button type={primary ? 'primary' : 'default'} style={primary ? undefined : { marginTop: 12 }} onClick={() => navigate(joinBasePath(basePath, taskRoute(task)))}>
        Open Task
      </Button>
    </Card>
  );
}
