// Children that do not outlive the process that started them. Ctrl-C and normal exits stop every
// child already (start.mjs, test teardown); this covers the rest: a launcher or test run that is
// killed outright (SIGKILL, an OOM kill, a CI timeout) would otherwise leave its nats-server and
// services running, holding ports and stores.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// util-linux's setpriv (Essential in Debian) sets the parent-death signal, which survives exec.
const SETPRIV = process.platform === 'linux' ? (['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path)) ?? null) : null;

/** Whether children started by spawnTied get a signal when this process dies. */
export const TIED = SETPRIV !== null;

/**
 * child_process.spawn, with the child sent `signal` (TERM: a graceful stop) when this process dies
 * in any way. The child keeps the pid spawn reports (setpriv execs it). Where setpriv is missing
 * (not Linux), it is a plain spawn.
 */
export function spawnTied(command, args, options = {}, signal = 'TERM') {
  if (!SETPRIV) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', signal, '--', command, ...args], options);
}
