// Finding NATS: NATS_URL when set, else a server on 127.0.0.1:4222, else nats-server from PATH
// with JetStream, its store in a folder of ours.
import { mkdir } from 'node:fs/promises';
import { pipeLines } from './log.mjs';
import { hostPortOf, isPortOpen } from './ports.mjs';
import { which } from './run.mjs';
import { spawnTied } from './tied-spawn.mjs';

/** Spawns `nats-server -js` on `port`; resolves once it reports ready, rejects if it exits first. */
function startOn(binary, port, storeDir, log) {
  const child = spawnTied(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    pipeLines(child.stdout, 'nats', log);
    pipeLines(child.stderr, 'nats', log);
  } else {
    child.stdout.resume();
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Ready is what the server says, not that the port answers: another process may hold the port,
  // and then this server exits at once ("address already in use").
  const ready = new Promise((resolve, reject) => {
    let output = '';
    let done = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nats-server did not start on port ${port} within 10 s`));
    }, 10_000);
    child.stderr.on('data', (chunk) => {
      if (done) return;
      output += chunk;
      if (output.includes('Server is ready')) {
        done = true;
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot start nats-server: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!done) reject(new Error(`nats-server on port ${port} exited (${code ?? signal}): ${output.trim().split('\n').at(-1) ?? ''}`));
    });
  });
  return ready.then(() => ({
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
  }));
}

/**
 * Spawns `nats-server -js` with its store in `storeDir`: on `port`, or on a port `pickPort` gives,
 * trying up to three ports (another run may take the one picked before this server binds it).
 */
export async function startNatsServer({ port, pickPort, storeDir, log }) {
  const binary = which('nats-server');
  if (!binary) {
    throw new Error('NATS is needed: install nats-server (Debian: apt-get install nats-server) or set NATS_URL');
  }
  await mkdir(storeDir, { recursive: true });
  const attempts = pickPort ? 3 : 1;
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await startOn(binary, pickPort ? await pickPort() : port, storeDir, log);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
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
