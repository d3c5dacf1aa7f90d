import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BuiltQuery } from './report-query.js';

/** How long one report may compute before it is stopped (a report over too much at once). */
export const REPORT_STATEMENT_TIMEOUT_MS = 20_000;

/** PostgreSQL's query_canceled: the statement ran past statement_timeout. */
const QUERY_CANCELED = '57014';

export class ReportQueryTimeoutError extends Error {
  override readonly name = 'ReportQueryTimeoutError';
}

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
      if ((error as { code?: string }).code === QUERY_CANCELED) throw new ReportQueryTimeoutError('the report ran past its time limit');
      throw error;
    }
  }
}
