import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-reporting settings (docs/platform.md "Ports and settings"). */
export class ReportingEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  REPORTING_PORT: number = 3004;

  override DB_NAME: string = 'milestone_reporting';

  // ServiceTitan app credentials. All optional: without them the integration status says what is
  // missing; the connector that uses them arrives in a later issue.
  @IsOptional()
  @IsString()
  ST_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  ST_CLIENT_SECRET?: string;

  @IsOptional()
  @IsString()
  ST_APP_KEY?: string;

  @IsOptional()
  @Matches(/^\d+$/, { message: 'must be the numeric ServiceTitan tenant id' })
  ST_TENANT_ID?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  ST_BASE_URL?: string;
}
