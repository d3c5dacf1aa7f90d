import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-files settings (docs/platform.md "Ports and settings"). */
export class FilesEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  FILES_PORT: number = 3003;

  override DB_NAME: string = 'milestone_files';
}
