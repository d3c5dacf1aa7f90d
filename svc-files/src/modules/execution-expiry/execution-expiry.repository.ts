import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredKey } from '../file/file.repository.js';

/** One expired execution set: the task they ran for and their ids (an event's scope). */
export interface ExpiredExecutions {
  companyId: number;
  taskId: number;
  executionIds: readonly number[];
}

/**
 * The rows of executions svc-tasks' retention removed: set-based statements in the caller's
 * transaction, every one scoped by the event's company and task, so an event can only ever
 * release that task's rows.
 */
@Injectable()
export class ExecutionExpiryRepository {
  /** Deletes the executions' records: from then on none of them takes an output. */
  async deleteRecords(manager: EntityManager, scope: ExpiredExecutions): Promise<void> {
    await manager.query(`DELETE FROM execution_records WHERE company_id = $1 AND task_id = $2 AND execution_id = ANY($3::int[])`, [
      scope.companyId,
      scope.taskId,
      scope.executionIds,
    ]);
  }

  /** A page of the executions' outputs by id after `afterId` (each with its blob's key). */
  async outputsOf(manager: EntityManager, scope: ExpiredExecutions, afterId: number, limit: number): Promise<StoredKey[]> {
    const rows: Array<{ id: number; file_path: string }> = await manager.query(
      `SELECT id, file_path FROM output_files
        WHERE company_id = $1 AND task_id = $2 AND execution_id = ANY($3::int[]) AND id > $4
        ORDER BY id LIMIT $5`,
      [scope.companyId, scope.taskId, scope.executionIds, afterId, limit],
    );
    return rows.map((r) => ({ id: r.id, key: r.file_path }));
  }

  async deleteOutputs(manager: EntityManager, scope: ExpiredExecutions, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(`DELETE FROM output_files WHERE company_id = $1 AND task_id = $2 AND id = ANY($3::int[])`, [scope.companyId, scope.taskId, ids]);
  }

  /** Deletes the executions' execution_inputs rows; answers the uploads they named (each once). */
  async deleteInputLinks(manager: EntityManager, scope: ExpiredExecutions): Promise<number[]> {
    const [rows]: [Array<{ file_id: number }>, number] = await manager.query(
      `DELETE FROM execution_inputs WHERE company_id = $1 AND task_id = $2 AND execution_id = ANY($3::int[]) RETURNING file_id`,
      [scope.companyId, scope.taskId, scope.executionIds],
    );
    return [...new Set(rows.map((r) => r.file_id))];
  }

  /**
   * A page (by id after `afterId`) of the uploads among `fileIds` that nothing keeps any more:
   * replaced (not a current input of the task) and named by no execution_inputs row.
   */
  async unusedUploads(manager: EntityManager, scope: ExpiredExecutions, fileIds: readonly number[], afterId: number, limit: number): Promise<StoredKey[]> {
    if (fileIds.length === 0) return [];
    const rows: Array<{ id: number; file_path: string }> = await manager.query(
      `SELECT f.id, f.file_path FROM uploaded_files f
        WHERE f.company_id = $1 AND f.task_id = $2 AND f.id = ANY($3::int[]) AND f.id > $4
          AND f.superseded_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM execution_inputs e WHERE e.file_id = f.id)
        ORDER BY f.id LIMIT $5`,
      [scope.companyId, scope.taskId, fileIds, afterId, limit],
    );
    return rows.map((r) => ({ id: r.id, key: r.file_path }));
  }

  /** Deletes the uploads `ids` (their blobs are gone; unusedUploads chose them under the task's lock). */
  async deleteUploads(manager: EntityManager, scope: ExpiredExecutions, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `DELETE FROM uploaded_files f
        WHERE f.company_id = $1 AND f.task_id = $2 AND f.id = ANY($3::int[]) AND f.superseded_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM execution_inputs e WHERE e.file_id = f.id)`,
      [scope.companyId, scope.taskId, ids],
    );
  }
}
