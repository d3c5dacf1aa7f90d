import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, useToast } from '@milestone/platform-sdk';
import { applyInputCount } from '../file-cache.js';
import { filesClient } from '../files-client.js';
import { CLEAR_FAILED, CLEARED } from '../upload-rules.js';

/**
 * DELETE /api/files?taskId=: the task's current input files are cleared (files an execution used
 * stay that execution's inputs). 'Failed to clear files. Please try again.' when it fails.
 */
export function useClearTaskFiles(taskId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => unwrap(filesClient.DELETE('/api/files', { params: { query: { taskId } } })),
    onSuccess: () => {
      applyInputCount(queryClient, taskId, 0);
      toast({ variant: 'success', ...CLEARED });
    },
    onError: () => toast({ variant: 'error', ...CLEAR_FAILED }),
  });
}
