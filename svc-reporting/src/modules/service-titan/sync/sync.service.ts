import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { NatsClient } from '@milestone/nest-kit';
import { SERVICETITAN_SYNC_PROGRESS_V1, type ServiceTitanSyncFinishedV1, type ServiceTitanSyncProgressV1 } from '@milestone/contracts';
import { ST_ENTITIES, ST_ENTITY_KEYS, ST_MAX_PAGE_SIZE, type StEntityKey, type StExportPage } from '@milestone/servicetitan-contract';
import { ServiceTitanClientFactory } from '../client/service-titan-client.factory.js';
import { ServiceTitanError, type ServiceTitanClient } from '../client/service-titan-client.js';
import { ConnectionCredentials } from '../connection/connection-credentials.js';
import { ReplicaRepository } from '../replica/replica.repository.js';
import { SyncStateRepository } from '../replica/sync-state.repository.js';
import { SyncLockRepository, type SyncLock } from './sync-lock.repository.js';
import { INTERRUPTED, SyncDisconnectedError, SyncRunRepository } from './sync-run.repository.js';

export type SyncTrigger = ServiceTitanSyncFinishedV1['trigger'];

export interface SyncRunView {
  syncId: string;
  trigger: SyncTrigger;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'running' | 'succeeded' | 'failed';
  /** Share of the entities done, 0-100. */
  percent: number;
  currentEntity: string | null;
  error: string | null;
}

/** Progress events of one sync: at most this many per second (a lost one is overtaken by the next). */
const PROGRESS_PER_SECOND = 4;
/**
 * Entities synced at once. Three keep ServiceTitan (or the sandbox) and the database busy at the
 * same time (each export also requests its next page while writing one), far below the client's
 * request rate: measured faster than two on the full sandbox tenant.
 */
const ENTITIES_AT_ONCE = 3;
/**
 * A sync that stored at least this many rows of an entity has its table's planner statistics
 * renewed before it ends (ANALYZE): a first sync fills empty tables, and until autovacuum gets to
 * them the planner takes each for one row. The pay report asked right after the demo tenant's
 * first sync then took 46 s instead of 0.1 s (nested loops over 158,000 gross pay items).
 */
export const ANALYZE_AFTER_ROWS = 1000;

class SyncStopped extends Error {
  constructor() {
    super(INTERRUPTED);
  }
}

interface Run {
  id: string;
  companyId: number;
  trigger: SyncTrigger;
  startedAt: Date;
  fetched: Record<string, number>;
  done: number;
  firstError: string | null;
  authFailed: boolean;
  /** Disconnected meanwhile: the sync stops and writes nothing more of the company's. */
  disconnected: boolean;
  lastProgressAt: number;
}

