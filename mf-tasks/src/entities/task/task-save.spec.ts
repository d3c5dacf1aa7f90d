import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { taskQueryKey } from './task-query-keys.js';
import type { Task } from './task.model.js';
import { saveTask, type TaskBody } from './task-save.js';

/** svc-tasks in small: a PUT naming another version than the stored one is a 409; it answers the task. */
function taskServer(task: Task) {
  let stored = task;
  const put = async (body: TaskBody): Promise<Task> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (body.version !== stored.version) throw Object.assign(new Error('conflict'), { status: 409 });
    stored = { ...stored, ...body, version: stored.version + 1 } as Task;
    return stored;
  };
  return { put, stored: () => stored };
}

describe(saveTask.name, () => {
  it('builds a queued config change on the config the save before it wrote, so neither is lost', async () => {
    const taskId = 9101;
    const task = { id: taskId, version: 1, config: {} } as unknown as Task;
    const server = taskServer(task);
    const queryClient = new QueryClient();
    queryClient.setQueryData(taskQueryKey(taskId), task);
    const addConfig = (entry: Record<string, unknown>) => (latest: Task) => ({ config: { ...(latest.config as object), ...entry } });

    // A data table's content and an added section, both edited on version 1.
    const table = saveTask(queryClient, taskId, { version: 1, changes: addConfig({ table: 'rows' }) }, server.put);
    const section = saveTask(queryClient, taskId, { version: 1, changes: addConfig({ section: 'Pricing Notes' }) }, server.put);
    await Promise.all([table, section]);

    expect(server.stored().config).toEqual({ table: 'rows', section: 'Pricing Notes' });
    expect(queryClient.getQueryData<Task>(taskQueryKey(taskId))?.version).toBe(3);
  });
});
