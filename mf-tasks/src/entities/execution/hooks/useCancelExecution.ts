import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { cancelExecution } from '../executions-client.js';
import { CANCEL_FAILED, RUN_TEXTS } from '../execution.model.js';
import { invalidateRuns } from './run-mutation.js';

/** Cancel of a pending or running run (POST /api/executions/{id}/cancel), for those allowed (canCancel). */
export function useCancelExecution() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: number) => cancelExecution(id),
    onSettled: () => invalidateRuns(queryClient),
    onError: (error) => toast({ variant: 'error', title: RUN_TEXTS.startFailed.title, description: messageOrFallback(error, CANCEL_FAILED) }),
  });
}
