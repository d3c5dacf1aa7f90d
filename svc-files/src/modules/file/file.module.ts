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

/** A task's input files: upload (with its checks), list, clear (a deleted task's release: TaskReleaseModule). */
@Module({
  imports: [TypeOrmModule.forFeature([FileEntity, ExecutionInputEntity]), TaskRefModule],
  controllers: [FileController, UploadController],
  providers: [FileService, UploadService, FileRepository, BlobJanitor],
  exports: [FileRepository, FileService],
})
export class FileModule {}
