import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExecutionQueueModule } from '../execution/execution-queue.js';
import { TaskRepositoryModule } from '../task/task-repository.module.js';
import { ScheduleEntity } from './schedule.entity.js';
import { ScheduleRepository } from './schedule.repository.js';
import { ScheduleRunner, ScheduleTicker } from './schedule-runner.js';

/**
 * The scheduler, for the worker (src/worker.ts imports it; the API does not): at start and every
 * 15 s it queues the runs of due schedules (ScheduleRunner.runDue), safe with several workers.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleEntity]), TaskRepositoryModule, ExecutionQueueModule],
  providers: [ScheduleRepository, ScheduleRunner, ScheduleTicker],
  exports: [ScheduleRunner],
})
export class ScheduleRunnerModule {}
