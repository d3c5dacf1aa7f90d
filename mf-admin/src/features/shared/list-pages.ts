import { nextListOffset, shownOfTotal } from '@milestone/contracts';

/** Rows per request of the admin lists: a screen or two, well under the services' cap of 500. */
export const ADMIN_PAGE_SIZE = 100;

/** Where the next page starts, or undefined when every row of the list is loaded. */
export function nextPageOffset(pages: ReadonlyArray<{ rows: readonly unknown[]; total: number }>): number | undefined {
  return nextListOffset(pages, (page) => page.rows);
}

/** The line under a list: how many of its rows show, e.g. 'Showing 100 of 240 users'. */
export const shownLine = shownOfTotal;
