import { ApiProperty } from '@nestjs/swagger';

export class SyncStartedDto {
  @ApiProperty({ description: 'The id of the sync that started; its progress shows in GET /api/service-titan/status' })
  syncId!: string;
}
