/** The first back-off of a retried call, ms. */
export const BACKOFF_BASE_MS = 500;
/** The longest back-off between two attempts, ms. */
export const BACKOFF_CAP_MS = 30_000;
/**
 * The longest Retry-After the client waits for. ServiceTitan's limits are per second; an answer
 * asking for more than this is a lock-out, better reported at once than waited out by a sync.
 */
export const MAX_RETRY_AFTER_MS = 120_000;

/**
 * The wait a `Retry-After` header asks for, in ms: delta-seconds ("3", "1.5" read leniently) or an
 * HTTP date (RFC 9110 §10.2.3). null when the header is absent or unreadable; a date in the past
 * is 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // Date.parse reads "Wed, 21 Oct 2015 07:28:00 GMT" and ISO forms, but also "-3" as a year: a
  // signed number is no date.
  if (/^[-+]\d+(\.\d+)?$/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * Exponential back-off with jitter before retry number `retry` (0 = the first retry): half of
 * min(cap, base·2^retry) fixed plus up to the other half at random ("equal jitter"), so clients that
 * failed together do not come back together, yet no wait is near zero.
 */
export function backoffDelay(retry: number, random: () => number = Math.random, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, retry));
  const half = ceiling / 2;
  return Math.round(half + random() * half);
}

/** The wait before the next attempt: the server's Retry-After when it gave one, else the back-off. */
export function retryDelay(retry: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  return retryAfterMs ?? backoffDelay(retry, random);
}
