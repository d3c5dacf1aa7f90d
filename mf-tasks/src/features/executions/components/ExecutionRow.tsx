import { Flex, Tag, Typography } from '@milestone/ui';
import { Link, formatChicagoTime, joinBasePath } from '@milestone/platform-sdk';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { durationText, triggerTag } from '../execution-row.model.js';
import { ExecutionActions } from './ExecutionActions.js';
import { ExecutionErrorDetails } from '../../../entities/execution/components/ExecutionErrorDetails.js';
import { ExecutionOutputFiles } from '../../../entities/execution/components/ExecutionOutputFiles.js';
import { ExecutionParameters } from '../../../entities/execution/components/ExecutionParameters.js';
import { ExecutionStatusBadge } from './ExecutionStatusBadge.js';
import { ExecutionFeedback } from './feedback/ExecutionFeedback.js';

interface ExecutionRowProps {
  execution: Execution;
  basePath: string;
}

/**
 * One run on /executions: its status badge (and progress while running), the task (a link to it),
 * who started it and how (a schedule, a retry), when (Chicago time), its parameters, why it failed,
 * the files it generated, Retry, Cancel and its log, and the run's AI assistant.
 */
export function ExecutionRow({ execution, basePath }: ExecutionRowProps) {
  const trigger = triggerTag(execution);
  const duration = durationText(execution);
  return (
    <article className="execution-row" aria-label={`Execution #${execution.id}`} data-testid="execution-row" data-execution-id={execution.id}>
      <Flex vertical gap="small">
        <Flex className="execution-head" justify="space-between" align="flex-start" gap="middle" wrap>
          <Flex vertical gap={2}>
            <Flex align="center" gap="small" wrap>
              <Link className="execution-task" to={joinBasePath(basePath, `tasks/${execution.taskId}`)}>
                {execution.taskName}
              </Link>
              <Typography.Text className="execution-meta">Execution #{execution.id}</Typography.Text>
              {trigger ? <Tag data-testid="execution-trigger">{trigger}</Tag> : null}
            </Flex>
            <Typography.Text className="execution-meta">
              {formatChicagoTime(execution.createdAt)}
              {execution.startedByName ? ` · by ${execution.startedByName}` : ''}
              {duration ? ` · took ${duration}` : ''}
            </Typography.Text>
          </Flex>
          <ExecutionStatusBadge execution={execution} />
        </Flex>
        <ExecutionParameters parameters={execution.parameters} />
        <ExecutionErrorDetails execution={execution} />
        <ExecutionOutputFiles files={execution.outputFiles} />
        <ExecutionActions execution={execution} />
        <ExecutionFeedback execution={execution} />
      </Flex>
    </article>
  );
}
