import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '@milestone/nest-kit';
import type { TaskPermissionLevel } from '@milestone/contracts';
import { TaskRepository } from '../task/task.repository.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { CompanyUserRepository } from '../company-user/company-user.repository.js';
import { TaskPermissionRepository } from '../access/task-permission.repository.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast, grantRefusal, levelToGrant, type Subject, type TaskRef } from '../access/access.js';
import { GrantRefusedError, PermissionNotFoundError, UserNotFoundError } from './permission.errors.js';
import { toPermissionLevelDto, toPermissionUserDto, toTaskPermissionDto } from './permission.mapper.js';
import type { PermissionLevelDto, TaskPermissionDto } from './dto/task-permission.dto.js';

type Task = TaskRef & { id: number };

/** Grants on a task: who holds which level, granting, removing, and effective levels. */
@Injectable()
export class PermissionService {
  constructor(
    private readonly tasks: TaskRepository,
    private readonly permissions: TaskPermissionRepository,
    private readonly users: CompanyUserRepository,
    private readonly dataSource: DataSource,
    private readonly access: TaskAccess,
  ) {}

  private async taskOf(caller: AuthUser, taskId: number): Promise<Task> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /** One grant per task at a time: the task's row lock orders concurrent grants on it. */
  private async lockTask(manager: EntityManager, caller: AuthUser, taskId: number): Promise<Task> {
    const task = await this.tasks.lockForUpdate(manager, caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /** The caller themself (as their token says), or a user of the caller's company from the read model. */
  private async subjectOf(caller: AuthUser, userId: number, manager?: EntityManager): Promise<Subject> {
    if (userId === caller.id) return this.access.subjectOfCaller(caller);
    const user = await this.users.findInCompany(caller.companyId, userId, manager);
    if (!user) throw new UserNotFoundError();
    return this.access.subjectOfUser(user);
  }

  async list(caller: AuthUser, taskId: number): Promise<TaskPermissionDto[]> {
    const task = await this.taskOf(caller, taskId);
    const rows = await this.permissions.listOfTask(task.id);
    const users = await this.users.findManyInCompany(task.companyId, [...new Set(rows.map((r) => r.userId))]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((permission) => toTaskPermissionDto(permission, toPermissionUserDto(permission.userId, byId.get(permission.userId))));
  }

  /** Sets `userId`'s level on the task (replacing the one they had). */
  async grant(caller: AuthUser, taskId: number, userId: number, permission: TaskPermissionLevel): Promise<TaskPermissionDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, taskId);
      const target = await this.subjectOf(caller, userId, manager);
      const existing = await this.permissions.findGrant(task.id, userId, manager);
      await this.check(caller, task, target, permission, existing?.permission ?? null, manager);
      return this.permissions.save(manager, existing, { taskId: task.id, userId, permission, grantedBy: caller.id });
    });
    const user = await this.users.findInCompany(caller.companyId, userId);
    return toTaskPermissionDto(saved, toPermissionUserDto(userId, user, caller.email));
  }

  /** Removes `userId`'s granted level (only when it is `permission`, if given): the "none" choice. */
  async revoke(caller: AuthUser, taskId: number, userId: number, permission?: TaskPermissionLevel): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, taskId);
      const existing = await this.permissions.findGrant(task.id, userId, manager);
      if (!existing || (permission && existing.permission !== permission)) throw new PermissionNotFoundError();
      const target: Subject =
        userId === caller.id ? this.access.subjectOfCaller(caller) : { id: userId, companyId: task.companyId, role: 'user', isSuperOwner: false };
      await this.check(caller, task, target, null, existing.permission, manager);
      await this.permissions.delete(manager, existing.id);
    });
  }

  /** `userId`'s effective level on the task; 404 for a task or user outside the caller's company. */
  async levelOf(caller: AuthUser, userId: number, taskId: number): Promise<PermissionLevelDto> {
    const task = await this.taskOf(caller, taskId);
    const subject = await this.subjectOf(caller, userId);
    return toPermissionLevelDto(await this.access.levelOf(subject, task));
  }

  private async check(
    caller: AuthUser,
    task: Task,
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
