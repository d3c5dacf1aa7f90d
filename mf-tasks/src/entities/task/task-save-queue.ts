/**
 * The saves of one task from this browser tab, one at a time: the one place that knows which
 * version a save of this tab names.
 *
 * Several editors of a task page save into the same task (the step editor, section management,
 * custom sections), each naming the version it edited. Without a shared queue, a section added
 * while the steps' autosave is on its way names the version the steps' save has just replaced and
 * gets a 409, as if someone else had changed the task. Here each save waits for the previous one,
 * and a version that one of our own saves replaced is carried forward to the version that save
 * produced. A version someone else replaced is sent as named, so their change still answers 409.
 */
export class TaskSaveQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Saves queued or on their way. */
  private pending = 0;
  /** version our save replaced -> version that save produced */
  private readonly replaced = new Map<number, number>();

  /** The version a save naming `version` sends: past every one of our own saves since. */
  current(version: number): number {
    let v = version;
    for (let next = this.replaced.get(v); next !== undefined && next !== v; next = this.replaced.get(v)) v = next;
    return v;
  }

  /**
   * Runs `send` after the saves queued before it, with the version carried forward. With nothing
   * queued it is sent at once (in this call), so an editor knows its save has left.
   */
  run<T extends { version: number }>(version: number, send: (version: number) => Promise<T>): Promise<T> {
    const go = async () => {
      try {
        const sent = this.current(version);
        const saved = await send(sent);
        if (saved.version !== sent) this.replaced.set(sent, saved.version);
        return saved;
      } finally {
        this.pending -= 1;
      }
    };
    const idle = this.pending === 0;
    this.pending += 1;
    const result = idle ? go() : this.tail.then(go);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const queues = new Map<number, TaskSaveQueue>();

/** The queue of one task, shared by every editor of it in this tab. */
export function taskSaveQueue(taskId: number): TaskSaveQueue {
  let queue = queues.get(taskId);
  if (!queue) {
    queue = new TaskSaveQueue();
    queues.set(taskId, queue);
  }
  return queue;
}
