import { Flex, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { ExecutionErrorDetails } from '../../../entities/execution/components/ExecutionErrorDetails.js';
import { ExecutionOutputFiles } from '../../../entities/execution/components/ExecutionOutputFiles.js';
import { STATUS_COLORS, type Execution } from '../../../entities/execution/execution.model.js';
import { PAY_REPORT_TEXTS } from '../pay-report.model.js';
import { PayReportParameters } from './PayReportParameters.js';

/**
 * The task's earlier runs, newest first: when, who, the status, the parameters, the files and any
 * error. `afterCurrent`: the status card above shows the latest run, so none left reads 'No earlier reports.'
 */
export function PayReportHistory({ runs, afterCurrent }: { runs: readonly Execution[]; afterCurrent: boolean }) {
  return (
    <section aria-label={PAY_REPORT_TEXTS.historyTitle} data-testid="pay-report-history">
      <Typography.Title level={4}>{PAY_REPORT_TEXTS.historyTitle}</Typography.Title>
      {runs.length === 0 ? (
        <Typography.Text type="secondary">{afterCurrent ? PAY_REPORT_TEXTS.historyNoEarlier : PAY_REPORT_TEXTS.historyEmpty}</Typography.Text>
      ) : null}
      {runs.map((run) => (
        <article key={run.id} className="pay-report-run" aria-label={`Execution #${run.id}`} data-testid="pay-report-history-row">
          <Flex vertical gap={4}>
            <Flex align="center" gap="small" wrap>
              <Typography.Text strong>Execution #{run.id}</Typography.Text>
              <Tag color={STATUS_COLORS[run.status] ?? 'default'}>{run.status}</Tag>
              <Typography.Text type="secondary">
                {formatChicagoTime(run.createdAt)}
                {run.startedByName ? ` · by ${run.startedByName}` : ''}
              </Typography.Text>
            </Flex>
            <PayReportParameters parameters={run.parameters} />
            <ExecutionErrorDetails execution={run} />
            <ExecutionOutputFiles files={run.outputFiles} />
          </Flex>
        </article>
      ))}
    </section>
  );
}
