import { Module } from '@nestjs/common';
import { ExecutionQueueModule } from './execution-queue.js';
import { ExecutionController } from './execution.controller.js';
import { ExecutionService } from './execution.service.js';
import { ExecutionEnds } from './execution-ends.js';
import { TaskModule } from '../task/task.module.js';
import { AccessModule } from '../access/access.module.js';

/** The executions API: run a task, read, retry and cancel its runs, the stats and the workers' state. */
@Module({
  imports: [ExecutionQueueModule, TaskModule, AccessModule],
  controllers: [ExecutionController],
  providers: [ExecutionService, ExecutionEnds],
})
export class ExecutionModule {}
