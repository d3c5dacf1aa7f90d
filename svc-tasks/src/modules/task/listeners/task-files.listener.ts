import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { FILE_DELETED_V1, FILE_UPLOADED_V1 } from '@milestone/contracts';
import { TaskService } from '../task.service.js';

/**
 * files.file.uploaded.v1 / files.file.deleted.v1 -> the task's input file count (what the home
 * cards' buttons go by). Each event carries the count the task has now, so each consumer (one
 * durable per subject) sets it, newest event first wins.
 */
@Injectable()
export class TaskFilesListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly tasks: TaskService,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(FILE_UPLOADED_V1, (event, { manager }) => this.tasks.inputFilesChanged(event, manager));
    this.consumer.subscribe(FILE_DELETED_V1, (event, { manager }) => this.tasks.inputFilesChanged(event, manager));
  }
}
