import { Module } from '@nestjs/common';
import { TasksEnv } from '../../config/env.schema.js';
import { AI_PROVIDER } from './ai-provider.js';
import { createAiProvider } from './create-ai-provider.js';

/**
 * The AI builder's provider (AI_PROVIDER) and its routes (/api/ai/*). The task routes that use it
 * (create-with-ai, generate-script) and the step and feedback modules import this module.
 */
@Module({
  providers: [{ provide: AI_PROVIDER, inject: [TasksEnv], useFactory: (env: TasksEnv) => createAiProvider(env) }],
  exports: [AI_PROVIDER],
})
export class AiModule {}
