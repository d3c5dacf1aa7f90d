import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { TASK_TYPES, type TaskType } from '@milestone/contracts';
import { TASK_MAX_CONFIG_BYTES, TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from '../task.constants.js';

// nest-kit's ValidationPipe answers with the message of the topmost failing decorator of a
// property: the most basic check of each property comes first.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class CreateTaskDto {
  @ApiProperty({ maxLength: 255, example: 'Weekly invoice export' })
  @Transform(trim)
  @IsString({ message: 'Task name is required' })
  @IsNotEmpty({ message: 'Task name is required' })
  @MaxLength(255, { message: 'Task name must be at most 255 characters' })
  name!: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Task description must be text' })
  @MaxLength(5000, { message: 'Task description must be at most 5000 characters' })
  description?: string;

  @ApiProperty({ enum: TASK_TYPES })
  @IsIn(TASK_TYPES, { message: `Task type must be one of ${TASK_TYPES.join(', ')}` })
  type!: TaskType;

  @ApiPropertyOptional({
    description: `JSON text of a list of steps {id, content}, or plain text; at most ${TASK_MAX_STEPS} steps of at most ${TASK_MAX_STEP_LENGTH} characters`,
  })
  @IsOptional()
  @IsString({ message: 'Task instructions must be text' })
  instructions?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: `At most ${TASK_MAX_CONFIG_BYTES / 1024} KB as JSON` })
  @IsOptional()
  @IsObject({ message: 'Task config must be an object' })
  @MaxJsonSize(TASK_MAX_CONFIG_BYTES, 'Task config')
  config?: Record<string, unknown>;
}
