import { nextListOffset, shownOfTotal, type ReportingComponents } from '@milestone/contracts';
import { formatNumber } from '@milestone/loadcalc';

export type SavedCalculation = ReportingComponents['schemas']['SavedCalculationDto'];

/**
 * Calculations per request: each carries its whole form, so half of svc-reporting's cap of 100
 * keeps the first answer small; older ones load on request.
 */
export const CALCULATION_PAGE_SIZE = 50;

export interface CalculationPage {
  calculations: SavedCalculation[];
  /** How many calculations the user has saved in all (X-Total-Count). */
  total: number;
}

/** Where the next page starts, or undefined when every saved calculation is loaded. */
export function nextPageOffset(pages: readonly CalculationPage[]): number | undefined {
  return nextListOffset(pages, (page) => page.calculations);
}

/** The line under the list: how many of the saved calculations show. */
export function shownLine(shown: number, total: number): string {
  return shownOfTotal(shown, total, { one: 'calculation', many: 'calculations' });
}

/**
 * A saved calculation's net VA as the list shows it, from the totals svc-reporting computed at save
 * (never recomputed here): '52,160 VA', or '—' when the saved form had none.
 */
export function savedNetVa(calculation: Pick<SavedCalculation, 'netVa'>): string {
  return calculation.netVa === null ? '—' : `${formatNumber(calculation.netVa)} VA`;
}

/** Its recommended service: '225 A'; 'Over 6,000 A' when the net VA needs more than any rating; '—' without totals. */
export function savedService(calculation: Pick<SavedCalculation, 'netVa' | 'recommendedServiceAmps'>): string {
  if (calculation.recommendedServiceAmps !== null) return `${formatNumber(calculation.recommendedServiceAmps)} A`;
  return calculation.netVa === null ? '—' : 'Over 6,000 A';
}
