import { useRef } from 'react';
import { Button } from '@milestone/ui';
import { RUN_TEXTS } from '../execution.model.js';
import { newIdempotencyKey } from '../executions-client.js';
import { useRunTask } from '../hooks/useRunTask.js';

export interface RunTaskButtonProps {
  taskId: number;
  /** Disabled (a task without a script); also disabled while the start is pending. */
  disabled?: boolean;
  /**
   * Called instead of starting the run when it returns false (the overview's 'No Files Uploaded'
   * check happens here, before anything is sent).
   */
  beforeRun?: () => boolean;
  /** Called with the queued run's id. */
  onStarted?: (executionId: number) => void;
  block?: boolean;
  type?: 'primary' | 'default';
}

/**
 * Run Task: POST /api/tasks/{id}/execute with a new Idempotency-Key per click; 'Starting...' and
 * disabled while the start is pending. A second click of a double click comes before the pending
 * state reaches the button (the mutation's state is rendered a tick later), so a ref drops it.
 */
export function RunTaskButton({ taskId, disabled = false, beforeRun, onStarted, block, type = 'primary' }: RunTaskButtonProps) {
  const run = useRunTask();
  const starting = useRef(false);
  return (
    <Button
      type={type}
      block={block}
      disabled={disabled || run.isPending}
      data-testid="run-task"
      onClick={() => {
        if (starting.current) return;
        if (beforeRun && !beforeRun()) return;
        starting.current = true;
        run.mutate(
          { taskId, idempotencyKey: newIdempotencyKey() },
          {
            onSuccess: (execution) => onStarted?.(execution.id),
            onSettled: () => {
              starting.current = false;
            },
          },
        );
      }}
    >
      {run.isPending ? RUN_TEXTS.starting : RUN_TEXTS.run}
    </Button>
  );
}
