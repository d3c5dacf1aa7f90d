import { canManageCompany, canManageUsers, FeaturePlaceholder, NotFound, Route, Routes, useAuth } from '@milestone/platform-sdk';
import { ProfilePage } from '../features/profile/components/ProfilePage.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

export function App(_props: AppProps) {
  const { user } = useAuth();
  return (
    <Routes>
      <Route path="profile" element={<ProfilePage />} />
      <Route
        path="settings/users"
        element={
          canManageUsers(user) ? (
            <FeaturePlaceholder title="User Management" detail="Inviting users, changing roles and removing users arrive with the accounts issue." />
          ) : (
            <FeaturePlaceholder title="User Management" detail="You need admin privileges to manage users." />
          )
        }
      />
      <Route
        path="settings/company"
        element={
          canManageCompany(user) ? (
            <FeaturePlaceholder title="Organization Settings" detail="The authorized domains editor arrives with the accounts issue." />
          ) : (
            <FeaturePlaceholder title="Access Denied" detail="You need admin or owner permissions to access organization settings." />
          )
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
