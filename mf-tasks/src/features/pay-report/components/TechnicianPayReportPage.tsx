import { useEffect, useMemo, useState } from 'react';
import { Alert, PageContainer, PageHeader, Panel, theme } from '@milestone/ui';
import { PageSpinner } from '../../../shared/PageSpinner.js';
import { useGeneratePayReport } from '../hooks/useGeneratePayReport.js';
import { usePayReportHistory } from '../hooks/usePayReportHistory.js';
import { usePayReportRun } from '../hooks/usePayReportRun.js';
import { usePayReportTask } from '../hooks/usePayReportTask.js';
import { useServiceTitanConfigured } from '../hooks/useServiceTitanConfigured.js';
import { PAY_REPORT_TEXTS, payPeriods } from '../pay-report.model.js';
import { payReportCss } from '../pay-report.styles.js';
import { NotConnectedNotice } from './NotConnectedNotice.js';
import { PayReportForm } from './PayReportForm.js';
import { PayReportHistory } from './PayReportHistory.js';
import { PayReportStatusCard } from './PayReportStatusCard.js';

/**
 * /technician-pay-report (spec 000 "Technician pay report"): the form, the status card of the run
 * it started (or of the task's latest run), and the task's earlier runs. A company not connected to
 * ServiceTitan is told so, with the way to the integration status page, and cannot Generate.
 */
export function TechnicianPayReportPage({ basePath }: { basePath: string }) {
  const { token } = theme.useToken();
  const css = useMemo(() => payReportCss(token), [token]);
  // The weeks as of the page's first render; a page left open over a Monday keeps its list.
  const periods = useMemo(() => payPeriods(new Date()), []);
  const task = usePayReportTask();
  const taskId = task.data?.id ?? null;
  const connected = useServiceTitanConfigured();
  const history = usePayReportHistory(taskId);
  const [startedId, setStartedId] = useState<number | null>(null);
  const generate = useGeneratePayReport(setStartedId);
  const latest = history.data?.executions[0];
  const followedId = startedId ?? latest?.id ?? null;
  const run = usePayReportRun(followedId);

  useEffect(() => {
    document.title = PAY_REPORT_TEXTS.title;
  }, []);

  let body;
  if (task.isPending) {
    body = <PageSpinner />;
  } else if (task.isError) {
    body = <Alert type="error" showIcon title={PAY_REPORT_TEXTS.taskNotFound} description={task.error.message} />;
  } else if (task.data === null) {
    body = <Alert type="error" showIcon title={PAY_REPORT_TEXTS.taskNotFound} data-testid="pay-report-task-missing" />;
  } else {
    const payTaskId = task.data.id;
    const notConnected = connected.data === false;
    const earlier = (history.data?.executions ?? []).filter((e) => e.id !== followedId);
    body = (
      <>
        {notConnected ? (
          <div className="pay-report-section">
            <NotConnectedNotice basePath={basePath} />
          </div>
        ) : null}
        <div className="pay-report-section">
          <Panel style={{ maxWidth: 720 }}>
            <PayReportForm
              periods={periods}
              pending={generate.isPending}
              disabled={notConnected}
              onGenerate={(parameters) => generate.mutate({ taskId: payTaskId, parameters })}
            />
          </Panel>
        </div>
        {run.data ? (
          <div className="pay-report-section">
            <PayReportStatusCard execution={run.data} checkFailed={run.isError} />
          </div>
        ) : null}
        <div className="pay-report-section">
          {history.isError ? <Alert type="error" showIcon title={PAY_REPORT_TEXTS.historyFailed} description={history.error.message} /> : null}
          {history.data ? <PayReportHistory runs={earlier} afterCurrent={run.data !== undefined} /> : null}
        </div>
      </>
    );
  }

  return (
    <PageContainer className="pay-report-page">
      <style>{css}</style>
      <PageHeader title={PAY_REPORT_TEXTS.title} subtitle={PAY_REPORT_TEXTS.subtitle} />
      {body}
    </PageContainer>
  );
}
