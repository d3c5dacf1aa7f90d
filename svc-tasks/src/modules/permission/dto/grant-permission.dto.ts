import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { TASK_PERMISSION_LEVELS, type TaskPermissionLevel } from '@milestone/contracts';
import { INVALID_PERMISSION_MESSAGE } from '../permission.errors.js';

export class GrantPermissionDto {
  @ApiProperty({ description: 'Must name the task of the path' })
  @IsInt({ message: 'taskId must be a positive number' })
  @Min(1, { message: 'taskId must be a positive number' })
  taskId!: number;

  @ApiProperty()
  @IsInt({ message: 'userId must be a positive number' })
  @Min(1, { message: 'userId must be a positive number' })
  userId!: number;

  @ApiProperty({ enum: TASK_PERMISSION_LEVELS })
  @IsIn(TASK_PERMISSION_LEVELS, { message: INVALID_PERMISSION_MESSAGE })
  permission!: TaskPermissionLevel;
}
