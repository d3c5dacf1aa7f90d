import { NotFound, Route, Routes } from '@milestone/platform-sdk';
import { PageContainer } from '@milestone/ui';
import LoadCalculationForm from '../features/load-form/components/LoadCalculationForm.js';

export interface AppProps {
  /** Where the shell mounted this remote; its routes below are relative to it. */
  basePath: string;
}

/** './App': the load calculator area: the form with the saved calculations under it. */
export function App(_props: AppProps) {
  return (
    <PageContainer>
      <Routes>
        <Route index element={<LoadCalculationForm />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PageContainer>
  );
}
