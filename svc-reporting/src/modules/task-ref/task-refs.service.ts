import { Injectable } from '@nestjs/common';
import { TaskRefRepository } from './task-ref.repository.js';
import { TaskNotFoundError } from './task-ref.errors.js';

/** How long a request naming a task not (yet) known waits for tasks.task.created.v1 to arrive. */
export const TASK_ARRIVAL_WAIT_MS = 2000;
const POLL_MS = 100;

@Injectable()
export class TaskRefs {
  constructor(private readonly tasks: TaskRefRepository) {}

  /**
   * Passes for the caller's company's live task, else TaskNotFoundError. The read model trails
   * svc-tasks by the event's trip (milliseconds): a task not known yet is polled for up to
   * TASK_ARRIVAL_WAIT_MS, so a report saved right after its task's creation does not fail; a
   * deleted one answers at once.
   */
  async requireLive(companyId: number, taskId: number, waitMs = TASK_ARRIVAL_WAIT_MS): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const task = await this.tasks.find(companyId, taskId);
      if (task?.deletedAt) throw new TaskNotFoundError();
      if (task) return;
      if (Date.now() >= deadline) throw new TaskNotFoundError();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
