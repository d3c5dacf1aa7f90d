import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TASK_TYPES, type TaskType } from '@milestone/contracts';
import { TASK_MAX_CONFIG_BYTES, TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from '../task.constants.js';
import { SCRIPT_MAX_LENGTH } from '../../script/script.constants.js';
import { TaskConfig, TaskDescription, TaskInstructions, TaskName, TaskScript } from './task-fields.js';

export class CreateTaskDto {
  @ApiProperty({ maxLength: 255, example: 'Weekly invoice export' })
  @TaskName()
  name!: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @TaskDescription()
  description?: string;

  @ApiProperty({ enum: TASK_TYPES })
  @IsIn(TASK_TYPES, { message: `Task type must be one of ${TASK_TYPES.join(', ')}` })
  type!: TaskType;

  @ApiPropertyOptional({
    description: `JSON text of a list of steps {id, content}, or plain text; at most ${TASK_MAX_STEPS} steps of at most ${TASK_MAX_STEP_LENGTH} characters`,
  })
  @IsOptional()
  @TaskInstructions()
  instructions?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: `At most ${TASK_MAX_CONFIG_BYTES / 1024} KB as JSON` })
  @IsOptional()
  @TaskConfig()
  config?: Record<string, unknown>;

  @ApiPropertyOptional({
    maxLength: SCRIPT_MAX_LENGTH,
    description:
      "The task's first Python script: checked by Python's parser (400 'Syntax error on line N: ...'); kept as script version 1 (source 'ai' when config.aiGenerated, else 'manual')",
  })
  @IsOptional()
  @TaskScript()
  pythonScript?: string;
}
