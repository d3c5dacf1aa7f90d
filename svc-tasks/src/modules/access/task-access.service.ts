import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '@milestone/nest-kit';
import { TasksEnv } from '../../config/env.schema.js';
import { TaskPermissionRepository } from './task-permission.repository.js';
import { effectiveLevel, type AccessLevel, type KnownUser, type Subject, type TaskRef } from './access.js';

/** Effective levels of users on tasks: company role, creatorship, grants, super-owner. */
@Injectable()
export class TaskAccess {
  private readonly superOwnerEmail: string | null;

  constructor(
    private readonly permissions: TaskPermissionRepository,
    env: TasksEnv,
  ) {
    this.superOwnerEmail = env.SUPER_OWNER_EMAIL?.trim().toLowerCase() || null;
  }

  /** The caller as their token describes them. */
  subjectOfCaller(caller: AuthUser): Subject {
    return { id: caller.id, companyId: caller.companyId, role: caller.role, isSuperOwner: caller.isSuperOwner };
  }

  /** Another user as the local read model knows them (the super-owner by SUPER_OWNER_EMAIL). */
  subjectOfUser(user: KnownUser): Subject {
    const isSuperOwner = this.superOwnerEmail !== null && user.email?.toLowerCase() === this.superOwnerEmail;
    return { id: user.id, companyId: user.companyId, role: user.role, isSuperOwner };
  }

  async levelOf(subject: Subject, task: TaskRef & { id: number }, manager?: EntityManager): Promise<AccessLevel | null> {
    if (subject.companyId !== task.companyId) return null;
    const granted = await this.permissions.findGrant(task.id, subject.id, manager);
    return effectiveLevel(subject, task, granted?.permission ?? null);
  }

  /**
   * The levels of `subject` on many tasks (a page of the list) by task id, with one query for
   * their grants on all of them: never one query per task.
   */
  async levelsOf(subject: Subject, tasks: ReadonlyArray<TaskRef & { id: number }>): Promise<Map<number, AccessLevel | null>> {
    const ids = tasks.filter((task) => task.companyId === subject.companyId).map((task) => task.id);
    const grantedOn = await this.permissions.grantsOfUser(subject.id, ids);
    return new Map(tasks.map((task) => [task.id, effectiveLevel(subject, task, grantedOn.get(task.id) ?? null)] as const));
  }
}
