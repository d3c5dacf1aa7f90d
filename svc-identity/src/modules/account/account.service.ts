import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { IdentitySettings } from '../../config/identity-settings.js';
import { newSecretToken } from '../../shared/secret-token.js';
import { violatedUniqueIndex } from '../../shared/database-errors.js';
import type { ClientInfo } from '../../shared/client-info.js';
import type { UserEntity } from '../user/user.entity.js';
import { UserService } from '../user/user.service.js';
import { UserRepository } from '../user/user.repository.js';
import type { UserDto } from '../user/dto/user.dto.js';
import { AccountNotFoundError } from '../user/user.errors.js';
import { CompanyService } from '../company/company.service.js';
import { SessionService } from '../session/session.service.js';
import { TokenIssuer, type IssuedToken } from '../signing-key/token-issuer.service.js';
import { PasswordService } from './password.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { MailThrottle } from './mail-throttle.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { EqualTiming } from '../../shared/equal-timing.js';
import { EmailVerificationService } from './email-verification.service.js';
import { UnverifiedAccountExpiry } from './unverified-account-expiry.service.js';
import { AccountMapper } from './account.mapper.js';
import { AwaitingActivationError, EmailChangeNeedsMailError, EmailTakenError, InvalidCredentialsError, SessionExpiredError } from './account.errors.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import type { LoginResponseDto } from './dto/login-response.dto.js';
import type { RegisterResponseDto } from './dto/register-response.dto.js';

export const REGISTERED_MESSAGE = 'Account created. Check your email to verify your account.';
/** Point 1 of issue 9: without e-mail delivery (or at a company that does not allow self-registration). */
export const AWAITING_ACTIVATION_MESSAGE = 'Account created. An administrator of your company must activate your account before you can sign in.';
export const VERIFY_AND_AWAIT_ACTIVATION_MESSAGE =
  'Account created. Check your email to verify your account. An administrator of your company must also activate it before you can sign in.';
export const VERIFIED_MESSAGE = 'Email verified. You can now sign in.';
export const VERIFIED_AWAITING_ACTIVATION_MESSAGE = 'Email verified. An administrator of your company must activate your account before you can sign in.';
export const RESENT_MESSAGE = 'If an unverified account exists with this email, a new verification link has been sent.';
export const RESET_REQUESTED_MESSAGE = "If an account exists with this email, you'll receive a password reset link.";

export interface SignIn {
  answer: LoginResponseDto;
  /** The opaque token of the session cookie; null when no session was created. */
  sessionToken: string | null;
  /**
   * Set when a session was created: the browser gets (or keeps) the account's device cookie, with
   * the nonce it showed (null: a new one).
   */
  device: { nonce: string | null } | null;
}

/** A refresh: the access token, and the session cookie's new token (null: keep the cookie as it is). */
export interface Refreshed {
  token: string;
  user: UserDto;
  sessionToken: string | null;
}

export interface DemoOwner {
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
}

