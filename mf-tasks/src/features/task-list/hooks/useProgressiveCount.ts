import { useEffect, useState } from 'react';
import { firstShown, nextShown } from '../progressive.js';

/**
 * How many of `total` items to render now: a first chunk, then one more chunk per animation frame
 * until all show (every item ends up in the page; the first ones paint without waiting for the rest).
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(() => firstShown(total));
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((n) => nextShown(n, total)));
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return Math.min(shown, total);
}
