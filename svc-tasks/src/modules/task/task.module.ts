import { Module } from '@nestjs/common';
import { TaskController } from './task.controller.js';
import { TaskService } from './task.service.js';
import { TaskRepositoryModule } from './task-repository.module.js';
import { AccessModule } from '../access/access.module.js';
import { TaskFilesListener } from './listeners/task-files.listener.js';
import { ScriptModule } from '../script/script.module.js';
import { StepVersionsModule } from '../steps/step-versions.module.js';

/**
 * Tasks: the only module that writes them. Others read a task of the caller's company (and lock it
 * for a grant) through TaskRepository, and change one through TaskService.
 */
@Module({
  imports: [TaskRepositoryModule, AccessModule, ScriptModule, StepVersionsModule],
  controllers: [TaskController],
  providers: [TaskService, TaskFilesListener],
  exports: [TaskService, TaskRepositoryModule],
})
export class TaskModule {}