@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);
  // Answers about an existing account and a new one, a known e-mail and an unknown one, take the
  // same time (the short path waits for the full path's usual time).
  private readonly registerTiming = new EqualTiming(100);
  private readonly resetTiming = new EqualTiming(50);
  private readonly resendTiming = new EqualTiming(50);

  constructor(
    private readonly users: UserRepository,
    private readonly outbox: Outbox,
    private readonly userService: UserService,
    private readonly companies: CompanyService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenIssuer,
    private readonly passwords: PasswordService,
    private readonly throttle: SignInThrottle,
    private readonly mailThrottle: MailThrottle,
    private readonly resets: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly expiry: UnverifiedAccountExpiry,
    private readonly settings: IdentitySettings,
  ) {}

  /**
   * Creates the account (unverified) in its company and mails the verification link. Without
   * e-mail delivery, or when its company wants it, the account waits for an owner's or admin's
   * activation instead of joining at once.
   */
  async register(dto: RegisterDto, client: ClientInfo): Promise<RegisterResponseDto> {
    await this.mailThrottle.admit('register', dto.email, client.ipAddress);
    const started = this.registerTiming.start();
    // Hashed first, whether or not the address is taken: the 409 costs the hash's time too.
    const passwordHash = await this.passwords.hash(dto.password);
    // A sign-up nobody verified in time no longer holds its address.
    await this.expiry.releaseIfExpired(dto.email);
    if (await this.users.existsByEmail(dto.email)) {
      await this.registerTiming.done(started, false);
      throw new EmailTakenError();
    }
    const registrant = { email: dto.email, firstName: dto.firstName ?? null, lastName: dto.lastName ?? null };
    try {
      const { userId, token, awaitsActivation } = await this.outbox.transaction(async (manager) => {
        const placement = await this.companies.placeNewUser(manager, registrant);
        const awaitsActivation = placement.awaitsActivation || !this.settings.canDeliverMail;
        const user = await this.userService.create(manager, {
          ...registrant,
          role: placement.role,
          companyId: placement.company.id,
          passwordHash,
          isEmailVerified: false,
          isActive: !awaitsActivation,
        });
        if (placement.created) await this.companies.announceCreated(manager, placement.company, user.id);
        const token = this.settings.canDeliverMail ? await this.verification.issue(manager, user, client) : null;
        return { userId: user.id, token, awaitsActivation };
      });
      if (token) await this.verification.send(dto.email, token);
      await this.registerTiming.done(started, true);
      const message = !awaitsActivation ? REGISTERED_MESSAGE : token ? VERIFY_AND_AWAIT_ACTIVATION_MESSAGE : AWAITING_ACTIVATION_MESSAGE;
      return AccountMapper.toRegistered(await this.userService.loadDto(userId), message, {
        requiresVerification: token !== null,
        requiresActivation: awaitsActivation,
      });
    } catch (error) {
      // The same e-mail registered twice at once: the second insert meets the unique index.
      if (violatedUniqueIndex(error) === 'users_email_key') throw new EmailTakenError();
      throw error;
    }
  }

  /** Mails a reset link when the account exists; limited, and the same answer in the same time either way. */
  async forgotPassword(email: string, client: ClientInfo): Promise<void> {
    await this.mailThrottle.admit('forgot-password', email, client.ipAddress);
    const started = this.resetTiming.start();
    await this.resetTiming.done(started, await this.resets.request(email));
  }

  /** A new verification link for an unverified account; limited, and the same answer in the same time either way. */
  async resendVerification(email: string, client: ClientInfo): Promise<void> {
    await this.mailThrottle.admit('resend-verification', email, client.ipAddress);
    const started = this.resendTiming.start();
    await this.resendTiming.done(started, await this.verification.resend(email, client));
  }

  /**
   * Signs in: admitted by the throttle first (429 when over a limit; `deviceNonce`: the account's
   * device cookie the client showed, see SignInThrottle); an unknown e-mail and a wrong password
   * fail alike (and count); an unverified account is told to verify and gets no session; otherwise
   * a session, an access token, the session cookie's token and the device cookie.
   */
  async login(dto: LoginDto, client: ClientInfo, deviceNonce: string | null = null): Promise<SignIn> {
    const admission = await this.throttle.admit(dto.email, client.ipAddress, deviceNonce);
    const found = await this.users.findCredentials(dto.email);
    const valid = await this.passwords.verify(found?.passwordHash ?? null, dto.password);
    // The failure was counted on admission.
    if (!found || !valid) throw new InvalidCredentialsError();
    await this.throttle.succeeded(admission);
    if (!found.isActive) throw new AwaitingActivationError();
    if (!found.isEmailVerified) {
      return {
        answer: AccountMapper.toVerifyFirst(),
        sessionToken: null,
        device: null,
      };
    }

    const user = await this.userService.load(found.id);
    const sessionId = randomUUID();
    const sessionToken = newSecretToken();
    const issued = await this.issueAccessToken(user, sessionId);
    await this.users.transaction(async (manager) => {
      await this.sessions.create(manager, { id: sessionId, userId: user.id, token: sessionToken, ...client });
      await this.users.update(manager, user.id, { lastLoginAt: new Date() });
    });
    if (found.passwordHash && this.passwords.needsRehash(found.passwordHash)) await this.rehash(user.id, dto.password);
    return {
      answer: AccountMapper.toSignedIn(await this.userService.loadDto(user.id), issued.token),
      sessionToken,
      device: { nonce: admission.key === `device:${deviceNonce}` ? deviceNonce : null },
    };
  }

  /**
   * A new access token for the live session of the cookie, and the cookie's next token (rotation,
   * with reuse detection: see SessionService.rotate); 401 'Session expired' otherwise.
   */
  async refresh(sessionToken: string | null): Promise<Refreshed> {
    const rotation = sessionToken ? await this.sessions.rotate(sessionToken, this.settings.refreshReuseGraceMs) : null;
    if (!rotation || rotation.outcome === 'reused') throw new SessionExpiredError();
    const user = await this.users.findWithCompany(rotation.session.userId);
    if (!user) throw new SessionExpiredError();
    const issued = await this.issueAccessToken(user, rotation.session.id);
    return { token: issued.token, user: this.userService.toDto(user), sessionToken: rotation.outcome === 'rotated' ? rotation.token : null };
  }

  async me(caller: AuthUser): Promise<UserDto> {
    return this.userService.loadOwnDto(caller.id);
  }

  /**
   * Names change at once. A new e-mail address is pending until the link mailed to it is
   * followed (the old address is told); until then sign-in and the header keep the old one. An
   * address someone else holds (or the super-owner's) gets no link, with the same answer, so the
   * profile tells nobody whose address is whose. Putting the current address back calls a
   * pending change off.
   */
  async updateProfile(caller: AuthUser, dto: UpdateProfileDto, client: ClientInfo): Promise<UserDto> {
    // The names and identity.user.profile-changed.v1 in one transaction (none when nothing changed).
    const change = await this.outbox.transaction(async (manager) => {
      const user = await this.users.lockForUpdate(manager, caller.id);
      if (!user) throw new AccountNotFoundError();
      if (dto.email !== user.email && dto.email !== user.pendingEmail && !this.settings.canDeliverMail) throw new EmailChangeNeedsMailError();
      if (user.firstName !== dto.firstName || user.lastName !== dto.lastName) {
        await this.users.update(manager, caller.id, { firstName: dto.firstName, lastName: dto.lastName });
        await this.userService.announceProfile(manager, { ...user, firstName: dto.firstName, lastName: dto.lastName });
      }
      if (dto.email === user.email) {
        if (user.pendingEmail) await this.verification.cancelChange(manager, user.id);
        return null;
      }
      if (dto.email === user.pendingEmail) return null;
      await this.users.update(manager, caller.id, { pendingEmail: dto.email });
      const taken =
        (await this.users.emailTakenByOther(manager, dto.email, caller.id)) ||
        (this.settings.isSuperOwner(dto.email) && !this.settings.isSuperOwner(user.email));
      const token = taken ? null : await this.verification.issue(manager, { id: user.id, email: dto.email }, client);
      return { oldEmail: user.email, newEmail: dto.email, token };
    });
    if (change) await this.verification.sendChange(change.oldEmail, change.newEmail, change.token);
    return this.userService.loadOwnDto(caller.id);
  }

  async logout(caller: AuthUser): Promise<void> {
    await this.sessions.end(caller.sessionId);
  }

  /**
   * The demo seed: a verified owner through the registration's code path (company placement,
   * identity.company.created.v1 and identity.user.registered.v1 through the outbox). Nothing
   * when the e-mail already has an account.
   */
  async provisionOwner(owner: DemoOwner): Promise<{ created: boolean; userId: number }> {
    const existing = await this.users.findByEmail(owner.email);
    if (existing) return { created: false, userId: existing.id };
    const passwordHash = await this.passwords.hash(owner.password);
    const registrant = { email: owner.email, firstName: owner.firstName, lastName: owner.lastName };
    const userId = await this.outbox.transaction(async (manager) => {
      const placement = await this.companies.placeNewUser(manager, registrant);
      const user = await this.userService.create(manager, {
        ...registrant,
        role: 'owner',
        companyId: placement.company.id,
        passwordHash,
        isEmailVerified: true,
      });
      if (placement.created) await this.companies.announceCreated(manager, placement.company, user.id);
      await this.companies.proveOwnDomainBy(manager, user);
      return user.id;
    });
    return { created: true, userId };
  }

  private issueAccessToken(user: UserEntity, sessionId: string): Promise<IssuedToken> {
    return this.tokens.issue({
      userId: user.id,
      email: user.email,
      role: user.role,
      companyId: user.companyId,
      sessionId,
      superOwner: this.settings.isSuperOwner(user.email),
    });
  }

  private async rehash(userId: number, password: string): Promise<void> {
    try {
      await this.users.setPasswordHash(userId, await this.passwords.hash(password));
    } catch (error) {
      this.logger.warn(`rehashing the password of user ${userId} failed: ${String(error)}`);
    }
  }
}
