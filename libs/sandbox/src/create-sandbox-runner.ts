import { DEFAULT_SANDBOX_UID_BASE } from './sandbox-command.js';
import { detectCgroups, type SandboxCgroups } from './sandbox-cgroup.js';
import { sweepJobFolders } from './sandbox-job.js';
import { SandboxGoneError, type Zygote } from './sandbox-process.js';
import type { SandboxRunner, SlotRequest } from './sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type SandboxLogger, type SandboxMode, type SandboxRequest, type SandboxResult } from './sandbox.types.js';

const CONSOLE_LOGGER: SandboxLogger = {
  log: (message) => console.log(`[SandboxRunner] ${message}`),
  warn: (message) => console.warn(`[SandboxRunner] ${message}`),
};
import { runInSandbox, startSandbox, startZygote, type SandboxPlacement, type StartedSandbox } from './run-in-sandbox.js';

export const SANDBOX_UNAVAILABLE_MESSAGE =
  'The sandbox is unavailable on this worker (it cannot create namespaces). Set RUNNER_SANDBOX=off to run scripts without it.';

/** A run refused because the worker cannot sandbox it (mode 'unavailable'). */
export class SandboxUnavailableError extends Error {
  constructor() {
    super(SANDBOX_UNAVAILABLE_MESSAGE);
  }
}

export interface SandboxRunnerSettings {
  /** RUNNER_SANDBOX: 'on' (default) sandboxes every run in namespaces of its own; 'off' runs scripts without them, on purpose. */
  sandbox: 'on' | 'off';
  /** Runs the worker takes at once (slots 0 .. slots-1). */
  slots: number;
  /** SANDBOX_POOL_SIZE: warm sandboxes kept ready per slot (0: each run's sandbox is cloned when it comes). */
  poolSize: number;
  /** SANDBOX_UID_BASE: a root worker runs each slot's sandboxes as a uid of their own from here (see `sandboxUid`). */
  uidBase: number;
  /** The worker's limits: a warm sandbox starts with them; a run asking for more than them gets a sandbox of its own. */
  limits: SandboxLimits;
  /** The interpreter (default /usr/bin/python3). */
  pythonPath?: string;
  /** Where cgroup file systems are mounted (default /sys/fs/cgroup). */
  cgroupRoot?: string;
  /** Where the runner says what it found and what went wrong (default: the console). */
  logger?: SandboxLogger;
}

