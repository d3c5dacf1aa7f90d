import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One file of an execution: an input it used (an upload) or an output it produced. */
export class ExecutionFileDto {
  @ApiProperty({ description: 'The upload’s id (inputs) or the output’s id (outputs)' })
  id!: number;

  @ApiProperty({ description: 'The display name (sanitised): the upload’s name, or the output’s, unique in its execution' })
  name!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({ example: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  mimeType!: string;

  @ApiProperty({ enum: ['input', 'output'] })
  kind!: 'input' | 'output';

  @ApiProperty({ description: 'Where the file lies in its company’s storage (`<taskId>/...`): what GET /api/download-task-file takes' })
  filePath!: string;

  @ApiProperty({ description: 'Where the browser downloads it: /api/download-output/... for outputs, /api/download-task-file?filePath=... for inputs' })
  downloadUrl!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The preview route of a spreadsheet (xlsx, xls, csv); null for other files' })
  previewUrl!: string | null;
}

export class ExecutionFilesDto {
  @ApiProperty()
  executionId!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ enum: ['running', 'completed', 'failed'] })
  status!: 'running' | 'completed' | 'failed';

  @ApiProperty({ type: String, format: 'date-time', description: 'When the execution started (when svc-files first heard of it, if it never said)' })
  timestamp!: string;

  @ApiProperty({ type: [ExecutionFileDto], description: 'The uploads the execution read, newest first' })
  inputFiles!: ExecutionFileDto[];

  @ApiProperty({ type: [ExecutionFileDto], description: 'What it produced, by name' })
  outputFiles!: ExecutionFileDto[];
}

/** An execution's log (spec 001 section 2.8, the 'Execution Failed' block). */
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

export class ExecutionFilesDetailDto extends ExecutionFilesDto {
  @ApiPropertyOptional({ type: ExecutionLogDto, nullable: true, description: 'null while the execution runs' })
  log!: ExecutionLogDto | null;
}
