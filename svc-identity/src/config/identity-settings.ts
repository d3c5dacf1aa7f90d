import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { IdentityEnv } from './env.schema.js';

export interface SignInLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
  /** The longest wait of a slowed-down address's unknown clients, in ms. */
  addressMaxDelayMs: number;
}

/** The limits of register, forgot-password and resend-verification (they send e-mail). */
export interface MailLimits {
  maxPerAddress: number;
  maxPerEmail: number;
  windowMinutes: number;
}

/** The settings the modules read, resolved once from the environment. */
export class IdentitySettings {
  readonly appUrl: string;
  readonly superOwnerEmail: string | null;
  readonly smtpUrl: string | null;
  private readonly devMailboxSwitch: boolean;
  readonly mailFrom: string;
  readonly signInLimits: SignInLimits;
  readonly mailLimits: MailLimits;
  /** How long a just-replaced session cookie still refreshes, in ms. */
  readonly refreshReuseGraceMs: number;
  /** Client addresses the per-address limits leave alone. */
  readonly rateLimitExemptAddresses: ReadonlySet<string>;
  /** Where domain-proof TXT records are looked up; null: the system's resolvers. */
  readonly dnsServers: string[] | null;

  constructor(env: IdentityEnv) {
    this.appUrl = env.APP_URL.replace(/\/+$/, '');
    this.superOwnerEmail = env.SUPER_OWNER_EMAIL?.trim().toLowerCase() || null;
    this.smtpUrl = env.SMTP_URL ?? null;
    this.devMailboxSwitch = env.DEV_MAILBOX;
    this.mailFrom = env.MAIL_FROM;
    const dnsServers = (env.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    this.dnsServers = dnsServers.length > 0 ? dnsServers : null;
    this.signInLimits = {
      maxFailuresPerEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: env.LOGIN_LOCK_MINUTES,
      addressMaxDelayMs: env.LOGIN_ADDRESS_MAX_DELAY_SECONDS * 1000,
    };
    this.mailLimits = { maxPerAddress: env.MAIL_MAX_PER_ADDRESS, maxPerEmail: env.MAIL_MAX_PER_EMAIL, windowMinutes: env.MAIL_LIMIT_WINDOW_MINUTES };
    this.refreshReuseGraceMs = env.REFRESH_REUSE_GRACE_SECONDS * 1000;
    this.rateLimitExemptAddresses = new Set(
      (env.RATE_LIMIT_EXEMPT_ADDRESSES ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    );
  }

  /** The configured super-owner: all permissions, treated as admin everywhere. */
  isSuperOwner(email: string): boolean {
    return this.superOwnerEmail !== null && email.toLowerCase() === this.superOwnerEmail;
  }

  /** An absolute link into the app, for e-mails. */
  link(path: string): string {
    return `${this.appUrl}${path}`;
  }

  /** The session cookie is Secure when the app is served over https. */
  get secureCookies(): boolean {
    return this.appUrl.startsWith('https:');
  }

  /** The dev mailbox is on only when no SMTP server is configured AND it is switched on (DEV_MAILBOX). */
  get devMailbox(): boolean {
    return this.smtpUrl === null && this.devMailboxSwitch;
  }

  /**
   * Whether e-mail reaches anyone (SMTP or the dev mailbox). Without it, sign-ups wait for an
   * owner's or admin's activation instead of a verification link.
   */
  get canDeliverMail(): boolean {
    return this.smtpUrl !== null || this.devMailbox;
  }
}

@Global()
@Module({})
export class IdentitySettingsModule {
  static forRoot(env: IdentityEnv): DynamicModule {
    return {
      module: IdentitySettingsModule,
      providers: [{ provide: IdentitySettings, useValue: new IdentitySettings(env) }],
      exports: [IdentitySettings],
    };
  }
}