/** The settings from the environment: RUNNER_SANDBOX, SANDBOX_POOL_SIZE, SANDBOX_UID_BASE, OUTPUT_MAX_BYTES. */
export function sandboxRunnerSettingsFromEnv(env: NodeJS.ProcessEnv, slots: number, limits: Partial<SandboxLimits> = {}): SandboxRunnerSettings {
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min} (got ${JSON.stringify(raw)})`);
    return value;
  };
  const sandbox = (env.RUNNER_SANDBOX ?? 'on').toLowerCase();
  if (sandbox !== 'on' && sandbox !== 'off') throw new Error(`RUNNER_SANDBOX must be 'on' or 'off' (got ${JSON.stringify(env.RUNNER_SANDBOX)})`);
  return {
    sandbox,
    slots,
    poolSize: int('SANDBOX_POOL_SIZE', 1, 0),
    uidBase: int('SANDBOX_UID_BASE', DEFAULT_SANDBOX_UID_BASE, 1),
    limits: { ...DEFAULT_SANDBOX_LIMITS, ...limits, outputBytes: int('OUTPUT_MAX_BYTES', limits.outputBytes ?? DEFAULT_SANDBOX_LIMITS.outputBytes, 1) },
  };
}

/**
 * The uid a root worker gives a slot's sandboxes (uidBase + slot): its fork server, the sandboxes
 * waiting and the one running share it, so they share the process limit (RLIMIT_NPROC is counted
 * per user: the run gets it less the few processes waiting); another slot's run never does.
 */
export function sandboxUid(settings: Pick<SandboxRunnerSettings, 'uidBase'>, slot: number): number {
  return settings.uidBase + slot;
}

/** Tells whether sandboxes can be made here: a tiny real run (`pass`) in one. */
export async function detectSandboxMode(
  settings: Pick<SandboxRunnerSettings, 'sandbox' | 'uidBase' | 'pythonPath'>,
): Promise<{ mode: SandboxMode; reason: string }> {
  if (settings.sandbox === 'off') return { mode: 'off', reason: 'RUNNER_SANDBOX=off' };
  try {
    const result = await runInSandbox(
      { script: 'pass', inputs: [], parameters: {}, limits: { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 20 } },
      { mode: 'on', uid: settings.uidBase, pythonPath: settings.pythonPath },
    );
    await result.dispose();
    if (result.exitCode === 0) return { mode: 'on', reason: '' };
    return { mode: 'unavailable', reason: result.stderr.trim() || `exit code ${result.exitCode}` };
  } catch (error) {
    return { mode: 'unavailable', reason: (error as Error).message };
  }
}

/**
 * The worker's SandboxRunner: detects the mode at start, then gives each slot a fork server
 * (zygote.py: python3 with openpyxl, xlrd and csv imported once) and runs each request through a
 * warm sandbox of its slot when the pool has one (cloned ahead from the fork server, its empty job
 * folder bound, waiting on a pipe), or one cloned for it. Every sandbox is fresh and used once; the
 * next warm one is cloned in the background once the run has ended.
 */
export async function createSandboxRunner(settings: SandboxRunnerSettings): Promise<WarmSandboxRunner> {
  const logger = settings.logger ?? CONSOLE_LOGGER;
  const swept = await sweepJobFolders();
  if (swept.removed) logger.log(`removed ${swept.removed} job folder(s) left by stopped workers`);
  if (swept.failed.length) logger.warn(`could not remove job folder(s) left by stopped workers: ${swept.failed.join(', ')}`);
  const { mode, reason } = await detectSandboxMode(settings);
  const { cgroups, reason: noCgroups } = mode === 'unavailable' ? { cgroups: null, reason: '' } : detectCgroups(settings.cgroupRoot);
  if (mode !== 'unavailable') {
    if (cgroups) logger.log(`each run's memory, processes and CPU are limited together (cgroup ${cgroups.version})`);
    else logger.warn(`no cgroup to limit a run's memory, processes and CPU together (${noCgroups}): each process of a run has the limits, not the run`);
  }
  if (mode === 'off') {
    logger.warn(
      'RUNNER_SANDBOX=off: scripts run WITHOUT the sandbox (no namespaces: they can reach the network and read what their user can); only the user drop and the resource limits apply',
    );
  } else if (mode === 'unavailable') {
    logger.warn(`${SANDBOX_UNAVAILABLE_MESSAGE} (${reason})`);
  } else {
    logger.log(`sandbox on (namespaces, a fork server per slot), ${settings.poolSize} warm sandbox(es) per slot, ${settings.slots} slot(s)`);
  }
  return new PooledSandboxRunner(settings, mode, logger, cgroups);
}

export interface WarmSandboxRunner extends SandboxRunner {
  /** Resolves once every slot's warm sandboxes wait for a run, their imports done (benchmarks and tests). */
  warm(): Promise<void>;
  /** How a run's limits are held: by a cgroup per run, or per process only. */
  limitsScope(): 'cgroup v1' | 'cgroup v2' | 'process';
}

interface SlotPool {
  /** The slot's fork server (a new one replaces one that stopped). */
  zygote: Zygote | null;
  ready: WarmEntry[];
}

class PooledSandboxRunner implements WarmSandboxRunner {
  private readonly pools: SlotPool[];
  private closed = false;

  constructor(
    private readonly settings: SandboxRunnerSettings,
    private readonly sandboxMode: SandboxMode,
    private readonly logger: SandboxLogger,
    private readonly cgroups: SandboxCgroups | null,
  ) {
    this.pools = Array.from({ length: settings.slots }, () => ({ zygote: null, ready: [] }));
    if (sandboxMode !== 'unavailable') for (let slot = 0; slot < settings.slots; slot++) this.refill(slot);
  }

  mode(): SandboxMode {
    return this.sandboxMode;
  }

