import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { retryExecution } from '../executions-client.js';
import { RUN_TEXTS } from '../execution.model.js';
import { invalidateRuns, showQueued } from './run-mutation.js';

/** Retry of a failed or cancelled run (POST /api/executions/{id}/retry): a new run with the same inputs. */
export function useRetryExecution() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: number) => retryExecution(id),
    onSuccess: (execution) => {
      toast({ variant: 'success', ...RUN_TEXTS.started });
      showQueued(queryClient, execution);
      invalidateRuns(queryClient);
    },
    onError: (error) => toast({ variant: 'error', title: RUN_TEXTS.startFailed.title, description: messageOrFallback(error, RUN_TEXTS.startFailed.fallback) }),
  });
}
