import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import type { BuiltQuery } from './report-query.js';

/** How long one report may compute before it is stopped (a report over too much at once). */
export const REPORT_STATEMENT_TIMEOUT_MS = 20_000;

/** PostgreSQL's query_canceled: the statement ran past statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * How long an export's snapshot may wait on its reader (a download whose client stopped reading):
 * past it PostgreSQL ends the session, and the export with it, rather than hold the snapshot.
 */
export const EXPORT_IDLE_TIMEOUT_MS = 120_000;

export class ReportQueryTimeoutError extends Error {
  override readonly name = 'ReportQueryTimeoutError';
}

/**
 * A report's rows read a batch at a time through a server-side cursor, in one read-only snapshot:
 * only one batch of rows is ever held here, however many the report has.
 */
export interface ReportCursor<T = Record<string, unknown>> {
  /** The answers of the statements run in the snapshot before the cursor opened (a count). */
  readonly before: T[][];
  /** The next rows, at most `rows`; none when the cursor is done. */
  next(rows: number): Promise<T[]>;
  /** Ends the snapshot and gives its connection back; safe to call more than once. */
  close(): Promise<void>;
}

const timedOut = (error: unknown) => (error as { code?: string }).code === QUERY_CANCELED;

/**
 * The report builder's reads of the replica. Every statement comes from report-query.ts, which
 * reads every table with company_id = $1; this is where $1 is bound, always to the caller's
 * company (the only argument a caller gives besides the statement's own parameters).
 */
@Injectable()
export class ReportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the company has a ServiceTitan connection (a disconnected company's replica is gone or going). */
  async isConnected(companyId: number): Promise<boolean> {
    const [row] = (await this.db.query(`SELECT EXISTS (SELECT 1 FROM st_connections WHERE company_id = $1) AS "yes"`, [companyId])) as Array<{ yes: boolean }>;
    return row?.yes === true;
  }

  /** Runs one report statement for `companyId`, read-only, under the report time limit. */
  async run<T = Record<string, unknown>>(companyId: number, query: BuiltQuery): Promise<T[]> {
    const [rows] = await this.runAll<T>(companyId, [query]);
    return rows!;
  }

  /**
   * Runs report statements for `companyId` in one read-only transaction with one snapshot
   * (REPEATABLE READ: a page and the count of all its rows agree, whatever a sync writes meanwhile),
   * under the report time limit.
   */
  async runAll<T = Record<string, unknown>>(companyId: number, queries: readonly BuiltQuery[]): Promise<T[][]> {
    for (const query of queries) if (query.params[0] !== companyId) throw new Error('a report statement must be bound to the caller’s company as $1');
    try {
      return await this.db.transaction('REPEATABLE READ', async (manager) => {
        await manager.query(`SET TRANSACTION READ ONLY`);
        await manager.query(`SELECT set_config('statement_timeout', $1, true)`, [String(REPORT_STATEMENT_TIMEOUT_MS)]);
        const results: T[][] = [];
        for (const query of queries) results.push((await manager.query(query.sql, query.params)) as T[]);
        return results;
      });
    } catch (error) {
      if (timedOut(error)) throw new ReportQueryTimeoutError('the report ran past its time limit');
      throw error;
    }
  }

  /**
   * Opens `query` as a cursor for `companyId` in a REPEATABLE READ read-only transaction of a
   * connection of its own, after running `before` in the same snapshot (so a count and the rows
   * agree). Each statement, every FETCH included, runs under the report time limit. The caller
   * must close it (the connection stays taken until then).
   */
  async openCursor<T = Record<string, unknown>>(companyId: number, query: BuiltQuery, before: readonly BuiltQuery[] = []): Promise<ReportCursor<T>> {
    for (const q of [query, ...before]) if (q.params[0] !== companyId) throw new Error('a report statement must be bound to the caller’s company as $1');
    const runner: QueryRunner = this.db.createQueryRunner();
    let open = true;
    const close = async () => {
      if (!open) return;
      open = false;
      try {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
      } catch {
        // A connection PostgreSQL ended (idle timeout) has no transaction left to end.
      } finally {
        await runner.release();
      }
    };
    try {
      await runner.connect();
      await runner.startTransaction('REPEATABLE READ');
      await runner.query(`SET TRANSACTION READ ONLY`);
      await runner.query(`SELECT set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $2, true)`, [
        String(REPORT_STATEMENT_TIMEOUT_MS),
        String(EXPORT_IDLE_TIMEOUT_MS),
      ]);
      const results: T[][] = [];
      for (const q of before) results.push((await runner.query(q.sql, q.params)) as T[]);
      await runner.query(`DECLARE "report_rows" NO SCROLL CURSOR FOR ${query.sql}`, query.params);
      return {
        before: results,
        next: async (rows: number) => {
          if (!open) return [];
          if (!Number.isInteger(rows) || rows < 1) throw new Error('a cursor reads a whole number of rows');
          try {
            return (await runner.query(`FETCH FORWARD ${rows} FROM "report_rows"`)) as T[];
          } catch (error) {
            await close();
            if (timedOut(error)) throw new ReportQueryTimeoutError('the report ran past its time limit');
            throw error;
          }
        },
        close,
      };
    } catch (error) {
      await close();
      if (timedOut(error)) throw new ReportQueryTimeoutError('the report ran past its time limit');
      throw error;
    }
  }
}