/** Syncs a company's replica from its ServiceTitan tenant, one sync per company at a time across instances. */
@Injectable()
export class SyncService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SyncService.name);
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly connections: ConnectionCredentials,
    private readonly clients: ServiceTitanClientFactory,
    private readonly locks: SyncLockRepository,
    private readonly runs: SyncRunRepository,
    private readonly states: SyncStateRepository,
    private readonly replica: ReplicaRepository,
    private readonly nats: NatsClient,
  ) {}

  /** Running syncs stop at their next page (what is stored stays) and end as interrupted before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Starts a sync in the background; null when one is already running for the company (here or on another instance). */
  async request(companyId: number, trigger: SyncTrigger): Promise<{ syncId: string } | null> {
    const started = await this.start(companyId, trigger);
    if (!started) return null;
    void this.track(this.execute(started.run, started.lock)).catch((error: unknown) =>
      this.logger.error(`sync ${started.run.id} of company ${companyId}: ${messageOf(error)}`),
    );
    return { syncId: started.run.id };
  }

  /** Runs a sync to its end (tests, and request's background work). null when one is already running. */
  async run(companyId: number, trigger: SyncTrigger): Promise<ServiceTitanSyncFinishedV1 | null> {
    const started = await this.start(companyId, trigger);
    if (!started) return null;
    return this.track(this.execute(started.run, started.lock));
  }

  /** Waits (at most `timeoutMs`) until no sync of the company runs, on any instance; true when none does. */
  async waitUntilIdle(companyId: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const latest = await this.runs.latestOf(companyId);
      if (!latest || latest.outcome !== 'running') return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The company's running sync, else its last one (from st_sync_runs, so every instance sees it); null before the first. */
  async latestRun(companyId: number): Promise<SyncRunView | null> {
    const row = await this.runs.latestOf(companyId);
    if (!row) return null;
    return {
      syncId: row.id,
      trigger: row.trigger as SyncTrigger,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      outcome: row.outcome,
      percent: row.percent,
      currentEntity: row.currentEntity,
      error: row.error,
    };
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  private async start(companyId: number, trigger: SyncTrigger): Promise<{ run: Run; lock: SyncLock } | null> {
    if (this.stopping) return null;
    const lock = await this.locks.tryLock(companyId);
    if (!lock) return null;
    try {
      const run: Run = {
        id: randomUUID(),
        companyId,
        trigger,
        startedAt: new Date(),
        fetched: {},
        done: 0,
        firstError: null,
        authFailed: false,
        disconnected: false,
        lastProgressAt: 0,
      };
      await this.runs.open(companyId, run.id, trigger, run.startedAt);
      return { run, lock };
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  private async execute(run: Run, lock: SyncLock): Promise<ServiceTitanSyncFinishedV1> {
    try {
      const credentials = await this.connections.credentialsOf(run.companyId);
      if (!credentials) {
        run.firstError = 'ServiceTitan is not connected';
      } else {
        const client = this.clients.forCredentials(credentials);
        const queue = [...ST_ENTITY_KEYS];
        const worker = async (): Promise<void> => {
          for (let key = queue.shift(); key; key = queue.shift()) {
            if (run.authFailed || run.disconnected || this.stopping) return;
            await this.syncEntity(run, client, key);
          }
        };
        await Promise.all(Array.from({ length: ENTITIES_AT_ONCE }, worker));
        if (this.stopping && !run.firstError && run.done < ST_ENTITY_KEYS.length) run.firstError = INTERRUPTED;
        // Statistics are an optimisation: a failure to renew them is no failure of the sync.
        await this.replica
          .analyze(ST_ENTITY_KEYS.filter((key) => (run.fetched[key] ?? 0) >= ANALYZE_AFTER_ROWS))
          .catch((error: unknown) => this.logger.warn(`ANALYZE after sync ${run.id}: ${messageOf(error)}`));
      }
    } catch (error) {
      run.firstError ??= messageOf(error);
    }
    const event: ServiceTitanSyncFinishedV1 = {
      companyId: run.companyId,
      syncId: run.id,
      trigger: run.trigger,
      outcome: run.firstError ? 'failed' : 'succeeded',
      fetched: run.fetched,
      error: run.firstError,
      startedAt: run.startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
    };
    try {
      await this.runs.finish(event);
    } finally {
      await lock.release();
    }
    if (event.error) this.logger.warn(`sync ${run.id} of company ${run.companyId} failed: ${event.error}`);
    return event;
  }

  /**
   * One entity: from its stored cursor to the end. A failure is recorded on the entity and the
   * sync goes on with the others, except an authentication failure, which stops it.
   */
  private async syncEntity(run: Run, client: ServiceTitanClient, key: StEntityKey): Promise<void> {
    const cursor = await this.states.begin(run.companyId, key, new Date());
    run.fetched[key] = 0;
    await this.runs.progress(run.id, this.percentOf(run), key);
    try {
      if (ST_ENTITIES[key].kind === 'export') await this.syncExport(run, client, key, cursor);
      else await this.syncList(run, client, key, cursor);
      run.done++;
      await this.states.succeeded(run.companyId, key, await this.replica.countOf(run.companyId, key), new Date());
    } catch (error) {
      if (error instanceof SyncDisconnectedError) {
        // The Disconnect removes the company's replica and sync state: record nothing on them.
        run.disconnected = true;
        run.firstError ??= error.message;
        return;
      }
      const message = error instanceof SyncStopped ? INTERRUPTED : `${ST_ENTITIES[key].label}: ${messageOf(error)}`;
      run.firstError ??= message;
      if (error instanceof ServiceTitanError && error.kind === 'auth') run.authFailed = true;
      run.done++;
      await this.states.failed(run.companyId, key, await this.replica.countOf(run.companyId, key), message);
    }
    this.publishProgress(run, key, null);
  }

  /**
   * An export from the stored continuation token. The next page is requested while this one is
   * written: the network and the database work at the same time; its token is stored only once
   * the page it follows is.
   */
  private async syncExport(run: Run, client: ServiceTitanClient, key: StEntityKey, from: string | null): Promise<void> {
    let next = prefetch(client.exportPage(key, from));
    for (;;) {
      const page = await next;
      if (this.stopping) throw new SyncStopped();
      if (page.hasMore) next = prefetch(client.exportPage(key, page.continueFrom));
      run.fetched[key] = (run.fetched[key] ?? 0) + page.data.length;
      const syncedAt = new Date();
      await this.runs.storePage({
        companyId: run.companyId,
        runId: run.id,
        entity: key,
        records: page.data as unknown as Array<Record<string, unknown>>,
        syncedAt,
        cursor: page.continueFrom || undefined,
        fetched: run.fetched[key]!,
        total: null,
      });
      this.publishProgress(run, key, null);
      if (!page.hasMore) return;
    }
  }

  /**
   * A paged list (no export): every record modified since the watermark (the last modifiedOn seen),
   * inactive ones too. The watermark moves only after the last page, so an interrupted list is read
   * again from the previous one (the upsert makes that harmless).
   */
  private async syncList(run: Run, client: ServiceTitanClient, key: StEntityKey, watermark: string | null): Promise<void> {
    let newest = watermark;
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await client.listPage(key, {
        page: pageNumber,
        pageSize: ST_MAX_PAGE_SIZE,
        includeTotal: pageNumber === 1,
        ...(watermark ? { modifiedOnOrAfter: watermark } : {}),
      });
      if (this.stopping) throw new SyncStopped();
      for (const record of page.data as Array<{ modifiedOn?: string | null }>) {
        if (record.modifiedOn && (!newest || Date.parse(record.modifiedOn) > Date.parse(newest))) newest = record.modifiedOn;
      }
      run.fetched[key] = (run.fetched[key] ?? 0) + page.data.length;
      await this.runs.storePage({
        companyId: run.companyId,
        runId: run.id,
        entity: key,
        records: page.data as unknown as Array<Record<string, unknown>>,
        syncedAt: new Date(),
        cursor: page.hasMore ? undefined : (newest ?? undefined),
        fetched: run.fetched[key]!,
        total: page.totalCount ?? null,
      });
      this.publishProgress(run, key, page.totalCount ?? null);
      if (!page.hasMore || page.data.length === 0) return;
    }
  }

  private percentOf(run: Run): number {
    return Math.floor((run.done * 100) / ST_ENTITY_KEYS.length);
  }

  /** A progress event, directly on NATS (not the outbox), at most PROGRESS_PER_SECOND a second. */
  private publishProgress(run: Run, key: StEntityKey, total: number | null): void {
    const now = Date.now();
    if (now - run.lastProgressAt < 1000 / PROGRESS_PER_SECOND) return;
    run.lastProgressAt = now;
    if (!this.nats.isConnected()) return;
    const event: ServiceTitanSyncProgressV1 = {
      companyId: run.companyId,
      syncId: run.id,
      entity: key,
      fetched: run.fetched[key] ?? 0,
      total,
      percent: this.percentOf(run),
      at: new Date(now).toISOString(),
    };
    try {
      this.nats.connection().publish(SERVICETITAN_SYNC_PROGRESS_V1, JSON.stringify(event));
    } catch (error) {
      this.logger.debug(`progress of sync ${run.id} not published: ${messageOf(error)}`);
    }
  }
}

/** A page requested ahead: its rejection is handled where it is awaited, never reported as unhandled. */
function prefetch<T>(promise: Promise<StExportPage<T>>): Promise<StExportPage<T>> {
  promise.catch(() => undefined);
  return promise;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
