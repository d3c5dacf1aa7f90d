// Finding NATS: NATS_URL when set, else a server on 127.0.0.1:4222, else nats-server from PATH
// with JetStream, its store in a folder of ours.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { pipeLines } from './log.mjs';
import { hostPortOf, isPortOpen, waitForPort } from './ports.mjs';
import { which } from './run.mjs';

/** Spawns `nats-server -js` on `port` with its store in `storeDir`. */
export async function startNatsServer({ port, storeDir, log }) {
  const binary = which('nats-server');
  if (!binary) {
    throw new Error('NATS is needed: install nats-server (Debian: apt-get install nats-server) or set NATS_URL');
  }
  await mkdir(storeDir, { recursive: true });
  const child = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    pipeLines(child.stdout, 'nats', log);
    pipeLines(child.stderr, 'nats', log);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (!(await waitForPort(port, '127.0.0.1', 10_000))) {
    child.kill('SIGKILL');
    throw new Error(`nats-server did not start on port ${port}`);
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    spawned: true,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export async function findNats({ env = process.env, storeDir, port = 4222, log }) {
  if (env.NATS_URL) {
    const { host, port: urlPort } = hostPortOf(env.NATS_URL, 4222);
    if (!(await isPortOpen(urlPort, host, 2000))) throw new Error(`NATS_URL points to ${host}:${urlPort}, which does not answer`);
    log?.(`NATS: NATS_URL (${host}:${urlPort})`);
    return { url: env.NATS_URL, spawned: false, stop: async () => {} };
  }
  if (await isPortOpen(port)) {
    log?.(`NATS: the local server on 127.0.0.1:${port}`);
    return { url: `nats://127.0.0.1:${port}`, spawned: false, stop: async () => {} };
  }
  log?.(`NATS: none found, starting nats-server on port ${port}`);
  return startNatsServer({ port, storeDir, log });
}
