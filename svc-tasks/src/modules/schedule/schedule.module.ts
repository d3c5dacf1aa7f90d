import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module.js';
import { TaskModule } from '../task/task.module.js';
import { ScheduleEntity } from './schedule.entity.js';
import { ScheduleRepository } from './schedule.repository.js';
import { ScheduleService } from './schedule.service.js';
import { ScheduleController } from './schedule.controller.js';

/** The schedules API (the scheduler itself is ScheduleRunnerModule, in the workers). */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduleEntity]), AccessModule, TaskModule],
  controllers: [ScheduleController],
  providers: [ScheduleService, ScheduleRepository],
  exports: [ScheduleRepository],
})
export class ScheduleModule {}
