import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyCreatedV1, UserDeletedV1, UserProfileChangedV1, UserRegisteredV1, UserRoleChangedV1 } from '@milestone/contracts';
import { TaskPermissionRepository } from '../access/task-permission.repository.js';
import { TaskService } from '../task/task.service.js';
import { ScheduleRepository } from '../schedule/schedule.repository.js';
import { CompanyUserRepository } from './company-user.repository.js';

/**
 * The local read model of users, kept by identity events. Every handler is idempotent by itself
 * (upserts, deletes), on top of the consumer's inbox.
 */
@Injectable()
export class CompanyUsers {
  private readonly logger = new Logger(CompanyUsers.name);

  constructor(
    private readonly users: CompanyUserRepository,
    private readonly permissions: TaskPermissionRepository,
    private readonly tasks: TaskService,
    private readonly schedules: ScheduleRepository,
  ) {}

  registered(event: UserRegisteredV1, manager: EntityManager): Promise<void> {
    return this.users.upsertRegistered(manager, event);
  }

  profileChanged(event: UserProfileChangedV1, manager: EntityManager): Promise<void> {
    return this.users.upsertProfile(manager, event);
  }

  companyCreated(event: CompanyCreatedV1, manager: EntityManager): Promise<void> {
    return this.users.upsertCompanyOwner(manager, event);
  }

  roleChanged(event: UserRoleChangedV1, manager: EntityManager): Promise<void> {
    return this.users.upsertRole(manager, event);
  }

  /**
   * A deleted user: their task permissions go, and the tasks they owned pass to the company's
   * owner (the read model's owner of lowest id; nobody when the company has none left).
   */
  async deleted(event: UserDeletedV1, manager: EntityManager): Promise<void> {
    await this.users.remove(manager, event.companyId, event.userId);
    const removed = await this.permissions.deleteOfUser(manager, event.userId);
    const newOwner = (await this.users.ownerOf(manager, event.companyId))?.id ?? null;
    const passed = await this.tasks.reassignOwner(manager, event.companyId, event.userId, newOwner);
    // A schedule never runs as a deleted user: it runs as the owner now, or stops (its task no longer 'scheduled').
    const unscheduled = await this.schedules.reassignRunAs(manager, event.companyId, event.userId, newOwner);
    for (const taskId of unscheduled) {
      if ((await this.schedules.countEnabled(manager, event.companyId, taskId)) === 0)
        await this.tasks.setScheduled(manager, event.companyId, taskId, false, null);
    }
    this.logger.log(
      `user ${event.userId} deleted: ${removed} permissions removed, ${passed} tasks passed to ${newOwner ?? 'nobody'}, ${unscheduled.length} tasks' schedules stopped`,
    );
  }
}
