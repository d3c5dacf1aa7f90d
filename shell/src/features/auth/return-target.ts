import type { RemoteName } from '@milestone/platform-sdk';
import { ownerOf } from '../../routing/route-ownership.js';

/** Where a signed-in user lands when nothing else was asked for. */
export const HOME = '/';

/** A page to land on after signing in, and the remote that renders it. */
export interface ReturnTarget {
  to: string;
  remote: RemoteName;
}

const homeOwner = ownerOf(HOME);
if (homeOwner === null || homeOwner === 'shell') throw new Error(`${HOME} must be a route a remote owns`);
const HOME_TARGET: ReturnTarget = { to: HOME, remote: homeOwner };

/**
 * Where to go after signing in: the protected page the visitor opened (ProtectedRoute passes it as
 * `state.from`, path and query), when it is a page of this app a remote owns; else home. Anything
 * else (another origin, '//host', the account screens, an unknown path) goes home.
 */
export function returnTarget(state: unknown): ReturnTarget {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return HOME_TARGET;
  const owner = ownerOf(from.split(/[?#]/, 1)[0]!);
  return owner && owner !== 'shell' ? { to: from, remote: owner } : HOME_TARGET;
}
