import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { TaskSaveQueue } from '../../../entities/task/task-save-queue.js';
import { Autosaver, type AutosaveStatus } from './autosave.js';

class Conflict extends Error {}

function setup(version = 7) {
  const statuses: AutosaveStatus['kind'][] = [];
  const failures: unknown[] = [];
  const calls: { version: number; value: string; resolve: (v: { version: number }) => void; reject: (e: unknown) => void }[] = [];
  // The task page's save queue runs the saves one at a time and names the versions.
  const queue = new TaskSaveQueue();
  const saver = new Autosaver<string>({
    version,
    save: (edited, value) =>
      queue.run(edited, (v) => new Promise<{ version: number }>((resolve, reject) => calls.push({ version: v, value, resolve, reject }))),
    versions: queue,
    isConflict: (e) => e instanceof Conflict,
    onStatus: (s) => statuses.push(s.kind),
    onFailure: (e) => failures.push(e),
  });
  return { saver, statuses, failures, calls };
}
/** Lets the settled save's callbacks run (promise jobs only: no timers involved). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe(Autosaver.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('marks Saving at once and saves the latest text 500 ms after the last edit, naming the loaded version', async () => {
    const { saver, statuses, calls } = setup();
    saver.edit('a');
    jest.advanceTimersByTime(300);
    saver.edit('ab');
    expect(statuses).toEqual(['saving', 'saving']);
    jest.advanceTimersByTime(499);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((c) => [c.version, c.value])).toEqual([[7, 'ab']]);
    calls[0]!.resolve({ version: 8 });
    await settle();
    expect(statuses.at(-1)).toBe('saved');
    expect(saver.version).toBe(8);
    expect(saver.dirty).toBe(false);
  });

  it('runs one save at a time; an edit made meanwhile names the version the first save produced', async () => {
    const { saver, statuses, calls } = setup(1);
    saver.edit('one');
    jest.advanceTimersByTime(500);
    saver.edit('two');
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ version: 2 });
    await settle();
    expect(calls.map((c) => [c.version, c.value])).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    expect(statuses.at(-1)).toBe('saving');
    calls[1]!.resolve({ version: 3 });
    await settle();
    expect(statuses.at(-1)).toBe('saved');
  });

  it('stops on a 409: no retry, later edits refused until reset', async () => {
    const { saver, statuses, calls, failures } = setup(4);
    saver.edit('mine');
    jest.advanceTimersByTime(500);
    calls[0]!.reject(new Conflict());
    await settle();
    expect(statuses.at(-1)).toBe('conflict');
    expect(failures).toEqual([]);
    expect(saver.edit('more')).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    saver.reset(9);
    expect(saver.edit('after reload')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(calls.at(-1)).toMatchObject({ version: 9, value: 'after reload' });
  });

  it('reports other failures and keeps the edits unsaved', async () => {
    const { saver, statuses, calls, failures } = setup();
    saver.edit('x');
    jest.advanceTimersByTime(500);
    const error = new Error('500: boom');
    calls[0]!.reject(error);
    await settle();
    expect(statuses.at(-1)).toBe('failed');
    expect(failures).toEqual([error]);
    expect(saver.dirty).toBe(true);
    expect(saver.inConflict).toBe(false);
  });

  it('follows a newer version saved elsewhere on the page, never an older one', () => {
    const { saver } = setup(5);
    saver.adoptVersion(6);
    expect(saver.version).toBe(6);
    saver.adoptVersion(3);
    expect(saver.version).toBe(6);
  });
});
