import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TasksEnv } from '../../config/env.schema.js';
import { AiCallEntity } from './ai-call.entity.js';
import { AiCallRepository } from './ai-call.repository.js';
import { AI_PROVIDER } from './ai-provider.js';
import { AiStatusController } from './ai-status.controller.js';
import { createAiProvider } from './create-ai-provider.js';
import { AiController, AiTaskController } from './ai.controller.js';
import { AiService } from './ai.service.js';
import { ReportReader } from './reporting/report-reader.js';
import { ScriptCheckModule } from './script-check/script-check.module.js';
import { TaskModule } from '../task/task.module.js';
import { ScriptModule } from '../script/script.module.js';
import { AccessModule } from '../access/access.module.js';

/**
 * The AI builder's provider (AI_PROVIDER, every call recorded in ai_calls) and its routes
 * (/api/ai/*); an api-reporting task's report is read by svc-reporting (ReportReader, over NATS). The task routes that use it (create-with-ai, generate-script) and the step and
 * feedback modules import this module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AiCallEntity]), TaskModule, ScriptModule, AccessModule, ScriptCheckModule],
  controllers: [AiStatusController, AiController, AiTaskController],
  providers: [
    AiCallRepository,
    AiService,
    ReportReader,
    { provide: AI_PROVIDER, inject: [TasksEnv, AiCallRepository], useFactory: (env: TasksEnv, calls: AiCallRepository) => createAiProvider(env, calls) },
  ],
  exports: [AI_PROVIDER, AiCallRepository, AiService],
})
export class AiModule {}
