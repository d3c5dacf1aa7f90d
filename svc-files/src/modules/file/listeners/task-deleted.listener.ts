import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { TASK_DELETED_V1 } from '@milestone/contracts';
import { FileService } from '../file.service.js';

/**
 * tasks.task.deleted.v1 -> the task is marked deleted in known_tasks and its input files are
 * cleared (durable consumer from the stream's start, inbox-idempotent).
 */
@Injectable()
export class TaskDeletedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly files: FileService,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(TASK_DELETED_V1, (event, { manager }) => this.files.taskDeleted(event, manager));
  }
}
