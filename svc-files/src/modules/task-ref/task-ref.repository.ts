import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { KnownTaskEntity } from './known-task.entity.js';

/** The known_tasks read model: every read takes the caller's companyId. */
@Injectable()
export class TaskRefRepository {
  private readonly scope: CompanyScope<KnownTaskEntity>;

  constructor(@InjectRepository(KnownTaskEntity) private readonly repo: Repository<KnownTaskEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** The task when it is known in the company and not deleted; null otherwise. */
  findLive(companyId: number, taskId: number): Promise<KnownTaskEntity | null> {
    return this.scope.findOne(companyId, { taskId, deletedAt: IsNull() });
  }

  /** The task when it is known in the company, deleted or not; null otherwise. */
  find(companyId: number, taskId: number): Promise<KnownTaskEntity | null> {
    return this.scope.findOne(companyId, { taskId });
  }

  /**
   * Locks the task's row until `manager`'s transaction ends (SELECT ... FOR UPDATE): the one lock
   * an upload replacing the inputs and an execution claiming them both take. Answers the row of
   * the company (deleted ones too: the caller decides), or null.
   */
  lockTask(manager: EntityManager, companyId: number, taskId: number): Promise<KnownTaskEntity | null> {
    return this.scope.lockForUpdate(manager, companyId, { taskId });
  }

  /** Records a created task; a task already known (a redelivery, or its deletion came first) is left as it is. */
  async recordCreated(manager: EntityManager, companyId: number, taskId: number): Promise<void> {
    await manager.query(`INSERT INTO known_tasks (task_id, company_id) VALUES ($1, $2) ON CONFLICT (task_id) DO NOTHING`, [taskId, companyId]);
  }

  /**
   * Marks the task deleted (recording it when its creation never reached us) and locks its row
   * (an upload or a claim under way finishes first, none starts after); null when the task id
   * belongs to another company.
   */
  async recordDeleted(manager: EntityManager, companyId: number, taskId: number, at: Date): Promise<KnownTaskEntity | null> {
    await manager.query(
      `INSERT INTO known_tasks (task_id, company_id, deleted_at) VALUES ($1, $2, $3)
       ON CONFLICT (task_id) DO UPDATE SET deleted_at = COALESCE(known_tasks.deleted_at, EXCLUDED.deleted_at)
       WHERE known_tasks.company_id = EXCLUDED.company_id`,
      [taskId, companyId, at],
    );
    return this.lockTask(manager, companyId, taskId);
  }

  /**
   * Whether the task is deleted, read once the transaction that holds its row (the deleted-task
   * consumer's) has ended: the lock is waited for, so a deletion still being committed is seen.
   */
  isDeletedAfterLock(companyId: number, taskId: number): Promise<boolean> {
    return this.repo.manager.transaction(async (manager) => Boolean((await this.lockTask(manager, companyId, taskId))?.deletedAt));
  }

  /**
   * Deleted tasks whose files are not all released yet (any company: the platform's sweep), by
   * task id after `afterTaskId`. Reads a partial index: cheap when there are none.
   */
  async unreleased(afterTaskId: number, limit: number): Promise<Array<{ companyId: number; taskId: number }>> {
    const rows: Array<{ company_id: number; task_id: number }> = await this.repo.manager.query(
      `SELECT company_id, task_id FROM known_tasks
        WHERE deleted_at IS NOT NULL AND files_released_at IS NULL AND task_id > $1
        ORDER BY task_id LIMIT $2`,
      [afterTaskId, limit],
    );
    return rows.map((r) => ({ companyId: r.company_id, taskId: r.task_id }));
  }

  /**
   * Marks the deleted task's files released when none of its rows is left (uploads, execution
   * inputs, outputs, execution records); answers whether it did.
   */
  async markReleased(companyId: number, taskId: number): Promise<boolean> {
    // An UPDATE answers [rows, count] through TypeORM's PostgreSQL driver.
    const [, count]: [unknown[], number] = await this.repo.manager.query(
      `UPDATE known_tasks k SET files_released_at = now()
        WHERE k.company_id = $1 AND k.task_id = $2 AND k.deleted_at IS NOT NULL AND k.files_released_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.company_id = $1 AND f.task_id = $2)
          AND NOT EXISTS (SELECT 1 FROM execution_inputs e WHERE e.company_id = $1 AND e.task_id = $2)
          AND NOT EXISTS (SELECT 1 FROM output_files o WHERE o.company_id = $1 AND o.task_id = $2)
          AND NOT EXISTS (SELECT 1 FROM execution_records r WHERE r.company_id = $1 AND r.task_id = $2)
        RETURNING k.task_id`,
      [companyId, taskId],
    );
    return count > 0;
  }
}
