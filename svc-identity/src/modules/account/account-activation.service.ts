import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '@milestone/nest-kit';
import { UserEntity } from '../user/user.entity.js';
import { UserService } from '../user/user.service.js';
import type { UserDto } from '../user/dto/user.dto.js';
import { isAdmin } from '../user/access-policy.js';
import { AdminRequiredError, UserNotFoundError } from '../user/user.errors.js';
import { CompanyService } from '../company/company.service.js';
import { EmailVerificationLogEntity } from './email-verification-log.entity.js';

/**
 * An owner or admin activates an account that waits for it (no mail delivery, or a sign-up at a
 * company that does not allow self-registration): it becomes verified and active, vouched for by
 * the admin, and takes a seat (refused when the company is full).
 */
@Injectable()
export class AccountActivationService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly userService: UserService,
    private readonly companies: CompanyService,
  ) {}

  async activate(caller: AuthUser, userId: number): Promise<UserDto> {
    const actor = await this.userService.actor(caller);
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const target = await this.users.findOneBy({ id: userId, companyId: actor.companyId });
    if (!target) throw new UserNotFoundError();
    if (!target.isActive) {
      await this.users.manager.transaction(async (manager) => {
        await this.companies.assertRoomForOneMore(manager, target.companyId);
        await manager.update(
          UserEntity,
          { id: target.id, isActive: false },
          { isActive: true, isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null },
        );
        // Their verification link has nothing left to do.
        await manager.update(EmailVerificationLogEntity, { userId: target.id, status: 'sent' }, { status: 'superseded' });
      });
    }
    return this.userService.loadDto(target.id);
  }
}
