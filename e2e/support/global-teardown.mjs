import { dropDatabases } from '@milestone/launcher/postgres';

export default async function globalTeardown() {
  const state = globalThis.__MILESTONE_E2E__;
  if (!state) return;
  const { platform, dbPrefix } = state;
  await platform.stop();
  await dropDatabases(platform.databaseUrl, ['identity', 'tasks', 'files', 'reporting'].map((s) => `${dbPrefix}_${s}`)).catch(() => {});
}
