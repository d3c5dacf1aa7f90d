// Starts a whole platform of its own for the browser tests: fresh databases under an e2e prefix,
// a NATS server of its own, free ports, its own web root (so a test may publish a remote build) and
// its own data folder (stored files, the NATS store), both removed by the teardown.
// The builds must exist (Nx runs every project's build before this target).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePlatformPorts, startPlatform } from '@milestone/launcher/platform';
import { findFreePort } from '@milestone/launcher/ports';
import { createLog } from '@milestone/launcher/log';

export default async function globalSetup() {
  const { gatewayPort, servicePorts } = await freePlatformPorts();
  const dbPrefix = `e2e_${Date.now().toString(36)}`;
  const webRoot = mkdtempSync(join(tmpdir(), 'milestone-e2e-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'milestone-e2e-data-'));
  const lines = [];
  const log = createLog('e2e', (line) => lines.push(line));
  let platform;
  try {
    platform = await startPlatform({
      gatewayPort,
      servicePorts,
      dbPrefix,
      webRoot,
      dataDir,
      fresh: true,
      isolatedNats: true,
      // The runner speaks for many clients through X-Forwarded-For (the security tests each use
      // addresses of their own and meet the default limits there), and its own loopback is left
      // out of the per-address limits, so the suites can register and sign in as often as they need.
      env: { LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1' },
      log,
      logDir: join(tmpdir(), `${dbPrefix}-logs`),
      // The ServiceTitan sandbox on a port of its own, with two small tenants: a test company
      // connects to one of them as an admin would, on the status page.
      serviceTitanSandbox: { port: await findFreePort(), env: { SANDBOX_TENANTS: '1000001:0.03,1000002:0.03' } },
    });
  } catch (error) {
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    process.stderr.write(`${lines.join('\n')}\n`);
    throw error;
  }
  if (platform.skipped.length > 0) {
    await platform.stop();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`e2e: services not built: ${platform.skipped.join(', ')}`);
  }
  process.env.E2E_BASE_URL = platform.url;
  process.env.E2E_WEB_ROOT = webRoot;
  process.env.E2E_LOG_DIR = platform.logDir;
  // The worker's side of the files (svc-files' /internal routes, which the gateway never routes):
  // the tests call the service itself with a service token signed with this start's secret.
  process.env.E2E_SERVICE_TOKEN_SECRET = platform.serviceTokenSecret;
  process.env.E2E_FILES_URL = platform.serviceEnvs['svc-files'].FILES_URL;
  // The platform's own NATS: a test plays the execution worker's finished event (tasks.execution.finished.v1).
  process.env.E2E_NATS_URL = platform.natsUrl;
  process.env.E2E_SANDBOX_URL = platform.sandboxUrl;
  globalThis.__MILESTONE_E2E__ = { platform, dbPrefix, webRoot, dataDir };
}
