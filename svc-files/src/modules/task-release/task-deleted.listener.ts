import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { TASK_DELETED_V1 } from '@milestone/contracts';
import { FileService } from '../file/file.service.js';
import { TaskFilesRelease } from './task-files-release.service.js';

/**
 * tasks.task.deleted.v1 -> the task is marked deleted in known_tasks and its input files are
 * cleared (durable consumer from the stream's start, inbox-idempotent); once that has committed,
 * every file of the task is released (TaskFilesRelease).
 */
@Injectable()
export class TaskDeletedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly files: FileService,
    private readonly release: TaskFilesRelease,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(TASK_DELETED_V1, async (event, { manager }) => {
      await this.files.taskDeleted(event, manager);
      this.release.afterDeleted(event.companyId, event.taskId);
    });
  }
}
