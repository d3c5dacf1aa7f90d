import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, createQueryClient, PlatformProvider } from '@milestone/platform-sdk';
import App from './remote-entry.js';

// Standalone mount for development; in production the shell mounts './App' and provides the
// platform (the SDK is a shared singleton).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlatformProvider queryClient={createQueryClient()}>
        <BrowserRouter>
          <App basePath="/" />
        </BrowserRouter>
      </PlatformProvider>
    </StrictMode>,
  );
}
