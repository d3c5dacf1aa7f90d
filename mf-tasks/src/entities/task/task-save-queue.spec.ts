import { describe, expect, it } from '@jest/globals';
import { TaskSaveQueue } from './task-save-queue.js';

/** svc-tasks' rule in small: a save naming another version than the stored one is a 409. */
function versionedTask() {
  const task = { version: 1, fields: {} as Record<string, string> };
  const sent: number[] = [];
  const save = (field: string, value: string) => async (version: number) => {
    sent.push(version);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (version !== task.version) throw Object.assign(new Error('conflict'), { status: 409 });
    task.fields[field] = value;
    task.version += 1;
    return { version: task.version };
  };
  return { task, sent, save };
}

describe(TaskSaveQueue.name, () => {
  it('runs two saves that name the same version one after the other, the second past the first', async () => {
    const { task, sent, save } = versionedTask();
    const queue = new TaskSaveQueue();
    // The steps' autosave and an added section, both edited on version 1.
    const steps = queue.run(1, save('instructions', 'Open the spreadsheet'));
    const section = queue.run(1, save('config', 'Pricing Notes'));
    await expect(steps).resolves.toEqual({ version: 2 });
    await expect(section).resolves.toEqual({ version: 3 });
    expect(sent).toEqual([1, 2]);
    expect(task.fields).toEqual({ instructions: 'Open the spreadsheet', config: 'Pricing Notes' });
  });

  it("still answers 409 when someone else's save replaced the version named", async () => {
    const { task, save } = versionedTask();
    const queue = new TaskSaveQueue();
    task.version = 2; // a colleague saved version 2 from another browser
    await expect(queue.run(1, save('config', 'mine'))).rejects.toMatchObject({ status: 409 });
    expect(task.fields).toEqual({});
  });

  it('goes on after a failed save, and carries versions across several of its own saves', async () => {
    const { save, sent } = versionedTask();
    const queue = new TaskSaveQueue();
    const failed = queue.run(7, save('a', 'x'));
    const first = queue.run(1, save('a', '1'));
    const second = queue.run(1, save('b', '2'));
    const third = queue.run(2, save('c', '3'));
    await expect(failed).rejects.toMatchObject({ status: 409 });
    await expect(Promise.all([first, second, third])).resolves.toEqual([{ version: 2 }, { version: 3 }, { version: 4 }]);
    expect(sent).toEqual([7, 1, 2, 3]);
    expect(queue.current(1)).toBe(4);
  });
});
