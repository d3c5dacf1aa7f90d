import { TaskCardFrame } from '../../../entities/task/components/TaskCardFrame.js';
import type { TaskSummary } from '../../../entities/task/task.model.js';
import { PermissionsIconButton } from '../../../entities/task-permission/components/PermissionsIconButton.js';

export function TaskCard({ task, basePath }: { task: TaskSummary; basePath: string }) {
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="task-card"
      primary
      showType
      actions={<PermissionsIconButton taskId={task.id} level={task.permissionLevel} basePath={basePath} />}
    />
  );
}
