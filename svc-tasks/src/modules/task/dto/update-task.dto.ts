import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { TASK_STATUSES, type TaskStatus } from '@milestone/contracts';
import { TASK_MAX_CONFIG_BYTES, TASK_MAX_SECTIONS_BYTES, TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from '../task.constants.js';
import { SCRIPT_MAX_LENGTH } from '../../script/script.constants.js';
import { TaskConfig, TaskDescription, TaskInstructions, TaskName, TaskScript } from './task-fields.js';

/** A save of a task: any of its editable fields, and the version the client edited. */
export class UpdateTaskDto {
  @ApiProperty({ description: 'The version of the task the client edited; a stale one answers 409', minimum: 1 })
  @IsInt({ message: 'version must be the whole number of the task version you edited' })
  @Min(1, { message: 'version must be the whole number of the task version you edited' })
  version!: number;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @TaskName()
  name?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @TaskDescription()
  description?: string;

  @ApiPropertyOptional({
    description: `JSON text of a list of steps {id, content} (plain text: one step per line); at most ${TASK_MAX_STEPS} steps of at most ${TASK_MAX_STEP_LENGTH} characters`,
  })
  @IsOptional()
  @TaskInstructions()
  instructions?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `The whole config (replaces the stored one); at most ${TASK_MAX_CONFIG_BYTES / 1024} KB as JSON`,
  })
  @IsOptional()
  @TaskConfig()
  config?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @IsOptional()
  @IsIn(TASK_STATUSES, { message: `Task status must be one of ${TASK_STATUSES.join(', ')}` })
  status?: TaskStatus;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: `At most ${TASK_MAX_SECTIONS_BYTES / 1024} KB as JSON`,
  })
  @IsOptional()
  @IsArray({ message: 'Task customSections must be a list' })
  @MaxJsonSize(TASK_MAX_SECTIONS_BYTES, 'Task customSections')
  customSections?: Array<Record<string, unknown>>;

  @ApiPropertyOptional({
    maxLength: SCRIPT_MAX_LENGTH,
    description:
      "The task's Python script ('' clears it): task admin or above; checked by Python's parser (400 'Syntax error on line N: ...'); each change is kept as a script version",
  })
  @IsOptional()
  @TaskScript()
  pythonScript?: string;
}
