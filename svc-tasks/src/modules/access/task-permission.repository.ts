import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { TaskPermissionLevel } from '@milestone/contracts';
import { TaskPermissionEntity } from './task-permission.entity.js';

export type NewGrant = Pick<TaskPermissionEntity, 'taskId' | 'userId' | 'permission' | 'grantedBy'>;

/**
 * Levels granted on tasks. A grant has no companyId of its own: it belongs to its task, so every
 * caller first finds the task in its company (TaskRepository, CompanyScope) and only then reads or
 * writes the task's grants by task id. Methods that take a manager run in the caller's transaction.
 */
@Injectable()
export class TaskPermissionRepository {
  constructor(@InjectRepository(TaskPermissionEntity) private readonly repo: Repository<TaskPermissionEntity>) {}

  private repoOf(manager?: EntityManager): Repository<TaskPermissionEntity> {
    return manager ? manager.getRepository(TaskPermissionEntity) : this.repo;
  }

  /** `userId`'s grant on the task, if any. */
  findGrant(taskId: number, userId: number, manager?: EntityManager): Promise<TaskPermissionEntity | null> {
    return this.repoOf(manager).findOne({ where: { taskId, userId } });
  }

  /** The task's grants, oldest first. */
  listOfTask(taskId: number): Promise<TaskPermissionEntity[]> {
    return this.repo.find({ where: { taskId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** `userId`'s grants on the tasks `taskIds`, in one query (a page of the task list). */
  async grantsOfUser(userId: number, taskIds: readonly number[]): Promise<Map<number, TaskPermissionLevel>> {
    const grants = taskIds.length ? await this.repo.find({ select: { taskId: true, permission: true }, where: { userId, taskId: In([...taskIds]) } }) : [];
    return new Map(grants.map((grant) => [grant.taskId, grant.permission] as const));
  }

  /** Sets a grant: `existing` changed in place, or a new row. */
  save(manager: EntityManager, existing: TaskPermissionEntity | null, grant: NewGrant): Promise<TaskPermissionEntity> {
    const repo = this.repoOf(manager);
    if (existing) {
      existing.permission = grant.permission;
      existing.grantedBy = grant.grantedBy;
      return repo.save(existing);
    }
    return repo.save(repo.create(grant));
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await this.repoOf(manager).delete({ id });
  }

  /** Removes every grant of a user (a deleted account); how many went. */
  async deleteOfUser(manager: EntityManager, userId: number): Promise<number> {
    const removed = await this.repoOf(manager).delete({ userId });
    return removed.affected ?? 0;
  }
}
