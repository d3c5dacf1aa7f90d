import { memo } from 'react';
import type { TaskSummary } from '../../../entities/task/task.model.js';
import { TaskCard } from './TaskCard.js';

/** A card renders once: adding the next page does not render the cards already shown again. */
export const GridCell = memo(function GridCell({ task, basePath }: { task: TaskSummary; basePath: string }) {
  return (
    <div className="task-grid-cell">
      <TaskCard task={task} basePath={basePath} />
    </div>
  );
});
