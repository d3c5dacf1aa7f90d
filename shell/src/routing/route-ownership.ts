import { matchPath, type RemoteName } from '@milestone/platform-sdk';

/** A remote and the shell routes it owns; inside the remote its routes are relative to '/'. */
export interface RemoteArea {
  remote: RemoteName;
  label: string;
  paths: readonly string[];
}

/** Which remote renders which route (ARCHITECTURE.md section 3). */
export const REMOTE_AREAS: readonly RemoteArea[] = [
  {
    remote: 'mf_tasks',
    label: 'Tasks',
    paths: ['/', '/tasks/*', '/task/*', '/executions', '/task-management', '/technician-pay-report'],
  },
  { remote: 'mf_admin', label: 'Administration', paths: ['/settings/*', '/profile'] },
  { remote: 'mf_reporting', label: 'Reporting', paths: ['/service-titan/status'] },
];

/** Routes the shell renders itself and that need no signed-in user. */
export const PUBLIC_SHELL_PATHS: readonly string[] = ['/auth', '/accept-invitation', '/accept-invitation/:token', '/set-password/*', '/dev/mailbox'];

/** 'shell' for a public shell route, the remote's name for a remote route, null for a 404. */
export function ownerOf(pathname: string): RemoteName | 'shell' | null {
  if (PUBLIC_SHELL_PATHS.some((path) => matchPath({ path, end: true }, pathname))) return 'shell';
  for (const area of REMOTE_AREAS) {
    if (area.paths.some((path) => matchPath({ path, end: true }, pathname))) return area.remote;
  }
  return null;
}
