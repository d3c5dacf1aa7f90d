import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StepVersionEntity } from './step-version.entity.js';
import { StepVersionRepository } from './step-version.repository.js';
import { StepService } from './step.service.js';

/**
 * The step versions' store (StepService.record and the reads), below the task module: TaskService
 * records a version on every change of a task's instructions. The routes are StepsModule's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StepVersionEntity])],
  providers: [StepService, StepVersionRepository],
  exports: [StepService],
})
export class StepVersionsModule {}
