import type { ReportingComponents } from '@milestone/contracts';

// Apart from the model so that the task overview, which reads the status too, does not ship the
// status page's texts with its own chunk.

/** The page refreshes itself every 30 s (spec 001 section 9)... */
export const STATUS_REFRESH_MS = 30_000;
/** ...and every 2 s while a sync runs, so its progress bar moves. */
export const SYNC_REFRESH_MS = 2_000;

/** How often the status is read again: every 2 s while a sync runs, else every 30 s. */
export function refreshIntervalMs(answer: Pick<ReportingComponents['schemas']['StatusResponseDto'], 'sync'> | undefined): number {
  return answer?.sync.running ? SYNC_REFRESH_MS : STATUS_REFRESH_MS;
}
