import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FINAL_EXECUTION_STATUSES } from '../execution.entity.js';

/** A run retention removed: which company's task it was. */
export interface RemovedExecution {
  companyId: number;
  taskId: number;
  id: number;
}

/** The retention's statement on task_executions (every company's: it is the platform's job). */
@Injectable()
export class RetentionRepository {
  /**
   * Deletes up to `limit` finished runs (completed, failed or cancelled; never pending or running)
   * created before `cutoff`, lowest ids first, skipping rows another transaction holds; answers
   * what it deleted. Run it in the transaction that writes the expiry events.
   */
  async deleteFinishedBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<RemovedExecution[]> {
    const [rows]: [Array<{ company_id: number; task_id: number; id: number }>, number] = await manager.query(
      `DELETE FROM task_executions WHERE id IN (
         SELECT id FROM task_executions
          WHERE created_at < $1 AND status = ANY($2::varchar[])
          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING company_id, task_id, id`,
      [cutoff, FINAL_EXECUTION_STATUSES, limit],
    );
    return rows.map((r) => ({ companyId: r.company_id, taskId: r.task_id, id: r.id }));
  }
}
