import { Button, Card, Tag, Typography } from '@milestone/ui';
import { joinBasePath, useNavigate } from '@milestone/platform-sdk';
import { statusBadge, taskRoute, typeLabel, type Task } from '../task-card.model.js';
import { PermissionsIconButton } from '../../task-permissions/components/PermissionsIconButton.js';

export function TaskCard({ task, basePath }: { task: Task; basePath: string }) {
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
      data-testid="task-card"
    >
      <Typography.Text type="secondary" style={{ textTransform: 'capitalize' }}>{typeLabel(task.type)}</Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginTop: 8, flex: 1 }}>
        {task.description}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => navigate(joinBasePath(basePath, taskRoute(task)))}>
        Open Task
      </Button>
    </Card>
  );
}
