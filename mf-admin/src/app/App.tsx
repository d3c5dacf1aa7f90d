import { NotFound, Route, Routes } from '@milestone/platform-sdk';
import { ProfilePage } from '../features/profile/components/ProfilePage.js';
import { UsersPage } from '../features/users/components/UsersPage.js';
import { CompanySettingsPage } from '../features/company/components/CompanySettingsPage.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

export function App(_props: AppProps) {
  return (
    <Routes>
      <Route path="profile" element={<ProfilePage />} />
      <Route path="settings/users" element={<UsersPage />} />
      <Route path="settings/company" element={<CompanySettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
