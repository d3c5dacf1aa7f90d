import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { ExecutionKind, ExecutionRequestedV1 } from '@milestone/contracts';
import { CompanyScope, type OutboxEvent } from '@milestone/nest-kit';
import { ExecutionEntity, type ExecutionStatus } from './execution.entity.js';
import { ExecutionWorkerEntity } from './execution-worker.entity.js';

/** The new run's fields; the rest take their defaults (pending, progress 0, attempt 0). */
export type PendingExecution = Pick<
  ExecutionEntity,
  'companyId' | 'taskId' | 'kind' | 'parameters' | 'inputFileIds' | 'startedBy' | 'trigger' | 'scheduleId' | 'retryOf'
>;

export interface ExecutionFilter {
  taskId?: number;
  status?: ExecutionStatus;
  kind?: ExecutionKind;
  /** Inclusive days (YYYY-MM-DD) in America/Chicago. */
  from?: string;
  to?: string;
  startedBy?: number;
  limit: number;
  offset: number;
}

export interface ExecutionDayCounts {
  date: string;
  pending: number;
  running: number;
  completed: number;
  failed: number;
  cancelled: number;
}

/** The time zone of the company's days (the screens show Chicago time). */
export const EXECUTION_DAYS_TIME_ZONE = 'America/Chicago';

