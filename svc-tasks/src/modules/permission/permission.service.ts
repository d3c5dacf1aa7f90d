import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope, type AuthUser } from '@milestone/nest-kit';
import type { TaskPermissionLevel } from '@milestone/contracts';
import { TaskEntity } from '../task/task.entity.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { CompanyUserEntity } from './company-user.entity.js';
import { TaskPermissionEntity } from './task-permission.entity.js';
import { TaskAccess } from './task-access.service.js';
import { atLeast, grantRefusal, levelToGrant, type AccessLevel, type Subject } from './access.js';
import { GrantRefusedError, PermissionNotFoundError, UserNotFoundError } from './permission.errors.js';

export interface PermissionWithUser {
  permission: TaskPermissionEntity;
  user: Pick<CompanyUserEntity, 'id' | 'firstName' | 'lastName' | 'email'>;
}

/** Grants on a task: who holds which level, granting, removing, and effective levels. */
@Injectable()
export class PermissionService {
  private readonly tasks: CompanyScope<TaskEntity>;

  constructor(
    @InjectRepository(TaskEntity) taskRepo: Repository<TaskEntity>,
    @InjectRepository(TaskPermissionEntity) private readonly permissions: Repository<TaskPermissionEntity>,
    @InjectRepository(CompanyUserEntity) private readonly users: Repository<CompanyUserEntity>,
    private readonly dataSource: DataSource,
    private readonly access: TaskAccess,
  ) {
    this.tasks = new CompanyScope(taskRepo);
  }

  private async taskOf(caller: AuthUser, taskId: number): Promise<TaskEntity> {
    const task = await this.tasks.findOne(caller.companyId, { id: taskId });
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /** The caller themself (as their token says), or a user of the caller's company from the read model. */
  private async subjectOf(caller: AuthUser, userId: number, manager?: EntityManager): Promise<Subject> {
    if (userId === caller.id) return this.access.subjectOfCaller(caller);
    const repo = manager ? manager.getRepository(CompanyUserEntity) : this.users;
    const user = await repo.findOne({ where: { id: userId, companyId: caller.companyId } });
    if (!user) throw new UserNotFoundError();
    return this.access.subjectOfUser(user);
  }

  async list(caller: AuthUser, taskId: number): Promise<PermissionWithUser[]> {
    const task = await this.taskOf(caller, taskId);
    const rows = await this.permissions.find({ where: { taskId: task.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const users = rows.length
      ? await this.users.find({ where: rows.map((r) => ({ id: r.userId, companyId: task.companyId })) })
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((permission) => {
      const user = byId.get(permission.userId);
      return {
        permission,
        user: { id: permission.userId, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, email: user?.email ?? null },
      };
    });
  }

  /** Sets `userId`'s level on the task (replacing the one they had). */
  async grant(caller: AuthUser, taskId: number, userId: number, permission: TaskPermissionLevel): Promise<PermissionWithUser> {
    const task = await this.taskOf(caller, taskId);
    const saved = await this.dataSource.transaction(async (manager) => {
      // One grant per task at a time: the lock orders concurrent grants on the same task.
      await manager.query('SELECT id FROM tasks WHERE id = $1 FOR UPDATE', [task.id]);
      const target = await this.subjectOf(caller, userId, manager);
      const existing = await manager.findOne(TaskPermissionEntity, { where: { taskId: task.id, userId } });
      await this.check(caller, task, target, permission, existing?.permission ?? null, manager);
      if (existing) {
        existing.permission = permission;
        existing.grantedBy = caller.id;
        return manager.save(existing);
      }
      return manager.save(manager.create(TaskPermissionEntity, { taskId: task.id, userId, permission, grantedBy: caller.id }));
    });
    const user = await this.users.findOne({ where: { id: userId } });
    return {
      permission: saved,
      user: { id: userId, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, email: user?.email ?? caller.email },
    };
  }

  /** Removes `userId`'s granted level (only when it is `permission`, if given): the "none" choice. */
  async revoke(caller: AuthUser, taskId: number, userId: number, permission?: TaskPermissionLevel): Promise<void> {
    const task = await this.taskOf(caller, taskId);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM tasks WHERE id = $1 FOR UPDATE', [task.id]);
      const existing = await manager.findOne(TaskPermissionEntity, { where: { taskId: task.id, userId } });
      if (!existing || (permission && existing.permission !== permission)) throw new PermissionNotFoundError();
      const target: Subject =
        userId === caller.id ? this.access.subjectOfCaller(caller) : { id: userId, companyId: task.companyId, role: 'user', isSuperOwner: false };
      await this.check(caller, task, target, null, existing.permission, manager);
      await manager.delete(TaskPermissionEntity, { id: existing.id });
    });
  }

  /** `userId`'s effective level on the task; 404 for a task or user outside the caller's company. */
  async levelOf(caller: AuthUser, userId: number, taskId: number): Promise<AccessLevel | null> {
    const task = await this.taskOf(caller, taskId);
    const subject = await this.subjectOf(caller, userId);
    return this.access.levelOf(subject, task);
  }

  private async check(
    caller: AuthUser,
    task: TaskEntity,
    target: Subject,
    permission: TaskPermissionLevel | null,
    replaced: TaskPermissionLevel | null,
    manager: EntityManager,
  ): Promise<void> {
    const granterLevel = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
    const targetLevel = await this.access.levelOf(target, task, manager);
    const refusal = grantRefusal({ granterId: caller.id, granterLevel, targetId: target.id, targetLevel, permission, replaced });
    if (!refusal) return;
    const refusedLevel = permission && !atLeast(granterLevel, levelToGrant(permission)) ? permission : replaced;
    throw new GrantRefusedError(refusal, refusedLevel);
  }
}
