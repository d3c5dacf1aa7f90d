/**
 * Offset paging of the list routes: a page is asked for with `offset` and `limit` and answers its
 * rows with the number of matching rows in all (X-Total-Count). Where the next page starts, or
 * undefined when every matching row is loaded (an empty page ends the list too, so rows removed
 * meanwhile cannot make it ask forever).
 */
export function nextListOffset<P extends { total: number }>(pages: readonly P[], rowsOf: (page: P) => readonly unknown[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + rowsOf(page).length, 0);
  const last = pages.at(-1);
  if (!last || rowsOf(last).length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The line under a paged list: 'Showing 60 of 240 tasks', 'Showing 1 of 1 user'. */
export function shownOfTotal(shown: number, total: number, noun: { one: string; many: string }): string {
  return `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.many}`;
}
