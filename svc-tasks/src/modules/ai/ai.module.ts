import { Module } from '@nestjs/common';
import { TasksEnv } from '../../config/env.schema.js';
import { AI_PROVIDER } from './ai-provider.js';
import { createAiProvider } from './create-ai-provider.js';
import { AiController, AiTaskController } from './ai.controller.js';
import { AiService } from './ai.service.js';
import { ScriptCheckModule } from './script-check/script-check.module.js';
import { TaskModule } from '../task/task.module.js';
import { ScriptModule } from '../script/script.module.js';
import { AccessModule } from '../access/access.module.js';

/**
 * The AI builder's provider (AI_PROVIDER) and its routes (/api/ai/*). The task routes that use it
 * (create-with-ai, generate-script) and the step and feedback modules import this module.
 */
@Module({
  imports: [TaskModule, ScriptModule, AccessModule, ScriptCheckModule],
  controllers: [AiController, AiTaskController],
  providers: [AiService, { provide: AI_PROVIDER, inject: [TasksEnv], useFactory: (env: TasksEnv) => createAiProvider(env) }],
  exports: [AI_PROVIDER, AiService],
})
export class AiModule {}
