import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { TASK_CREATED_V1 } from '@milestone/contracts';
import { TaskRefRepository } from '../task-ref.repository.js';

/** tasks.task.created.v1 -> the task is known (durable consumer from the stream's start; inbox-idempotent). */
@Injectable()
export class TaskCreatedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly tasks: TaskRefRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(TASK_CREATED_V1, (event, { manager }) => this.tasks.recordCreated(manager, event.companyId, event.taskId));
  }
}
