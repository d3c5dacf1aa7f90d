import { describe, expect, it } from '@jest/globals';
import type { Execution } from '../../entities/execution/execution.model.js';
import {
  EXECUTIONS_PAGE_SIZE,
  EXECUTIONS_REFRESH_MS,
  hasFilters,
  lastPage,
  listQuery,
  listRefreshInterval,
  readView,
  withFilter,
  writeView,
} from './execution-filters.js';

describe('the filters in the address', () => {
  it('reads every filter and the page', () => {
    expect(readView('?taskId=7&status=failed&from=2026-11-01&to=2026-11-24&startedBy=3&page=2')).toEqual({
      taskId: 7,
      status: 'failed',
      from: '2026-11-01',
      to: '2026-11-24',
      startedBy: 3,
      page: 2,
    });
  });

  it('leaves out what is not a valid filter, and starts on page 1', () => {
    expect(readView('?taskId=abc&status=done&from=2026-02-30&to=24/11/2026&startedBy=-1&page=0')).toEqual({ page: 1 });
    expect(readView('')).toEqual({ page: 1 });
  });

  it('writes the filters back in a stable order, the first page and empty filters left out', () => {
    expect(writeView({ page: 1 })).toBe('');
    expect(writeView({ page: 3, status: 'running', taskId: 4 })).toBe('?taskId=4&status=running&page=3');
    const view = { taskId: 9, status: 'cancelled' as const, from: '2026-10-01', to: '2026-10-31', startedBy: 12, page: 2 };
    expect(readView(writeView(view))).toEqual(view);
  });

  it('goes back to the first page when a filter changes, and drops a cleared one', () => {
    const view = { page: 4, status: 'failed' as const, taskId: 2 };
    expect(withFilter(view, 'status', 'completed')).toEqual({ page: 1, status: 'completed', taskId: 2 });
    expect(withFilter(view, 'taskId', undefined)).toEqual({ page: 1, status: 'failed' });
    expect(withFilter({ page: 1, from: '2026-11-01' }, 'from', '')).toEqual({ page: 1 });
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters({ page: 5 })).toBe(false);
    expect(hasFilters({ page: 1, startedBy: 8 })).toBe(true);
  });
});

describe(listQuery.name, () => {
  it('asks for one page of runs by limit and offset with the filters', () => {
    expect(listQuery({ page: 1 })).toEqual({ limit: EXECUTIONS_PAGE_SIZE, offset: 0 });
    expect(listQuery({ page: 3, status: 'pending', from: '2026-11-01' })).toEqual({
      status: 'pending',
      from: '2026-11-01',
      limit: EXECUTIONS_PAGE_SIZE,
      offset: 2 * EXECUTIONS_PAGE_SIZE,
    });
  });

  it('knows the last page of a total', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(EXECUTIONS_PAGE_SIZE)).toBe(1);
    expect(lastPage(EXECUTIONS_PAGE_SIZE + 1)).toBe(2);
  });
});

describe(listRefreshInterval.name, () => {
  const page = (...statuses: Execution['status'][]) => ({ executions: statuses.map((status) => ({ status }) as Execution), total: statuses.length });

  it('reads the list every second while a run it shows is pending or running', () => {
    expect(listRefreshInterval(page('failed', 'pending'))).toBe(1000);
    expect(listRefreshInterval(page('running', 'completed'))).toBe(1000);
  });

  it('reads it every 5 s when every run shown has ended, or before the first page', () => {
    expect(listRefreshInterval(page('completed', 'failed', 'cancelled'))).toBe(EXECUTIONS_REFRESH_MS);
    expect(listRefreshInterval(page())).toBe(EXECUTIONS_REFRESH_MS);
    expect(listRefreshInterval(undefined)).toBe(EXECUTIONS_REFRESH_MS);
  });
});
