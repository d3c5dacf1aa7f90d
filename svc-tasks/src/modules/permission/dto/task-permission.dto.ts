import { ApiProperty } from '@nestjs/swagger';
import { TASK_PERMISSION_LEVELS, type TaskPermissionLevel } from '@milestone/contracts';
import { ACCESS_LEVELS, type AccessLevel } from '../../access/access.js';

export class PermissionUserDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;
}

/** A level granted to a user on a task. */
export class TaskPermissionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty()
  userId!: number;

  @ApiProperty({ enum: TASK_PERMISSION_LEVELS })
  permission!: TaskPermissionLevel;

  @ApiProperty({ type: Number, nullable: true })
  grantedBy!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: PermissionUserDto })
  user!: PermissionUserDto;
}

export class PermissionLevelDto {
  @ApiProperty({ enum: ACCESS_LEVELS, nullable: true })
  level!: AccessLevel | null;
}
