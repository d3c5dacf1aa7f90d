import type { Integer, IsoDateTime } from './scalars.js';

export const SERVICETITAN_SYNC_PROGRESS_V1 = 'reporting.servicetitan.sync.progress.v1' as const;

/**
 * A company's ServiceTitan sync moved on: one entity fetched another page. Published at most a few
 * times a second per sync (not through the outbox: progress that is lost is overtaken by the next).
 */
export interface ServiceTitanSyncProgressV1 {
  companyId: Integer;
  /** The sync's id (a UUID), the same on every progress and on its finished event. */
  syncId: string;
  /** An StEntityKey of @milestone/servicetitan-contract. */
  entity: string;
  /** Records of this entity fetched so far by this sync. */
  fetched: Integer;
  /** The total the source announced, else null. */
  total: Integer | null;
  /** Entities done, out of all of them: the sync's overall share done, 0-100. */
  percent: Integer;
  at: IsoDateTime;
}
