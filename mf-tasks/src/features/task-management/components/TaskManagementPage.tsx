import { useEffect, useState } from 'react';
import { Button, Flex, PageContainer, PageHeader, Result, Select, Typography, theme } from '@milestone/ui';
import { canManageTasks, joinBasePath, useAuth, useNavigate } from '@milestone/platform-sdk';
import { STATUS_FILTERS, TYPE_FILTERS, type StatusFilter, type TypeFilter } from '../task-filters.js';
import { ManagedTaskGrid } from './ManagedTaskGrid.js';

export const NO_TASK_MANAGEMENT_ACCESS = 'You need admin privileges to manage tasks.';

/** /task-management: every task of the company as cards, filtered by type and status (spec 000). */
export function TaskManagementPage({ basePath }: { basePath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { token } = theme.useToken();
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
        extra={
          <Button type="primary" onClick={() => navigate(joinBasePath(basePath, ''))}>
            Go Home
          </Button>
        }
      />
    );
  }

  return (
    <PageContainer>
      <PageHeader title="Task Management" subtitle="Browse the company's tasks and manage who may access them." />
      <Flex wrap gap="middle" style={{ marginBlock: token.marginXS, marginBottom: token.marginLG }}>
        <Flex align="center" gap="small">
          <Typography.Text strong>Type</Typography.Text>
          <Select
            aria-label="Filter by type"
            value={type}
            onChange={(value) => setType(value as TypeFilter)}
            style={{ minWidth: 180 }}
            options={TYPE_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            data-testid="type-filter"
          />
        </Flex>
        <Flex align="center" gap="small">
          <Typography.Text strong>Status</Typography.Text>
          <Select
            aria-label="Filter by status"
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            style={{ minWidth: 160 }}
            options={STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            data-testid="status-filter"
          />
        </Flex>
      </Flex>
      <ManagedTaskGrid filters={{ type, status }} basePath={basePath} />
    </PageContainer>
  );
}
