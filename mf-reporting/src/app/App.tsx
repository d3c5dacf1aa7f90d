import { NotFound, Route, Routes } from '@milestone/platform-sdk';
import { IntegrationStatusPage } from '../features/integration-status/components/IntegrationStatusPage.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

export function App(_props: AppProps) {
  return (
    <Routes>
      <Route path="service-titan/status" element={<IntegrationStatusPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
