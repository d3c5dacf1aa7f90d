/** Every files query sits under this key. */
export const FILES_QUERY_KEY = ['files'] as const;

/**
 * Every files query of one task (its current inputs, its executions' files): an upload or a run
 * invalidates this key, and every file panel of the task loads again.
 */
export function taskFilesQueryKey(taskId: number) {
  return [...FILES_QUERY_KEY, 'task', taskId] as const;
}
