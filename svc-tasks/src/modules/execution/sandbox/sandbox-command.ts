import type { SandboxLimits } from './sandbox.types.js';

/** Inside the sandbox: the job's layout (see sandbox-job.ts). */
export const JOB = {
  root: '/job',
  inputs: '/job/in',
  outputs: '/job/out',
  lib: '/job/lib',
  context: '/job/context.json',
  script: '/job/script.py',
} as const;

/** The first sandbox user id: a root worker drops each run to a uid of its own (SANDBOX_UID_BASE). */
export const DEFAULT_SANDBOX_UID_BASE = 61000;

const TMP_BYTES = 64 * 1024 * 1024;

/**
 * The Python program the sandbox runs (`python3 -I -B -c BOOTSTRAP <job root>/script.py <preload 0|1> <sandbox id>`;
 * the id only names the sandbox's processes on the host):
 * optionally imports openpyxl, xlrd and csv ahead (a warm sandbox), says it is ready on fd 3, then waits on stdin for one
 * JSON line `{"limits": {...}}` (the go signal), lowers its own limits to the run's (they can only
 * go down; the CPU seconds already spent importing are added so the script gets its full budget),
 * puts stdin back to /dev/null, and runs /job/script.py as __main__ with the milestone helper first
 * on the import path (-I leaves the script's folder off). A closed stdin without a line exits quietly.
 */
export const BOOTSTRAP = `import os, sys
script, preload = sys.argv[1], sys.argv[2] == '1'
root = os.path.dirname(script)
sys.path.insert(0, root + '/lib')
if preload:
    try:
        import csv, json, openpyxl, xlrd
    except ImportError:
        pass
import json, resource, runpy
try:
    os.write(3, b'{"ready": true}\\n')
except OSError:
    pass
line = b''
while not line.endswith(b'\\n'):
    chunk = os.read(0, 65536)
    if not chunk:
        os._exit(0)
    line += chunk
go = json.loads(line)
def lower(kind, value):
    soft, hard = resource.getrlimit(kind)
    if hard != resource.RLIM_INFINITY:
        value = min(value, hard)
    resource.setrlimit(kind, (value, value))
limits = go['limits']
used = resource.getrusage(resource.RUSAGE_SELF)
cpu_soft = int(used.ru_utime + used.ru_stime) + 1 + limits['cpuSeconds']
soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
if hard != resource.RLIM_INFINITY:
    cpu_soft = min(cpu_soft, hard - 1)
resource.setrlimit(resource.RLIMIT_CPU, (cpu_soft, cpu_soft + 1 if hard == resource.RLIM_INFINITY else min(cpu_soft + 1, hard)))
lower(resource.RLIMIT_AS, limits['memoryBytes'])
lower(resource.RLIMIT_FSIZE, limits['fileSizeBytes'])
lower(resource.RLIMIT_NOFILE, limits['openFiles'])
lower(resource.RLIMIT_NPROC, limits['processes'])
null = os.open('/dev/null', os.O_RDONLY)
os.dup2(null, 0)
os.close(null)
import milestone
milestone._use_job(root)
sys.argv = [script]
code = 0
try:
    runpy.run_path(script, run_name='__main__')
except KeyboardInterrupt:
    raise
except SystemExit as stop:
    if stop.code is None:
        code = 0
    elif isinstance(stop.code, int):
        code = stop.code & 0xFF
    else:
        print(stop.code, file=sys.stderr)
        code = 1
except BaseException as error:
    # The traceback from the script's own first frame: the runner's and runpy's frames above it
    # say nothing to the script's author.
    import traceback
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != script:
        tb = tb.tb_next
    traceback.print_exception(type(error), error, tb if tb is not None else error.__traceback__)
    code = 1
# The interpreter's own ending, in its order (threads joined, atexit run, output flushed), then out
# at once: tearing down the interpreter with openpyxl loaded costs tens of milliseconds per run and
# the sandbox is thrown away anyway.
if 'threading' in sys.modules:
    sys.modules['threading']._shutdown()
import atexit
atexit._run_exitfuncs()
for stream in (sys.stdout, sys.stderr):
    try:
        stream.flush()
    except Exception:
        pass
os._exit(code)
`;

/** How a sandbox process is started. */
export interface SandboxCommandOptions {
  /** The job folder on the host (in/, out/, lib/, tmp/, context.json, script.py). */
  jobDir: string;
  /** 'on': bubblewrap; 'off' (RUNNER_SANDBOX=off): only the user drop and prlimit. */
  mode: 'on' | 'off';
  /** Limits set by prlimit at start: the most any run of this process may get. */
  limits: SandboxLimits;
  /** The sandbox user a root worker drops to (ignored when the worker is not root). */
  uid: number;
  asRoot: boolean;
  /** Import openpyxl, xlrd and csv before waiting for the go signal (a warm sandbox). */
  preload: boolean;
  /** Names the sandbox's processes on the host (their command lines end with it). */
  id: string;
  bwrapPath?: string;
}

export interface SandboxCommand {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
}

/**
 * The command chain of one sandbox: (setpriv to the sandbox uid when the worker is root ->) prlimit
 * -> bwrap -> python3. bwrap gives fresh user, PID, IPC, UTS, network and cgroup namespaces, /usr
 * read-only, a small /tmp, only the job's folder (read-only but out/; / itself read-only), no
 * environment but PATH, HOME, LANG and TZ. With the sandbox off, python3 runs in the host's job
 * folder with the same user drop and limits, and nothing else.
 */
export function sandboxCommand(options: SandboxCommandOptions): SandboxCommand {
  const { jobDir, mode, limits, uid, asRoot, preload, id } = options;
  const python = (root: string) => ['/usr/bin/python3', '-I', '-B', '-c', BOOTSTRAP, `${root}/script.py`, preload ? '1' : '0', id];
  const drop = asRoot
    ? ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--no-new-privs', '--pdeathsig', 'KILL', '--']
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
  const env = { PATH: '/usr/bin', LANG: 'C.UTF-8', TZ: 'UTC' };
  if (mode === 'off') {
    return { argv: [...drop, ...prlimit, ...python(jobDir)], env: { ...env, HOME: `${jobDir}/tmp`, TMPDIR: `${jobDir}/tmp` }, cwd: jobDir };
  }
  const bwrap = [
    options.bwrapPath ?? '/usr/bin/bwrap',
    ...['--unshare-all', '--unshare-user', '--disable-userns', '--die-with-parent', '--new-session', '--cap-drop', 'ALL'],
    ...['--hostname', 'sandbox'],
    ...['--ro-bind', '/usr', '/usr', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--symlink', 'usr/bin', '/bin'],
    ...['--ro-bind-try', '/etc/alternatives', '/etc/alternatives', '--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache'],
    ...['--proc', '/proc', '--dev', '/dev', '--size', String(TMP_BYTES), '--tmpfs', '/tmp'],
    // The whole job folder read-only (a warm sandbox sees the run's files the runner adds later), out/ writable.
    ...['--ro-bind', jobDir, JOB.root, '--bind', `${jobDir}/out`, JOB.outputs, '--chdir', JOB.root],
    // The root bwrap builds is a tmpfs the sandbox user could write to: read-only once everything is mounted.
    ...['--remount-ro', '/'],
    ...['--clearenv', '--setenv', 'PATH', env.PATH, '--setenv', 'HOME', '/tmp', '--setenv', 'LANG', env.LANG, '--setenv', 'TZ', env.TZ],
  ];
  return { argv: [...drop, ...prlimit, ...bwrap, ...python(JOB.root)], env: { PATH: '/usr/bin:/bin' }, cwd: '/' };
}
