import { ApiProperty } from '@nestjs/swagger';

/** An uploaded file as the API answers it (its storage path stays on the server). */
export class UploadedFileDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: Number, nullable: true })
  taskId!: number | null;

  @ApiProperty()
  originalName!: string;

  @ApiProperty()
  fileName!: string;

  @ApiProperty({ description: 'Bytes' })
  size!: number;

  @ApiProperty()
  mimeType!: string;

  @ApiProperty()
  uploadedBy!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  uploadedAt!: string;
}
