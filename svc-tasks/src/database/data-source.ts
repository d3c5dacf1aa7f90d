import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { CompanySeedEntity } from '../modules/task/company-seed.entity.js';
import { TaskEntity } from '../modules/task/task.entity.js';
import { TaskPermissionEntity } from '../modules/access/task-permission.entity.js';
import { CompanyUserEntity } from '../modules/company-user/company-user.entity.js';
import { InitTasks1763810000000 } from './migrations/1763810000000-init-tasks.js';
import { TaskPermissions1763820000000 } from './migrations/1763820000000-task-permissions.js';
import { CompanyUserProfiles1763830000000 } from './migrations/1763830000000-company-user-profiles.js';
import { TaskInputFiles1763840000000 } from './migrations/1763840000000-task-input-files.js';
import { Executions1763850000000 } from './migrations/1763850000000-executions.js';
import { ExecutionEntity } from '../modules/execution/execution.entity.js';
import { ExecutionWorkerEntity } from '../modules/execution/execution-worker.entity.js';
import { ScheduleEntity } from '../modules/schedule/schedule.entity.js';
import { ScriptVersionEntity } from '../modules/script/script-version.entity.js';
import { AiBuilder1763860000000 } from './migrations/1763860000000-ai-builder.js';
import { ExecutionIdempotencyKey1763870000000 } from './migrations/1763870000000-execution-idempotency-key.js';
import { TaskStatusBeforeSchedule1763875000000 } from './migrations/1763875000000-task-status-before-schedule.js';
import { ScheduleDelivery1763880000000 } from './migrations/1763880000000-schedule-delivery.js';
import { FormVersions1763890000000 } from './migrations/1763890000000-form-versions.js';
import { FormVersionEntity } from '../modules/form-versions/form-version.entity.js';
import { AiCallEntity } from '../modules/ai/ai-call.entity.js';
import { StepVersionEntity } from '../modules/steps/step-version.entity.js';
import { FeedbackConversationEntity } from '../modules/feedback/feedback-conversation.entity.js';
import { FeedbackMessageEntity } from '../modules/feedback/feedback-message.entity.js';

export const ENTITIES = [
  ...MESSAGING_ENTITIES,
  TaskEntity,
  CompanySeedEntity,
  TaskPermissionEntity,
  CompanyUserEntity,
  ExecutionEntity,
  ExecutionWorkerEntity,
  ScheduleEntity,
  ScriptVersionEntity,
  AiCallEntity,
  StepVersionEntity,
  FeedbackConversationEntity,
  FeedbackMessageEntity,
  FormVersionEntity,
];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [
  MessagingTables1763800000000,
  InitTasks1763810000000,
  TaskPermissions1763820000000,
  CompanyUserProfiles1763830000000,
  TaskInputFiles1763840000000,
  Executions1763850000000,
  AiBuilder1763860000000,
  ExecutionIdempotencyKey1763870000000,
  TaskStatusBeforeSchedule1763875000000,
  ScheduleDelivery1763880000000,
  FormVersions1763890000000,
];
