import type { Expect, MatchesExposed } from '@milestone/platform-sdk';
import { App, type AppProps } from './app/App.js';
import type TaskOverview from './features/task-overview/components/ReportingOverview.js';
import type ApiConfiguration from './features/api-configuration/components/ApiConfigurationEditor.js';

export type { AppProps };

/** './App': the bridge component the shell mounts under its routes for this remote. */
export default function RemoteApp(props: AppProps) {
  return <App {...props} />;
}

// Fails tsc when a component this remote exposes (module-federation.config.mjs) takes other props
// than the SDK's map of exposed modules, the contract its hosts compile against.
export type ExposedContract = Expect<
  MatchesExposed<
    'mf_reporting',
    {
      './App': typeof RemoteApp;
      './TaskOverview': typeof TaskOverview;
      './ApiConfiguration': typeof ApiConfiguration;
    }
  >
>;
