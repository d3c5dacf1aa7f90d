import { Alert, Button, Flex, Progress, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { STATUS_COLORS, clampProgress, isActive, progressLine, progressStatus, type Execution } from '../execution.model.js';
import { useCancelExecution } from '../hooks/useCancelExecution.js';

/** A run's status as shown: 'Pending', 'Running', ... */
function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * One run: its status, the progress bar with the percent, 'Analyzing data and generating
 * files...' under 100 and 'Finishing up...' at 100 while it is live with the script's own message
 * under it, Cancel for those allowed, the error of a failed run.
 */
export function RunProgress({ execution }: { execution: Execution }) {
  const cancel = useCancelExecution();
  const live = isActive(execution.status);
  const percent = execution.status === 'completed' ? 100 : clampProgress(execution.progress);
  const ended = execution.endTime ?? null;
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 560 }} data-testid="run-progress" data-status={execution.status}>
      <Flex align="center" gap="small" wrap>
        <Tag color={STATUS_COLORS[execution.status] ?? 'default'} data-testid="run-status">
          {statusLabel(execution.status)}
        </Tag>
        <Typography.Text type="secondary">
          {ended ? `Ended ${formatChicagoTime(ended)}` : `Started ${formatChicagoTime(execution.startTime ?? execution.createdAt)}`}
        </Typography.Text>
        {live && execution.canCancel ? (
          <Button size="small" danger loading={cancel.isPending} onClick={() => cancel.mutate(execution.id)}>
            Cancel
          </Button>
        ) : null}
      </Flex>
      <Progress percent={percent} status={progressStatus(execution.status)} aria-label="Run progress" />
      {live ? (
        <Typography.Text type="secondary" aria-live="polite" data-testid="run-progress-text">
          {progressLine(percent)}
        </Typography.Text>
      ) : null}
      {live && execution.progressMessage ? (
        // What the script itself says of its progress (milestone.progress(percent, message)), as /executions shows it.
        <Typography.Text data-testid="run-progress-message">{execution.progressMessage}</Typography.Text>
      ) : null}
      {execution.status === 'failed' ? (
        <Alert type="error" showIcon title="The run failed" description={execution.error ?? undefined} data-testid="run-error" />
      ) : null}
    </Flex>
  );
}
