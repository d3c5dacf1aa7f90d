import { IsIn, IsOptional, IsString, IsUrl, Matches, MinLength } from 'class-validator';

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

  /**
   * For a test's own process of a built service on a NATS server that other runs share: names
   * its durable consumers (instead of the service's name) and starts new ones at new messages, so
   * it neither takes the real service's backlog nor shares its consumers. Never set in production.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1-64 letters, digits, - or _' })
  NATS_CONSUMER_NAME?: string;

  /**
   * The shared secret of service tokens (HS256): what one service signs its calls to another's
   * /internal routes with (the launcher makes one per start). Unset: /internal answers 404.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must hold at least 32 characters' })
  SERVICE_TOKEN_SECRET?: string;
}
