import type { UIEvent } from 'react';
import { Button, Flex, Input, Typography } from '@milestone/ui';
import { displayName } from '@milestone/platform-sdk';
import { EXECUTION_STATUSES } from '../../../entities/execution/execution.model.js';
import { useTaskPages } from '../../../entities/task/hooks/useTaskPages.js';
import { hasFilters, withFilter, type ExecutionsView } from '../execution-filters.js';
import { EXECUTIONS_TEXTS, STATUS_LABELS } from '../execution-row.model.js';
import { useCompanyUsers } from '../hooks/useCompanyUsers.js';
import { FilterSelect } from './FilterSelect.js';

interface ExecutionFiltersBarProps {
  view: ExecutionsView;
  onChange: (next: ExecutionsView) => void;
}

const STATUS_OPTIONS = EXECUTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** The list's filters: task, status, the days (from, to; Chicago days) and who started the run. */
export function ExecutionFiltersBar({ view, onChange }: ExecutionFiltersBarProps) {
  const tasks = useTaskPages();
  const users = useCompanyUsers();
  const taskOptions = tasks.tasks.map((t) => ({ value: t.id, label: t.name }));
  if (view.taskId !== undefined && !taskOptions.some((o) => o.value === view.taskId)) taskOptions.push({ value: view.taskId, label: `Task #${view.taskId}` });
  const userOptions = (users.data ?? []).map((u) => ({ value: u.id, label: displayName(u) }));
  // The company's tasks load a page at a time, the next when the list is scrolled to its end.
  const moreTasks = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 32 && tasks.hasNextPage && !tasks.isFetchingNextPage) void tasks.fetchNextPage();
  };
  return (
    <Flex className="executions-filters" gap="middle" wrap align="flex-end" role="search" aria-label="Filter executions">
      <FilterSelect
        label="Task"
        placeholder="All Tasks"
        searchable
        value={view.taskId}
        options={taskOptions}
        loading={tasks.isFetching}
        onPopupScroll={moreTasks}
        onChange={(value) => onChange(withFilter(view, 'taskId', value))}
      />
      <FilterSelect
        label="Status"
        placeholder="All Statuses"
        value={view.status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange(withFilter(view, 'status', value))}
      />
      <Flex vertical gap={2}>
        <Typography.Text strong>From</Typography.Text>
        <Input type="date" aria-label="From date" value={view.from ?? ''} max={view.to} onChange={(e) => onChange(withFilter(view, 'from', e.target.value))} />
      </Flex>
      <Flex vertical gap={2}>
        <Typography.Text strong>To</Typography.Text>
        <Input type="date" aria-label="To date" value={view.to ?? ''} min={view.from} onChange={(e) => onChange(withFilter(view, 'to', e.target.value))} />
      </Flex>
      <FilterSelect
        label="Started by"
        placeholder="Anyone"
        searchable
        value={view.startedBy}
        options={userOptions}
        loading={users.isFetching}
        onChange={(value) => onChange(withFilter(view, 'startedBy', value))}
      />
      {hasFilters(view) ? <Button onClick={() => onChange({ page: 1 })}>{EXECUTIONS_TEXTS.clearFilters}</Button> : null}
    </Flex>
  );
}
