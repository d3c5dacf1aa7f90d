import type { TaskSummary } from '../../../entities/task/task.model.js';
import { GridCell } from './GridCell.js';

/**
 * The card grid: one column, two from 576 px, three from 992 px (as antd's xs 24 / sm 12 / lg 8),
 * 16 px gaps. A column is never wider than the grid (minmax(0, 1fr)): a long word or name in a
 * card does not widen it past a phone's screen. Cards out of view skip layout and paint until
 * scrolled to (content-visibility).
 */
const GRID_CSS = `.task-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
@media (min-width: 576px) { .task-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .task-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.task-grid > .task-grid-cell { min-width: 0; content-visibility: auto; contain-intrinsic-size: auto 230px; }
@media print { .task-grid > .task-grid-cell { content-visibility: visible; } }`;

export function TaskGrid({ tasks, basePath }: { tasks: TaskSummary[]; basePath: string }) {
  return (
    <div className="task-grid">
      <style>{GRID_CSS}</style>
      {tasks.map((task) => (
        <GridCell key={task.id} task={task} basePath={basePath} />
      ))}
    </div>
  );
}
