import { ApiProperty } from '@nestjs/swagger';

/** The answer to an upload: the new input file, which replaced the task's earlier ones. */
export class UploadResultDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'The name the file was uploaded with, sanitised (no path, no control characters)' })
  originalName!: string;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({ description: 'Decided by the file’s extension and content, not by what the browser said' })
  mimeType!: string;

  @ApiProperty({ description: 'How many current input files the task has now' })
  inputFileCount!: number;
}
