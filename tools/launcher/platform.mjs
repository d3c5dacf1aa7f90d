// Starts the whole platform (PostgreSQL, NATS, the four services, the gateway) and stops it
// again. `npm start` uses it with the default ports; the end-to-end tests use it with their own
// ports, database names and NATS server, so a test run never touches the developer's data.
//
// Services without a build yet (no <svc>/dist/main.js) are reported and skipped.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLog } from './lib/log.mjs';
import { findNats, startNatsServer } from './lib/nats.mjs';
import { findFreePort, findFreePorts } from './lib/ports.mjs';
import { dropDatabases, findPostgres } from './lib/postgres.mjs';
import { startProcess } from './lib/processes.mjs';
import { TOPOLOGY } from './lib/topology.mjs';
import { capture } from './lib/run.mjs';
import { DEFAULT_WEB_ROOT, publishWeb, REPO_ROOT } from './publish.mjs';

/** The services of libs/contracts/src/topology.json, named by their project (`name`). */
export const SERVICES = TOPOLOGY.map((s) => ({ ...s, name: s.project }));

/** Extra processes started beside a service when their entry point is built. */
export const WORKERS = SERVICES.flatMap((s) =>
  s.workers.map((w) => ({ name: w.name, service: s.name, main: join(s.project, w.main), ...(w.answers ? { answers: w.answers } : {}) })),
);

/** The Debian packages the execution worker runs scripts with: the spreadsheet readers (the sandbox is the kernel's namespaces, made by the worker's fork server). */
export const WORKER_DEBIAN_PACKAGES = ['python3-openpyxl', 'python3-xlrd', 'python3-defusedxml', 'python3-seccomp'];

/**
 * The processes of one worker: EXECUTION_WORKERS of them (default 1, at most 32), each a process
 * of its own named `<worker>` when alone, else `<worker>-1` .. `<worker>-N` (its log file too).
 */
export function workerProcessNames(worker, baseEnv = process.env) {
  const raw = baseEnv.EXECUTION_WORKERS;
  const count = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(count) || count < 0 || count > 32)
    throw new Error(`EXECUTION_WORKERS must be a whole number from 0 to 32 (got ${JSON.stringify(raw)})`);
  if (count === 1) return [worker.name];
  return Array.from({ length: count }, (_, i) => `${worker.name}-${i + 1}`);
}

/** The ServiceTitan sandbox (tools/servicetitan-sandbox): its entry point and the demo tenant's credentials. */
export const SERVICETITAN_SANDBOX = {
  main: join('tools', 'servicetitan-sandbox', 'dist', 'main.js'),
  port: 3901,
  demoTenantId: '1000001',
  clientId: 'cid.sandbox.1000001',
  clientSecret: 'cs.sandbox.1000001.milestone',
  appKey: 'ak1.sandbox.milestone',
};

/**
 * The key that seals stored ServiceTitan secrets (ST_ENCRYPTION_KEY): the one set, else one made
 * once for this data folder and kept in it (so secrets saved by one start open on the next).
 */
