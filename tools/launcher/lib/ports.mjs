import { connect, createServer } from 'node:net';

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port that is free right now on 127.0.0.1 (the OS picks it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function findFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}

export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortOpen(port, host)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** host and port of a URL such as postgres://user@host:5432/db or nats://host:4222. */
export function hostPortOf(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}
