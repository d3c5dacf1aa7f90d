import { readFileSync } from 'node:fs';
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

/** The range the OS hands out for a bind to port 0 (Linux: ip_local_port_range; else Linux's default). */
export function ephemeralPortRange(file = '/proc/sys/net/ipv4/ip_local_port_range') {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low > 1024 && low <= high) return [low, high];
  } catch {
    // not Linux, or not readable
  }
  return [32768, 60999];
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the OS's ephemeral range, chosen at random. A port from findFreePort() goes
 * back to the pool the OS hands to every bind to port 0: while nothing listens there (a server
 * stopped to be started again, a client pointed at a port that must stay closed), a test run
 * beside ours can be given it and start its own NATS or service there, and our clients then talk
 * to a stranger. No bind to port 0 is ever given a quiet port.
 */
export async function findQuietPort({ from = 10_000, attempts = 100 } = {}) {
  const [low] = ephemeralPortRange();
  const to = Math.max(from + 1000, low); // exclusive
  for (let i = 0; i < attempts; i++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (!(await isPortOpen(port)) && (await canListen(port))) return port;
  }
  throw new Error(`no free port found between ${from} and ${to - 1}`);
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