export function serviceTitanEncryptionKey(baseEnv, dataDir) {
  if (baseEnv.ST_ENCRYPTION_KEY) return baseEnv.ST_ENCRYPTION_KEY;
  const file = join(dataDir, 'st-encryption-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * ServiceTitan's production and integration hosts: svc-reporting's default ST_ALLOWED_HOSTS
 * (svc-reporting/src/modules/service-titan/client/allowed-hosts.ts), the only addresses its
 * connector contacts unless told otherwise.
 */
export const SERVICETITAN_HOSTS = 'auth.servicetitan.io,auth-integration.servicetitan.io,api.servicetitan.io,api-integration.servicetitan.io';

/**
 * svc-reporting's ServiceTitan settings when the sandbox runs at `sandboxUrl`: the demo company
 * (its domain) is connected to the sandbox's demo tenant, the connector may contact the sandbox
 * besides ServiceTitan's hosts (or besides the `allowedHosts` given), and the property lookup asks
 * the sandbox's RentCast stand-in. Other settings given in the environment win.
 */
export function serviceTitanSandboxEnv(sandboxUrl, demoDomain, allowedHosts = SERVICETITAN_HOSTS) {
  return {
    ST_ALLOWED_HOSTS: `${allowedHosts},${sandboxUrl}`,
    ST_BASE_URL: sandboxUrl,
    ST_AUTH_URL: sandboxUrl,
    ST_TENANT_ID: SERVICETITAN_SANDBOX.demoTenantId,
    ST_CLIENT_ID: SERVICETITAN_SANDBOX.clientId,
    ST_CLIENT_SECRET: SERVICETITAN_SANDBOX.clientSecret,
    ST_APP_KEY: SERVICETITAN_SANDBOX.appKey,
    ST_DEMO_COMPANY_DOMAIN: demoDomain,
    PROPERTY_LOOKUP_PROVIDER: 'rentcast',
    PROPERTY_LOOKUP_URL: `${sandboxUrl}/rentcast/v1`,
    PROPERTY_LOOKUP_API_KEY: 'sandbox',
  };
}

/** Starts the sandbox process and waits until it answers; resolves { url, process }. */
export async function startServiceTitanSandbox({ repoRoot, port, env, log, logDir, timeoutMs = 60_000 }) {
  const main = join(repoRoot, SERVICETITAN_SANDBOX.main);
  if (!existsSync(main)) throw new Error(`the ServiceTitan sandbox is not built (no ${SERVICETITAN_SANDBOX.main}): run npx nx run-many -t build`);
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess({
    name: 'servicetitan-sandbox',
    args: [main],
    env: { PATH: process.env.PATH ?? '', SANDBOX_PORT: String(port), ...env },
    cwd: join(repoRoot, 'tools', 'servicetitan-sandbox'),
    log,
    logDir,
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.running) throw new Error(`the ServiceTitan sandbox stopped during start-up (is port ${port} taken? set SERVICETITAN_SANDBOX_PORT)`);
    try {
      // The token endpoint answers at once (a form without credentials: 400); the tenants'
      // data is generated on their first use, not before the services can start.
      const response = await fetch(`${url}/connect/token`, { method: 'POST', signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return { url, process: child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await child.stop();
  throw new Error(`the ServiceTitan sandbox did not answer on ${url} within ${timeoutMs / 1000} s`);
}

export const DEMO_ACCOUNT = {
  email: 'admin@milestone-demo.com',
  password: 'Milestone2026!',
  firstName: 'Demo',
  lastName: 'Admin',
};

/** Each service's port: the defaults, overridden by `servicePorts` ({ 'svc-tasks': 13002 }). */
export function resolvePorts(servicePorts = {}) {
  return Object.fromEntries(SERVICES.map((s) => [s.name, servicePorts[s.name] ?? s.port]));
}

/** The URL settings every process gets, so each knows where the others are. */
export function serviceUrls(ports) {
  return Object.fromEntries(SERVICES.map((s) => [s.urlSetting, `http://127.0.0.1:${ports[s.name]}`]));
}

export function databaseNameOf(dbPrefix, service) {
  return `${dbPrefix}_${service.database}`;
}

/** Drops every database of the platform named `dbPrefix` (a test or bench run's own). */
export function dropPlatformDatabases(serverUrl, dbPrefix) {
  return dropDatabases(
    serverUrl,
    SERVICES.map((s) => databaseNameOf(dbPrefix, s)),
  );
}

/** Free ports for a platform of its own: { gatewayPort, servicePorts } for startPlatform. */
export async function freePlatformPorts() {
  const [gatewayPort, ...ports] = await findFreePorts(SERVICES.length + 1);
  return { gatewayPort, servicePorts: Object.fromEntries(SERVICES.map((s, i) => [s.name, ports[i]])) };
}

/** The environment of one service process. */
export function buildServiceEnv({ service, ports, databaseUrl, natsUrl, dbPrefix, dataDir, logLevel, baseEnv = process.env, extraEnv = {} }) {
  return {
    ...baseEnv,
    NODE_ENV: 'production',
    ...serviceUrls(ports),
    [service.portSetting]: String(ports[service.name]),
    PORT: String(ports[service.name]),
    DATABASE_URL: databaseUrl,
    DB_NAME: databaseNameOf(dbPrefix, service),
    NATS_URL: natsUrl,
    LOG_LEVEL: logLevel,
    FILES_DIR: join(dataDir, `files-${dbPrefix}`),
    ...extraEnv,
  };
}

/** The environment of the gateway process. */
export function buildGatewayEnv({ gatewayPort, ports, webRoot, natsUrl, logLevel, baseEnv = process.env, extraEnv = {} }) {
  return {
    ...baseEnv,
    NODE_ENV: 'production',
    ...serviceUrls(ports),
    GATEWAY_PORT: String(gatewayPort),
    WEB_ROOT: webRoot,
    ...(natsUrl ? { NATS_URL: natsUrl } : {}),
    LOG_LEVEL: logLevel,
    ...extraEnv,
  };
}

/**
 * The settings every process of the platform shares, and whether the dev mailbox is on.
 * The dev mailbox keeps e-mail readable at /dev/mailbox (loopback callers only) while no SMTP_URL
 * is set: on for `npm start` and the test platforms (`devMailbox`), unless DEV_MAILBOX says
 * otherwise; svc-identity and the gateway read the same two settings, so they agree on it. Links
 * in e-mails point at the gateway, the one address a user opens (APP_URL), whose pages are also
 * the platform's own origin for the cross-site checks.
 */
export function platformSettings({ baseEnv, gatewayPort, devMailbox = true }) {
  const devMailboxSwitch = baseEnv.DEV_MAILBOX || String(devMailbox);
  const appUrl = baseEnv.APP_URL || `http://localhost:${gatewayPort}`;
  return {
    env: { APP_URL: appUrl, DEV_MAILBOX: devMailboxSwitch },
    devMailbox: ['true', '1', 'on'].includes(devMailboxSwitch.toLowerCase()) && !baseEnv.SMTP_URL,
  };
}

/**
 * The secret of service tokens (HS256) that every service of this start shares, so one service can
 * call another's /internal routes: SERVICE_TOKEN_SECRET when set (at least 32 characters), else
 * 32 random bytes made for this start alone. The gateway never gets it: it routes no /internal path.
 */
export function serviceTokenSecret(baseEnv) {
  const given = baseEnv.SERVICE_TOKEN_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new Error('SERVICE_TOKEN_SECRET must hold at least 32 characters');
    return given;
  }
  return randomBytes(32).toString('base64url');
}

/**
 * Waits until GET /api/health reports every started service ok. Services not started are
 * ignored (they answer 'unreachable', which is expected while they do not exist yet).
 */
export async function waitForHealth({ url, services, processes, timeoutMs = 120_000, log }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const dead = processes.find((p) => !p.running);
    if (dead) throw new Error(`${dead.name} stopped during start-up (see its output above)`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) });
      const body = await response.json();
      const notOk = services.filter((name) => body.services?.[name]?.status !== 'ok');
      if (notOk.length === 0) return body;
      last = notOk.map((name) => `${name}: ${JSON.stringify(body.services?.[name] ?? {})}`).join('; ');
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log?.error(`health: ${last}`);
  throw new Error(`the platform was not healthy within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * Waits until a process answers a core NATS request on `subject` (an execution worker, the API's
 * script checks): any answer will do, the worker's refusal of an empty request too; NATS' 'no
 * responders' means none listens yet. Gives up when a started process dies or after `timeoutMs`.
 */
export async function waitForResponder({ natsUrl, subject, processes, timeoutMs = 120_000, log }) {
  const { connect } = await import('@nats-io/transport-node');
  const nc = await connect({ servers: natsUrl });
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  try {
    while (Date.now() < deadline) {
      const dead = processes.find((p) => !p.running);
      if (dead) throw new Error(`${dead.name} stopped during start-up (see its output above)`);
      try {
        await nc.request(subject, '{}', { timeout: 2_000 });
        return;
      } catch (error) {
        last = error.message;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await nc.close();
  }
  log?.error(`${subject}: ${last}`);
  throw new Error(`no process answered ${subject} within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * Creates the demo company and its verified owner with svc-identity's seed command (the account
 * can sign in at once; identity.company.created.v1 gives the company its starter tasks). A
 * second start finds them and keeps the data. Returns 'created', 'exists' or why it could not.
 */
export async function seedDemo({ repoRoot = REPO_ROOT, env, account = DEMO_ACCOUNT, log }) {
  const script = join(repoRoot, 'svc-identity', 'dist', 'bin', 'seed-demo.js');
  if (!existsSync(script)) return 'skipped: svc-identity is not built';
  const { code, stdout, stderr } = await capture(process.execPath, [script], {
    cwd: join(repoRoot, 'svc-identity'),
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      DEMO_EMAIL: account.email,
      DEMO_PASSWORD: account.password,
      DEMO_FIRST_NAME: account.firstName,
      DEMO_LAST_NAME: account.lastName,
    },
  });
  const answer = stdout
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .find((value) => value && typeof value.created === 'boolean');
  if (code !== 0 || !answer) {
    log?.error(`could not create the demo account: ${(stderr || stdout).trim().split('\n').pop()}`);
    return `failed: exit ${code}`;
  }
  log?.(answer.created ? `demo account ${account.email} created` : `demo account ${account.email} already exists: data kept`);
  return answer.created ? 'created' : 'exists';
}

/**
 * Starts PostgreSQL/NATS (found or started), publishes the web builds, starts the services that
 * are built and the gateway, and waits until they are healthy.
 * `devMailbox` (default true) switches the dev mailbox on when DEV_MAILBOX is not set.
 * Returns { url, started, skipped, serviceEnvs, serviceTokenSecret, databaseUrl, natsUrl, devMailbox, stop() }.
 */
export async function startPlatform(options = {}) {
  const {
    repoRoot = REPO_ROOT,
    gatewayPort = 8080,
    servicePorts = {},
    dbPrefix = 'milestone',
    webRoot = DEFAULT_WEB_ROOT,
    dataDir = join(repoRoot, '.milestone'),
    env = {},
    log = createLog(),
    fresh = false,
    isolatedNats = false,
    publish = true,
    embeddedPostgresPort = 5433,
    healthTimeoutMs = 120_000,
    logDir = join(dataDir, 'logs'),
    devMailbox = true,
    // { port, env } to start the ServiceTitan sandbox and connect the demo company to it; false: none.
    // Skipped when ST_BASE_URL is set (a real ServiceTitan, or a sandbox of one's own).
    serviceTitanSandbox = false,
  } = options;
  const baseEnv = { ...process.env, ...env };
  const { env: platformEnv, devMailbox: mailboxOn } = platformSettings({ baseEnv, gatewayPort, devMailbox });
  const tokenSecret = serviceTokenSecret(baseEnv);
  const gatewayBaseEnv = { ...baseEnv };
  delete gatewayBaseEnv.SERVICE_TOKEN_SECRET;
  const logLevel = baseEnv.LOG_LEVEL || 'info';
  const ports = resolvePorts(servicePorts);
  const processes = [];
  const infra = [];

  const stop = async () => {
    for (const p of [...processes].reverse()) await p.stop();
    for (const item of [...infra].reverse()) {
      try {
        await item.stop();
      } catch (error) {
        log.error(`stopping ${item.name}: ${error.message}`);
      }
    }
  };

  try {
    const postgres = await findPostgres({ env: baseEnv, dataDir: join(dataDir, 'pgdata'), embeddedPort: embeddedPostgresPort, log });
    infra.push({ name: 'postgres', stop: postgres.stop });
    const nats = isolatedNats
      ? await startNatsServer({ pickPort: () => findFreePort(), storeDir: join(dataDir, `nats-${dbPrefix}`), log })
      : await findNats({ env: baseEnv, storeDir: join(dataDir, 'nats'), log });
    infra.push({ name: 'nats', stop: nats.stop });

    if (fresh) {
      await dropPlatformDatabases(postgres.url, dbPrefix);
      log(`dropped the ${dbPrefix}_* databases for a fresh start`);
    }
    if (publish) await publishWeb({ repoRoot, webRoot, log });

    // Only svc-reporting gets the ServiceTitan settings: the secret reaches no other process.
    const reportingEnv = { ST_ENCRYPTION_KEY: serviceTitanEncryptionKey(baseEnv, dataDir) };
    let sandboxUrl = null;
    if (serviceTitanSandbox && !baseEnv.ST_BASE_URL) {
      const sandbox = await startServiceTitanSandbox({ repoRoot, port: serviceTitanSandbox.port, env: serviceTitanSandbox.env ?? {}, log, logDir });
      processes.push(sandbox.process);
      sandboxUrl = sandbox.url;
      const demoDomain = DEMO_ACCOUNT.email.split('@')[1];
      // A given ST_ALLOWED_HOSTS is kept and the sandbox joins it: the demo company's connection must be allowed.
      const sandboxEnv = serviceTitanSandboxEnv(sandboxUrl, demoDomain, baseEnv.ST_ALLOWED_HOSTS || undefined);
      for (const [key, value] of Object.entries(sandboxEnv)) if (!baseEnv[key] || key === 'ST_ALLOWED_HOSTS') reportingEnv[key] = value;
      log(`ServiceTitan sandbox at ${sandboxUrl}: the demo company (${demoDomain}) is connected to its tenant ${SERVICETITAN_SANDBOX.demoTenantId}`);
    }

    const started = [];
    const skipped = [];
    /** Subjects a started service or worker answers once it is ready. */
    const answered = new Set();
    const serviceEnvs = {};
    for (const service of SERVICES) {
      const main = join(repoRoot, service.name, 'dist', 'main.js');
      if (!existsSync(main)) {
        skipped.push(service.name);
        log(`${service.name}: not built yet (no ${service.name}/dist/main.js), skipped`);
        continue;
      }
      const serviceEnv = buildServiceEnv({
        service,
        ports,
        databaseUrl: postgres.url,
        natsUrl: nats.url,
        dbPrefix,
        dataDir,
        logLevel,
        baseEnv,
        extraEnv: { ...platformEnv, SERVICE_TOKEN_SECRET: tokenSecret, ...(service.name === 'svc-reporting' ? reportingEnv : {}) },
      });
      serviceEnvs[service.name] = serviceEnv;
      processes.push(startProcess({ name: service.name, args: [main], env: serviceEnv, cwd: join(repoRoot, service.name), log, logDir }));
      started.push(service.name);
      if (service.answers) answered.add(service.answers);
      for (const worker of WORKERS.filter((w) => w.service === service.name && existsSync(join(repoRoot, w.main)))) {
        for (const name of workerProcessNames(worker, baseEnv)) {
          processes.push(startProcess({ name, args: [join(repoRoot, worker.main)], env: serviceEnv, cwd: join(repoRoot, service.name), log, logDir }));
          if (worker.answers) answered.add(worker.answers);
        }
      }
    }

    const gatewayMain = join(repoRoot, 'gateway', 'dist', 'main.js');
    if (!existsSync(gatewayMain)) throw new Error('the gateway is not built (no gateway/dist/main.js): run npx nx run-many -t build');
    const gatewayEnv = buildGatewayEnv({ gatewayPort, ports, webRoot, natsUrl: nats.url, logLevel, baseEnv: gatewayBaseEnv, extraEnv: platformEnv });
    processes.push(startProcess({ name: 'gateway', args: [gatewayMain], env: gatewayEnv, cwd: join(repoRoot, 'gateway'), log, logDir }));

    const url = `http://127.0.0.1:${gatewayPort}`;
    await waitForHealth({ url, services: started, processes, timeoutMs: healthTimeoutMs, log });
    // The workers too: a script saved right after start is checked by one.
    for (const subject of answered) await waitForResponder({ natsUrl: nats.url, subject, processes, timeoutMs: healthTimeoutMs, log });
    return {
      url,
      started,
      skipped,
      serviceEnvs,
      serviceTokenSecret: tokenSecret,
      databaseUrl: postgres.url,
      natsUrl: nats.url,
      embeddedPostgres: postgres.embedded,
      logDir,
      processes,
      devMailbox: mailboxOn,
      sandboxUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
