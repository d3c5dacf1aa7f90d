import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { TASK_DELETED_V1 } from '@milestone/contracts';
import { TaskRefRepository } from '../task-ref.repository.js';

/**
 * tasks.task.deleted.v1 -> the task is marked deleted: no report is saved to it any more. The
 * reports saved from it stay: they are the company's, listed and opened without their task.
 */
@Injectable()
export class TaskDeletedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly tasks: TaskRefRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(TASK_DELETED_V1, (event, { manager }) => this.tasks.recordDeleted(manager, event.companyId, event.taskId, new Date(event.at)));
  }
}
