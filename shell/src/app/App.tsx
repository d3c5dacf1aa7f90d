import { lazy, Suspense, type ReactNode } from 'react';
import { Layout } from '@milestone/ui';
import { CenteredSpinner, NotFound, Route, Routes, useLocation, useNavigate } from '@milestone/platform-sdk';
import { Header } from '../layout/Header.js';
import { ProtectedRoute } from '../layout/ProtectedRoute.js';
import { RemoteArea } from '../layout/RemoteArea.js';
import { AuthPage } from '../features/auth/AuthPage.js';
import { ownerOf } from '../routing/route-ownership.js';

// Pages reached only from e-mailed links (and the dev mailbox) load on demand: the sign-in page,
// the first screen, stays within its size budget.
const AcceptInvitationPage = lazy(() => import('../features/accounts/AcceptInvitationPage.js').then((m) => ({ default: m.AcceptInvitationPage })));
const SetPasswordPage = lazy(() => import('../features/accounts/SetPasswordPage.js').then((m) => ({ default: m.SetPasswordPage })));
const DevMailboxPage = lazy(() => import('../features/dev-mailbox/DevMailboxPage.js').then((m) => ({ default: m.DevMailboxPage })));

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CenteredSpinner />}>{children}</Suspense>;
}

function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFound onHome={() => navigate('/')} />;
}

/**
 * Every other path: the remote that owns it (routing/route-ownership.ts), for a signed-in user, or the 404.
 * It is one splat route, so the remote's own <Routes> sit under a parent path ending in '*' and
 * match the whole path; the key keeps one mounted remote while the user moves among its paths.
 */
function RemoteRoutes() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (owner === null || owner === 'shell') return <NotFoundPage />;
  return (
    <ProtectedRoute>
      <RemoteArea key={owner} remote={owner} />
    </ProtectedRoute>
  );
}

export function App() {
  return (
    <Layout className="shell-layout">
      <Header />
      <Layout.Content>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route
            path="/accept-invitation/:token?"
            element={
              <OnDemand>
                <AcceptInvitationPage />
              </OnDemand>
            }
          />
          <Route
            path="/set-password/*"
            element={
              <OnDemand>
                <SetPasswordPage />
              </OnDemand>
            }
          />
          <Route
            path="/dev/mailbox"
            element={
              <OnDemand>
                <DevMailboxPage />
              </OnDemand>
            }
          />
          <Route path="*" element={<RemoteRoutes />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
