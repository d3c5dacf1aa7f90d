import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { TaskDto } from '../../task/dto/task.dto.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const FEEDBACK_MESSAGE_MAX_LENGTH = 4000;
export const EMPTY_MESSAGE = 'Message cannot be empty';
/** The column's size; a longer title is cut, up to this much is accepted. */
export const FEEDBACK_TITLE_MAX_LENGTH = 200;
export const FEEDBACK_TITLE_MAX_INPUT = 1000;

export class ListFeedbackConversationsQueryDto {
  @ApiProperty({ minimum: 1, description: 'The task whose conversations to list' })
  @Type(() => Number)
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId!: number;

  @ApiPropertyOptional({ minimum: 1, description: 'Only the conversations about this run' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'executionId must be a whole number' })
  @Min(1, { message: 'executionId must be a whole number' })
  executionId?: number;
}

export class StartFeedbackConversationDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId!: number;

  @ApiPropertyOptional({ minimum: 1, description: 'The run to talk about: a failed run starts with the assistant’s diagnosis' })
  @IsOptional()
  @IsInt({ message: 'executionId must be a whole number' })
  @Min(1, { message: 'executionId must be a whole number' })
  executionId?: number;

  @ApiPropertyOptional({
    maxLength: FEEDBACK_TITLE_MAX_INPUT,
    description: `Kept to its first ${FEEDBACK_TITLE_MAX_LENGTH} characters (a title built from a long task name still starts the conversation). Blank or absent: "Run #<id>", or the task’s name`,
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @MaxLength(FEEDBACK_TITLE_MAX_INPUT, { message: `title must be at most ${FEEDBACK_TITLE_MAX_INPUT} characters` })
  title?: string;
}

export class SendFeedbackMessageDto {
  @ApiPropertyOptional({ enum: ['user'], default: 'user', description: 'Only the user writes; the assistant answers' })
  @IsOptional()
  @IsIn(['user'], { message: "role must be 'user'" })
  role?: 'user';

  @ApiProperty({ maxLength: FEEDBACK_MESSAGE_MAX_LENGTH })
  // The topmost failing check is the one the answer names (nest-kit's validation pipe).
  @Transform(trim)
  @IsString({ message: EMPTY_MESSAGE })
  @IsNotEmpty({ message: EMPTY_MESSAGE })
  @MaxLength(FEEDBACK_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters` })
  content!: string;

  @ApiPropertyOptional({ minimum: 1, description: 'The conversation’s task (checked when given)' })
  @IsOptional()
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId?: number;
}

/** The task with the applied script, and the script version it was saved as. */
export class AppliedFeedbackFixDto {
  @ApiProperty({ type: TaskDto })
  task!: TaskDto;

  @ApiProperty({ description: 'The new script version (source ai)' })
  version!: number;
}
