import { Injectable, Logger } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Outbox } from '@milestone/nest-kit';
import {
  TASK_UPDATED_V1,
  type CompanyCreatedV1,
  type UserDeletedV1,
  type UserProfileChangedV1,
  type UserRegisteredV1,
  type UserRoleChangedV1,
} from '@milestone/contracts';
import { TaskEntity } from '../task/task.entity.js';
import { CompanyUserEntity } from './company-user.entity.js';
import { TaskPermissionEntity } from './task-permission.entity.js';

/**
 * The local read model of users, kept by identity events. Every handler is idempotent by itself
 * (upserts, deletes), on top of the consumer's inbox.
 */
@Injectable()
export class CompanyUsers {
  private readonly logger = new Logger(CompanyUsers.name);

  constructor(private readonly outbox: Outbox) {}

  /** The e-mail of the registration is kept only while no profile event (always as new or newer) has arrived. */
  async registered(event: UserRegisteredV1, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, email, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id,
         email = CASE WHEN company_users.profile_at IS NULL THEN EXCLUDED.email ELSE company_users.email END,
         role = CASE WHEN company_users.role = 'owner' AND company_users.company_id = EXCLUDED.company_id THEN 'owner' ELSE EXCLUDED.role END,
         updated_at = now()`,
      [event.userId, event.companyId, event.email.toLowerCase(), event.role],
    );
  }

  /**
   * The user's names and e-mail, newest `at` wins. When it comes before the registration, the row
   * is made with the least role ('user'); the registration (or the company's creation) then sets
   * the real one and keeps these names.
   */
  async profileChanged(event: UserProfileChangedV1, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, email, first_name, last_name, role, profile_at) VALUES ($1, $2, $3, $4, $5, 'user', $6)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         profile_at = EXCLUDED.profile_at, updated_at = now()
       WHERE company_users.profile_at IS NULL OR company_users.profile_at <= EXCLUDED.profile_at`,
      [event.userId, event.companyId, event.email.toLowerCase(), event.firstName, event.lastName, event.at],
    );
  }

  /** A new company's ownerUserId is its owner (the user's own registration may come before or after). */
  async companyCreated(event: CompanyCreatedV1, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, role) VALUES ($1, $2, 'owner')
       ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id, role = 'owner', updated_at = now()`,
      [event.ownerUserId, event.companyId],
    );
  }

  async roleChanged(event: UserRoleChangedV1, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, updated_at = now() WHERE company_users.company_id = EXCLUDED.company_id`,
      [event.userId, event.companyId, event.newRole],
    );
  }

  /**
   * A deleted user: their task permissions go, and the tasks they owned pass to the company's
   * owner (the read model's owner of lowest id; nobody when the company has none left).
   */
  async deleted(event: UserDeletedV1, manager: EntityManager): Promise<void> {
    await manager.delete(CompanyUserEntity, { id: event.userId });
    const removed = await manager.delete(TaskPermissionEntity, { userId: event.userId });
    const owner = await manager.findOne(CompanyUserEntity, {
      where: { companyId: event.companyId, role: 'owner' },
      order: { id: 'ASC' },
    });
    const newOwner = owner?.id ?? null;
    const owned = await manager.find(TaskEntity, { where: { companyId: event.companyId, ownerId: event.userId }, withDeleted: true });
    if (owned.length > 0) {
      await manager.update(TaskEntity, { id: In(owned.map((t) => t.id)) }, { ownerId: newOwner, version: () => 'version + 1' });
      const updated = await manager.find(TaskEntity, { where: { id: In(owned.map((t) => t.id)) }, withDeleted: true });
      for (const task of updated) {
        if (task.deletedAt) continue;
        await this.outbox.add(manager, TASK_UPDATED_V1, {
          taskId: task.id,
          companyId: task.companyId,
          name: task.name,
          type: task.type,
          status: task.status,
          ownerId: task.ownerId,
          version: task.version,
          changed: ['ownerId'],
          updatedBy: null,
          updatedAt: task.updatedAt.toISOString(),
        });
      }
    }
    this.logger.log(
      `user ${event.userId} deleted: ${removed.affected ?? 0} permissions removed, ${owned.length} tasks passed to ${newOwner ?? 'nobody'}`,
    );
  }
}
