/**
 * Relative periods of a report ('last-month', 'last-30-days', 'this-week' ...) as Chicago days.
 * One source for every reader: svc-reporting's definition's dateRange.preset (recomputed on each
 * generate, download and scheduled render) and the periods it reads from a person's words
 * (from-request/report-periods.ts), and mf-reporting's Period picker, which fills its date inputs
 * with what a preset means today. Pure: no clock, no time zone of its own (callers pass today's
 * Chicago day). Weeks start on Monday (spec 001 section 9); both ends are included.
 */

export type PeriodUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The most units 'last-<n>-<units>' counts back (ten years of days). */
export const MAX_PRESET_COUNT = 3660;

/** The preset names, as an error message and the OpenAPI description list them. */
export const PRESET_NAMES =
  'today, yesterday, this-week, this-month, this-quarter, this-year, last-week, last-month, last-quarter, last-year, or last-<n>-days, last-<n>-weeks, last-<n>-months, last-<n>-quarters, last-<n>-years';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PRESET = /^(?:(today|yesterday)|(this|last)-(week|month|quarter|year)|last-([1-9]\d{0,3})-(days|weeks|months|quarters|years))$/;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days`, as calendar days. */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = ISO_DAY.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/** The first day of the unit `day` is in (weeks start on Monday). */
export function startOf(unit: PeriodUnit, day: string): string {
  const [y, m, d] = parts(day);
  switch (unit) {
    case 'day':
      return day;
    case 'week': {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      return addDays(day, -((weekday + 6) % 7));
    }
    case 'month':
      return iso(y, m, 1);
    case 'quarter':
      return iso(y, Math.floor((m - 1) / 3) * 3 + 1, 1);
    case 'year':
      return iso(y, 1, 1);
  }
}

/** `day` moved by `n` units (a month from the 31st lands on the month's last day). */
export function shift(unit: PeriodUnit, day: string, n: number): string {
  const [y, m, d] = parts(day);
  if (unit === 'day') return addDays(day, n);
  if (unit === 'week') return addDays(day, 7 * n);
  const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : 12 * n;
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(y, m + months, Math.min(d, last));
}

/** The last day of the unit that starts on `start`. */
export const endOf = (unit: PeriodUnit, start: string): string => addDays(shift(unit, start, 1), -1);

/**
 * The days a preset covers on `today` (a Chicago day), or null when it names no preset:
 * 'this-<unit>' its start to today, 'last-<unit>' the whole one before ('last-day' is not one:
 * 'yesterday'), 'last-<n>-<units>' the n units back to today (the day n units back excluded).
 */
export function presetRange(preset: string, today: string): DayRange | null {
  const match = PRESET.exec(preset);
  if (!match) return null;
  const [, day, which, unitWord, count, unitsWord] = match;
  if (day === 'today') return { startDate: today, endDate: today };
  if (day === 'yesterday') return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
  if (which) {
    const unit = unitWord as PeriodUnit;
    if (which === 'this') return { startDate: startOf(unit, today), endDate: today };
    const start = shift(unit, startOf(unit, today), -1);
    return { startDate: start, endDate: endOf(unit, start) };
  }
  const n = Number(count);
  if (n > MAX_PRESET_COUNT) return null;
  const unit = unitsWord!.replace(/s$/, '') as PeriodUnit;
  return { startDate: addDays(shift(unit, today, -n), 1), endDate: today };
}

/** Whether `value` is a preset name presetRange reads. */
export function isPreset(value: unknown): value is string {
  return typeof value === 'string' && presetRange(value, '2000-01-01') !== null;
}
