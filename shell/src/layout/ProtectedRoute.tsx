import type { ReactNode } from 'react';
import { CenteredSpinner, Navigate, useAuth, useLocation } from '@milestone/platform-sdk';

/** Every route but the account screens and the 404 needs a user (spec 000 section 2). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <CenteredSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
