import { useCallback } from 'react';
import { Alert, Col, Empty, Row, Spin } from '@milestone/ui';
import { LoadMoreTasks } from '../../../entities/task/components/LoadMoreTasks.js';
import { useTaskPages } from '../../../entities/task/hooks/useTaskPages.js';
import { buildTaskQuery, type TaskFilters } from '../task-filters.js';
import { ManagedTaskCard } from './ManagedTaskCard.js';

/** The company's tasks matching the filters, a page at a time; the previous cards dim while a new filter loads. */
export function ManagedTaskGrid({ filters, basePath }: { filters: TaskFilters; basePath: string }) {
  const tasks = useTaskPages(buildTaskQuery(filters));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tasks;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (tasks.isPending) return <Spin size="large" />;
  if (tasks.isError) return <Alert type="error" showIcon title="Failed to load tasks" description={tasks.error.message} />;
  if (tasks.tasks.length === 0) return <Empty description="No tasks match these filters." />;
  return (
    <>
      <Row gutter={[16, 16]} style={{ opacity: tasks.isPlaceholderData ? 0.6 : 1 }}>
        {tasks.tasks.map((task) => (
          <Col key={task.id} xs={24} sm={12} lg={8}>
            <ManagedTaskCard task={task} basePath={basePath} />
          </Col>
        ))}
      </Row>
      <LoadMoreTasks
        shown={tasks.tasks.length}
        total={tasks.total}
        hasMore={hasNextPage && !tasks.isPlaceholderData}
        loading={isFetchingNextPage}
        failed={tasks.isFetchNextPageError}
        onMore={loadMore}
      />
    </>
  );
}
