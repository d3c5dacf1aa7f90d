import { lazy, Suspense, type ReactNode } from 'react';
import { Layout } from '@milestone/ui';
import { CenteredSpinner, NotFound, Route, Routes, useNavigate } from '@milestone/platform-sdk';
import { Header } from '../layout/Header.js';
import { ProtectedRoute } from '../layout/ProtectedRoute.js';
import { RemoteArea } from '../layout/RemoteArea.js';
import { AuthPage } from '../features/auth/AuthPage.js';
import { REMOTE_AREAS } from './route-ownership.js';

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

export function App() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header />
      <Layout.Content>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/accept-invitation/:token?" element={<OnDemand><AcceptInvitationPage /></OnDemand>} />
          <Route path="/set-password/*" element={<OnDemand><SetPasswordPage /></OnDemand>} />
          <Route path="/dev/mailbox" element={<OnDemand><DevMailboxPage /></OnDemand>} />
          <Route element={<ProtectedRoute />}>
            {REMOTE_AREAS.map((area) => (
              // A path-less layout route per remote: one mounted remote for all its paths.
              <Route key={area.remote} element={<RemoteArea remote={area.remote} />}>
                {area.paths.map((path) => (
                  <Route key={path} path={path} element={null} />
                ))}
              </Route>
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
