import { RemoteComponent } from '@milestone/platform-sdk';

/**
 * Mounts a remote's './App' for the routes it owns. It is the element of a path-less layout route,
 * so the remote's own relative routes are matched against the whole path under basePath '/'.
 */
export function RemoteArea({ remote }: { remote: string }) {
  return <RemoteComponent<{ basePath: string }> remote={remote} module="./App" props={{ basePath: '/' }} />;
}
