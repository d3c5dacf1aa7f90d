/** Display time zone of the product (spec 000 section 9). */
export const DISPLAY_TIME_ZONE = 'America/Chicago';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/**
 * A timestamp in Chicago time as 'MMM dd, yyyy at h:mm a' with a CST or CDT suffix, e.g.
 * 'Jan 05, 2025 at 3:07 PM CST'. Unparseable input reads 'Unknown date' (spec 001 section 8).
 */
export function formatChicagoTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  const part: Record<string, string> = {};
  for (const p of formatter.formatToParts(date)) part[p.type] = p.value;
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The day it is in Chicago at `now` as YYYY-MM-DD (the form of the date dialog's answer): a
 * form's default 'Date Created' is the company's day, not the browser's, which for someone
 * abroad or on a laptop left in another zone is a day off in the evening or the morning.
 */
export function chicagoDateIso(now: Date = new Date()): string {
  const part: Record<string, string> = {};
  for (const p of dayFormatter.formatToParts(now)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}`;
}
