import type { Expect, MatchesExposed } from '@milestone/platform-sdk';
import { App, type AppProps } from './app/App.js';
import type LoadCalculationForm from './features/load-form/components/LoadCalculationForm.js';
import type SavedCalculations from './features/saved-calculations/components/SavedCalculations.js';

export type { AppProps };

/** './App': the bridge component the shell mounts under its routes for this remote. */
export default function RemoteApp(props: AppProps) {
  return <App {...props} />;
}

// Fails tsc when a component this remote exposes (module-federation.config.mjs) takes other props
// than the SDK's map of exposed modules, the contract its hosts compile against.
export type ExposedContract = Expect<
  MatchesExposed<
    'mf_loadcalc',
    { './App': typeof RemoteApp; './LoadCalculationForm': typeof LoadCalculationForm; './SavedCalculations': typeof SavedCalculations }
  >
>;
