import { Button } from '@milestone/ui';
import { RUN_TEXTS } from '../execution.model.js';
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

/** Run Task: POST /api/tasks/{id}/execute; 'Starting...' and disabled while the start is pending. */
export function RunTaskButton({ taskId, disabled = false, beforeRun, onStarted, block, type = 'primary' }: RunTaskButtonProps) {
  const run = useRunTask();
  return (
    <Button
      type={type}
      block={block}
      disabled={disabled || run.isPending}
      data-testid="run-task"
      onClick={() => {
        if (beforeRun && !beforeRun()) return;
        run.mutate({ taskId }, { onSuccess: (execution) => onStarted?.(execution.id) });
      }}
    >
      {run.isPending ? RUN_TEXTS.starting : RUN_TEXTS.run}
    </Button>
  );
}
