import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { TaskEntity } from '../task/task.entity.js';

/**
 * The tasks as the script module reads and writes them (it sits below the task module, so it cannot
 * use TaskRepository): one of the company's live tasks, locked for a save, and written back.
 */
@Injectable()
export class ScriptTaskRepository {
  private readonly scope: CompanyScope<TaskEntity>;

  constructor(@InjectRepository(TaskEntity) repo: Repository<TaskEntity>) {
    this.scope = new CompanyScope(repo);
  }

  findById(companyId: number, id: number): Promise<TaskEntity | null> {
    return this.scope.findOne(companyId, { id });
  }

  lockForUpdate(manager: EntityManager, companyId: number, id: number): Promise<TaskEntity | null> {
    return this.scope.lockForUpdate(manager, companyId, { id });
  }

  /** Writes a loaded (and locked) task back; its version goes up by one. */
  save(manager: EntityManager, task: TaskEntity): Promise<TaskEntity> {
    return this.scope.save(task.companyId, task, manager);
  }
}
