/**
 * The route of an old hash address ('#/tasks/5' -> '/tasks/5'), or null for a plain anchor or
 * no hash. The product uses the browser history; hash links of the old app keep working.
 */
export function hashRouteToPath(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const route = hash.slice(1);
  return route === '' ? '/' : route;
}
