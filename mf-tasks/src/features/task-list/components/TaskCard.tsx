import { typeLabel, type TaskSummary } from '../task-card.model.js';
import { TaskCardFrame } from './TaskCardFrame.js';

export function TaskCard({ task, basePath }: { task: TaskSummary; basePath: string }) {
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="task-card"
      primary
      above={<span style={{ color: 'rgba(0, 0, 0, 0.45)', textTransform: 'capitalize' }}>{typeLabel(task.type)}</span>}
    />
  );
}
