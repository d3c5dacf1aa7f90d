import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Outbox } from '@milestone/nest-kit';
import { SERVICETITAN_SYNC_FINISHED_V1, type ServiceTitanSyncFinishedV1 } from '@milestone/contracts';
import type { StEntityKey } from '@milestone/servicetitan-contract';
import { ReplicaRepository } from '../replica/replica.repository.js';
import { SyncStateRepository } from '../replica/sync-state.repository.js';
import { StSyncRunEntity } from './st-sync-run.entity.js';

/** The company was disconnected while its sync ran: nothing more of it is stored. */
export class SyncDisconnectedError extends Error {
  constructor() {
    super('ServiceTitan was disconnected during the sync');
    this.name = 'SyncDisconnectedError';
  }
}

export const INTERRUPTED = 'Interrupted: the service stopped during the sync';

/** One page as the sync stores it: its records, where to resume after it, and the progress it makes. */
export interface StoredPage {
  companyId: number;
  runId: string;
  entity: StEntityKey;
  records: ReadonlyArray<Record<string, unknown>>;
  syncedAt: Date;
  /** The continuation token (or watermark) after this page; undefined keeps the stored one. */
  cursor: string | undefined;
  fetched: number;
  total: number | null;
}

/** st_sync_runs, and the transactions that span a run, the replica and the sync state. */
@Injectable()
export class SyncRunRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly replica: ReplicaRepository,
    private readonly states: SyncStateRepository,
  ) {}

  /**
   * Closes the company's runs left 'running' (the caller holds the company's lock, so no one is
   * running them: their instance stopped) and opens a new one.
   */
  async open(companyId: number, id: string, trigger: string, startedAt: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE st_sync_runs SET outcome = 'failed', finished_at = now(), error = $2 WHERE company_id = $1 AND outcome = 'running'`, [
        companyId,
        INTERRUPTED,
      ]);
      await manager.insert(StSyncRunEntity, { id, companyId, trigger, startedAt, outcome: 'running', percent: 0, fetched: {} });
    });
  }

  /** Upserts a page and moves the entity's cursor and the run's progress, all or nothing (a crash resumes at the last stored page). */
  async storePage(page: StoredPage): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // A page lost to a crash right after its commit is fetched again from the previous token
      // (stored in the same transaction): no need to wait for the WAL flush on every page.
      await manager.query(`SET LOCAL synchronous_commit = off`);
      // The company must still be connected: the share lock makes a Disconnect wait for this page,
      // and a page after it finds no connection and stops the sync (its replica is being removed).
      const connected = (await manager.query(`SELECT 1 FROM st_connections WHERE company_id = $1 FOR SHARE`, [page.companyId])) as unknown[];
      if (connected.length === 0) throw new SyncDisconnectedError();
      await this.replica.upsertWith(manager, page.companyId, page.entity, page.records, page.syncedAt);
      await this.states.advance(manager, page.companyId, page.entity, page.cursor, page.fetched, page.total);
      await manager.query(`UPDATE st_sync_runs SET current_entity = $2, fetched = fetched || jsonb_build_object($3::text, $4::int) WHERE id = $1`, [
        page.runId,
        page.entity,
        page.entity,
        page.fetched,
      ]);
    });
  }

  async progress(runId: string, percent: number, currentEntity: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE st_sync_runs SET percent = $2, current_entity = $3 WHERE id = $1`, [runId, percent, currentEntity]);
  }

  /** Ends the run and writes its finished event in the same transaction (the outbox publishes it). */
  async finish(event: ServiceTitanSyncFinishedV1): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      await manager.update(
        StSyncRunEntity,
        { id: event.syncId },
        {
          outcome: event.outcome,
          finishedAt: new Date(event.finishedAt),
          percent: 100,
          currentEntity: null,
          error: event.error,
          fetched: event.fetched,
        },
      );
      await this.outbox.add(manager, SERVICETITAN_SYNC_FINISHED_V1, event);
    });
  }

  /** The company's running sync, else its latest. */
  latestOf(companyId: number): Promise<StSyncRunEntity | null> {
    return this.dataSource
      .getRepository(StSyncRunEntity)
      .createQueryBuilder('r')
      .where('r.company_id = :companyId', { companyId })
      .orderBy(`CASE WHEN r.outcome = 'running' THEN 0 ELSE 1 END`)
      .addOrderBy('r.started_at', 'DESC')
      .limit(1)
      .getOne();
  }
}
