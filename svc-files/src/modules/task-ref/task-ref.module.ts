import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KnownTaskEntity } from './known-task.entity.js';
import { TaskRefRepository } from './task-ref.repository.js';
import { TaskCreatedListener } from './task-created.listener.js';
import { TaskRefs } from './task-refs.service.js';

/** svc-files' read model of svc-tasks' tasks (known_tasks) and the per-task lock. */
@Module({
  imports: [TypeOrmModule.forFeature([KnownTaskEntity])],
  providers: [TaskRefRepository, TaskRefs, TaskCreatedListener],
  exports: [TaskRefRepository, TaskRefs],
})
export class TaskRefModule {}
