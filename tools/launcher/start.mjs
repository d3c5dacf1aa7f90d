#!/usr/bin/env node
// npm start: from a fresh clone to a running platform.
//   1. the worker's Debian packages (python3-openpyxl/-xlrd/-defusedxml/-seccomp) when root; the
//      project's Node (24, pinned in package-lock.json: lib/runtime.mjs) and npm ci run on it when
//      node_modules is missing or older than package-lock.json; then the rest runs on that Node
//   2. PostgreSQL: DATABASE_URL, else 127.0.0.1:5432, else an embedded one (.milestone/pgdata, port 5433)
//      NATS: NATS_URL, else 127.0.0.1:4222, else nats-server from PATH (.milestone/nats)
//   3. production build of every project (npx nx run-many -t build)
//   4. publish the web builds into WEB_ROOT, start the services, EXECUTION_WORKERS execution workers
//      (default 1) and the gateway, wait for health
//   5. seed the demo account through the public API, print the URL and the sign-in
// The ServiceTitan sandbox (tools/servicetitan-sandbox) starts before the services on port 3901 and the
// demo company is connected to it (SERVICETITAN_SANDBOX=off or ST_BASE_URL set: no sandbox).
// Ctrl-C stops every child and the embedded PostgreSQL / spawned NATS.
// Options: --skip-build (use the builds that are there). Only Node built-ins are imported here.
import { join } from 'node:path';
import { createLog } from './lib/log.mjs';
import { checkNode, ensureDebianPackages, ensureDependencies } from './lib/prereq.mjs';
import { formatDuration, run } from './lib/run.mjs';
import { DEMO_ACCOUNT, SERVICES, seedDemo, startPlatform, WORKER_DEBIAN_PACKAGES } from './platform.mjs';
import { DEFAULT_WEB_ROOT, REPO_ROOT } from './publish.mjs';

const log = createLog('launcher');
const args = new Set(process.argv.slice(2));

function portSetting(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    log.error(`${name} must be a port number from 1 to 65535 (got ${JSON.stringify(raw)})`);
    process.exit(1);
  }
  return port;
}

/** What becomes of e-mail, for the printout. */
function mailLine(devMailbox, publicUrl) {
  if (process.env.SMTP_URL) return '  e-mail:        sent through SMTP_URL';
  if (devMailbox) {
    return `  e-mail:        dev mailbox ON (DEV_MAILBOX): read it on this machine at ${publicUrl}/dev/mailbox (set SMTP_URL to send real mail)`;
  }
  return '  e-mail:        not sent (no SMTP_URL, DEV_MAILBOX off): an owner or admin activates new accounts';
}

async function main() {
  const began = Date.now();
  checkNode(log);
  // The execution worker's sandbox and spreadsheet readers (installed when root, else named).
  await ensureDebianPackages(WORKER_DEBIAN_PACKAGES, log);
  await ensureDependencies(REPO_ROOT, log);

  if (!args.has('--skip-build')) {
    log('building for production: npx nx run-many -t build');
    const code = await run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: REPO_ROOT });
    if (code !== 0) {
      log.error('the build failed (see above)');
      process.exit(code);
    }
  }

  const gatewayPort = portSetting('GATEWAY_PORT', 8080);
  const servicePorts = Object.fromEntries(SERVICES.map((s) => [s.name, portSetting(s.portSetting, s.port)]));
  const webRoot = process.env.WEB_ROOT || DEFAULT_WEB_ROOT;

  let platform;
  let stopping = false;
  const shutdown = async (signal, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping everything`);
    try {
      await platform?.stop();
    } finally {
      log('stopped');
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // The ServiceTitan sandbox (port 3901) with new changes every minute, so incremental syncs have
    // something to fetch; SERVICETITAN_SANDBOX=off, or ST_BASE_URL set, runs without it.
    const serviceTitanSandbox =
      (process.env.SERVICETITAN_SANDBOX ?? '').toLowerCase() === 'off'
        ? false
        : { port: portSetting('SERVICETITAN_SANDBOX_PORT', 3901), env: { SANDBOX_CHANGE_INTERVAL: process.env.SANDBOX_CHANGE_INTERVAL || '60' } };
    platform = await startPlatform({ gatewayPort, servicePorts, webRoot, log, serviceTitanSandbox });
  } catch (error) {
    log.error(error.message);
    process.exit(1);
  }
  if (stopping) return;

  const password = process.env.DEMO_PASSWORD || DEMO_ACCOUNT.password;
  let seeded = 'skipped: svc-identity is not running';
  if (platform.started.includes('svc-identity')) {
    seeded = await seedDemo({ env: platform.serviceEnvs['svc-identity'], account: { ...DEMO_ACCOUNT, password }, log });
  }

  const publicUrl = `http://localhost:${gatewayPort}`;
  const lines = [
    '',
    `Milestone is running at ${publicUrl}   (started in ${formatDuration(Date.now() - began)})`,
    `  demo sign-in:  ${DEMO_ACCOUNT.email} / ${password}   (${seeded})`,
    mailLine(platform.devMailbox, publicUrl),
    platform.sandboxUrl
      ? `  ServiceTitan:  the sandbox at ${platform.sandboxUrl} (the demo company is connected to it; status at ${publicUrl}/service-titan/status)`
      : `  ServiceTitan:  ${process.env.ST_BASE_URL ? `ST_BASE_URL (${process.env.ST_BASE_URL})` : 'no sandbox (SERVICETITAN_SANDBOX=off): each company connects its own tenant on the status page'}`,
    `  services:      ${platform.started.join(', ') || 'none built yet'}${platform.skipped.length ? `; not built yet: ${platform.skipped.join(', ')}` : ''}`,
    `  PostgreSQL:    ${platform.databaseUrl.replace(/:[^:@/]+@/, ':***@')}${platform.embeddedPostgres ? ' (embedded)' : ''}`,
    `  NATS:          ${platform.natsUrl}`,
    `  Node:          ${process.version} (package-lock.json's), for the launcher and every service and worker it started`,
    `  logs:          this terminal, and ${join(platform.logDir, '<name>.log')}`,
    '  Ctrl-C stops everything.',
    '',
  ];
  for (const line of lines) log(line);

  // A service or the gateway that dies while running takes the platform down with a clear note.
  for (const p of platform.processes) {
    p.exited.then(({ code, signal }) => {
      if (stopping) return;
      log.error(`${p.name} exited (${signal ?? `code ${code}`}); stopping the platform`);
      void shutdown('exit', 1);
    });
  }
}

main().catch((error) => {
  log.error(error.stack ?? String(error));
  process.exit(1);
});