  async run(request: SlotRequest): Promise<SandboxResult> {
    if (this.sandboxMode === 'unavailable') throw new SandboxUnavailableError();
    if (this.closed) throw new Error('The sandbox runner is closed');
    const { slot, ...sandboxRequest } = request;
    const pool = this.pools[slot];
    if (!pool) throw new Error(`No slot ${slot} (the runner has ${this.settings.slots})`);
    try {
      return await this.runInPool(slot, sandboxRequest);
    } finally {
      // The slot's next sandbox is cloned once this run has ended, not beside it: a slot runs one run
      // at a time, and the fork server, busy cloning, would hold up this run's end (and take CPU from it).
      this.refill(slot);
    }
  }

  private async runInPool(slot: number, sandboxRequest: SandboxRequest): Promise<SandboxResult> {
    const pool = this.pools[slot]!;
    // A warm sandbox still being cloned is taken all the same (it is a fork away from ready); one
    // whose limits are below the run's is not: the run gets a sandbox of its own.
    const fits = withinLimits(sandboxRequest.limits, this.settings.limits);
    const entry = fits ? pool.ready.shift() : undefined;
    if (entry) {
      const warm = await entry.started;
      if (warm) {
        try {
          return await warm.run(sandboxRequest);
        } catch (error) {
          if (!(error instanceof SandboxGoneError)) throw error;
          this.logger.warn(`a warm sandbox had ended (${error.message}); cloning another`);
        }
      }
    }
    // A run that fails discards its sandbox itself (StartedSandbox.run).
    const own = await startSandbox(this.zygoteOf(slot), fits ? this.settings.limits : sandboxRequest.limits, this.placement(slot));
    return own.run(sandboxRequest);
  }

  async warm(): Promise<void> {
    await Promise.all(this.pools.flatMap((pool) => pool.ready.map((entry) => entry.settled)));
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.pools.flatMap((pool) => pool.ready.splice(0));
    await Promise.all(all.map(async (entry) => (await entry.started)?.discard()));
    await Promise.all(this.pools.map((pool) => pool.zygote?.close()));
    this.cgroups?.close();
  }

  /** How a run's limits are held: by a cgroup per run, or per process only. */
  limitsScope(): 'cgroup v1' | 'cgroup v2' | 'process' {
    return this.cgroups ? `cgroup ${this.cgroups.version}` : 'process';
  }

  private placement(slot: number): SandboxPlacement {
    return {
      mode: this.sandboxMode === 'off' ? 'off' : 'on',
      uid: sandboxUid(this.settings, slot),
      pythonPath: this.settings.pythonPath,
      cgroups: this.cgroups,
    };
  }

  /** The slot's fork server, started (again) when it has none running. */
  private zygoteOf(slot: number): Zygote {
    const pool = this.pools[slot]!;
    if (!pool.zygote?.alive()) {
      pool.zygote = startZygote(this.placement(slot), true, (why) => {
        if (!this.closed) this.logger.warn(`the sandbox fork server of slot ${slot} stopped (${why}); a new one starts with the next sandbox`);
      });
    }
    return pool.zygote;
  }

  /** Clones warm sandboxes until the slot has poolSize of them. */
  private refill(slot: number): void {
    const pool = this.pools[slot]!;
    while (!this.closed && pool.ready.length < this.settings.poolSize) {
      const started = startSandbox(this.zygoteOf(slot), this.settings.limits, this.placement(slot)).catch((error: Error) => {
        this.logger.warn(`a warm sandbox could not start: ${error.message}`);
        return null;
      });
      const entry: WarmEntry = {
        started,
        settled: started.then(async (sandbox) => {
          await sandbox?.ready;
          // One that died waiting leaves the pool (its run would find out, and clone another).
          if (sandbox?.exited()) {
            const at = pool.ready.indexOf(entry);
            if (at >= 0) pool.ready.splice(at, 1);
            void sandbox.discard();
          }
        }),
      };
      pool.ready.push(entry);
    }
  }
}

interface WarmEntry {
  started: Promise<StartedSandbox | null>;
  /** Resolves once it is ready or has ended. */
  settled: Promise<void>;
}

/** The limits a sandbox takes when cloned (the others are the runner's, per run). */
const PROCESS_LIMITS = ['cpuSeconds', 'memoryBytes', 'fileSizeBytes', 'processes', 'openFiles', 'outputBytes'] as const;

/** True when the run's process limits are at most the worker's (a warm sandbox can only lower its own). */
function withinLimits(run: SandboxLimits, worker: SandboxLimits): boolean {
  return PROCESS_LIMITS.every((key) => run[key] <= worker[key]);
}
