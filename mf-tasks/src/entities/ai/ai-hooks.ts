import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, messageOrFallback } from '@milestone/platform-sdk';
import { TASKS_QUERY_KEY, taskQueryKey } from '../task/task-query-keys.js';
import type { Task } from '../task/task.model.js';
import { taskSaveQueue } from '../task/task-save-queue.js';
import { fetchStepVersion, fetchStepVersions, generateScript, requestStepChange, restoreStepVersion } from './ai-client.js';
import { aiKeys, type GenerateScriptAnswer } from './ai.model.js';

export const GENERATE_FAILED = 'Failed to generate script.';

/** The script versions' key (features/task-detail/script-editor reads them under it). */
const scriptVersionsKey = (taskId: number) => ['script-versions', taskId] as const;

/** A task the server answered becomes the cached one (never over a newer one); the lists load again. */
export function putTask(queryClient: QueryClient, task: Task): void {
  const key = taskQueryKey(task.id);
  const cached = queryClient.getQueryData<Task>(key);
  if (!cached || cached.version <= task.version) queryClient.setQueryData(key, task);
  void queryClient.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'pages'] });
}

/** A change of a task that raises its version, in the task's save queue (after this tab's pending saves). */
function inSaveQueue<T>(queryClient: QueryClient, taskId: number, send: () => Promise<{ task: Task; answer: T }>): Promise<T> {
  const version = queryClient.getQueryData<Task>(taskQueryKey(taskId))?.version ?? 0;
  let answer: T;
  return taskSaveQueue(taskId)
    .run(version, async () => {
      const result = await send();
      putTask(queryClient, result.task);
      answer = result.answer;
      return result.task;
    })
    .then(() => answer);
}

/** What a failed generation says: the server's words (a 422 names what it could not build), else the spec's text. */
export function generateFailureText(error: unknown): string {
  return error instanceof ApiError ? messageOrFallback(error, GENERATE_FAILED) : GENERATE_FAILED;
}

/**
 * POST /api/tasks/{id}/generate-script in the task's save queue: the generated script becomes the
 * cached task's, and what the generation said when it built nothing is kept for the script section
 * (aiKeys.scriptCheck) instead of a toast per autosave.
 */
export async function runGenerateScript(queryClient: QueryClient, taskId: number): Promise<GenerateScriptAnswer> {
  try {
    const answer = await inSaveQueue(queryClient, taskId, async () => {
      const result = await generateScript(taskId);
      return { task: result.task, answer: result };
    });
    queryClient.setQueryData(aiKeys.scriptCheck(taskId), null);
    return answer;
  } catch (error) {
    queryClient.setQueryData(aiKeys.scriptCheck(taskId), generateFailureText(error));
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: scriptVersionsKey(taskId) });
  }
}

/** The last generation's failure text of a task (null or undefined: none). */
export function useScriptCheck(taskId: number) {
  return useQuery<string | null>({ queryKey: aiKeys.scriptCheck(taskId), queryFn: () => null, staleTime: Infinity, initialData: null });
}

/** Generate Script on a task page (the step editor after a save, the script section's button). */
export function useGenerateTaskScript(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => runGenerateScript(queryClient, taskId) });
}

/** GET /api/tasks/{id}/step-versions: newest first. */
export function useStepVersions(taskId: number) {
  return useQuery({ queryKey: aiKeys.stepVersions(taskId), queryFn: () => fetchStepVersions(taskId) });
}

/** GET /api/tasks/{id}/step-versions/{version} (null: none asked for). */
export function useStepVersion(taskId: number, version: number | null) {
  return useQuery({ queryKey: aiKeys.stepVersion(taskId, version ?? 0), queryFn: () => fetchStepVersion(taskId, version!), enabled: version !== null });
}

/** POST /api/tasks/{id}/steps/ai-request: the steps rewritten (a new version) and the script after them. */
export function useStepRequest(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: string) =>
      inSaveQueue(queryClient, taskId, async () => {
        const answer = await requestStepChange(taskId, request);
        return { task: answer.task, answer };
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(aiKeys.scriptCheck(taskId), answer.script.status === 'failed' ? answer.script.message : null);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aiKeys.stepVersions(taskId) });
      void queryClient.invalidateQueries({ queryKey: scriptVersionsKey(taskId) });
    },
  });
}

/** POST /api/tasks/{id}/step-versions/{version}/restore (a new version, source 'restore'). */
export function useRestoreStepVersion(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      inSaveQueue(queryClient, taskId, async () => {
        const task = await restoreStepVersion(taskId, version);
        return { task, answer: task };
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiKeys.stepVersions(taskId) }),
  });
}
