/** Any origin: only a path of this one passes the check below (an address's own origin is never this). */
const SAME_ORIGIN = 'http://shell.invalid';

/**
 * The route of an old hash address ('#/tasks/5' -> '/tasks/5'), or null for a plain anchor or
 * no hash. The product uses the browser history; hash links of the old app keep working. The
 * route is always a path of this origin: '#//host/x' (and '#/\host/x', which a browser reads the
 * same way) would be another origin's address, which history.replaceState refuses with a
 * SecurityError that left the whole shell blank; its slashes are dropped ('/host/x', a 404 of
 * ours), and anything else that would leave the origin goes to '/'.
 */
export function hashRouteToPath(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  // Tabs and newlines are dropped by URL parsing anywhere, so '/\t/host' is '//host' as well.
  const route = `/${hash
    .slice(1)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[/\\]+/, '')}`;
  try {
    const url = new URL(route, SAME_ORIGIN);
    return url.origin === SAME_ORIGIN ? route : '/';
  } catch {
    return '/';
  }
}
