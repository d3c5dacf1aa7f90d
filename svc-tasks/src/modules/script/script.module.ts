import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskRepositoryModule } from '../task/task-repository.module.js';
import { AccessModule } from '../access/access.module.js';
import { ScriptVersionEntity } from './script-version.entity.js';
import { ScriptVersionRepository } from './script-version.repository.js';
import { ScriptService } from './script.service.js';
import { ScriptController } from './script.controller.js';
import { ScriptCheckClient } from './script-check.client.js';

/**
 * A task's script: the syntax check (asked of an execution worker: ScriptCheckClient), the saved
 * versions and their routes. It sits below the task module (TaskService saves pythonScript through
 * ScriptService), so it reads and writes tasks through the task module's TaskRepositoryModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ScriptVersionEntity]), TaskRepositoryModule, AccessModule],
  controllers: [ScriptController],
  providers: [ScriptService, ScriptVersionRepository, ScriptCheckClient],
  exports: [ScriptService, ScriptCheckClient],
})
export class ScriptModule {}
