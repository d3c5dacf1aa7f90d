import { Module } from '@nestjs/common';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { ExecutionFileModule } from '../execution-file/execution-file.module.js';
import { DownloadController } from './download.controller.js';
import { DownloadService } from './download.service.js';
import { PreviewService } from './preview.service.js';
import { DownloadLinks } from './download-links.js';
import { DownloadLinkGuard } from './download-link.guard.js';

/** What users read of executions' files: the file repository's lists, downloads, zips, previews, and the short-lived links that open a download without a token. */
@Module({
  imports: [ExecutionFileModule, TaskRefModule],
  controllers: [DownloadController],
  providers: [DownloadService, PreviewService, DownloadLinks, DownloadLinkGuard],
})
export class DownloadModule {}
