import { Typography } from '@milestone/ui';
import { typeLabel, type Task } from '../task-card.model.js';
import { TaskCardFrame } from './TaskCardFrame.js';

export function TaskCard({ task, basePath }: { task: Task; basePath: string }) {
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="task-card"
      primary
      above={<Typography.Text type="secondary" style={{ textTransform: 'capitalize' }}>{typeLabel(task.type)}</Typography.Text>}
    />
  );
}
