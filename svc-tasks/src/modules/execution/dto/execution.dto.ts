import { ApiProperty } from '@nestjs/swagger';
import { EXECUTION_KINDS, type ExecutionKind } from '@milestone/contracts';
import { EXECUTION_STATUSES, EXECUTION_TRIGGERS, type ExecutionStatus, type ExecutionTrigger } from '../execution.entity.js';

/** An input file as the run received it. */
export class ExecutionInputFileDto {
  @ApiProperty({ description: 'svc-files id' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;
}

/** A file the run produced. */
export class ExecutionOutputFileDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({
    description: 'GET /api/download-output/{executionId}/{name} (encoded): exchange it for a download link through svc-files’ POST /api/download-links',
  })
  downloadUrl!: string;
}

/** The log of a finished run (spec 001 'Execution Failed' block). */
export class ExecutionLogDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: String, nullable: true })
  stderr!: string | null;

  @ApiProperty({ type: String, nullable: true })
  stdout!: string | null;

  @ApiProperty({ type: String, nullable: true })
  detailedError!: string | null;
}

/** One run of a task as every screen reads it, with what the caller may do with it. */
export class ExecutionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ description: 'The task’s name (a deleted task’s too)' })
  taskName!: string;

  @ApiProperty({ enum: EXECUTION_KINDS })
  kind!: ExecutionKind;

  @ApiProperty({ enum: EXECUTION_STATUSES })
  status!: ExecutionStatus;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The script’s last progress message' })
  progressMessage!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What the script reads: dateCreated and formData for forms, the pay report’s parameters',
  })
  parameters!: Record<string, unknown>;

  @ApiProperty({ type: [ExecutionInputFileDto] })
  inputFiles!: ExecutionInputFileDto[];

  @ApiProperty({ type: [ExecutionOutputFileDto] })
  outputFiles!: ExecutionOutputFileDto[];

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: '{ output_files: string[] } once finished' })
  result!: Record<string, unknown> | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: ExecutionLogDto, nullable: true })
  log!: ExecutionLogDto | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startTime!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endTime!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The user who started it (a schedule’s: the user it runs as)' })
  startedBy!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their name (or email) as svc-tasks knows them' })
  startedByName!: string | null;

  @ApiProperty({ enum: EXECUTION_TRIGGERS })
  trigger!: ExecutionTrigger;

  @ApiProperty({ type: Number, nullable: true, description: 'The run this one repeats (a Retry or a recovery)' })
  retryOf!: number | null;

  @ApiProperty({ description: 'How many times a worker took it' })
  attempt!: number;

  @ApiProperty({ type: Number, nullable: true })
  scheduleId!: number | null;

  @ApiProperty({ description: 'Whether the caller may cancel it now (not finished; they started it or are task admin or above)' })
  canCancel!: boolean;

  @ApiProperty({ description: 'Whether the caller may retry it now (failed or cancelled, and its task still exists with a script, or is a report)' })
  canRetry!: boolean;
}
