// The pieces of startPlatform that run without the services: ports, process environments,
// publishing the web builds and the registry, health waiting, and the skip of unbuilt services.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ephemeralPortRange, findFreePorts, findQuietPort, isPortOpen } from '../lib/ports.mjs';
import { nodeVersionOk } from '../lib/prereq.mjs';
import { startNatsServer } from '../lib/nats.mjs';
import {
  buildGatewayEnv,
  buildServiceEnv,
  platformSettings,
  resolvePorts,
  SERVICES,
  seedDemo,
  serviceTitanEncryptionKey,
  serviceTitanSandboxEnv,
  serviceTokenSecret,
  waitForHealth,
  waitForResponder,
} from '../platform.mjs';
import { buildIdOf, publishRemote, publishWeb, readRegistry } from '../publish.mjs';

describe('ports', () => {
  test('finds distinct free ports that nothing listens on', async () => {
    const ports = await findFreePorts(3);
    assert.equal(new Set(ports).size, 3);
    for (const port of ports) assert.equal(await isPortOpen(port), false);
  });

  test('finds quiet ports below the ephemeral range, which no bind to port 0 is given', async () => {
    const [low, high] = ephemeralPortRange();
    assert.ok(low > 1024 && low <= high);
    for (let i = 0; i < 5; i++) {
      const port = await findQuietPort();
      assert.ok(port >= 10_000 && port < low, `${port} is below ${low}`);
      assert.equal(await isPortOpen(port), false);
    }
    // Where the OS says its range (Linux), port-0 binds stay inside it.
    if (existsSync('/proc/sys/net/ipv4/ip_local_port_range')) {
      for (const port of await findFreePorts(20)) assert.ok(port >= low && port <= high, `${port} is in ${low}-${high}`);
    }
  });

  test('uses the default service ports unless told otherwise', () => {
    assert.deepEqual(resolvePorts(), { 'svc-identity': 3001, 'svc-tasks': 3002, 'svc-files': 3003, 'svc-reporting': 3004 });
    assert.equal(resolvePorts({ 'svc-tasks': 13002 })['svc-tasks'], 13002);
  });
});

describe('the ServiceTitan settings', () => {
  test('connects the demo domain to the sandbox tenant and asks its RentCast stand-in for property data', () => {
    const env = serviceTitanSandboxEnv('http://127.0.0.1:3901', 'milestone-demo.com');
    assert.equal(env.ST_BASE_URL, 'http://127.0.0.1:3901');
    assert.equal(env.ST_AUTH_URL, 'http://127.0.0.1:3901');
    assert.equal(env.ST_TENANT_ID, '1000001');
    assert.equal(env.ST_DEMO_COMPANY_DOMAIN, 'milestone-demo.com');
    assert.equal(env.PROPERTY_LOOKUP_URL, 'http://127.0.0.1:3901/rentcast/v1');
  });

  test("lets svc-reporting contact the sandbox besides ServiceTitan's hosts, or besides the allow-list given", () => {
    assert.equal(
      serviceTitanSandboxEnv('http://127.0.0.1:3901', 'milestone-demo.com').ST_ALLOWED_HOSTS,
      'auth.servicetitan.io,auth-integration.servicetitan.io,api.servicetitan.io,api-integration.servicetitan.io,http://127.0.0.1:3901',
    );
    assert.equal(
      serviceTitanSandboxEnv('http://127.0.0.1:3901', 'milestone-demo.com', 'st.example.com').ST_ALLOWED_HOSTS,
      'st.example.com,http://127.0.0.1:3901',
    );
  });

  test('keeps one encryption key per data folder, so secrets sealed by one start open on the next', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'st-key-'));
    const first = serviceTitanEncryptionKey({}, dataDir);
    assert.equal(Buffer.from(first, 'base64').length, 32);
    assert.equal(serviceTitanEncryptionKey({}, dataDir), first);
    assert.equal(serviceTitanEncryptionKey({ ST_ENCRYPTION_KEY: 'given' }, dataDir), 'given');
  });
});

