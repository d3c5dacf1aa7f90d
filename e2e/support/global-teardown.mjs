import { rmSync } from 'node:fs';
import { dropPlatformDatabases } from '@milestone/launcher/platform';

export default async function globalTeardown() {
  const state = globalThis.__MILESTONE_E2E__;
  if (!state) return;
  const { platform, dbPrefix, webRoot, dataDir } = state;
  await platform.stop();
  // The published web root (40-50 MB) and the data folder (stored files, the NATS store) are this
  // run's alone; the logs stay for a failure's reader.
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await dropPlatformDatabases(platform.databaseUrl, dbPrefix).catch(() => {});
}
