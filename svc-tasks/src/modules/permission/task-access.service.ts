import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '@milestone/nest-kit';
import { TasksEnv } from '../../config/env.schema.js';
import { TaskPermissionEntity } from './task-permission.entity.js';
import type { CompanyUserEntity } from './company-user.entity.js';
import { effectiveLevel, type AccessLevel, type Subject, type TaskRef } from './access.js';

/** Effective levels of users on tasks: company role, creatorship, grants, super-owner. */
@Injectable()
export class TaskAccess {
  private readonly superOwnerEmail: string | null;

  constructor(
    @InjectRepository(TaskPermissionEntity) private readonly permissions: Repository<TaskPermissionEntity>,
    env: TasksEnv,
  ) {
    this.superOwnerEmail = env.SUPER_OWNER_EMAIL?.trim().toLowerCase() || null;
  }

  /** The caller as their token describes them. */
  subjectOfCaller(caller: AuthUser): Subject {
    return { id: caller.id, companyId: caller.companyId, role: caller.role, isSuperOwner: caller.isSuperOwner };
  }

  /** Another user as the local read model knows them (the super-owner by SUPER_OWNER_EMAIL). */
  subjectOfUser(user: CompanyUserEntity): Subject {
    const isSuperOwner = this.superOwnerEmail !== null && user.email?.toLowerCase() === this.superOwnerEmail;
    return { id: user.id, companyId: user.companyId, role: user.role, isSuperOwner };
  }

  async levelOf(subject: Subject, task: TaskRef & { id: number }, manager?: EntityManager): Promise<AccessLevel | null> {
    if (subject.companyId !== task.companyId) return null;
    const repo = manager ? manager.getRepository(TaskPermissionEntity) : this.permissions;
    const granted = await repo.findOne({ where: { taskId: task.id, userId: subject.id } });
    return effectiveLevel(subject, task, granted?.permission ?? null);
  }
}
