import { Module } from '@nestjs/common';
import { FileModule } from '../file/file.module.js';
import { ExecutionFileModule } from '../execution-file/execution-file.module.js';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { TaskFilesRelease } from './task-files-release.service.js';
import { TaskDeletedListener } from './task-deleted.listener.js';

/** A deleted task: marked deleted, its inputs cleared, then every file of it released (rows and blobs). */
@Module({
  imports: [FileModule, ExecutionFileModule, TaskRefModule],
  providers: [TaskFilesRelease, TaskDeletedListener],
  exports: [TaskFilesRelease],
})
export class TaskReleaseModule {}