describe('environments', () => {
  const ports = resolvePorts({ 'svc-identity': 13001, 'svc-tasks': 13002, 'svc-files': 13003, 'svc-reporting': 13004 });

  test("gives each service its port, its own database name and the others' URLs", () => {
    const tasks = SERVICES.find((s) => s.name === 'svc-tasks');
    const env = buildServiceEnv({
      service: tasks,
      ports,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      natsUrl: 'nats://127.0.0.1:4222',
      dbPrefix: 'e2e_run1',
      dataDir: '/tmp/data',
      logLevel: 'warn',
      baseEnv: { PATH: '/usr/bin' },
    });
    assert.equal(env.TASKS_PORT, '13002');
    assert.equal(env.PORT, '13002');
    assert.equal(env.DB_NAME, 'e2e_run1_tasks');
    assert.equal(env.DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres');
    assert.equal(env.NATS_URL, 'nats://127.0.0.1:4222');
    assert.equal(env.IDENTITY_URL, 'http://127.0.0.1:13001');
    assert.equal(env.FILES_URL, 'http://127.0.0.1:13003');
    assert.equal(env.LOG_LEVEL, 'warn');
    assert.equal(env.PATH, '/usr/bin');
  });

  test('points the gateway at the services and the web root', () => {
    const env = buildGatewayEnv({ gatewayPort: 18080, ports, webRoot: '/tmp/web', logLevel: 'info', baseEnv: {} });
    assert.equal(env.GATEWAY_PORT, '18080');
    assert.equal(env.WEB_ROOT, '/tmp/web');
    assert.equal(env.REPORTING_URL, 'http://127.0.0.1:13004');
  });

  test('makes a new service-token secret for every start unless SERVICE_TOKEN_SECRET is given', () => {
    const [first, second] = [serviceTokenSecret({}), serviceTokenSecret({ SERVICE_TOKEN_SECRET: '' })];
    assert.match(first, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(first, second);
    const given = 'x'.repeat(40);
    assert.equal(serviceTokenSecret({ SERVICE_TOKEN_SECRET: given }), given);
    assert.throws(() => serviceTokenSecret({ SERVICE_TOKEN_SECRET: 'too-short' }), /at least 32 characters/);
  });

  test('switches the dev mailbox on for every process, unless DEV_MAILBOX or SMTP_URL says otherwise', () => {
    assert.deepEqual(platformSettings({ baseEnv: {}, gatewayPort: 18080 }), {
      env: { APP_URL: 'http://localhost:18080', DEV_MAILBOX: 'true' },
      devMailbox: true,
    });
    assert.equal(platformSettings({ baseEnv: { DEV_MAILBOX: 'false' }, gatewayPort: 8080 }).devMailbox, false);
    assert.equal(platformSettings({ baseEnv: {}, gatewayPort: 8080, devMailbox: false }).devMailbox, false);
    assert.equal(platformSettings({ baseEnv: { SMTP_URL: 'smtp://mail.example.com' }, gatewayPort: 8080 }).devMailbox, false);
    assert.equal(platformSettings({ baseEnv: { APP_URL: 'https://milestone.example.com' }, gatewayPort: 8080 }).env.APP_URL, 'https://milestone.example.com');
  });

  test('accepts Node 20.18.1 and newer only', () => {
    assert.equal(nodeVersionOk('20.18.1'), true);
    assert.equal(nodeVersionOk('20.20.2'), true);
    assert.equal(nodeVersionOk('22.1.0'), true);
    assert.equal(nodeVersionOk('20.18.0'), false);
    assert.equal(nodeVersionOk('20.11.0'), false);
    assert.equal(nodeVersionOk('18.20.0'), false);
  });
});

describe('publishing the web builds', () => {
  let repo;
  let webRoot;

  async function fakeRemoteBuild(project, marker) {
    const dist = join(repo, project, 'dist');
    await rm(dist, { recursive: true, force: true });
    await mkdir(join(dist, 'static', 'js'), { recursive: true });
    await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ id: project, marker }));
    await writeFile(join(dist, 'remoteEntry.js'), `/* ${marker} */`);
    await writeFile(join(dist, 'static', 'js', `app.${marker}.js`), marker);
  }

  before(async () => {
    repo = await mkdtemp(join(tmpdir(), 'launcher-publish-'));
    webRoot = join(repo, '.milestone', 'web');
    await mkdir(join(repo, 'shell', 'dist', 'static'), { recursive: true });
    await writeFile(join(repo, 'shell', 'dist', 'index.html'), '<!doctype html><title>Milestone</title>');
    await writeFile(join(repo, 'shell', 'dist', 'static', 'main.0a1b2c3d.js'), 'shell');
    await fakeRemoteBuild('mf-tasks', 'aaaa1111');
    await fakeRemoteBuild('mf-admin', 'bbbb2222');
  });
  after(() => rm(repo, { recursive: true, force: true }));

  test('publishes the shell and each built remote, and writes the registry', async () => {
    const results = await publishWeb({ repoRoot: repo, webRoot });
    assert.equal(results.shell.published, true);
    assert.equal(results['mf-tasks'].published, true);
    assert.equal(results['mf-loadcalc'].published, false, 'a remote without a build is skipped');
    assert.equal(await readFile(join(webRoot, 'shell', 'index.html'), 'utf8'), '<!doctype html><title>Milestone</title>');

    const registry = await readRegistry(webRoot);
    assert.deepEqual(Object.keys(registry), ['mf_admin', 'mf_tasks']);
    assert.match(registry.mf_tasks, /^\/mf\/mf-tasks\/[0-9a-f]{12}\/mf-manifest\.json$/);
    const buildDir = join(webRoot, registry.mf_tasks.replace(/^\//, '').replace(/\/mf-manifest\.json$/, ''));
    assert.deepEqual(JSON.parse(await readFile(join(buildDir, 'mf-manifest.json'), 'utf8')), { id: 'mf-tasks', marker: 'aaaa1111' });
  });

  test('republishing one remote adds a build folder and changes only its registry entry', async () => {
    const before = await readRegistry(webRoot);
    await fakeRemoteBuild('mf-tasks', 'cccc3333');
    const result = await publishRemote({ project: 'mf-tasks', name: 'mf_tasks', distDir: join(repo, 'mf-tasks', 'dist'), webRoot });
    const afterRegistry = await readRegistry(webRoot);
    assert.notEqual(afterRegistry.mf_tasks, before.mf_tasks);
    assert.equal(afterRegistry.mf_tasks, result.url);
    assert.equal(afterRegistry.mf_admin, before.mf_admin);
    const builds = (await readdir(join(webRoot, 'mf', 'mf-tasks'))).filter((n) => !n.startsWith('.'));
    assert.equal(builds.length, 2, 'the previous build stays for pages that still load it');
  });

  test('writes brotli and gzip copies of the text assets worth compressing, and only of those', async () => {
    const big = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i, label: 'breaker' })))};`;
    const dist = join(repo, 'mf-admin', 'dist');
    await writeFile(join(dist, 'static', 'js', 'big.dddd4444.js'), big);
    await writeFile(join(dist, 'logo.png'), Buffer.alloc(4096, 1));
    const result = await publishRemote({ project: 'mf-admin', name: 'mf_admin', distDir: dist, webRoot });
    const buildDir = join(webRoot, 'mf', 'mf-admin', result.buildId);
    const js = join(buildDir, 'static', 'js', 'big.dddd4444.js');
    assert.equal(brotliDecompressSync(await readFile(`${js}.br`)).toString(), big);
    assert.equal(gunzipSync(await readFile(`${js}.gz`)).toString(), big);
    const files = await readdir(buildDir, { recursive: true });
    assert.ok(!files.some((f) => f.startsWith('logo.png.')), 'an image is not compressed');
    assert.ok(!files.some((f) => f.startsWith('mf-manifest.json.')), 'a file under 1 KB is not compressed');

    await writeFile(join(repo, 'shell', 'dist', 'static', 'main.eeee5555.js'), big);
    await publishWeb({ repoRoot: repo, webRoot, only: ['shell'] });
    const shellJs = join(webRoot, 'shell', 'static', 'main.eeee5555.js');
    assert.equal(brotliDecompressSync(await readFile(`${shellJs}.br`)).toString(), big);
    assert.equal(existsSync(join(webRoot, 'shell', 'index.html.br')), false, 'the small index.html is sent as it is');
  });

  test('the same build publishes to the same folder (content-hash build id)', async () => {
    const dist = join(repo, 'mf-admin', 'dist');
    assert.equal(await buildIdOf(dist), await buildIdOf(dist));
    const first = await publishRemote({ project: 'mf-admin', name: 'mf_admin', distDir: dist, webRoot });
    const second = await publishRemote({ project: 'mf-admin', name: 'mf_admin', distDir: dist, webRoot });
    assert.equal(first.url, second.url);
  });
});

describe('start-up helpers', () => {
  let server;
  let url;
  let health;

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/api/health') {
          res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify(health.body));
          return;
        }
        res.writeHead(404).end();
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => new Promise((r) => server.close(r)));

  test('waits only for the services it started', async () => {
    health = {
      ok: false,
      body: { status: 'error', services: { 'svc-identity': { status: 'ok' }, 'svc-tasks': { status: 'error', error: 'unreachable' } } },
    };
    const alive = [{ name: 'svc-identity', running: true }];
    const result = await waitForHealth({ url, services: ['svc-identity'], processes: alive, timeoutMs: 5_000 });
    assert.equal(result.services['svc-identity'].status, 'ok');
  });

  test('gives up when a started process dies', async () => {
    health = { ok: false, body: { status: 'error', services: {} } };
    await assert.rejects(
      waitForHealth({ url, services: ['svc-tasks'], processes: [{ name: 'svc-tasks', running: false }], timeoutMs: 5_000 }),
      /svc-tasks stopped during start-up/,
    );
  });

  test("seeds the demo account with svc-identity's seed command once; a second start keeps it", async () => {
    // A stand-in for svc-identity/dist/bin/seed-demo.js that answers like it: one JSON line,
    // created the first time, found afterwards (state kept in a file, as the database would).
    const repoRoot = mkdtempSync(join(tmpdir(), 'seed-'));
    mkdirSync(join(repoRoot, 'svc-identity', 'dist', 'bin'), { recursive: true });
    writeFileSync(
      join(repoRoot, 'svc-identity', 'dist', 'bin', 'seed-demo.js'),
      `const fs = require('node:fs');
       const marker = process.env.DB_NAME + '.seeded';
       const created = !fs.existsSync(marker);
       fs.writeFileSync(marker, process.env.DEMO_EMAIL + ' ' + process.env.DEMO_PASSWORD);
       console.log('{"level":30,"msg":"connected"}');
       console.log(JSON.stringify({ created, email: process.env.DEMO_EMAIL }));`,
    );
    const env = { ...process.env, DB_NAME: join(repoRoot, 'identity') };
    assert.equal(await seedDemo({ repoRoot, env }), 'created');
    assert.equal(await seedDemo({ repoRoot, env }), 'exists');
    assert.equal(readFileSync(join(repoRoot, 'identity.seeded'), 'utf8'), 'admin@milestone-demo.com Milestone2026!');

    writeFileSync(join(repoRoot, 'svc-identity', 'dist', 'bin', 'seed-demo.js'), "console.error('Invalid configuration: DB_NAME'); process.exit(1);");
    assert.equal(await seedDemo({ repoRoot, env }), 'failed: exit 1');
  });
});

describe('an isolated nats-server', () => {
  let squatter;
  let taken;
  let storeDir;

  before(async () => {
    // Something else already listens on this port (another test run's NATS, say).
    squatter = createServer((_req, res) => res.end());
    await new Promise((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    taken = squatter.address().port;
    storeDir = mkdtempSync(join(tmpdir(), 'launcher-nats-'));
  });
  after(async () => {
    await new Promise((resolve) => squatter.close(resolve));
    await rm(storeDir, { recursive: true, force: true });
  });

  test('is not mistaken for whatever answers on a taken port: it fails, naming the reason', async () => {
    await assert.rejects(startNatsServer({ port: taken, storeDir }), /exited .*address already in use/);
  });

  test('moves on to another port when the one picked is taken', async () => {
    const [free] = await findFreePorts(1);
    const picks = [taken, free];
    const nats = await startNatsServer({ pickPort: async () => picks.shift(), storeDir });
    try {
      assert.equal(nats.url, `nats://127.0.0.1:${free}`);
      assert.equal(await isPortOpen(free), true);
    } finally {
      await nats.stop();
    }
    assert.equal(await isPortOpen(free), false, 'stop() stops it');
  });
});

