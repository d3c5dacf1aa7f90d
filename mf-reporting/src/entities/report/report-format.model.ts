import { formatChicagoTime } from '@milestone/platform-sdk';
import type { Aggregation, DateBucket, ReportColumn } from './report.model.js';

/** A label of a pivot row or column as the server sends it. */
export type PivotLabel = string | number | boolean | null;

/** What an empty value shows: a group with no rows under a column, a cell the server left empty. */
export const EMPTY_CELL = '';
/** A row or column label of rows that have no value for the field. */
export const EMPTY_LABEL = '(empty)';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A pivot or summary figure: money as US dollars to the cent, a count as a whole number, any other
 * number with thousands separators and at most two decimals.
 */
export function formatNumber(value: number | null | undefined, options: { currency?: boolean; aggregation?: Aggregation } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_CELL;
  if (options.aggregation === 'count') return count.format(value);
  if (options.currency) return currency.format(value);
  return decimal.format(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

function dayText(label: string): string | undefined {
  const match = DAY.exec(label);
  if (!match) return undefined;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

/**
 * A row or column label as people read it. Date buckets arrive as 'YYYY-MM-DD' (day, and the
 * Monday a week starts on), 'YYYY-MM', 'YYYY-Qn' and 'YYYY'; they read 'Jan 5, 2026', 'Week of
 * Jan 5, 2026', 'Jan 2026', 'Q1 2026', '2026'. An empty value reads '(empty)'.
 */
export function formatLabel(label: PivotLabel | undefined, bucket: DateBucket | null = null): string {
  if (label === null || label === undefined || label === '') return EMPTY_LABEL;
  if (typeof label === 'boolean') return label ? 'Yes' : 'No';
  if (typeof label === 'number') return decimal.format(label);
  switch (bucket) {
    case 'day':
      return dayText(label) ?? label;
    case 'week': {
      const day = dayText(label);
      return day ? `Week of ${day}` : label;
    }
    case 'month': {
      const match = MONTH.exec(label);
      return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : label;
    }
    case 'quarter': {
      const match = QUARTER.exec(label);
      return match ? `Q${match[2]} ${match[1]}` : label;
    }
    default:
      return label;
  }
}

/** A cell of a table report, by its column's type: money, numbers, Chicago times, yes/no; lists and objects as JSON. */
export function formatCell(value: unknown, column: Pick<ReportColumn, 'type' | 'currency'>): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (column.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? formatNumber(n, { currency: column.currency }) : String(value);
    }
    case 'date':
      return formatChicagoTime(value as string);
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
