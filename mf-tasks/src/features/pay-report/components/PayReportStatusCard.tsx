import { Card, Flex, Progress, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { ExecutionErrorDetails } from '../../../entities/execution/components/ExecutionErrorDetails.js';
import { ExecutionOutputFiles } from '../../../entities/execution/components/ExecutionOutputFiles.js';
import { STATUS_COLORS, isActive, progressStatus, type Execution } from '../../../entities/execution/execution.model.js';
import { barPercent, progressText } from '../pay-report.model.js';
import { PayReportParameters } from './PayReportParameters.js';

/** 'Pending', 'Running', ... */
function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * The run being generated (or the latest one): its status, the progress bar (never narrower than
 * 5% while it runs) with what the run is doing, its parameters, the files to download, and why it
 * failed. `checkFailed`: the last status check failed, so what shows may be out of date.
 */
export function PayReportStatusCard({ execution, checkFailed }: { execution: Execution; checkFailed: boolean }) {
  const live = isActive(execution.status);
  const percent = barPercent(execution);
  return (
    <Card
      title={`Execution #${execution.id}`}
      extra={
        <Tag color={STATUS_COLORS[execution.status] ?? 'default'} data-testid="pay-report-run-status">
          {statusLabel(execution.status)}
        </Tag>
      }
      data-testid="pay-report-status"
      data-status={execution.status}
      style={{ maxWidth: 720 }}
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary">
          {execution.endTime ? `Ended ${formatChicagoTime(execution.endTime)}` : `Started ${formatChicagoTime(execution.startTime ?? execution.createdAt)}`}
        </Typography.Text>
        {execution.status !== 'cancelled' ? <Progress percent={percent} status={progressStatus(execution.status)} aria-label="Report progress" /> : null}
        {live ? (
          <Typography.Text aria-live="polite" data-testid="pay-report-progress-text">
            {progressText(execution)}
          </Typography.Text>
        ) : null}
        {checkFailed ? <Typography.Text type="warning">The last status check failed: refresh the page to see if your report is ready.</Typography.Text> : null}
        <PayReportParameters parameters={execution.parameters} />
        <ExecutionErrorDetails execution={execution} />
        <ExecutionOutputFiles files={execution.outputFiles} />
      </Flex>
    </Card>
  );
}
