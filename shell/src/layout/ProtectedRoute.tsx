import { useRef, type ReactNode } from 'react';
import { CenteredSpinner, Navigate, useAuth, useLocation } from '@milestone/platform-sdk';

/** Every route but the account screens and the 404 needs a user (spec 000 section 2). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // Whether a user was signed in here: then the session ended under them (Log out, or the server
  // ended it), and whoever signs in next starts at home, not on the page left behind.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  if (isLoading) return <CenteredSpinner label="Checking your session" />;
  if (!user) {
    // A visitor who opened this page signed out returns here after signing in (return-target.ts).
    const state = hadUser.current ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <>{children}</>;
}
