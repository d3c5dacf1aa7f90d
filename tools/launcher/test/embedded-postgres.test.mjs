// The embedded-PostgreSQL path of the launcher: initialise in a fresh folder on a spare port,
// connect with pg, query, stop; a second start reuses the data folder.
import assert from 'node:assert/strict';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { findFreePort, isPortOpen } from '../lib/ports.mjs';
import { startEmbeddedPostgres } from '../lib/postgres.mjs';

test('starts an embedded PostgreSQL in a temp folder, answers SELECT 1, stops, and starts again on the same data', { timeout: 120_000 }, async () => {
  const root = await mkdtemp(join(tmpdir(), 'launcher-pg-'));
  await chmod(root, 0o755); // the postgres OS user (when we are root) must enter it
  const port = await findFreePort();
  const dataDir = join(root, 'pgdata');
  try {
    let server = await startEmbeddedPostgres({ dataDir, port });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query('SELECT 1 AS one');
      assert.equal(rows[0].one, 1);
      await client.query('CREATE DATABASE milestone_launcher_check');
      await client.end();
    } finally {
      await server.stop();
    }
    assert.equal(await isPortOpen(port), false, 'PostgreSQL still listens after stop()');

    server = await startEmbeddedPostgres({ dataDir, port });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_database WHERE datname = 'milestone_launcher_check'");
      assert.equal(rows[0].n, 1, 'the data of the first start is kept');
      await client.end();
    } finally {
      await server.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
