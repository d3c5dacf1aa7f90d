import { ApiProperty } from '@nestjs/swagger';

/** A current input file of a task, as the API answers it. */
export class UploadedFileDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ description: 'The name the file was uploaded with, sanitised (no path, no control characters)' })
  originalName!: string;

  @ApiProperty({ description: 'The stored file’s name: `<uuid>.<extension>`' })
  fileName!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty({ example: 'text/csv' })
  mimeType!: string;

  @ApiProperty({ description: 'SHA-256 of the bytes, lower-case hex' })
  sha256!: string;

  @ApiProperty()
  uploadedBy!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  uploadedAt!: string;

  @ApiProperty({ description: 'Where the file lies in its company’s storage (`<taskId>/inputs/<fileName>`): what GET /api/download-task-file takes' })
  filePath!: string;
}
