import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { PlatformProvider } from './PlatformProvider.js';
import { createQueryClient } from './query/query-client.js';
import { BrowserRouter } from './routing/router.js';
import type { RemoteAppProps } from './federation/exposed-modules.js';

/** Renders `app` into the page's #root inside the platform (theme, queries, toasts, auth) and the router. */
export function mountPlatform(app: ReactNode, queryClient: QueryClient = createQueryClient()): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PlatformProvider queryClient={queryClient}>
        <BrowserRouter>{app}</BrowserRouter>
      </PlatformProvider>
    </StrictMode>,
  );
}

/**
 * A remote's standalone mount for development: its './App' at the root path, with the platform the
 * shell provides in production (where the shell mounts './App' and this never runs: a remote's
 * build has no page of its own, so there is no #root and nothing is mounted).
 */
export function mountStandalone(App: ComponentType<RemoteAppProps>): void {
  if (document.getElementById('root')) mountPlatform(<App basePath="/" />);
}
