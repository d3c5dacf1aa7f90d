import { useSyncExternalStore } from 'react';

/** The media query a system's "reduce motion" setting (Windows, macOS, iOS, Android, GNOME) answers. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The query's live list, made once (null outside a browser). */
let list: MediaQueryList | null | undefined;
function query(): MediaQueryList | null {
  if (list === undefined) list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  return list;
}

function subscribe(onChange: () => void): () => void {
  const media = query();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const reduced = () => query()?.matches ?? false;

/** Whether the user's system asks for less motion; follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