/** SQL for `column` (a timestamptz) as an event carries a time: ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it. */
export function isoUtc(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A row of task_executions (as RETURNING * gives it: column names) as the entity. */
export function executionOfRow(dataSource: DataSource, row: Record<string, unknown>): ExecutionEntity {
  const run = new ExecutionEntity();
  for (const column of dataSource.getMetadata(ExecutionEntity).columns) {
    (run as unknown as Record<string, unknown>)[column.propertyName] = row[column.databaseName];
  }
  return run;
}

/** Executions of svc-tasks (the API's reads and changes; the worker has its own repository for a run's life). */
@Injectable()
export class ExecutionRepository {
  private readonly scope: CompanyScope<ExecutionEntity>;

  constructor(@InjectRepository(ExecutionEntity) private readonly repo: Repository<ExecutionEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /**
   * Inserts a `pending` run and its request event (`subject`, into the outbox) in one statement:
   * in the transaction of `manager`, or on its own (the default manager: the statement is its own
   * transaction). Answers the run and the event, for the outbox to publish once committed.
   */
  async insertPending(manager: EntityManager | null, run: PendingExecution, subject: string): Promise<{ run: ExecutionEntity; event: OutboxEvent }> {
    return (await this.insertRun(manager, run, subject, null))!;
  }

  /**
   * As insertPending (on its own), for a Run Task carrying an Idempotency-Key: null, and nothing
   * written, when the same user already queued a run of the task with that key (the unique index
   * decides, so two requests at the same moment queue one run).
   */
  insertPendingOnce(run: PendingExecution, subject: string, idempotencyKey: string): Promise<{ run: ExecutionEntity; event: OutboxEvent } | null> {
    return this.insertRun(null, run, subject, idempotencyKey);
  }

  /** The run user `startedBy` queued of task `taskId` with Idempotency-Key `key`. */
  async findByIdempotencyKey(companyId: number, taskId: number, startedBy: number, key: string): Promise<ExecutionEntity | null> {
    const rows: Array<Record<string, unknown>> = await this.repo.query(
      `SELECT * FROM task_executions WHERE company_id = $1 AND task_id = $2 AND started_by = $3 AND idempotency_key = $4`,
      [companyId, taskId, startedBy, key],
    );
    return rows[0] ? executionOfRow(this.repo.manager.connection, rows[0]) : null;
  }

  private async insertRun(
    manager: EntityManager | null,
    run: PendingExecution,
    subject: string,
    idempotencyKey: string | null,
  ): Promise<{ run: ExecutionEntity; event: OutboxEvent } | null> {
    const eventId = randomUUID();
    const rows: Array<Record<string, unknown> & { event_payload: ExecutionRequestedV1 }> = await (manager ?? this.repo.manager).query(
      `WITH run AS (
         INSERT INTO task_executions (company_id, task_id, kind, status, parameters, input_file_ids, started_by, trigger, schedule_id, retry_of, idempotency_key)
         VALUES ($1, $2, $3, 'pending', $4::jsonb, $5::int[], $6, $7, $8, $9, $12)
         ON CONFLICT (company_id, task_id, started_by, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING *
       ), event AS (
         INSERT INTO outbox (id, subject, payload)
         SELECT $10::uuid, $11::varchar,
                jsonb_build_object('executionId', id, 'taskId', task_id, 'companyId', company_id, 'kind', kind,
                                   'at', ${isoUtc('created_at')})
           FROM run
         RETURNING payload
       )
       SELECT run.*, event.payload AS event_payload FROM run, event`,
      [
        run.companyId,
        run.taskId,
        run.kind,
        JSON.stringify(run.parameters),
        run.inputFileIds,
        run.startedBy,
        run.trigger,
        run.scheduleId,
        run.retryOf,
        eventId,
        subject,
        idempotencyKey,
      ],
    );
    const row = rows[0];
    return row ? { run: executionOfRow(this.repo.manager.connection, row), event: { id: eventId, subject, payload: row.event_payload } } : null;
  }

  /** The company's run `id` (another company's is not found): one plain statement, read on every follow of a run. */
  async findById(companyId: number, id: number): Promise<ExecutionEntity | null> {
    const rows: Array<Record<string, unknown>> = await this.repo.query(`SELECT * FROM task_executions WHERE id = $1 AND company_id = $2`, [id, companyId]);
    return rows[0] ? executionOfRow(this.repo.manager.connection, rows[0]) : null;
  }

  /** The run, locked until `manager`'s transaction ends (a cancel against the worker taking it). */
  lockForUpdate(manager: EntityManager, companyId: number, id: number): Promise<ExecutionEntity | null> {
    return this.scope.lockForUpdate(manager, companyId, { id });
  }

  /** Writes a loaded (and locked) run back. */
  save(manager: EntityManager, companyId: number, run: ExecutionEntity): Promise<ExecutionEntity> {
    return this.scope.save(companyId, run, manager);
  }

  /** A page of the company's runs, newest first, and how many match in all. */
  async list(companyId: number, filter: ExecutionFilter): Promise<[ExecutionEntity[], number]> {
    const query = this.repo
      .createQueryBuilder('e')
      .where('e.company_id = :companyId', { companyId })
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .take(filter.limit)
      .skip(filter.offset);
    if (filter.taskId !== undefined) query.andWhere('e.task_id = :taskId', { taskId: filter.taskId });
    if (filter.status !== undefined) query.andWhere('e.status = :status', { status: filter.status });
    if (filter.kind !== undefined) query.andWhere('e.kind = :kind', { kind: filter.kind });
    if (filter.startedBy !== undefined) query.andWhere('e.started_by = :startedBy', { startedBy: filter.startedBy });
    if (filter.from !== undefined) {
      query.andWhere(`e.created_at >= (CAST(:from AS date)::timestamp AT TIME ZONE '${EXECUTION_DAYS_TIME_ZONE}')`, { from: filter.from });
    }
    if (filter.to !== undefined) {
      query.andWhere(`e.created_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE '${EXECUTION_DAYS_TIME_ZONE}')`, { to: filter.to });
    }
    return query.getManyAndCount();
  }

  /**
   * The company's runs per day of the last `days` days (America/Chicago, today last) by status:
   * one grouped query, every day present, zeros where none ran.
   */
  async countsPerDay(companyId: number, days: number): Promise<ExecutionDayCounts[]> {
    const zone = EXECUTION_DAYS_TIME_ZONE;
    return this.repo.query(
      `WITH first AS (SELECT (now() AT TIME ZONE '${zone}')::date - ($2::int - 1) AS day),
            days AS (SELECT generate_series(first.day, first.day + ($2::int - 1), interval '1 day')::date AS day FROM first),
            counted AS (
              SELECT (e.created_at AT TIME ZONE '${zone}')::date AS day,
                     count(*) FILTER (WHERE e.status = 'pending')::int AS pending,
                     count(*) FILTER (WHERE e.status = 'running')::int AS running,
                     count(*) FILTER (WHERE e.status = 'completed')::int AS completed,
                     count(*) FILTER (WHERE e.status = 'failed')::int AS failed,
                     count(*) FILTER (WHERE e.status = 'cancelled')::int AS cancelled
              FROM task_executions e, first
              WHERE e.company_id = $1 AND e.created_at >= (first.day::timestamp AT TIME ZONE '${zone}')
              GROUP BY 1)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
              coalesce(c.pending, 0) AS pending, coalesce(c.running, 0) AS running, coalesce(c.completed, 0) AS completed,
              coalesce(c.failed, 0) AS failed, coalesce(c.cancelled, 0) AS cancelled
       FROM days LEFT JOIN counted c ON c.day = days.day
       ORDER BY days.day`,
      [companyId, days],
    );
  }

  /** Workers whose heartbeat is newer than `since`, by hostname and pid. */
  liveWorkers(since: Date): Promise<ExecutionWorkerEntity[]> {
    return this.repo.manager.find(ExecutionWorkerEntity, { where: { heartbeatAt: MoreThan(since) }, order: { hostname: 'ASC', pid: 'ASC' } });
  }
}
