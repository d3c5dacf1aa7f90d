import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { TASK_STATUSES, type TaskStatus } from '@milestone/contracts';
import { TASK_MAX_CONFIG_BYTES, TASK_MAX_SECTIONS_BYTES, TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from '../task.constants.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A save of a task: any of its editable fields, and the version the client edited. */
export class UpdateTaskDto {
  @ApiProperty({ description: 'The version of the task the client edited; a stale one answers 409', minimum: 1 })
  @IsInt({ message: 'version must be the whole number of the task version you edited' })
  @Min(1, { message: 'version must be the whole number of the task version you edited' })
  version!: number;

  @ApiPropertyOptional({ maxLength: 255 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Task name is required' })
  @IsNotEmpty({ message: 'Task name is required' })
  @MaxLength(255, { message: 'Task name must be at most 255 characters' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Task description must be text' })
  @MaxLength(5000, { message: 'Task description must be at most 5000 characters' })
  description?: string;

  @ApiPropertyOptional({
    description: `JSON text of a list of steps {id, content} (plain text: one step per line); at most ${TASK_MAX_STEPS} steps of at most ${TASK_MAX_STEP_LENGTH} characters`,
  })
  @IsOptional()
  @IsString({ message: 'Task instructions must be text' })
  instructions?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `The whole config (replaces the stored one); at most ${TASK_MAX_CONFIG_BYTES / 1024} KB as JSON`,
  })
  @IsOptional()
  @IsObject({ message: 'Task config must be an object' })
  @MaxJsonSize(TASK_MAX_CONFIG_BYTES, 'Task config')
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
}
