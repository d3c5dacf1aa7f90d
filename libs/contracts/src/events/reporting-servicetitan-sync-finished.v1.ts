import type { Integer, IsoDateTime } from './scalars.js';

export const SERVICETITAN_SYNC_FINISHED_V1 = 'reporting.servicetitan.sync.finished.v1' as const;

/** A company's ServiceTitan sync ended: what it fetched per entity, or why it failed. */
export interface ServiceTitanSyncFinishedV1 {
  companyId: Integer;
  syncId: string;
  /** 'schedule', 'start', 'manual' (Sync now) or 'connect' (right after a connection was saved). */
  trigger: 'schedule' | 'start' | 'manual' | 'connect';
  outcome: 'succeeded' | 'failed';
  /** Records fetched per entity key. */
  fetched: Record<string, Integer>;
  /** Why it failed (no secret in it); null when it succeeded. */
  error: string | null;
  startedAt: IsoDateTime;
  finishedAt: IsoDateTime;
}
