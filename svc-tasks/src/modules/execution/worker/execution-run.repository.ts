import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EXECUTION_FINISHED_V1,
  EXECUTION_REQUESTED_FORM_V1,
  EXECUTION_REQUESTED_REPORT_V1,
  EXECUTION_REQUESTED_SCRIPT_V1,
  EXECUTION_REQUESTED_WORKSHEET_V1,
  type ExecutionFinishedV1,
  type ExecutionLogV1,
} from '@milestone/contracts';
import type { OutboxEvent } from '@milestone/nest-kit';
import { ExecutionEntity, type ExecutionFileRef, type ExecutionStatus } from '../execution.entity.js';
import { executionOfRow, isoUtc } from '../execution.repository.js';

/** Whose run it is: a worker's writes land only while the run is still its own (not recovered by another). */
export interface RunOwner {
  id: number;
  workerId: string;
  attempt: number;
}

/** How a run ended, as the row keeps it. */
export interface RunEnd {
  status: Extract<ExecutionStatus, 'completed' | 'failed' | 'cancelled'>;
  error: string | null;
  log: ExecutionLogV1;
  outputFiles?: ExecutionFileRef[];
  result?: Record<string, unknown> | null;
}

/** The rows an UPDATE ... RETURNING gave back (TypeORM's postgres driver answers `[rows, count]` for it). */
function returned<T>(result: unknown): T[] {
  const answer = result as unknown[];
  return (Array.isArray(answer[0]) ? answer[0] : answer) as T[];
}

