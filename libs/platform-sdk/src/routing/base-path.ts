/**
 * A remote's link: its routes are relative, and the shell hands it the base path it is mounted
 * under. joinBasePath('/', 'tasks/5') -> '/tasks/5'; joinBasePath('/app/', '') -> '/app/'.
 */
export function joinBasePath(basePath: string, relative: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${base}${relative.replace(/^\/+/, '')}`;
}
