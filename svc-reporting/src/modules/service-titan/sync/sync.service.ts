import { Injectable } from '@nestjs/common';
import type { ServiceTitanSyncFinishedV1 } from '@milestone/contracts';

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

/** Syncs a company's replica from its ServiceTitan tenant, one sync per company at a time across instances. */
@Injectable()
export class SyncService {
  /** Starts a sync in the background; null when one is already running for the company (here or on another instance). */
  request(_companyId: number, _trigger: SyncTrigger): Promise<{ syncId: string } | null> {
    throw new Error('SyncService.request: not built yet');
  }

  /** Runs a sync to its end (tests, and request's background work). null when one is already running. */
  run(_companyId: number, _trigger: SyncTrigger): Promise<ServiceTitanSyncFinishedV1 | null> {
    throw new Error('SyncService.run: not built yet');
  }

  /** The company's running sync, else its last one (from st_sync_runs, so every instance sees it); null before the first. */
  latestRun(_companyId: number): Promise<SyncRunView | null> {
    throw new Error('SyncService.latestRun: not built yet');
  }
}
