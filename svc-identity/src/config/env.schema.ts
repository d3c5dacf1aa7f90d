import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-identity's settings (docs/platform.md): the shared ones plus its port and database. */
export class IdentityEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  IDENTITY_PORT: number = 3001;

  override DB_NAME: string = 'milestone_identity';
}
