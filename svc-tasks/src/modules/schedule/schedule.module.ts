import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module.js';
import { TaskModule } from '../task/task.module.js';
import { CompanyUserRepositoryModule } from '../company-user/company-user-repository.module.js';
import { ExecutionQueueModule } from '../execution/execution-queue.js';
import { ScheduleEntity } from './schedule.entity.js';
import { ScheduleRepository } from './schedule.repository.js';
import { ScheduleService } from './schedule.service.js';
import { ScheduleController } from './schedule.controller.js';

/**
 * The schedules API and Send now (the scheduler itself is ScheduleRunnerModule, in the workers);
 * a delivery's recipients are checked against the company's users (CompanyUserRepositoryModule:
 * CompanyUserModule imports this module).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleEntity]), AccessModule, TaskModule, CompanyUserRepositoryModule, ExecutionQueueModule],
  controllers: [ScheduleController],
  providers: [ScheduleService, ScheduleRepository],
  exports: [ScheduleRepository],
})
export class ScheduleModule {}
