import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { notification } from '@milestone/ui';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title: string;
  /** A sentence, or one with a plain link (toasts render outside the page's router). */
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface Toaster {
  toast(options: ToastOptions): void;
}

/** One toast visible at a time, shown 5000 ms (spec 000 section 8 and 9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_MAX_VISIBLE,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
  });
  const toaster = useMemo<Toaster>(
    () => ({
      toast({ title, description, variant = 'info' }) {
        api[variant]({ title, description, role: 'status' });
      },
    }),
    [api],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/** The platform toaster; remotes get the shell's, since the SDK is a shared singleton. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <PlatformProvider>');
  return toaster;
}
