import type { AddressInfo } from 'node:net';
import { buildSandboxApp, type SandboxDependencies } from './app.js';
import { defaultSettings, type SandboxSettings } from './settings.js';

export interface RunningSandbox {
  /** http://HOST:PORT — both the auth URL and the API URL (and /rentcast/v1 for the property lookup). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the sandbox on `settings.port` (0 = a free port) and resolves once it listens. */
export async function listenSandbox(settings: Partial<SandboxSettings>, deps: SandboxDependencies): Promise<RunningSandbox> {
  const full = defaultSettings(settings);
  const { app, stopTicks } = buildSandboxApp(full, deps);
  await app.listen({ host: full.host, port: full.port });
  const port = (app.server.address() as AddressInfo).port;
  const host = full.host.includes(':') ? `[${full.host}]` : full.host;
  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      stopTicks();
      await app.close();
    },
  };
}
