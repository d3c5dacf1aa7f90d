import { Faker, base, en, en_US } from '@faker-js/faker';
import type { TenantSpec } from '../tenants.js';
import { Rng } from './rng.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** The generated history: the 52 weeks before the anchor. */
export const HISTORY_WEEKS = 52;

/** Shared state of one generation: the seeded sources, the time frame and the size factor. */
export interface GenContext {
  spec: TenantSpec;
  faker: Faker;
  rng: Rng;
  /** The anchor in ms: no record is created or modified at or after it. */
  anchor: number;
  /** Start of the history: anchor - 52 weeks (a Monday when the anchor is one). */
  start: number;
  scale: number;
}

export function createContext(spec: TenantSpec, anchor: Date): GenContext {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(spec.seed);
  faker.setDefaultRefDate(anchor);
  const rng = new Rng(faker.number.int({ min: 1, max: 0xffffffff }));
  const anchorMs = anchor.getTime();
  return { spec, faker, rng, anchor: anchorMs, start: anchorMs - HISTORY_WEEKS * WEEK, scale: spec.scale };
}

/** A count scaled to the tenant, never below `min` so a tiny tenant keeps some of everything. */
export function scaled(ctx: GenContext, full: number, min: number): number {
  return Math.max(min, Math.round(full * ctx.scale));
}

/**
 * ISO strings of instants, shared: most records fall on quarter hours and midnights, so one string
 * per instant saves both the formatting and hundreds of megabytes of duplicates at full size.
 */
const isoCache = new Map<number, string>();
/** Drops the shared strings' index once a generation is done (the records keep the strings). */
export function forgetIsoStrings(): void {
  isoCache.clear();
}

export function iso(ms: number): string {
  // Keyed by whole minutes (small integers hash fast); other instants are formatted each time.
  if (ms % 60_000 !== 0) return new Date(ms).toISOString();
  const minute = ms / 60_000;
  let text = isoCache.get(minute);
  if (text === undefined) {
    text = new Date(ms).toISOString();
    if (isoCache.size > 2_000_000) isoCache.clear();
    isoCache.set(minute, text);
  }
  return text;
}

/** Midnight UTC of the day holding `ms`. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}
