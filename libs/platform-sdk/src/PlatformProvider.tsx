import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, platformButtonConfig, platformTheme } from '@milestone/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './auth/AuthProvider.js';
import { StorageBlockedNotice } from './components/StorageBlockedNotice.js';
import { ToastProvider } from './toast/ToastProvider.js';

/**
 * Everything a screen relies on: the theme and the buttons' defaults (written once, in libs/ui),
 * the query client with the spec's defaults, toasts and the current user. The shell mounts it
 * once; a remote mounts it only when started on its own.
 */
export function PlatformProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider theme={platformTheme} button={platformButtonConfig}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <StorageBlockedNotice />
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
