/** The first cards render at once; the rest follow in chunks, one per frame, so the page shows early. */
export const FIRST_CHUNK = 24;
export const NEXT_CHUNK = 120;

/** How many items show after the next step, never more than there are. */
export function nextShown(shown: number, total: number, chunk = NEXT_CHUNK): number {
  return Math.min(total, Math.max(shown, 0) + chunk);
}

/** How many items show at first. */
export function firstShown(total: number, chunk = FIRST_CHUNK): number {
  return Math.min(total, chunk);
}
