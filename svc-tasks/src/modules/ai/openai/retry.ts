/**
 * How long to wait before retrying a call answered 429 or 5xx: what the server asks for
 * (`retry-after-ms`, else `Retry-After` in seconds or as an HTTP date), else exponential
 * back-off from `baseDelayMs`; never more than `maxDelayMs`.
 */
export interface BackOff {
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_BACK_OFF: BackOff = { baseDelayMs: 500, maxDelayMs: 20_000 };

/** The wait the server asked for, in ms (null when it did not say, or said nonsense). */
export function requestedDelayMs(headers: Headers | undefined, now: number = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const after = headers.get('retry-after')?.trim();
  if (!after) return null;
  if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before retry number `retry` (0 for the first retry). */
export function retryDelayMs(retry: number, headers: Headers | undefined, backOff: BackOff = DEFAULT_BACK_OFF, now: number = Date.now()): number {
  const asked = requestedDelayMs(headers, now);
  const delay = asked ?? backOff.baseDelayMs * 2 ** retry;
  return Math.min(Math.max(0, Math.round(delay)), backOff.maxDelayMs);
}
