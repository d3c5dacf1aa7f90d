import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  createQueryClient,
  getAuthToken,
  installFederationPlugins,
  loadRemoteRegistry,
  PlatformProvider,
  prefetchCurrentUser,
  preloadFederated,
} from '@milestone/platform-sdk';
import { App } from './app/App.js';
import { hashRouteToPath } from './app/hash-redirect.js';
import { ownerOf } from './app/route-ownership.js';

// Old hash addresses (/#/tasks/5) become history routes (/tasks/5) before the router reads them.
const fromHash = hashRouteToPath(window.location.hash);
if (fromHash) window.history.replaceState(null, '', fromHash);

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
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <PlatformProvider queryClient={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PlatformProvider>
  </StrictMode>,
);
