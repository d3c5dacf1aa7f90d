import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AiModule } from '../ai/ai.module.js';
import { TaskModule } from '../task/task.module.js';
import { StepVersionsModule } from './step-versions.module.js';
import { StepRoutesService } from './step-routes.service.js';
import { StepsController } from './steps.controller.js';

/** A task's steps: their versions (every saved list), restore, and the AI request that rewrites them. */
@Module({
  imports: [StepVersionsModule, TaskModule, AccessModule, AiModule],
  controllers: [StepsController],
  providers: [StepRoutesService],
})
export class StepsModule {}
