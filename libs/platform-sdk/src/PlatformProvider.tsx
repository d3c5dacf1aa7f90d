import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, platformButtonConfig, platformTheme, platformThemeWithoutMotion } from '@milestone/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './auth/AuthProvider.js';
import { StorageBlockedNotice } from './components/StorageBlockedNotice.js';
import { usePrefersReducedMotion } from './motion/reduced-motion.js';
import { ToastProvider } from './toast/ToastProvider.js';

/**
 * Everything a screen relies on: the theme and the buttons' defaults (written once, in libs/ui),
 * the query client with the spec's defaults, toasts and the current user. The shell mounts it
 * once; a remote mounts it only when started on its own. A system set to reduce motion gets no
 * animations (WCAG 2.3.3).
 */
export function PlatformProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? platformThemeWithoutMotion : platformTheme} button={platformButtonConfig}>
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
