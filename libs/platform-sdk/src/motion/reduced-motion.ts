import { useSyncExternalStore } from 'react';

/** The media query a system's "reduce motion" setting (Windows, macOS, iOS, Android, GNOME) answers. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const reduced = () => query()?.matches ?? false;

/** Whether the user's system asks for less motion; follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
