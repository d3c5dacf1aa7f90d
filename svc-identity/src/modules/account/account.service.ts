import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository, type EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { UserEntity } from '../user/user.entity.js';
import { UserMapper } from '../user/user.mapper.js';
import type { UserDto } from '../user/dto/user.dto.js';
import { CompanyService } from '../company/company.service.js';
import { SessionService } from '../session/session.service.js';
import { TokenIssuer } from '../signing-key/token-issuer.service.js';
import { PasswordService } from './password.service.js';
import { AccountNotFoundError, EmailTakenError, InvalidCredentialsError, violatedUniqueIndex } from './account.errors.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { LoginDto } from './dto/login.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import type { LoginResponseDto } from './dto/login-response.dto.js';

export const REGISTERED_MESSAGE = 'Account created successfully. You can now sign in.';
export const LOGIN_MESSAGE = 'Login successful';

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly outbox: Outbox,
    private readonly companies: CompanyService,
    private readonly sessions: SessionService,
    private readonly tokens: TokenIssuer,
    private readonly passwords: PasswordService,
  ) {}

  async register(dto: RegisterDto): Promise<UserDto> {
    if (await this.users.existsBy({ email: dto.email })) throw new EmailTakenError();
    const passwordHash = await this.passwords.hash(dto.password);
    const registrant = { email: dto.email, firstName: dto.firstName ?? null, lastName: dto.lastName ?? null };
    try {
      const userId = await this.outbox.transaction(async (manager) => {
        const placement = await this.companies.placeNewUser(manager, registrant);
        const user = await manager.save(
          manager.create(UserEntity, {
            ...registrant,
            username: usernameOf(dto.email),
            role: placement.role,
            companyId: placement.company.id,
            passwordHash,
            // Until e-mail verification exists (accounts issue), a new account signs in at once.
            isEmailVerified: false,
          }),
        );
        if (placement.created) await this.companies.announceCreated(manager, placement.company, user.id);
        return user.id;
      });
      return UserMapper.toDto(await this.loadUser(userId));
    } catch (error) {
      // The same e-mail registered twice at once: the second insert meets the unique index.
      if (violatedUniqueIndex(error) === 'users_email_key') throw new EmailTakenError();
      throw error;
    }
  }

  async login(dto: LoginDto, client: ClientInfo): Promise<LoginResponseDto> {
    const found = await this.users.findOne({ where: { email: dto.email }, select: { id: true, passwordHash: true } });
    const valid = await this.passwords.verify(found?.passwordHash ?? null, dto.password);
    if (!found || !valid) throw new InvalidCredentialsError();
    const user = await this.loadUser(found.id);

    const sessionId = randomUUID();
    const issued = await this.tokens.issue({
      userId: user.id,
      email: user.email,
      role: user.role,
      companyId: user.companyId,
      sessionId,
    });
    const now = new Date();
    await this.users.manager.transaction(async (manager: EntityManager) => {
      await this.sessions.create(manager, { id: sessionId, userId: user.id, token: issued.token, expiresAt: issued.expiresAt, ...client });
      await manager.update(UserEntity, { id: user.id }, { lastLoginAt: now });
    });
    if (found.passwordHash && this.passwords.needsRehash(found.passwordHash)) await this.rehash(user.id, dto.password);
    const signedIn = await this.loadUser(user.id);
    return { success: true, user: UserMapper.toDto(signedIn), token: issued.token, requiresVerification: false, message: LOGIN_MESSAGE };
  }

  async me(caller: AuthUser): Promise<UserDto> {
    return UserMapper.toDto(await this.loadUser(caller.id));
  }

  async updateProfile(caller: AuthUser, dto: UpdateProfileDto): Promise<UserDto> {
    if (await this.users.existsBy({ email: dto.email, id: Not(caller.id) })) throw new EmailTakenError();
    try {
      const result = await this.users.update({ id: caller.id }, { firstName: dto.firstName, lastName: dto.lastName, email: dto.email });
      if (!result.affected) throw new AccountNotFoundError();
    } catch (error) {
      if (violatedUniqueIndex(error) === 'users_email_key') throw new EmailTakenError();
      throw error;
    }
    return UserMapper.toDto(await this.loadUser(caller.id));
  }

  async logout(caller: AuthUser): Promise<void> {
    await this.sessions.end(caller.sessionId);
  }

  private async loadUser(id: number): Promise<UserEntity> {
    const user = await this.users.findOne({ where: { id }, relations: { company: true } });
    if (!user) throw new AccountNotFoundError();
    return user;
  }

  private async rehash(userId: number, password: string): Promise<void> {
    try {
      await this.users.update({ id: userId }, { passwordHash: await this.passwords.hash(password) });
    } catch (error) {
      this.logger.warn(`rehashing the password of user ${userId} failed: ${String(error)}`);
    }
  }
}

function usernameOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}
