/**
 * The relative periods of the builder's date filter, as svc-reporting reads a definition's
 * dateRange.preset (report-presets.ts): Chicago days, weeks from Monday, both ends included;
 * 'this-<unit>' from its first day to today, 'last-<unit>' the whole one before, 'last-<n>-days'
 * the n days to today. The server recomputes them on every generate, download and render; the
 * builder fills its date inputs with what they mean today.
 */

/** No preset: the dates as typed. */
export const CUSTOM_RANGE = 'custom';
/** Spec 001 section 9: the default report date range is the last 30 days. */
export const DEFAULT_DATE_PRESET = 'last-30-days';

/** The picker's choices, in the order shown. */
export const DATE_PRESETS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'last-90-days', label: 'Last 90 days' },
  { value: 'this-week', label: 'This week' },
  { value: 'last-week', label: 'Last week' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'last-quarter', label: 'Last quarter' },
  { value: 'this-year', label: 'This year' },
  { value: 'last-year', label: 'Last year' },
  { value: CUSTOM_RANGE, label: 'Custom range' },
];

type Unit = 'week' | 'month' | 'quarter' | 'year';
const PRESET = /^(?:(today|yesterday)|(this|last)-(week|month|quarter|year)|last-([1-9]\d{0,3})-days)$/;
/** The most days 'last-<n>-days' counts back, as the server (ten years). */
const MAX_DAYS = 3660;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => {
  const [y, m, d] = parts(day);
  return iso(y, m, d + days);
};

function startOf(unit: Unit, day: string): string {
  const [y, m, d] = parts(day);
  if (unit === 'week') return plusDays(day, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
  if (unit === 'month') return iso(y, m, 1);
  if (unit === 'quarter') return iso(y, Math.floor((m - 1) / 3) * 3 + 1, 1);
  return iso(y, 1, 1);
}

/** The first day of the unit before the one starting on `start`, and the day before `start`. */
function unitBefore(unit: Unit, start: string): { startDate: string; endDate: string } {
  const [y, m] = parts(start);
  const months = { week: 0, month: 1, quarter: 3, year: 12 }[unit];
  return { startDate: unit === 'week' ? plusDays(start, -7) : iso(y, m - months, 1), endDate: plusDays(start, -1) };
}

/** The days `preset` covers when today is `today` (a Chicago day, 'YYYY-MM-DD'); null for no preset the builder knows. */
export function presetDateRange(preset: string, today: string): { startDate: string; endDate: string } | null {
  const match = PRESET.exec(preset);
  if (!match) return null;
  const [, day, which, unit, days] = match;
  if (day) {
    const date = day === 'today' ? today : plusDays(today, -1);
    return { startDate: date, endDate: date };
  }
  if (which) {
    const start = startOf(unit as Unit, today);
    return which === 'this' ? { startDate: start, endDate: today } : unitBefore(unit as Unit, start);
  }
  const n = Number(days);
  return n > MAX_DAYS ? null : { startDate: plusDays(today, -(n - 1)), endDate: today };
}

/** The picker's label of a preset ('Last 30 days'), or 'Custom range'. */
export function presetLabel(preset: string): string {
  return DATE_PRESETS.find((p) => p.value === preset)?.label ?? (presetDateRange(preset, '2000-01-01') ? preset.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : 'Custom range');
}
