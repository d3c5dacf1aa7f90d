import { ApiProperty } from '@nestjs/swagger';

export class ClearFilesResultDto {
  @ApiProperty({ description: 'How many input files the task no longer has' })
  deleted!: number;
}
