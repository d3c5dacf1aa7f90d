import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { executeTask, newIdempotencyKey } from '../executions-client.js';
import { RUN_TEXTS } from '../execution.model.js';
import { invalidateRuns, showQueued } from './run-mutation.js';

export interface RunTaskVariables {
  taskId: number;
  /** A form task's date and data (JSON text); none for a card or a file task. */
  body?: { dateCreated?: string; formData?: string };
  /** Names this start: sent again (a retried request), it answers the same run. A new one per click when none is given. */
  idempotencyKey?: string;
}

/**
 * Run Task: POST /api/tasks/{id}/execute. 'Task Started' when queued, and the task and executions
 * lists load again; 'Error' with the server's words (or 'Failed to start task execution.') otherwise.
 */
export function useRunTask() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ taskId, body, idempotencyKey = newIdempotencyKey() }: RunTaskVariables) => executeTask(taskId, body, idempotencyKey),
    onSuccess: (execution) => {
      toast({ variant: 'success', ...RUN_TEXTS.started });
      showQueued(queryClient, execution);
      invalidateRuns(queryClient);
    },
    onError: (error) => toast({ variant: 'error', title: RUN_TEXTS.startFailed.title, description: messageOrFallback(error, RUN_TEXTS.startFailed.fallback) }),
  });
}
