import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module.js';
import { AccessModule } from '../access/access.module.js';
import { ExecutionQueueModule } from '../execution/execution-queue.js';
import { ScriptModule } from '../script/script.module.js';
import { ScriptCheckModule } from '../ai/script-check/script-check.module.js';
import { TaskModule } from '../task/task.module.js';
import { StepVersionsModule } from '../steps/step-versions.module.js';
import { FeedbackConversationEntity } from './feedback-conversation.entity.js';
import { FeedbackMessageEntity } from './feedback-message.entity.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/** The feedback conversations of runs (/api/feedback/*) and the assistant that answers them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([FeedbackConversationEntity, FeedbackMessageEntity]),
    AiModule,
    AccessModule,
    ExecutionQueueModule,
    ScriptModule,
    ScriptCheckModule,
    TaskModule,
    StepVersionsModule,
  ],
  controllers: [FeedbackController],
  providers: [FeedbackService, FeedbackRepository],
})
export class FeedbackModule {}
