import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { StEntityKey } from '@milestone/servicetitan-contract';
import { StSyncStateEntity } from './st-sync-state.entity.js';

/** Where each entity's replica of a company stands (st_sync_state). Owned by the sync; read by the status. */
@Injectable()
export class SyncStateRepository {
  constructor(@InjectRepository(StSyncStateEntity) private readonly repo: Repository<StSyncStateEntity>) {}

  /** Every entity's state row of the company (entities never synced have none). */
  listOf(companyId: number): Promise<StSyncStateEntity[]> {
    return this.repo.find({ where: { companyId }, order: { entity: 'ASC' } });
  }

  /**
   * An entity's sync begins: running, nothing fetched yet, the last error cleared. The stored
   * cursor (continuation token or watermark) is kept and returned: the sync resumes from it.
   */
  async begin(companyId: number, entity: StEntityKey, at: Date): Promise<string | null> {
    const rows: Array<{ cursor: string | null }> = await this.repo.query(
      `INSERT INTO st_sync_state (company_id, entity, state, fetched, total, started_at, error)
       VALUES ($1, $2, 'running', 0, NULL, $3, NULL)
       ON CONFLICT (company_id, entity) DO UPDATE SET state = 'running', fetched = 0, total = NULL, started_at = $3, error = NULL
       RETURNING cursor`,
      [companyId, entity, at],
    );
    return rows[0]?.cursor ?? null;
  }

  /** After a stored page, in the page's transaction: the cursor to resume from (undefined: unchanged) and the progress. */
  async advance(
    manager: EntityManager,
    companyId: number,
    entity: StEntityKey,
    cursor: string | undefined,
    fetched: number,
    total: number | null,
  ): Promise<void> {
    if (cursor === undefined) {
      await manager.query(`UPDATE st_sync_state SET fetched = $3, total = $4 WHERE company_id = $1 AND entity = $2`, [companyId, entity, fetched, total]);
    } else {
      await manager.query(`UPDATE st_sync_state SET cursor = $3, fetched = $4, total = $5 WHERE company_id = $1 AND entity = $2`, [
        companyId,
        entity,
        cursor,
        fetched,
        total,
      ]);
    }
  }

  /** The entity is up to date: how many rows the replica holds, and since when. */
  async succeeded(companyId: number, entity: StEntityKey, records: number, at: Date): Promise<void> {
    await this.repo.update({ companyId, entity }, { state: 'ok', records, syncedAt: at, error: null });
  }

  /** The entity's sync failed: the cursor and rows already stored stay (the last good data). */
  async failed(companyId: number, entity: StEntityKey, records: number, error: string): Promise<void> {
    await this.repo.update({ companyId, entity }, { state: 'failed', records, error });
  }
}
