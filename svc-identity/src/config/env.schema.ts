import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { BaseServiceEnv } from '@milestone/nest-kit';

/** svc-identity's settings (docs/platform.md): the shared ones plus its port, database, links and mail. */
export class IdentityEnv extends BaseServiceEnv {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  IDENTITY_PORT: number = 3001;

  override DB_NAME: string = 'milestone_identity';

  /** The address users open (the gateway): the base of every link in an e-mail. */
  @IsUrl({ require_tld: false, require_protocol: true })
  APP_URL: string = 'http://localhost:8080';

  /** smtp(s)://user:pass@host:port. Absent: the dev mailbox keeps every message instead. */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /**
   * Keep e-mail in the dev mailbox (GET /api/dev/mailbox, loopback clients only) when no SMTP_URL
   * is set. Off by default: `npm start` and the test platforms switch it on and say so.
   */
  // From the raw text: loadEnv's implicit conversion has already made any non-empty string `true`.
  @Transform(({ obj, key }) => ((raw: unknown) => raw === true || raw === 'true' || raw === '1' || raw === 'on')((obj as Record<string, unknown>)[key]))
  @IsBoolean()
  DEV_MAILBOX: boolean = false;

  @IsString()
  MAIL_FROM: string = 'Milestone <no-reply@milestone.local>';

  /**
   * The DNS servers that domain-proof TXT records are looked up at, comma-separated ip or
   * ip:port; empty: the system's resolvers (/etc/resolv.conf). Tests point it at a local server.
   */
  @IsOptional()
  @Matches(/^\s*[0-9a-f.:[\]]+(\s*,\s*[0-9a-f.:[\]]+)*\s*$/i, { message: 'must be a comma-separated list of ip or ip:port' })
  DNS_SERVERS?: string;

  /**
   * Failed sign-ins of one e-mail from clients it has never signed in from before it is locked for
   * them for LOGIN_LOCK_MINUTES (a browser holding the account's device cookie has a count of its own).
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_EMAIL: number = 5;

  /** Failed sign-ins from one address (any e-mail) before its unknown clients are slowed down. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ADDRESS: number = 20;

  /** The window failures are counted in, and how long a lock lasts. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_LOCK_MINUTES: number = 15;

  /**
   * A slowed-down address waits 1 s, 2 s, 4 s ... between sign-ins of unknown clients, at most this
   * long; a sign-in that would wait longer is answered 429.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  LOGIN_ADDRESS_MAX_DELAY_SECONDS: number = 30;

  /**
   * How long the session cookie a refresh just replaced still refreshes (two tabs renewing at the
   * same moment); later, or any older cookie, ends the session everywhere.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  REFRESH_REUSE_GRACE_SECONDS: number = 10;

  /** Register, forgot-password and resend-verification requests from one address per MAIL_LIMIT_WINDOW_MINUTES. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAIL_MAX_PER_ADDRESS: number = 20;

  /** The same requests for one target e-mail per MAIL_LIMIT_WINDOW_MINUTES (each endpoint counts its own). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAIL_MAX_PER_EMAIL: number = 3;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  MAIL_LIMIT_WINDOW_MINUTES: number = 60;

  /**
   * Client addresses (comma-separated) that the per-address limits leave alone: a test runner's own
   * loopback. The per-account and per-e-mail limits still apply. None by default.
   */
  @IsOptional()
  @Matches(/^\s*([0-9a-f.:]+(\s*,\s*[0-9a-f.:]+)*)?\s*$/i, { message: 'must be a comma-separated list of ip addresses' })
  RATE_LIMIT_EXEMPT_ADDRESSES?: string;
}
