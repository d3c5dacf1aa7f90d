import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { isStoppedWorker } from './sandbox-job.js';
import type { SandboxLimits } from './sandbox.types.js';

/**
 * Limits the kernel enforces on a whole run, whatever number of processes it starts: its memory
 * (the sandbox's tmpfs pages included), its processes and threads, and one CPU's worth of time.
 * Each sandbox gets a cgroup of its own, made before it is handed anything and removed once it is
 * gone; the rlimits of each process stay beneath it (they give a script a MemoryError rather than
 * the out-of-memory killer's SIGKILL).
 *
 * Where: cgroup v2 where the worker's own cgroup is delegated to it (a systemd unit with
 * Delegate=yes, a container given its cgroup read-write); else cgroup v1's memory, pids and cpu
 * hierarchies where they are writable (this development machine, a root worker); else none, and
 * the limits are the rlimits of each process only (a Kubernetes pod without a writable cgroup,
 * a worker that is not root): the worker says so when it starts.
 */
export interface SandboxCgroups {
  readonly version: 'v1' | 'v2';
  /** Makes the cgroup of one sandbox with the run's limits; throws when the kernel refuses. */
  create(id: string, limits: SandboxLimits): RunCgroup;
  /** Removes the worker's own cgroup folders (every run's is gone by then). */
  close(): void;
}

export interface RunCgroup {
  /** Puts the sandbox (its PID 1, before it runs anything) in the cgroup: whatever it starts joins it. */
  attach(pid: number): void;
  /** True when the kernel killed a process of the run at its memory limit. */
  memoryLimitHit(): boolean;
  /** Removes the cgroup (its processes are gone); never rejects. */
  remove(): Promise<void>;
}

/** One CPU: the quota per period (cpu.max and cpu.cfs_quota_us). */
const CPU_PERIOD_US = 100_000;

const write = (file: string, value: string | number) => writeFileSync(file, String(value));

/** rmdir once; a folder still busy or already gone is left as it is (start-up, a failed create, close). */
function removeFolder(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Busy (a process in it) or gone.
  }
}

/**
 * A run's cgroup removed, again while the kernel still counts a process that has just exited
 * (EBUSY for a moment), without holding up the worker's event loop.
 */
async function removeRunFolder(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await rmdir(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EBUSY') return;
      await delay(2);
    }
  }
}

/** The folders a worker that was killed left under `parent` (named after its pid), removed with their runs' folders. */
function sweep(parent: string, prefix: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (!isStoppedWorker(Number(name.startsWith(prefix) ? /^\d+/.exec(name.slice(prefix.length))?.[0] : NaN))) continue;
    const dir = path.join(parent, name);
    try {
      for (const run of readdirSync(dir, { withFileTypes: true })) if (run.isDirectory()) removeFolder(path.join(dir, run.name));
    } catch {
      // Gone already.
    }
    removeFolder(dir);
  }
}

/** The worker's own cgroup paths by controller (v1) or '' (v2), from /proc/self/cgroup. */
function ownCgroups(procSelfCgroup: string): Map<string, string> {
  const own = new Map<string, string>();
  for (const line of procSelfCgroup.split('\n')) {
    const match = /^\d+:([^:]*):(.*)$/.exec(line);
    if (!match) continue;
    for (const controller of match[1]!.split(',')) own.set(controller, match[2]!);
  }
  return own;
}

const V1_CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
const PREFIX = 'milestone-sandbox-';
/** Runners made by this process so far: each has cgroup v1 folders of its own, so closing one leaves another's be. */
let runnersMade = 0;

