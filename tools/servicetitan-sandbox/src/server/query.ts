import { ST_MAX_IDS, ST_MAX_PAGE_SIZE } from '@milestone/servicetitan-contract';
import { BadRequest, type FieldErrors } from './problem.js';

export type Query = Record<string, string | string[] | undefined>;

/**
 * Reads query parameters the way ServiceTitan's model binding does, collecting every bad one into
 * ApiErrorResponse.errors (field -> messages) and throwing them together once asked.
 */
export class QueryReader {
  private readonly errors: FieldErrors = {};

  constructor(private readonly query: Query) {}

  raw(name: string): string | undefined {
    // Parameter names are case-insensitive in ASP.NET model binding.
    const lower = name.toLowerCase();
    for (const [key, value] of Object.entries(this.query)) {
      if (key.toLowerCase() === lower) return Array.isArray(value) ? value.at(-1) : value;
    }
    return undefined;
  }

  fail(name: string, message: string): void {
    (this.errors[name] ??= []).push(message);
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.raw(name);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || value < min || value > max) {
      this.fail(name, `The value '${raw}' is not valid for ${name}: a whole number from ${min} to ${max} is expected.`);
      return fallback;
    }
    return value;
  }

  optionalInteger(name: string): number | undefined {
    const raw = this.raw(name);
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+$/.test(raw.trim())) {
      this.fail(name, `The value '${raw}' is not valid for ${name}.`);
      return undefined;
    }
    return Number(raw);
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.raw(name);
    if (raw === undefined || raw === '') return fallback;
    const lower = raw.trim().toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    this.fail(name, `The value '${raw}' is not valid for ${name}: true or false is expected.`);
    return fallback;
  }

  /** A UTC date-time (a date alone is midnight UTC); ms since the epoch. */
  dateTime(name: string): number | undefined {
    const raw = this.raw(name);
    if (raw === undefined || raw === '') return undefined;
    const ms = parseUtc(raw);
    if (Number.isNaN(ms)) {
      this.fail(name, `The value '${raw}' is not valid for ${name}: a UTC date-time such as 2026-01-31T00:00:00Z is expected.`);
      return undefined;
    }
    return ms;
  }

  choice<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const raw = this.raw(name);
    if (raw === undefined || raw === '') return fallback;
    const found = values.find((v) => v.toLowerCase() === raw.trim().toLowerCase());
    if (!found) {
      this.fail(name, `The value '${raw}' is not valid for ${name}: one of ${values.join(', ')} is expected.`);
      return fallback;
    }
    return found;
  }

  ids(name: string): number[] | undefined {
    const raw = this.raw(name);
    if (raw === undefined || raw.trim() === '') return undefined;
    const parts = raw
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    if (parts.some((p) => !/^\d+$/.test(p))) {
      this.fail(name, `The value '${raw}' is not valid for ${name}: comma-separated ids are expected.`);
      return undefined;
    }
    if (parts.length > ST_MAX_IDS) {
      this.fail(name, `At most ${ST_MAX_IDS} ids can be requested at once (got ${parts.length}).`);
      return undefined;
    }
    return parts.map(Number);
  }

  paging(): { page: number; pageSize: number; includeTotal: boolean } {
    return {
      page: this.integer('page', 1, 1, 2_147_483_647),
      pageSize: this.integer('pageSize', 50, 1, ST_MAX_PAGE_SIZE),
      includeTotal: this.boolean('includeTotal', false),
    };
  }

  /** Throws the collected errors (as one 400) if there are any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new BadRequest(this.errors);
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** A date or ISO date-time read as UTC when it names no zone (ServiceTitan's filters are UTC); NaN otherwise. */
export function parseUtc(raw: string): number {
  const value = raw.trim();
  if (DATE_ONLY.test(value)) return Date.parse(`${value}T00:00:00Z`);
  if (DATE_TIME.test(value)) return Date.parse(ZONE.test(value) ? value : `${value}Z`);
  return Number.NaN;
}
