/** Rows per request of the admin lists: a screen or two, well under the services' cap of 500. */
export const ADMIN_PAGE_SIZE = 100;

/** Where the next page starts, or undefined when every row of the list is loaded. */
export function nextPageOffset(pages: ReadonlyArray<{ rows: readonly unknown[]; total: number }>): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.rows.length, 0);
  const last = pages.at(-1);
  if (!last || last.rows.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The line under a list: how many of its rows show, e.g. 'Showing 100 of 240 users'. */
export function shownLine(shown: number, total: number, noun: { one: string; many: string }): string {
  return `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.many}`;
}
