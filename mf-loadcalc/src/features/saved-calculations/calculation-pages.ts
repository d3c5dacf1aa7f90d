import type { ReportingComponents } from '@milestone/contracts';

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
  const loaded = pages.reduce((n, page) => n + page.calculations.length, 0);
  const last = pages.at(-1);
  if (!last || last.calculations.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The line under the list: how many of the saved calculations show. */
export function shownLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'calculation' : 'calculations'}`;
}
