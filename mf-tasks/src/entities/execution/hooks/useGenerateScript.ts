import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task/task-query-keys.js';
import { generateScript } from '../executions-client.js';
import { RUN_TEXTS } from '../execution.model.js';

/** The words of a failed generation: the server's message, else its status line. */
function generateFailure(error: unknown): string | undefined {
  if (error instanceof ApiError) return messageOrFallback(error, error.message);
  return undefined;
}

/**
 * Generate Script: POST /api/tasks/{id}/generate-script; the tasks load again when it answers
 * (the card then offers Run Task). A failure toasts 'Failed to generate script.' with the server's answer.
 */
export function useGenerateScript() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (taskId: number) => generateScript(taskId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
    onError: (error) => toast({ variant: 'error', title: RUN_TEXTS.generateFailed, description: generateFailure(error) }),
  });
}
