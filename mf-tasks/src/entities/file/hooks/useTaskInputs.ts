import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@milestone/platform-sdk';
import type { TaskInputs } from '../file.model.js';
import { filesClient } from '../files-client.js';
import { taskInputsQueryKey } from '../file-query-keys.js';

/** GET /api/files?taskId=: the task's current input files, newest first; the count from X-Total-Count. */
export async function fetchTaskInputs(taskId: number): Promise<TaskInputs> {
  const call = filesClient.GET('/api/files', { params: { query: { taskId } } });
  const files = await unwrap(call);
  const total = Number((await call).response.headers.get('x-total-count') ?? files.length);
  return { files, total };
}

/** A task's current input files (the file status of the task's overview). */
export function useTaskInputs(taskId: number) {
  return useQuery({ queryKey: taskInputsQueryKey(taskId), queryFn: () => fetchTaskInputs(taskId) });
}
