import { nextListOffset, shownOfTotal, type ReportingComponents } from '@milestone/contracts';

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