/** cgroup v2: the worker's cgroup, delegated: the worker moves into a leaf of it, and each run is a sibling of that leaf. */
function cgroupV2(root: string, own: Map<string, string>): SandboxCgroups | null {
  const base = path.join(root, own.get('') ?? '/');
  const available = readFileSync(path.join(base, 'cgroup.controllers'), 'utf8').split(/\s+/);
  if (!['memory', 'pids', 'cpu'].every((c) => available.includes(c))) return null;
  const leaf = path.join(base, `${PREFIX}${process.pid}`);
  mkdirSync(leaf, { recursive: true });
  const before = readFileSync(path.join(base, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  // The "no internal processes" rule: controllers are handed to children only of a cgroup that holds no process itself.
  for (const pid of before) {
    try {
      write(path.join(leaf, 'cgroup.procs'), pid);
    } catch {
      // A process that has just exited.
    }
  }
  write(path.join(base, 'cgroup.subtree_control'), '+memory +pids +cpu');
  return {
    version: 'v2',
    create(id, limits) {
      const dir = path.join(base, `${PREFIX}run-${id}`);
      mkdirSync(dir);
      try {
        write(path.join(dir, 'memory.max'), limits.memoryBytes);
        // An out-of-memory kill takes the whole run, not one of its processes.
        write(path.join(dir, 'memory.oom.group'), 1);
        if (existsSync(path.join(dir, 'memory.swap.max'))) write(path.join(dir, 'memory.swap.max'), 0);
        write(path.join(dir, 'pids.max'), limits.processes);
        write(path.join(dir, 'cpu.max'), `${CPU_PERIOD_US} ${CPU_PERIOD_US}`);
      } catch (error) {
        removeFolder(dir);
        throw error;
      }
      return {
        attach: (pid) => write(path.join(dir, 'cgroup.procs'), pid),
        memoryLimitHit: () => Number(/^oom_kill (\d+)$/m.exec(readFileSync(path.join(dir, 'memory.events'), 'utf8'))?.[1] ?? 0) > 0,
        remove: () => {
          try {
            write(path.join(dir, 'cgroup.kill'), 1);
          } catch {
            // Older kernels have no cgroup.kill; the sandbox's processes are gone with it anyway.
          }
          return removeRunFolder(dir);
        },
      };
    },
    close: () => undefined,
  };
}

/** cgroup v1: a folder of the worker's own in each of the memory, pids and cpu hierarchies, a run's folder in each. */
function cgroupV1(root: string, own: Map<string, string>): SandboxCgroups | null {
  const bases = new Map<string, string>();
  for (const controller of V1_CONTROLLERS) {
    const mount = readdirSync(root).find((name) => name.split(',').includes(controller));
    const ownPath = own.get(controller);
    if (!mount || ownPath === undefined) return null;
    const parent = path.join(root, mount, ownPath);
    sweep(parent, PREFIX);
    const dir = path.join(parent, `${PREFIX}${process.pid}-${runnersMade + 1}`);
    mkdirSync(dir, { recursive: true });
    bases.set(controller, dir);
  }
  runnersMade++;
  const base = (controller: (typeof V1_CONTROLLERS)[number]) => bases.get(controller)!;
  return {
    version: 'v1',
    create(id, limits) {
      const dirs = V1_CONTROLLERS.map((controller) => path.join(base(controller), `run-${id}`));
      const [memory, pids, cpu] = dirs as [string, string, string];
      const made: string[] = [];
      try {
        for (const dir of dirs) {
          mkdirSync(dir);
          made.push(dir);
        }
        write(path.join(memory, 'memory.limit_in_bytes'), limits.memoryBytes);
        if (existsSync(path.join(memory, 'memory.memsw.limit_in_bytes'))) write(path.join(memory, 'memory.memsw.limit_in_bytes'), limits.memoryBytes);
        write(path.join(pids, 'pids.max'), limits.processes);
        write(path.join(cpu, 'cpu.cfs_period_us'), CPU_PERIOD_US);
        write(path.join(cpu, 'cpu.cfs_quota_us'), CPU_PERIOD_US);
      } catch (error) {
        made.forEach(removeFolder);
        throw error;
      }
      return {
        attach: (pid) => dirs.forEach((dir) => write(path.join(dir, 'cgroup.procs'), pid)),
        memoryLimitHit: () => {
          const control = readFileSync(path.join(memory, 'memory.oom_control'), 'utf8');
          const kills = /^oom_kill (\d+)$/m.exec(control)?.[1];
          return kills !== undefined ? Number(kills) > 0 : Number(readFileSync(path.join(memory, 'memory.failcnt'), 'utf8')) > 0;
        },
        remove: async () => {
          await Promise.all(dirs.map(removeRunFolder));
        },
      };
    },
    close: () => V1_CONTROLLERS.forEach((controller) => removeFolder(base(controller))),
  };
}

/**
 * The cgroups this worker may make for its sandboxes (see SandboxCgroups), or null with the reason
 * when there are none: `root` is where cgroup file systems are mounted (/sys/fs/cgroup), and
 * `procSelfCgroup` the worker's /proc/self/cgroup (read when not given).
 */
export function detectCgroups(root = '/sys/fs/cgroup', procSelfCgroup?: string): { cgroups: SandboxCgroups | null; reason: string } {
  let own: Map<string, string>;
  try {
    own = ownCgroups(procSelfCgroup ?? readFileSync('/proc/self/cgroup', 'utf8'));
  } catch (error) {
    return { cgroups: null, reason: `no cgroups (${(error as Error).message})` };
  }
  const attempts: Array<[string, () => SandboxCgroups | null]> = [];
  if (existsSync(path.join(root, 'cgroup.controllers'))) attempts.push(['cgroup v2', () => cgroupV2(root, own)]);
  else attempts.push(['cgroup v1', () => cgroupV1(root, own)]);
  const reasons: string[] = [];
  for (const [name, attempt] of attempts) {
    try {
      const cgroups = attempt();
      if (cgroups) return { cgroups, reason: '' };
      reasons.push(`${name}: the memory, pids and cpu controllers are not all there`);
    } catch (error) {
      reasons.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { cgroups: null, reason: reasons.join('; ') };
}
