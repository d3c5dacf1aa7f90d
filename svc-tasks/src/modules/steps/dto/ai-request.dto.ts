import { ApiProperty } from '@nestjs/swagger';
import { TaskDto } from '../../task/dto/task.dto.js';
import { AI_REQUEST_MAX, RequiredText } from '../../ai/dto/ai-fields.js';
import { StepVersionDto } from './step-version.dto.js';

/** POST /api/tasks/{id}/steps/ai-request */
export class StepsAiRequestDto {
  @ApiProperty({ minLength: 1, maxLength: AI_REQUEST_MAX, description: 'How the steps should change, in plain words' })
  @RequiredText('Request', AI_REQUEST_MAX)
  request!: string;
}

export const SCRIPT_FOLLOW_STATUSES = ['generated', 'unchanged', 'failed'] as const;
export type ScriptFollowStatus = (typeof SCRIPT_FOLLOW_STATUSES)[number];

/** What became of the script after the steps changed. */
export class ScriptFollowDto {
  @ApiProperty({ enum: SCRIPT_FOLLOW_STATUSES, description: "'failed': the task keeps its script (message says why)" })
  status!: ScriptFollowStatus;

  @ApiProperty()
  message!: string;
}

export class StepsAiRequestAnswerDto {
  @ApiProperty({ type: TaskDto })
  task!: TaskDto;

  @ApiProperty({ type: StepVersionDto })
  version!: StepVersionDto;

  @ApiProperty({ description: "The assistant's answer ('View Recent Changes')" })
  message!: string;

  @ApiProperty({ type: ScriptFollowDto })
  script!: ScriptFollowDto;
}
