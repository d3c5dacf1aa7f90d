import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { USER_DELETED_V1, USER_ROLE_CHANGED_V1, type UserRole } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { SessionService } from '../session/session.service.js';
import { UserEntity } from './user.entity.js';
import { UserService } from './user.service.js';
import type { UserDto } from './dto/user.dto.js';
import type { UserFilter } from './dto/list-users.query.dto.js';
import { isAdmin, isDemotion, isOwner } from './access-policy.js';
import {
  AdminRequiredError,
  OwnAccountDeletionError,
  OwnerDeletionError,
  OwnerRoleRequiredError,
  OwnRoleChangeError,
  SuperOwnerDeletionError,
  SuperOwnerRoleError,
  UserNotFoundError,
} from './user.errors.js';

/** Where a page of a list starts and how many rows it holds at most. */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * The company's users as its admins manage them. Rules: plain users manage nobody; nobody changes
 * their own role or deletes themselves; the super-owner's role never changes and they are never
 * deleted; only an owner or the super-owner makes, unmakes or deletes an owner. Another company's
 * user is not found.
 */
@Injectable()
export class UserAdminService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly userService: UserService,
    private readonly sessions: SessionService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A page of the caller's company, by name (id breaks ties, so pages never overlap), and how many
   * match in all; `filter` keeps one role, or the accounts waiting for activation. The company
   * join is one row per user, so a plain LIMIT/OFFSET pages it.
   */
  async list(caller: AuthUser, page: Page, filter?: UserFilter): Promise<[UserDto[], number]> {
    const query = this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.company', 'company')
      .where('u.company_id = :companyId', { companyId: caller.companyId });
    if (filter === 'pending') query.andWhere('u.is_active = false');
    else if (filter) query.andWhere('u.role = :role', { role: filter });
    const [users, total] = await query
      .orderBy('lower(u.first_name)', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u.last_name)', 'ASC', 'NULLS LAST')
      .addOrderBy('u.email', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(page.limit)
      .offset(page.offset)
      .getManyAndCount();
    return [users.map((u) => this.userService.toDto(u)), total];
  }

  /** A page of the users of the caller's company whose e-mail contains `part` (any case), and how many match. */
  async search(caller: AuthUser, part: string, page: Page): Promise<[UserDto[], number]> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const pattern = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [users, total] = await this.users
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.company', 'company')
      .where('u.company_id = :companyId', { companyId: actor.companyId })
      .andWhere(`u.email LIKE :pattern ESCAPE '\\'`, { pattern })
      .orderBy('u.email', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(page.limit)
      .offset(page.offset)
      .getManyAndCount();
    return [users.map((u) => this.userService.toDto(u)), total];
  }

  async changeRole(caller: AuthUser, userId: number, role: UserRole): Promise<UserDto> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const target = await this.users.findOneBy({ id: userId, companyId: actor.companyId });
    if (!target) throw new UserNotFoundError();
    if (target.id === actor.id) throw new OwnRoleChangeError();
    if (this.userService.toDto(target).isSuperOwner) throw new SuperOwnerRoleError();
    if ((target.role === 'owner' || role === 'owner') && !isOwner(actor)) throw new OwnerRoleRequiredError();
    if (target.role === role) return this.userService.loadDto(target.id);

    const oldRole = target.role;
    await this.outbox.transaction(async (manager) => {
      await manager.update(UserEntity, { id: target.id }, { role });
      await this.outbox.add(manager, USER_ROLE_CHANGED_V1, {
        userId: target.id,
        companyId: target.companyId,
        oldRole,
        newRole: role,
        changedBy: actor.id,
        at: new Date().toISOString(),
      });
    });
    // Tokens carry the role for up to 15 minutes: a user who loses privileges signs in again.
    if (isDemotion(oldRole, role)) await this.sessions.endAllOf(target.id);
    return this.userService.loadDto(target.id);
  }

  async delete(caller: AuthUser, userId: number): Promise<void> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const target = await this.users.findOneBy({ id: userId, companyId: actor.companyId });
    if (!target) throw new UserNotFoundError();
    if (target.id === actor.id) throw new OwnAccountDeletionError();
    if (this.userService.toDto(target).isSuperOwner) throw new SuperOwnerDeletionError();
    if (target.role === 'owner' && !isOwner(actor)) throw new OwnerDeletionError();

    // End the sessions first: the rows go with the user, and other services must refuse the tokens.
    await this.sessions.endAllOf(target.id);
    await this.outbox.transaction(async (manager) => {
      await manager.delete(UserEntity, { id: target.id });
      await this.outbox.add(manager, USER_DELETED_V1, {
        userId: target.id,
        companyId: target.companyId,
        deletedBy: actor.id,
        at: new Date().toISOString(),
      });
    });
  }
}
