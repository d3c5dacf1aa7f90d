import { Injectable } from '@nestjs/common';
import { TaskRefRepository } from './task-ref.repository.js';
import { TaskNotFoundError } from './task-ref.errors.js';
import type { KnownTaskEntity } from './known-task.entity.js';

/** How long a request for a task not (yet) known waits for tasks.task.created.v1 to arrive. */
export const TASK_ARRIVAL_WAIT_MS = 2000;
const POLL_MS = 100;

@Injectable()
export class TaskRefs {
  constructor(private readonly tasks: TaskRefRepository) {}

  /**
   * The caller's company's live task, or TaskNotFoundError. The read model trails svc-tasks by
   * the event's trip (milliseconds): a task not known yet is polled for up to
   * TASK_ARRIVAL_WAIT_MS, so a file request right after the task's creation does not fail; a
   * deleted one answers at once.
   */
  async requireLive(companyId: number, taskId: number, waitMs = TASK_ARRIVAL_WAIT_MS): Promise<KnownTaskEntity> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const task = await this.tasks.find(companyId, taskId);
      if (task?.deletedAt) throw new TaskNotFoundError();
      if (task) return task;
      if (Date.now() >= deadline) throw new TaskNotFoundError();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
