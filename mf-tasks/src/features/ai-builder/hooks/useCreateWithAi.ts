import { useMutation } from '@tanstack/react-query';
import { createTaskWithAi } from '../ai-builder-client.js';
import type { InputSample } from '../ai-builder.types.js';
import { useRefreshTaskLists } from './useRefreshTaskLists.js';

/** POST /api/tasks/create-with-ai; on success the task lists and executions are fetched again. */
export function useCreateWithAi() {
  const refresh = useRefreshTaskLists();
  return useMutation({
    mutationFn: (body: { prompt: string; taskName: string; sample?: InputSample }) => createTaskWithAi(body),
    onSuccess: () => refresh(),
  });
}
