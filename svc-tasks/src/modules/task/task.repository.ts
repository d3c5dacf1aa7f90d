import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import type { TaskStatus, TaskType } from '@milestone/contracts';
import { TaskEntity } from './task.entity.js';

export interface TaskFilter {
  /** Any of these types (the two names of one kind). */
  types?: TaskType[];
  status?: TaskStatus;
  limit: number;
  offset: number;
}

export type NewTask = Pick<TaskEntity, 'name' | 'description' | 'type' | 'status' | 'instructions' | 'config' | 'ownerId'> &
  Partial<Pick<TaskEntity, 'pythonScript' | 'hasScript'>>;

const LIST_COLUMNS = {
  id: true,
  name: true,
  description: true,
  type: true,
  status: true,
  ownerId: true,
  companyId: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  inputFileCount: true,
  hasScript: true,
} as const;

/** A task as a list reads it (LIST_COLUMNS). */
export type TaskListRow = Pick<TaskEntity, keyof typeof LIST_COLUMNS>;

/** What the answers about runs need of a run's task (deleted tasks included: their runs stay readable). */
export type TaskOfRun = Pick<TaskEntity, 'id' | 'companyId' | 'name' | 'ownerId' | 'hasScript' | 'deletedAt'>;

/** What a scheduled run needs of the schedule's task. */
export type TaskToRun = Pick<TaskEntity, 'id' | 'companyId' | 'name' | 'type' | 'config' | 'inputFileIds'>;

/**
 * Tasks of one company: every read and write takes the caller's companyId. Soft-deleted rows are
 * left out by TypeORM (DeleteDateColumn).
 */
@Injectable()
export class TaskRepository {
  private readonly scope: CompanyScope<TaskEntity>;

  constructor(@InjectRepository(TaskEntity) private readonly repo: Repository<TaskEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** A page of the company's tasks as lists show them: the columns that grow are not read. */
  list(companyId: number, filter: TaskFilter): Promise<[TaskListRow[], number]> {
    const where: FindOptionsWhere<TaskEntity> = {};
    if (filter.types) where.type = In(filter.types);
    if (filter.status) where.status = filter.status;
    return this.scope.findAndCount(companyId, {
      select: LIST_COLUMNS,
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: filter.limit,
      skip: filter.offset,
    });
  }

  findById(companyId: number, id: number): Promise<TaskEntity | null> {
    return this.scope.findOne(companyId, { id });
  }

  /** The tasks of these runs by id, deleted ones included (one query). */
  async tasksOfRuns(companyId: number, taskIds: number[]): Promise<Map<number, TaskOfRun>> {
    if (taskIds.length === 0) return new Map();
    const tasks = await this.scope.find(companyId, {
      select: { id: true, companyId: true, name: true, ownerId: true, hasScript: true, deletedAt: true },
      where: { id: In([...new Set(taskIds)]) },
      withDeleted: true,
    });
    return new Map(tasks.map((task) => [task.id, task] as const));
  }

  /** What a scheduled run needs of the task, in the scheduler's transaction; null when the task is deleted. */
  toRun(manager: EntityManager, companyId: number, id: number): Promise<TaskToRun | null> {
    return this.scope.findOne(companyId, { id }, { select: { id: true, companyId: true, name: true, type: true, config: true, inputFileIds: true } }, manager);
  }

  /** The company's live tasks named exactly `name`, oldest first (a name is not unique; a few are read). */
  findByName(companyId: number, name: string): Promise<TaskEntity[]> {
    return this.scope.find(companyId, { where: { name }, order: { id: 'ASC' }, take: 20 });
  }

  /** Inserts tasks of `companyId` in the transaction of `manager`. */
  insert(manager: EntityManager, companyId: number, tasks: NewTask[]): Promise<TaskEntity[]> {
    return this.scope.insert(companyId, tasks, manager);
  }

  /**
   * The task, locked until `manager`'s transaction ends: an edit's checks and its write (or a
   * grant's) cannot interleave with another's on the same task.
   */
  lockForUpdate(manager: EntityManager, companyId: number, id: number): Promise<TaskEntity | null> {
    return this.scope.lockForUpdate(manager, companyId, { id });
  }

  /** Writes a loaded (and locked) task back; its version goes up by one (VersionColumn). */
  save(manager: EntityManager, companyId: number, task: TaskEntity): Promise<TaskEntity> {
    return this.scope.save(companyId, task, manager);
  }

  /**
   * Sets the task's input file count as of `at` (a files.file.* event), unless a newer event has
   * been applied already: events may arrive out of order, and one delivered twice changes nothing.
   * Neither the version nor updatedAt moves: a file is not an edit of the task, and an editor's
   * open form must not turn stale by it. Deleted tasks are counted too. False when nothing changed.
   */
  async setInputFiles(manager: EntityManager, companyId: number, id: number, fileIds: number[], count: number, at: Date): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE tasks SET input_file_count = $3, input_files_at = $4, input_file_ids = $5
       WHERE company_id = $1 AND id = $2 AND (input_files_at IS NULL OR input_files_at < $4)`,
      [companyId, id, count, at, fileIds],
    );
    return affected > 0;
  }

  /** Marks the task deleted: its row stays for the record (executions refer to it). */
  async softDelete(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.softDelete(companyId, { id }, manager);
  }

  /**
   * Passes every task `fromUserId` owns in the company (deleted ones too) to `toUserId`, a new
   * version each; the tasks as they are now.
   */
  async reassignOwner(manager: EntityManager, companyId: number, fromUserId: number, toUserId: number | null): Promise<TaskEntity[]> {
    const owned = await this.scope.find(companyId, { select: { id: true }, where: { ownerId: fromUserId }, withDeleted: true }, manager);
    if (owned.length === 0) return [];
    const ids = In(owned.map((task) => task.id));
    await this.scope.update(companyId, { id: ids }, { ownerId: toUserId, version: () => 'version + 1' }, manager);
    return this.scope.find(companyId, { where: { id: ids }, withDeleted: true }, manager);
  }

  /**
   * Claims the starter tasks of a company: true the first time, false once it has been claimed
   * (the row commits or rolls back with the caller's transaction).
   */
  async claimCompanySeed(manager: EntityManager, companyId: number): Promise<boolean> {
    const inserted: unknown[] = await manager.query(`INSERT INTO company_seeds (company_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING company_id`, [
      companyId,
    ]);
    return inserted.length > 0;
  }
}
