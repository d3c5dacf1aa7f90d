import { memo, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Layout, Spin, Typography } from '@milestone/ui';
import { useTaskPages } from '../hooks/useTasks.js';
import type { TaskSummary } from '../task-card.model.js';
import { TaskCard } from './TaskCard.js';
import { CreateTaskDialog } from './CreateTaskDialog.js';
import { LoadMoreTasks } from './LoadMoreTasks.js';

export const PRODUCT_NAME = 'Milestone';
export const TAGLINE = 'Make Automation Your Next Milestone';

/**
 * The card grid: one column, two from 576 px, three from 992 px (as antd's xs 24 / sm 12 / lg 8),
 * 16 px gaps. Cards out of view skip layout and paint until scrolled to (content-visibility).
 * The cards come a page at a time (useTaskPages), the next page as the user scrolls near it.
 */
const GRID_CSS = `.task-grid { display: grid; grid-template-columns: 1fr; gap: 16px; }
@media (min-width: 576px) { .task-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .task-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.task-grid > .task-grid-cell { content-visibility: auto; contain-intrinsic-size: auto 230px; }
@media print { .task-grid > .task-grid-cell { content-visibility: visible; } }`;

/** A card renders once: adding the next page does not render the cards already shown again. */
const GridCell = memo(function GridCell({ task, basePath }: { task: TaskSummary; basePath: string }) {
  return (
    <div className="task-grid-cell">
      <TaskCard task={task} basePath={basePath} />
    </div>
  );
});

function TaskGrid({ tasks, basePath }: { tasks: TaskSummary[]; basePath: string }) {
  return (
    <div className="task-grid">
      <style>{GRID_CSS}</style>
      {tasks.map((task) => (
        <GridCell key={task.id} task={task} basePath={basePath} />
      ))}
    </div>
  );
}

/** Home: the product heading, the task cards and the manual task dialog. */
export function HomePage({ basePath }: { basePath: string }) {
  const tasks = useTaskPages();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tasks;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <Layout style={{ background: 'transparent' }}>
      <div style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 16 }}>
          <div>
            <Typography.Title style={{ marginBottom: 4 }}>{PRODUCT_NAME}</Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 16 }}>{TAGLINE}</Typography.Text>
          </div>
          <Button type="primary" size="large" onClick={() => setCreating(true)}>
            Create New Task
          </Button>
        </div>
        <div style={{ marginTop: 32 }}>
          {tasks.isPending ? (
            <Spin size="large" />
          ) : tasks.isError ? (
            <Alert type="error" showIcon title="Failed to load tasks" description={tasks.error.message} />
          ) : tasks.tasks.length === 0 ? (
            <Empty description="No tasks yet. Create your first task to get started." />
          ) : (
            <>
              <TaskGrid tasks={tasks.tasks} basePath={basePath} />
              <LoadMoreTasks
                shown={tasks.tasks.length}
                total={tasks.total}
                hasMore={hasNextPage}
                loading={isFetchingNextPage}
                failed={tasks.isFetchNextPageError}
                onMore={loadMore}
              />
            </>
          )}
        </div>
      </div>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>
        <br />
        <Typography.Text type="secondary">© {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.</Typography.Text>
      </Layout.Footer>
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
    </Layout>
  );
}
