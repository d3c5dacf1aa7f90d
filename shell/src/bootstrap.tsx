import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, createQueryClient, installFederationPlugins, loadRemoteRegistry, PlatformProvider } from '@milestone/platform-sdk';
import { App } from './app/App.js';
import { hashRouteToPath } from './app/hash-redirect.js';

// Old hash addresses (/#/tasks/5) become history routes (/tasks/5) before the router reads them.
const fromHash = hashRouteToPath(window.location.hash);
if (fromHash) window.history.replaceState(null, '', fromHash);

installFederationPlugins();
// Not awaited: the header and the account screens render at once; remotes wait for it.
void loadRemoteRegistry();

const queryClient = createQueryClient();
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
