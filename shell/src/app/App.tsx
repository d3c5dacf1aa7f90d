import { Layout } from '@milestone/ui';
import { NotFound, Route, Routes, useNavigate } from '@milestone/platform-sdk';
import { Header } from '../layout/Header.js';
import { ProtectedRoute } from '../layout/ProtectedRoute.js';
import { RemoteArea } from '../layout/RemoteArea.js';
import { AuthPage } from '../features/auth/AuthPage.js';
import { AcceptInvitationPage, SetPasswordPage } from '../features/accounts/AccountPlaceholder.js';
import { REMOTE_AREAS } from './route-ownership.js';

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
          <Route path="/accept-invitation/:token?" element={<AcceptInvitationPage />} />
          <Route path="/set-password/*" element={<SetPasswordPage />} />
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
