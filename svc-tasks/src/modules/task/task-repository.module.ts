import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskEntity } from './task.entity.js';
import { TaskRepository } from './task.repository.js';

/**
 * The task module's door to its rows, for the modules that read or write a task without the task
 * module's services: the script module (which TaskModule itself imports, so it cannot import
 * TaskModule) and the scheduler in the workers. TaskModule re-exports it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TaskEntity])],
  providers: [TaskRepository],
  exports: [TaskRepository],
})
export class TaskRepositoryModule {}
