import { Module } from '@nestjs/common';
import { ExecutionQueueModule } from './execution-queue.js';
import { ExecutionController } from './execution.controller.js';
import { ExecutionService } from './execution.service.js';
import { ExecutionEnds } from './execution-ends.js';
import { TaskModule } from '../task/task.module.js';
import { AccessModule } from '../access/access.module.js';
import { CompanyUserModule } from '../company-user/company-user.module.js';

/**
 * The executions API: run a task, read, retry and cancel its runs, the stats and the workers' state.
 * A run's task is read through TaskRepository, its starter's name through CompanyUserRepository.
 */
@Module({
  imports: [ExecutionQueueModule, TaskModule, AccessModule, CompanyUserModule],
  controllers: [ExecutionController],
  providers: [ExecutionService, ExecutionEnds],
})
export class ExecutionModule {}
