import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Col, Empty, Result, Row, Select, Space, Spin, Tag, Typography } from '@milestone/ui';
import { canManageTasks, formatChicagoTime, joinBasePath, useAuth, useNavigate } from '@milestone/platform-sdk';
import { type TaskSummary } from '../../task-list/task-card.model.js';
import { TaskCardFrame } from '../../task-list/components/TaskCardFrame.js';
import { useTaskPages } from '../../task-list/hooks/useTasks.js';
import { LoadMoreTasks } from '../../task-list/components/LoadMoreTasks.js';
import { STATUS_FILTERS, TYPE_FILTERS, buildTaskQuery, typeTags, type StatusFilter, type TaskFilters, type TypeFilter } from '../task-filters.js';

export const NO_TASK_MANAGEMENT_ACCESS = 'You need admin privileges to manage tasks.';

function ManagedTaskCard({ task, basePath }: { task: TaskSummary; basePath: string }) {
  return (
    <TaskCardFrame
      task={task}
      basePath={basePath}
      testId="management-card"
      above={
        <div>
          {typeTags(task.type).map((tag) => (
            <Tag key={tag.label} color={tag.color}>{tag.label}</Tag>
          ))}
        </div>
      }
      below={<Typography.Text type="secondary" style={{ fontSize: 12 }}>Created {formatChicagoTime(task.createdAt)}</Typography.Text>}
    />
  );
}

function TaskGrid({ filters, basePath }: { filters: TaskFilters; basePath: string }) {
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

/** /task-management: every task of the company as cards, filtered by type and status (spec 000). */
export function TaskManagementPage({ basePath }: { basePath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  useEffect(() => {
    document.title = 'Task Management';
  }, []);

  if (!canManageTasks(user)) {
    return (
      <Result
        status="403"
        title="Access Denied"
        subTitle={NO_TASK_MANAGEMENT_ACCESS}
        extra={<Button type="primary" onClick={() => navigate(joinBasePath(basePath, ''))}>Go Home</Button>}
      />
    );
  }

  return (
    <div style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>Task Management</Typography.Title>
      <Typography.Text type="secondary">Browse the company's tasks and manage who may access them.</Typography.Text>
      <Space wrap size="middle" style={{ display: 'flex', margin: '24px 0' }}>
        <Space>
          <Typography.Text strong>Type</Typography.Text>
          <Select aria-label="Filter by type" value={type} onChange={(value) => setType(value as TypeFilter)} style={{ minWidth: 180 }}
            options={TYPE_FILTERS.map((f) => ({ value: f.value, label: f.label }))} data-testid="type-filter" />
        </Space>
        <Space>
          <Typography.Text strong>Status</Typography.Text>
          <Select aria-label="Filter by status" value={status} onChange={(value) => setStatus(value as StatusFilter)} style={{ minWidth: 160 }}
            options={STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))} data-testid="status-filter" />
        </Space>
      </Space>
      <TaskGrid filters={{ type, status }} basePath={basePath} />
    </div>
  );
}
