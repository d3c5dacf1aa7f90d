import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FileModule } from '../file/file.module.js';
import { FileEntity } from '../file/file.entity.js';
import { ExecutionInputEntity } from '../file/execution-input.entity.js';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { ExecutionRecordEntity } from './execution-record.entity.js';
import { OutputFileEntity } from './output-file.entity.js';
import { ExecutionFileRepository } from './execution-file.repository.js';
import { ExecutionFileService } from './execution-file.service.js';
import { InternalExecutionController } from './internal-execution.controller.js';
import { ExecutionFinishedListener } from './listeners/execution-finished.listener.js';
import { RawBodyParser } from './raw-body.js';

/** Executions' files: the worker's internal API (claim inputs, read them, store outputs) and their outcome. */
@Module({
  imports: [TypeOrmModule.forFeature([ExecutionRecordEntity, OutputFileEntity, ExecutionInputEntity, FileEntity]), FileModule, TaskRefModule],
  controllers: [InternalExecutionController],
  providers: [ExecutionFileRepository, ExecutionFileService, ExecutionFinishedListener, RawBodyParser],
  exports: [ExecutionFileRepository, ExecutionFileService],
})
export class ExecutionFileModule {}
