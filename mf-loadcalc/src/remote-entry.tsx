import { App, type AppProps } from './app/App.js';

export type { AppProps };

/** './App': the bridge component the shell mounts under its routes for this remote. */
export default function RemoteApp(props: AppProps) {
  return <App {...props} />;
}
