import { NotFound, Route, Routes } from '@milestone/platform-sdk';
import LoadCalculationForm from '../features/load-form/components/LoadCalculationForm.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

/** './App': the load calculator area: the form with the saved calculations under it. */
export function App(_props: AppProps) {
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Routes>
        <Route index element={<LoadCalculationForm />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
