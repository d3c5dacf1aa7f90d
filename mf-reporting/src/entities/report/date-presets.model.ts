import { presetRange } from '@milestone/contracts/report-periods';

/**
 * The relative periods of the builder's date filter: the choices and their labels. What a preset
 * means is @milestone/contracts/report-periods's, the one reading svc-reporting applies too (Chicago
 * days, weeks from Monday, both ends included); the server recomputes it on every generate,
 * download and render, the builder fills its date inputs with what it means today.
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

/** The days `preset` covers when today is `today` (a Chicago day, 'YYYY-MM-DD'); null for no preset. The server's own reading. */
export const presetDateRange = presetRange;

/** The picker's label of a preset ('Last 30 days'), or 'Custom range'. */
export function presetLabel(preset: string): string {
  return (
    DATE_PRESETS.find((p) => p.value === preset)?.label ??
    (presetDateRange(preset, '2000-01-01') ? preset.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : 'Custom range')
  );
}
