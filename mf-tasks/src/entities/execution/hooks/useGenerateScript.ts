import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY } from '../../task/task-query-keys.js';
import { generateScript } from '../../ai/ai-client.js';
import { generateFailureText } from '../../ai/ai-hooks.js';
import { RUN_TEXTS } from '../execution.model.js';

/**
 * Generate Script on a home card: POST /api/tasks/{id}/generate-script; the tasks load again when
 * it answers (the card then offers Run Task). A failure toasts 'Failed to generate script.' with the
 * server's message (a 422 says what it could not build) as its description.
 */
export function useGenerateScript() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (taskId: number) => generateScript(taskId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
    onError: (error) => {
      const text = generateFailureText(error);
      toast({ variant: 'error', title: RUN_TEXTS.generateFailed, description: text === RUN_TEXTS.generateFailed ? undefined : text });
    },
  });
}
