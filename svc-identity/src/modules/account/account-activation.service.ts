import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { UserService } from '../user/user.service.js';
import { UserRepository } from '../user/user.repository.js';
import type { UserDto } from '../user/dto/user.dto.js';
import { isAdmin } from '../user/access-policy.js';
import { AdminRequiredError, UserNotFoundError } from '../user/user.errors.js';
import { CompanyService } from '../company/company.service.js';
import { EmailVerificationLogRepository } from './email-verification-log.repository.js';

/**
 * An owner or admin activates an account that waits for it (no mail delivery, or a sign-up at a
 * company that does not allow self-registration): it becomes verified and active, vouched for by
 * the admin, and takes a seat (refused when the company is full).
 */
@Injectable()
export class AccountActivationService {
  constructor(
    private readonly users: UserRepository,
    private readonly links: EmailVerificationLogRepository,
    private readonly userService: UserService,
    private readonly companies: CompanyService,
  ) {}

  async activate(caller: AuthUser, userId: number): Promise<UserDto> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const target = await this.users.findOfCompany(actor.companyId, userId);
    if (!target) throw new UserNotFoundError();
    if (!target.isActive) {
      await this.users.transaction(async (manager) => {
        await this.companies.assertRoomForOneMore(manager, target.companyId);
        await this.users.activateOfCompany(manager, target.companyId, target.id);
        // Their verification link has nothing left to do.
        await this.links.supersedeOpen(manager, target.id);
      });
    }
    return this.userService.loadDto(target.id);
  }
}
