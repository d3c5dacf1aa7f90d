import { NotFound, Route, Routes } from '@milestone/platform-sdk';
import SavedCalculations from '../features/saved-calculations/components/SavedCalculations.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

/** './App': the load calculator area. Until the calculator lands it shows the saved calculations. */
export function App(_props: AppProps) {
  return (
    <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <Routes>
        <Route index element={<SavedCalculations />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