/** The worker's reads and writes of a run's life (the API has its own repository). */
@Injectable()
export class ExecutionRunRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The run, locked for the transaction of `manager` (null: no such run). */
  lock(manager: EntityManager, id: number): Promise<ExecutionEntity | null> {
    return manager.getRepository(ExecutionEntity).createQueryBuilder('e').setLock('pessimistic_write').where('e.id = :id', { id }).getOne();
  }

  /**
   * Takes a run in one statement when it is simply waiting (pending, of the company and task the
   * message names, no cancel asked for): running, this worker's, leased, with its task's script as
   * it is now (null: none, or the task is deleted). Null: anything else, which the locked path sorts
   * out (in `manager`'s transaction, holding the row's lock, it takes the run the same way).
   */
  async takePending(
    request: { executionId: number; companyId: number; taskId: number },
    workerId: string,
    leaseMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ run: ExecutionEntity; owner: RunOwner; script: string | null } | null> {
    const rows = returned<Record<string, unknown> & { python_script: string | null }>(
      await manager.query(
        `UPDATE task_executions
            SET status = 'running', attempt = attempt + 1, worker_id = $4, start_time = now(),
                lease_until = now() + make_interval(secs => $5::double precision / 1000), progress = 0, progress_message = NULL
          WHERE id = $1 AND company_id = $2 AND task_id = $3 AND status = 'pending' AND cancel_requested_at IS NULL
      RETURNING *,
                (SELECT t.python_script FROM tasks t
                  WHERE t.id = task_executions.task_id AND t.company_id = task_executions.company_id AND t.deleted_at IS NULL) AS python_script`,
        [request.executionId, request.companyId, request.taskId, workerId, leaseMs],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    const run = executionOfRow(this.dataSource, row);
    const script = row.python_script;
    return { run, owner: { id: run.id, workerId, attempt: run.attempt }, script: script?.trim() ? script : null };
  }

  /**
   * Renews the lease of a run still this worker's; answers whether a cancel was asked for, or
   * null when the run is no longer its own (recovered by another worker, or ended).
   */
  async extendLease(owner: RunOwner, leaseMs: number): Promise<{ cancelRequested: boolean } | null> {
    const rows = returned<{ cancel_requested_at: Date | null }>(
      await this.dataSource.query(
        `UPDATE task_executions SET lease_until = now() + make_interval(secs => $4::double precision / 1000)
        WHERE id = $1 AND status = 'running' AND worker_id = $2 AND attempt = $3
    RETURNING cancel_requested_at`,
        [owner.id, owner.workerId, owner.attempt, leaseMs],
      ),
    );
    return rows.length === 0 ? null : { cancelRequested: rows[0].cancel_requested_at !== null };
  }

  async saveProgress(owner: RunOwner, progress: number, message: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE task_executions SET progress = $4, progress_message = $5
        WHERE id = $1 AND status = 'running' AND worker_id = $2 AND attempt = $3`,
      [owner.id, owner.workerId, owner.attempt, progress, message],
    );
  }

  async saveInputFiles(owner: RunOwner, files: ExecutionFileRef[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE task_executions SET input_files = $4::jsonb
        WHERE id = $1 AND status = 'running' AND worker_id = $2 AND attempt = $3`,
      [owner.id, owner.workerId, owner.attempt, JSON.stringify(files)],
    );
  }

  /**
   * Ends a run (locked by the caller): its final status, the end time, the log, progress 100 when
   * completed, and its tasks.execution.finished.v1 written to the outbox by the same statement.
   * Answers the event, for the caller's outbox to publish once the transaction commits.
   */
  async end(manager: EntityManager, run: ExecutionEntity, end: RunEnd): Promise<OutboxEvent> {
    const ended = await this.endWhere(manager, run.id, null, end);
    // The caller holds the row's lock: the statement found it.
    run.status = end.status;
    run.error = end.error;
    run.log = end.log;
    run.endTime = new Date(ended!.endedAt);
    return ended!.event;
  }

  /**
   * Ends a run if it is still `owner`'s (running, its worker and attempt), with its finished.v1,
   * in one statement of its own: no lock held across round trips. Null: recovered or ended meanwhile.
   */
  async endOwned(owner: RunOwner, end: RunEnd): Promise<OutboxEvent | null> {
    return (await this.endWhere(this.dataSource.manager, owner.id, owner, end))?.event ?? null;
  }

  /** The ending statement: the row updated and its event inserted from what the update answered. */
  private async endWhere(manager: EntityManager, id: number, owner: RunOwner | null, end: RunEnd): Promise<{ endedAt: string; event: OutboxEvent } | null> {
    const eventId = randomUUID();
    const event: Pick<ExecutionFinishedV1, 'executionId' | 'status' | 'log'> = {
      executionId: id,
      // finished.v1 knows success or failure only: a cancelled run is a failed one to svc-files.
      status: end.status === 'completed' ? 'completed' : 'failed',
      log: end.log,
    };
    const rows: Array<{ subject: string; payload: ExecutionFinishedV1 }> = await manager.query(
      `WITH ended AS (
         UPDATE task_executions
            SET status = $4::varchar, error = $5, log = $6::jsonb, output_files = COALESCE($7::jsonb, output_files),
                result = COALESCE($8::jsonb, result), end_time = now(), lease_until = NULL,
                progress = CASE WHEN $4::varchar = 'completed' THEN 100 ELSE progress END
          WHERE id = $1 AND ($2::varchar IS NULL OR (status = 'running' AND worker_id = $2 AND attempt = $3))
      RETURNING task_id, company_id,
                ${isoUtc('start_time')} AS started_at, ${isoUtc('end_time')} AS ended_at
       )
       INSERT INTO outbox (id, subject, payload)
       SELECT $9::uuid, $10::varchar,
              $11::jsonb || jsonb_build_object('taskId', task_id, 'companyId', company_id, 'startedAt', started_at, 'endedAt', ended_at, 'at', ended_at)
         FROM ended
    RETURNING subject, payload`,
      [
        id,
        owner?.workerId ?? null,
        owner?.attempt ?? null,
        end.status,
        end.error,
        JSON.stringify(end.log),
        end.outputFiles ? JSON.stringify(end.outputFiles) : null,
        end.result ? JSON.stringify(end.result) : null,
        eventId,
        EXECUTION_FINISHED_V1,
        JSON.stringify(event),
      ],
    );
    const row = rows[0];
    return row ? { endedAt: row.payload.endedAt, event: { id: eventId, subject: row.subject, payload: row.payload } } : null;
  }

  /** Running runs whose lease passed `marginMs` ago, locked (other workers' reapers skip them). */
  lockOrphans(manager: EntityManager, marginMs: number, limit: number): Promise<ExecutionEntity[]> {
    return manager
      .getRepository(ExecutionEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`e.status = 'running' AND e.leaseUntil < now() - make_interval(secs => :margin::double precision / 1000)`, { margin: marginMs })
      .orderBy('e.leaseUntil', 'ASC')
      .limit(limit)
      .getMany();
  }

  /**
   * Runs of the kinds this worker takes (scripts, worksheets, reports and forms) pending for longer
   * than `marginMs` whose request is not waiting in the outbox either (a run whose event is not yet
   * published keeps waiting), locked SKIP LOCKED. Only meaningful when the queues are empty (Reaper
   * asks the consumer first, every lane). A report run (the pay report, a saved report's e-mail)
   * is the worker's too: its request lost, it would otherwise stay pending for ever.
   */
  lockLostPending(manager: EntityManager, marginMs: number, limit: number): Promise<ExecutionEntity[]> {
    return manager
      .getRepository(ExecutionEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`e.status = 'pending' AND e.kind IN (:...kinds) AND e.createdAt < now() - make_interval(secs => :margin::double precision / 1000)`, {
        kinds: ['script', 'worksheet', 'report', 'form'],
        margin: marginMs,
      })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM outbox o WHERE o.published_at IS NULL AND o.subject IN (:...subjects) AND (o.payload ->> 'executionId')::int = e.id)`,
        { subjects: [EXECUTION_REQUESTED_SCRIPT_V1, EXECUTION_REQUESTED_WORKSHEET_V1, EXECUTION_REQUESTED_REPORT_V1, EXECUTION_REQUESTED_FORM_V1] },
      )
      .orderBy('e.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Sets how many attempts a queued recovery run starts from (the worker adds one when it takes it). */
  async setAttempt(manager: EntityManager, id: number, attempt: number): Promise<void> {
    await manager.query(`UPDATE task_executions SET attempt = $2 WHERE id = $1`, [id, attempt]);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
