import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { spawnTied } from './tied-spawn.mjs';

/**
 * Starts a long-running child (a service, the gateway). Each output line goes to the log with
 * the child's name as prefix, and to `<logDir>/<name>.log` when logDir is given.
 */
export function startProcess({ name, command = process.execPath, args, env, cwd, log, logDir }) {
  const child = spawnTied(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let file = null;
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  }
  for (const stream of [child.stdout, child.stderr]) {
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    lines.on('line', (line) => {
      log.line(name, line);
      file?.write(`${line}\n`);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      file?.end();
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      log.line(name, `could not start: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  return {
    name,
    child,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    /** SIGTERM, then SIGKILL after `graceMs`. */
    async stop(graceMs = 8_000) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        log.line(name, `did not stop within ${graceMs / 1000} s: killing it`);
        child.kill('SIGKILL');
      }, graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
