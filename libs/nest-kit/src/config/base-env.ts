import { IsIn, IsOptional, IsString, IsUrl, Matches } from 'class-validator';

const URL_OPTS = { require_tld: false, require_protocol: true } as const;

/** Settings every service reads (docs/platform.md). Each service extends it with its port. */
export class BaseServiceEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: string = 'development';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @IsString()
  HOST: string = '127.0.0.1';

  /** A PostgreSQL server URL; the service keeps its data in its own database DB_NAME there. */
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/postgres';

  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'must be a lower-case PostgreSQL identifier' })
  DB_NAME!: string;

  @Matches(/^(nats|tls):\/\/[^\s]+$|^[^\s:/]+:\d+$/, { message: 'must be a nats:// URL' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  @IsUrl(URL_OPTS)
  IDENTITY_URL: string = 'http://127.0.0.1:3001';

  @IsOptional()
  @IsString()
  SUPER_OWNER_EMAIL?: string;
}
