import type { SandboxLimits } from './sandbox.types.js';

/** Inside the sandbox: the job's layout (see run-in-sandbox.ts). */
export const JOB = {
  root: '/job',
  inputs: '/job/in',
  outputs: '/job/out',
  lib: '/job/lib',
  context: '/job/context.json',
  script: '/job/script.py',
} as const;

/** The user a root worker drops to before anything of the run starts (nobody:nogroup). */
export const SANDBOX_UID = 65534;
export const SANDBOX_GID = 65534;

const TMP_BYTES = 64 * 1024 * 1024;

/** Puts the helper first on the import path (-I leaves the script's folder off) and runs the script as __main__. */
const BOOTSTRAP = [
  'import runpy, sys',
  `sys.path.insert(0, ${JSON.stringify(JOB.lib)})`,
  `sys.argv = [${JSON.stringify(JOB.script)}]`,
  `runpy.run_path(${JSON.stringify(JOB.script)}, run_name='__main__')`,
].join('; ');

/** Host paths of one run's job folder. */
export interface JobPaths {
  inputs: string;
  outputs: string;
  lib: string;
  context: string;
  script: string;
}

/**
 * The command chain of one run: (setpriv to nobody when the worker is root ->) prlimit -> bwrap ->
 * python3. bwrap gives fresh user, PID, IPC, UTS, network and cgroup namespaces, /usr read-only, a
 * small /tmp, only the job's files (/ itself read-only), no environment but PATH, HOME, LANG and TZ.
 */
export function sandboxCommand(job: JobPaths, limits: SandboxLimits, asRoot: boolean): string[] {
  const drop = asRoot
    ? ['/usr/bin/setpriv', `--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_GID}`, '--clear-groups', '--no-new-privs', '--']
    : [];
  const prlimit = [
    '/usr/bin/prlimit',
    `--as=${limits.memoryBytes}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    `--fsize=${limits.fileSizeBytes}`,
    `--nofile=${limits.openFiles}`,
    `--nproc=${limits.processes}`,
    '--core=0',
    '--',
  ];
  const bwrap = [
    '/usr/bin/bwrap',
    ...['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--new-session', '--cap-drop', 'ALL'],
    ...['--hostname', 'sandbox'],
    ...['--ro-bind', '/usr', '/usr', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--symlink', 'usr/bin', '/bin'],
    ...['--ro-bind-try', '/etc/alternatives', '/etc/alternatives', '--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache'],
    ...['--proc', '/proc', '--dev', '/dev', '--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
    ...['--ro-bind', job.inputs, JOB.inputs, '--bind', job.outputs, JOB.outputs, '--ro-bind', job.lib, JOB.lib],
    ...['--ro-bind', job.context, JOB.context, '--ro-bind', job.script, JOB.script, '--chdir', JOB.root],
    // The root bwrap builds is a tmpfs the sandbox user could write to: read-only once everything is mounted.
    ...['--remount-ro', '/'],
    ...['--clearenv', '--setenv', 'PATH', '/usr/bin', '--setenv', 'HOME', '/tmp', '--setenv', 'LANG', 'C.UTF-8', '--setenv', 'TZ', 'UTC'],
  ];
  return [...drop, ...prlimit, ...bwrap, '/usr/bin/python3', '-I', '-B', '-c', BOOTSTRAP];
}
