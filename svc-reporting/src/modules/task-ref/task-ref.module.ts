import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KnownTaskEntity } from './known-task.entity.js';
import { TaskRefRepository } from './task-ref.repository.js';
import { TaskRefs } from './task-refs.service.js';
import { TaskCreatedListener } from './listeners/task-created.listener.js';
import { TaskDeletedListener } from './listeners/task-deleted.listener.js';

/** svc-reporting's read model of svc-tasks' tasks (known_tasks), fed by the tasks' events. */
@Module({
  imports: [TypeOrmModule.forFeature([KnownTaskEntity])],
  providers: [TaskRefRepository, TaskRefs, TaskCreatedListener, TaskDeletedListener],
  exports: [TaskRefs],
})
export class TaskRefModule {}
