import { Flex, Tag, Typography, theme } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { TaskCardFrame } from '../../../entities/task/components/TaskCardFrame.js';
import type { TaskSummary } from '../../../entities/task/task.model.js';
import { PermissionsIconButton } from '../../../entities/task-permission/components/PermissionsIconButton.js';
import { typeTags } from '../task-filters.js';

/** A card of Task Management: the type's chips, spaced apart, and when the task was created. */
export function ManagedTaskCard({ task, basePath }: { task: TaskSummary; basePath: string }) {
  const { token } = theme.useToken();
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="management-card"
      actions={<PermissionsIconButton taskId={task.id} level={task.permissionLevel} basePath={basePath} />}
      above={
        <Flex wrap gap="small" data-testid="type-tags">
          {typeTags(task.type).map((tag) => (
            <Tag key={tag.label} color={tag.color}>
              {tag.label}
            </Tag>
          ))}
        </Flex>
      }
      below={
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Created {formatChicagoTime(task.createdAt)}
        </Typography.Text>
      }
    />
  );
}
