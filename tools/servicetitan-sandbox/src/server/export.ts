import type { StExportPage } from '@milestone/servicetitan-contract';
import { BadRequest } from './problem.js';
import { parseUtc } from './query.js';
import { time, type BaseRecord } from './tenant-store.js';

/** A position in an export: everything strictly after (modifiedOn ms, id). */
export interface ExportPosition {
  m: number;
  i: number;
}

const START: ExportPosition = { m: -8.64e15, i: 0 };

export function encodePosition(position: ExportPosition): string {
  return Buffer.from(JSON.stringify({ m: position.m, i: position.i })).toString('base64url');
}

/** Parses `from`: absent = the start; a date or date-time (UTC) = modifiedOn >= it; else a continueFrom token. */
export function parseFrom(from: string | undefined): ExportPosition {
  if (from === undefined || from === '') return START;
  const value = from.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
    const ms = parseUtc(value);
    if (Number.isNaN(ms)) throw new BadRequest({ from: [`'${from}' is not a valid date.`] });
    // Ids are positive, so "after (ms, 0)" is "modifiedOn >= ms".
    return { m: ms, i: 0 };
  }
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<ExportPosition>;
    if (typeof decoded.m === 'number' && typeof decoded.i === 'number' && Number.isFinite(decoded.m) && Number.isFinite(decoded.i)) {
      return { m: decoded.m, i: decoded.i };
    }
  } catch {
    /* falls through to the refusal */
  }
  throw new BadRequest({ from: ['The value is neither a continuation token (continueFrom) nor a date.'] });
}

/** First index whose (modifiedOn, id) is after the position; the array is in (modifiedOn, id) order. */
export function firstAfter(records: readonly BaseRecord[], position: ExportPosition): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const record = records[mid]!;
    const m = time(record.modifiedOn);
    const after = m > position.m || (m === position.m && (record.id ?? 0) > position.i);
    if (after) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** One export page: up to `pageSize` records after `from`, and the token to continue (now or later). */
export function exportPage<T extends BaseRecord>(records: readonly T[], from: string | undefined, pageSize: number): StExportPage<T> {
  const position = parseFrom(from);
  const start = firstAfter(records, position);
  const end = Math.min(records.length, start + pageSize);
  const data = records.slice(start, end);
  const last = data.at(-1);
  const next = last ? { m: time(last.modifiedOn), i: last.id ?? 0 } : position;
  return { hasMore: end < records.length, continueFrom: encodePosition(next), data };
}
