import {
  createQueryClient,
  getAuthToken,
  installFederationPlugins,
  loadRemoteRegistry,
  mountPlatform,
  prefetchCurrentUser,
  preloadFederated,
} from '@milestone/platform-sdk';
import { App } from './app/App.js';
import { hashRouteToPath } from './routing/hash-redirect.js';
import { ownerOf } from './routing/route-ownership.js';

// Old hash addresses (/#/tasks/5) become history routes (/tasks/5) before the router reads them.
// The route is always a path of this origin; were the browser to refuse it all the same, the shell
// starts on the address as it is (a SecurityError here once left the whole page blank).
const fromHash = hashRouteToPath(window.location.hash);
if (fromHash) {
  try {
    window.history.replaceState(null, '', fromHash);
  } catch {
    // the router reads the path as it is
  }
}

installFederationPlugins();
// Not awaited: the header and the account screens render at once; remotes wait for it.
void loadRemoteRegistry();

const queryClient = createQueryClient();
// A returning user (a stored token): the session check and the page's remote load side by side,
// instead of one after the other after the first render.
if (getAuthToken()) {
  prefetchCurrentUser(queryClient);
  const owner = ownerOf(window.location.pathname);
  if (owner && owner !== 'shell') preloadFederated(owner, './App');
}
mountPlatform(<App />, queryClient);
