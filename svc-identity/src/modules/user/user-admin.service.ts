import { Injectable } from '@nestjs/common';
import { USER_DELETED_V1, USER_ROLE_CHANGED_V1, type UserRole } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { SessionService } from '../session/session.service.js';
import { UserService } from './user.service.js';
import { UserRepository, type Page } from './user.repository.js';
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

/**
 * The company's users as its admins manage them. Rules: plain users manage nobody; nobody changes
 * their own role or deletes themselves; the super-owner's role never changes and they are never
 * deleted; only an owner or the super-owner makes, unmakes or deletes an owner. Another company's
 * user is not found.
 */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly users: UserRepository,
    private readonly userService: UserService,
    private readonly sessions: SessionService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A page of the caller's company, by name, and how many match in all; `filter` keeps one role,
   * or the accounts waiting for activation.
   */
  async list(caller: AuthUser, page: Page, filter?: UserFilter): Promise<[UserDto[], number]> {
    const [users, total] = await this.users.listOfCompany(caller.companyId, page, filter);
    return [users.map((u) => this.userService.toDto(u)), total];
  }

  /** A page of the users of the caller's company whose e-mail contains `part` (any case), and how many match. */
  async search(caller: AuthUser, part: string, page: Page): Promise<[UserDto[], number]> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const [users, total] = await this.users.searchOfCompany(actor.companyId, part, page);
    return [users.map((u) => this.userService.toDto(u)), total];
  }

  async changeRole(caller: AuthUser, userId: number, role: UserRole): Promise<UserDto> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const target = await this.users.findOfCompany(actor.companyId, userId);
    if (!target) throw new UserNotFoundError();
    if (target.id === actor.id) throw new OwnRoleChangeError();
    if (this.userService.toDto(target).isSuperOwner) throw new SuperOwnerRoleError();
    if ((target.role === 'owner' || role === 'owner') && !isOwner(actor)) throw new OwnerRoleRequiredError();
    if (target.role === role) return this.userService.loadDto(target.id);

    const oldRole = target.role;
    await this.outbox.transaction(async (manager) => {
      await this.users.updateRoleOfCompany(manager, target.companyId, target.id, role);
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
    const target = await this.users.findOfCompany(actor.companyId, userId);
    if (!target) throw new UserNotFoundError();
    if (target.id === actor.id) throw new OwnAccountDeletionError();
    if (this.userService.toDto(target).isSuperOwner) throw new SuperOwnerDeletionError();
    if (target.role === 'owner' && !isOwner(actor)) throw new OwnerDeletionError();

    // End the sessions first: the rows go with the user, and other services must refuse the tokens.
    await this.sessions.endAllOf(target.id);
    await this.outbox.transaction(async (manager) => {
      await this.users.deleteOfCompany(manager, target.companyId, target.id);
      await this.outbox.add(manager, USER_DELETED_V1, {
        userId: target.id,
        companyId: target.companyId,
        deletedBy: actor.id,
        at: new Date().toISOString(),
      });
    });
  }
}
