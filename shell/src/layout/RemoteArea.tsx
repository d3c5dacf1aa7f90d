import { RemoteComponent, type RemoteName } from '@milestone/platform-sdk';

/**
 * Mounts a remote's './App' for the routes it owns. It renders under the shell's splat route, so
 * the remote's own routes are matched against the whole path under basePath '/'.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return <RemoteComponent remote={remote} module="./App" props={{ basePath: '/' }} />;
}
