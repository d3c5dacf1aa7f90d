import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskEntity } from '../task/task.entity.js';
import { AccessModule } from '../access/access.module.js';
import { ScriptVersionEntity } from './script-version.entity.js';
import { ScriptVersionRepository } from './script-version.repository.js';
import { ScriptService } from './script.service.js';
import { ScriptTaskRepository } from './script-task.repository.js';
import { ScriptController } from './script.controller.js';
import { ScriptCheckClient } from './script-check.client.js';

/**
 * A task's script: the syntax check (asked of an execution worker: ScriptCheckClient), the saved
 * versions and their routes. It sits below the task module (TaskService saves pythonScript through
 * ScriptService) and reads tasks by itself.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScriptVersionEntity, TaskEntity]), AccessModule],
  controllers: [ScriptController],
  providers: [ScriptService, ScriptVersionRepository, ScriptTaskRepository, ScriptCheckClient],
  exports: [ScriptService, ScriptCheckClient],
})
export class ScriptModule {}
