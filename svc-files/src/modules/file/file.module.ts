import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { FileEntity } from './file.entity.js';
import { ExecutionInputEntity } from './execution-input.entity.js';
import { FileController } from './file.controller.js';
import { UploadController } from './upload.controller.js';
import { FileService } from './file.service.js';
import { UploadService } from './upload.service.js';
import { FileRepository } from './file.repository.js';
import { BlobJanitor } from './blob-janitor.js';
import { TaskDeletedListener } from './listeners/task-deleted.listener.js';

/** A task's input files: upload (with its checks), list, clear; a deleted task's inputs go. */
@Module({
  imports: [TypeOrmModule.forFeature([FileEntity, ExecutionInputEntity]), TaskRefModule],
  controllers: [FileController, UploadController],
  providers: [FileService, UploadService, FileRepository, BlobJanitor, TaskDeletedListener],
  exports: [FileRepository, FileService],
})
export class FileModule {}
