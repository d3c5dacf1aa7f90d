import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { IdentityEnv } from './env.schema.js';

export interface SignInLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

/** The settings the modules read, resolved once from the environment. */
export class IdentitySettings {
  readonly appUrl: string;
  readonly superOwnerEmail: string | null;
  readonly smtpUrl: string | null;
  private readonly devMailboxSwitch: boolean;
  readonly mailFrom: string;
  readonly signInLimits: SignInLimits;
  /** Where domain-proof TXT records are looked up; null: the system's resolvers. */
  readonly dnsServers: string[] | null;

  constructor(env: IdentityEnv) {
    this.appUrl = env.APP_URL.replace(/\/+$/, '');
    this.superOwnerEmail = env.SUPER_OWNER_EMAIL?.trim().toLowerCase() || null;
    this.smtpUrl = env.SMTP_URL ?? null;
    this.devMailboxSwitch = env.DEV_MAILBOX;
    this.mailFrom = env.MAIL_FROM;
    const dnsServers = (env.DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    this.dnsServers = dnsServers.length > 0 ? dnsServers : null;
    this.signInLimits = {
      maxFailuresPerEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: env.LOGIN_LOCK_MINUTES,
    };
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
