import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dropPlatformDatabases } from '@milestone/launcher/platform';

export default async function globalTeardown() {
  const state = globalThis.__MILESTONE_E2E__;
  if (!state) return;
  const { platform, dbPrefix, webRoot } = state;
  await platform.stop();
  // The published web root (40-50 MB) is this run's alone, as are its stored files and its NATS
  // server's store under .milestone (about 0.6 MB a run); the logs stay for a failure's reader.
  rmSync(webRoot, { recursive: true, force: true });
  const filesDir = platform.serviceEnvs['svc-files']?.FILES_DIR;
  if (filesDir) {
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(join(dirname(filesDir), `nats-${dbPrefix}`), { recursive: true, force: true });
  }
  await dropPlatformDatabases(platform.databaseUrl, dbPrefix).catch(() => {});
}
