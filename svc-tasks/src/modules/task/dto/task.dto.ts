import { ApiProperty } from '@nestjs/swagger';
import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@milestone/contracts';
import { ACCESS_LEVELS, type AccessLevel } from '../../access/access.js';

/** A task as the API answers it. */
export class TaskDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true, description: 'JSON text of a list of steps {id, content}' })
  instructions!: string | null;

  @ApiProperty({ enum: TASK_TYPES })
  type!: TaskType;

  @ApiProperty({ enum: TASK_STATUSES })
  status!: TaskStatus;

  @ApiProperty({ type: String, nullable: true })
  aiScript!: string | null;

  @ApiProperty({ type: String, nullable: true })
  pythonScript!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  config!: Record<string, unknown>;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  customSections!: unknown[];

  @ApiProperty({ type: Number, nullable: true })
  ownerId!: number | null;

  @ApiProperty()
  companyId!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ description: 'Raised by every save; a save names the version it edited' })
  version!: number;

  @ApiProperty({ description: 'How many input files the task has now (uploaded in svc-files; 0 after a clear)' })
  inputFileCount!: number;

  @ApiProperty({ description: 'Whether the task has a script to run (pythonScript is not blank): Run Task needs one' })
  hasScript!: boolean;

  @ApiProperty({
    enum: ACCESS_LEVELS,
    description: 'The caller’s effective level on the task (the same as GET /api/users/{userId}/permission-level/{taskId} answers for themself)',
  })
  permissionLevel!: AccessLevel;
}
