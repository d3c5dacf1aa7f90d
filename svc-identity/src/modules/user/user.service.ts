import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { USER_DELETED_V1, USER_PROFILE_CHANGED_V1, USER_REGISTERED_V1, type UserRole } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { IdentitySettings } from '../../config/identity-settings.js';
import type { UserEntity } from './user.entity.js';
import { UserRepository } from './user.repository.js';
import { UserMapper } from './user.mapper.js';
import type { UserDto } from './dto/user.dto.js';
import type { Actor } from './access-policy.js';
import { AccountNotFoundError } from './user.errors.js';

export interface NewUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  companyId: number;
  passwordHash: string;
  isEmailVerified: boolean;
  /** False: the account waits for an owner's or admin's activation (default true). */
  isActive?: boolean;
}

/** Users as every module reads and creates them: one place for the DTO and the registered event. */
@Injectable()
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly outbox: Outbox,
    private readonly settings: IdentitySettings,
  ) {}

  /**
   * Inserts the user and writes identity.user.registered.v1 and identity.user.profile-changed.v1
   * (their names and e-mail came into being) in the caller's transaction.
   */
  async create(manager: EntityManager, fields: NewUser): Promise<UserEntity> {
    const user = await this.users.insert(manager, { ...fields, username: usernameOf(fields.email) });
    await this.outbox.add(manager, USER_REGISTERED_V1, {
      userId: user.id,
      companyId: user.companyId,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    });
    await this.announceProfile(manager, user, user.createdAt);
    return user;
  }

  /** Writes identity.user.profile-changed.v1 with the user's current names and e-mail in the caller's transaction. */
  async announceProfile(
    manager: EntityManager,
    user: Pick<UserEntity, 'id' | 'companyId' | 'email' | 'firstName' | 'lastName'>,
    at: Date = new Date(),
  ): Promise<void> {
    await this.outbox.add(manager, USER_PROFILE_CHANGED_V1, {
      userId: user.id,
      companyId: user.companyId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      at: at.toISOString(),
    });
  }

  /**
   * Removes the account holding `email` if it never proved the address (an unverified sign-up),
   * in the caller's transaction, with identity.user.deleted.v1 (deletedBy: the account itself):
   * an invitation's link proves the address, so a stranger's sign-up does not keep its owner out.
   */
  async removeUnprovenHolder(manager: EntityManager, email: string): Promise<void> {
    const holder = await this.users.findUnprovenHolder(manager, email);
    if (!holder) return;
    if (!(await this.users.deleteUnverified(manager, holder.id))) return;
    await this.outbox.add(manager, USER_DELETED_V1, { userId: holder.id, companyId: holder.companyId, deletedBy: holder.id, at: new Date().toISOString() });
  }

  /** The user with their company; 401 when the account no longer exists. */
  async load(id: number): Promise<UserEntity> {
    const user = await this.users.findWithCompany(id);
    if (!user) throw new AccountNotFoundError();
    return user;
  }

  async loadDto(id: number): Promise<UserDto> {
    return this.toDto(await this.load(id));
  }

  toDto(user: UserEntity): UserDto {
    return UserMapper.toDto(user, this.settings.isSuperOwner(user.email));
  }

  /** The user as they see themself (with their pending address). */
  async loadOwnDto(id: number): Promise<UserDto> {
    const user = await this.load(id);
    return UserMapper.toDto(user, this.settings.isSuperOwner(user.email), true);
  }

  /** The caller with their current role from the database. */
  async actor(caller: AuthUser): Promise<Actor> {
    const user = await this.users.findActor(caller.id);
    if (!user) throw new AccountNotFoundError();
    return { id: user.id, email: user.email, companyId: user.companyId, role: user.role, isSuperOwner: this.settings.isSuperOwner(user.email) };
  }
}

/** The username of a new account: the local part of its e-mail. */
export function usernameOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}