describe('waiting for a worker to answer', () => {
  let nats;
  let storeDir;

  before(async () => {
    storeDir = mkdtempSync(join(tmpdir(), 'launcher-responder-'));
    nats = await startNatsServer({ pickPort: async () => (await findFreePorts(1))[0], storeDir });
  });
  after(async () => {
    await nats?.stop();
    await rm(storeDir, { recursive: true, force: true });
  });

  test('resolves once a process answers the subject, not before', async () => {
    const { connect } = await import('@nats-io/transport-node');
    const worker = await connect({ servers: nats.url });
    try {
      let answeredAt = 0;
      const waiting = waitForResponder({
        natsUrl: nats.url,
        subject: 'tasks.script.check.v1',
        processes: [{ name: 'svc-tasks-worker', running: true }],
        timeoutMs: 10_000,
      });
      // The worker subscribes a moment later, as one does once its sandbox runner is ready.
      await new Promise((resolve) => setTimeout(resolve, 600));
      worker.subscribe('tasks.script.check.v1', {
        queue: 'svc-tasks-worker',
        callback: (_error, msg) => ((answeredAt = Date.now()), msg.respond('{"failure":"invalid"}')),
      });
      await waiting;
      assert.ok(answeredAt > 0, 'it waited for the answer');
    } finally {
      await worker.close();
    }
  });

  test('gives up when a started process dies', async () => {
    await assert.rejects(
      waitForResponder({ natsUrl: nats.url, subject: 'tasks.nobody.v1', processes: [{ name: 'svc-tasks-worker', running: false }], timeoutMs: 5_000 }),
      /svc-tasks-worker stopped during start-up/,
    );
  });

  test('gives up after its time when nobody answers', async () => {
    await assert.rejects(
      waitForResponder({ natsUrl: nats.url, subject: 'tasks.nobody.v1', processes: [], timeoutMs: 1_000 }),
      /no process answered tasks\.nobody\.v1 within 1 s/,
    );
  });
});
