import { Module } from '@nestjs/common';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { ExecutionFileModule } from '../execution-file/execution-file.module.js';
import { DownloadController } from './download.controller.js';
import { DownloadService } from './download.service.js';
import { PreviewService } from './preview.service.js';

/** What users read of executions' files: the file repository's lists, downloads, zips, previews. */
@Module({
  imports: [ExecutionFileModule, TaskRefModule],
  controllers: [DownloadController],
  providers: [DownloadService, PreviewService],
})
export class DownloadModule {}
