import { useEffect, useMemo } from 'react';
import { Alert, Button, Empty, List, PageContainer, PageHeader, Spin, theme } from '@milestone/ui';
import { joinBasePath, useNavigate } from '@milestone/platform-sdk';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { useExecutionRuntime } from '../../../entities/execution/hooks/useExecutionRuntime.js';
import { useExecutions } from '../../../entities/execution/hooks/useExecutions.js';
import { EXECUTIONS_PAGE_SIZE, hasFilters, lastPage, listQuery, listRefreshInterval } from '../execution-filters.js';
import { EXECUTIONS_TEXTS } from '../execution-row.model.js';
import { runtimeView } from '../execution-runtime.model.js';
import { executionsCss } from '../executions.styles.js';
import { useExecutionsView } from '../hooks/useExecutionsView.js';
import { ExecutionFiltersBar } from './ExecutionFiltersBar.js';
import { ExecutionRow } from './ExecutionRow.js';
import { ExecutionRuntimeBanner } from './ExecutionRuntimeBanner.js';
import { ExecutionRuntimeTag } from './ExecutionRuntimeTag.js';
import { ExecutionsChartPanel } from './ExecutionsChartPanel.js';

/**
 * /executions (spec 000 "Executions"): every run of the company the user may see, newest first,
 * refreshed every 5 s (every second while a run it shows is live), a page at a time; filters by task, status, days and user kept in the
 * address; a chart of the last 30 days above the list; 'Go to Tasks' when there is no run yet. Beside
 * the title, how scripts run now (the sandbox's mode, the live workers), with a banner when runs
 * wait for a worker, are refused or run unsandboxed.
 */
export function ExecutionsPage({ basePath }: { basePath: string }) {
  const { token } = theme.useToken();
  const css = useMemo(() => executionsCss(token), [token]);
  const navigate = useNavigate();
  const [view, setView] = useExecutionsView();
  const runs = useExecutions(listQuery(view), { refetchInterval: listRefreshInterval });
  const page = runs.data;
  // How scripts run now: nothing shown until it is known (or when it cannot be read).
  const runtime = useExecutionRuntime();
  const runtimeState = runtime.data ? runtimeView(runtime.data) : null;
  useEffect(() => {
    document.title = EXECUTIONS_TEXTS.title;
  }, []);
  // A page past the end (runs removed, an old address): the last page that has runs.
  const last = page ? lastPage(page.total) : 1;
  useEffect(() => {
    if (page && page.executions.length === 0 && view.page > last) setView({ ...view, page: last });
  }, [page, view, last, setView]);

  let body;
  if (runs.isPending) {
    body = <Spin size="large" />;
  } else if (runs.isError) {
    body = <Alert type="error" showIcon title={EXECUTIONS_TEXTS.loadFailed} description={runs.error.message} />;
  } else if (runs.data.total === 0 && hasFilters(view)) {
    body = (
      <Empty description={EXECUTIONS_TEXTS.noMatch}>
        <Button onClick={() => setView({ page: 1 })}>{EXECUTIONS_TEXTS.clearFilters}</Button>
      </Empty>
    );
  } else if (runs.data.total === 0) {
    body = (
      <Empty description={EXECUTIONS_TEXTS.empty}>
        <Button type="primary" onClick={() => navigate(joinBasePath(basePath, ''))}>
          {EXECUTIONS_TEXTS.goToTasks}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <List<Execution>
        dataSource={runs.data.executions}
        rowKey="id"
        split={false}
        renderItem={(execution) => <ExecutionRow execution={execution} basePath={basePath} />}
        pagination={{
          current: view.page,
          pageSize: EXECUTIONS_PAGE_SIZE,
          total: runs.data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setView({ ...view, page: next }),
        }}
      />
    );
  }

  return (
    <PageContainer className="executions-page">
      <style>{css}</style>
      <PageHeader
        title={EXECUTIONS_TEXTS.title}
        subtitle={EXECUTIONS_TEXTS.subtitle}
        extra={runtimeState ? <ExecutionRuntimeTag view={runtimeState} /> : null}
      />
      {runtimeState?.warn ? <ExecutionRuntimeBanner view={runtimeState} /> : null}
      <ExecutionsChartPanel />
      <ExecutionFiltersBar view={view} onChange={setView} />
      <div aria-busy={runs.isFetching} aria-label="Executions">
        {body}
      </div>
    </PageContainer>
  );
}
