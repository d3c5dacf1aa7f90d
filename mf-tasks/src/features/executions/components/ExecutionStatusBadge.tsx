import { Flex, Progress, Tag, Typography } from '@milestone/ui';
import { STATUS_COLORS, clampProgress, progressLine, type Execution } from '../../../entities/execution/execution.model.js';
import { STATUS_LABELS } from '../execution-row.model.js';

/**
 * A run's status badge: pending yellow, running blue, completed green, failed red, cancelled grey;
 * a running run shows its progress bar with the percent and what it is doing.
 */
export function ExecutionStatusBadge({ execution }: { execution: Pick<Execution, 'status' | 'progress' | 'progressMessage'> }) {
  const badge = (
    <Tag color={STATUS_COLORS[execution.status]} data-testid="execution-status" data-status={execution.status}>
      {STATUS_LABELS[execution.status]}
    </Tag>
  );
  if (execution.status !== 'running') return badge;
  const percent = clampProgress(execution.progress);
  return (
    <Flex vertical className="execution-progress" gap={2}>
      {badge}
      <Progress percent={percent} status="active" size="small" aria-label="Run progress" />
      <Typography.Text className="execution-meta">{execution.progressMessage || progressLine(percent)}</Typography.Text>
    </Flex>
  );
}
