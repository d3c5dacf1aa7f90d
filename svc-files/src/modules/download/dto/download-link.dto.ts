import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_LINK_PATH } from '../download-paths.js';

export class CreateDownloadLinkDto {
  @ApiProperty({
    description:
      'A download route with its query, as the file lists give it: `/api/download-output/{executionId}/{fileName}`, `/api/download-all-files?taskId=&executionId=` or `/api/download-task-file?filePath=`',
    maxLength: MAX_LINK_PATH,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_LINK_PATH)
  path!: string;
}

/** A link that opens one download without a token, for a short while. */
export class DownloadLinkDto {
  @ApiProperty({ description: 'The path with `link=<token>` added to its query: open it in the browser (a new window, an `<a download>`)' })
  url!: string;

  @ApiProperty({ description: 'When the link stops working (ISO 8601); DOWNLOAD_LINK_TTL_SECONDS after minting, a minute by default' })
  expiresAt!: string;
}
