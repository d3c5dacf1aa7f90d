import { readFileSync } from 'node:fs';
import { MILESTONE_HELPER_PY } from './milestone-helper.js';

/** Inside the sandbox: the job's layout (see sandbox-job.ts). */
export const JOB = {
  root: '/job',
  inputs: '/job/in',
  outputs: '/job/out',
  /** The name the script runs under (its tracebacks say so); it comes with the run, not as a file. */
  script: '/job/script.py',
} as const;

/** The first sandbox user id: a root worker runs each slot's sandboxes as a uid of their own (SANDBOX_UID_BASE). */
export const DEFAULT_SANDBOX_UID_BASE = 61000;

let zygoteSource: string | null = null;

/** The fork server's Python program (zygote.py, next to this module in src/ and in dist/). */
export function zygoteProgram(): string {
  zygoteSource ??= readFileSync(new URL('./zygote.py', import.meta.url), 'utf8');
  return zygoteSource;
}

/** How a slot's fork server is started. */
export interface ZygoteCommandOptions {
  /** 'on': every sandbox in namespaces of its own; 'off' (RUNNER_SANDBOX=off): the user drop and the limits only. */
  mode: 'on' | 'off';
  /** The sandbox user a root worker drops to (ignored when the worker is not root). */
  uid: number;
  asRoot: boolean;
  /** Import openpyxl, xlrd and csv once, ahead of every run. */
  preload: boolean;
  /** The interpreter (default /usr/bin/python3). */
  pythonPath?: string;
  /** The worker's folder where the zygote names each sandbox's pipes (FIFOs), writable by the sandbox user. */
  controlDir: string;
}

export interface ZygoteCommand {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
}

/**
 * (setpriv to the sandbox uid when the worker is root ->) python3 running zygote.py, with no
 * environment but PATH: the fork server of one slot (see zygote.py). It runs no script itself; each
 * sandbox is a clone of it in namespaces of its own, with the limits set per sandbox.
 */
export function zygoteCommand(options: ZygoteCommandOptions): ZygoteCommand {
  const { mode, uid, asRoot, preload } = options;
  const drop = asRoot ? ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--no-new-privs', '--pdeathsig', 'KILL', '--'] : [];
  const python = [
    options.pythonPath ?? '/usr/bin/python3',
    '-I',
    '-B',
    '-c',
    zygoteProgram(),
    mode,
    preload ? '1' : '0',
    MILESTONE_HELPER_PY,
    options.controlDir,
  ];
  return { argv: [...drop, ...python], env: { PATH: '/usr/bin:/bin' }, cwd: '/' };
}
