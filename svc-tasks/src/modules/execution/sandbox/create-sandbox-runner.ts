import { Logger } from '@nestjs/common';
import type { SandboxMode } from '../execution-worker.entity.js';
import { DEFAULT_SANDBOX_UID_BASE } from './sandbox-command.js';
import { sweepJobFolders } from './sandbox-job.js';
import { SandboxGoneError } from './sandbox-process.js';
import type { SandboxRunner, SlotRequest } from './sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type SandboxRequest, type SandboxResult } from './sandbox.types.js';
import { runInSandbox, startSandbox, type SandboxPlacement, type StartedSandbox } from './run-in-sandbox.js';

export const SANDBOX_UNAVAILABLE_MESSAGE =
  'The sandbox is unavailable on this worker (bubblewrap cannot create namespaces). Set RUNNER_SANDBOX=off to run scripts without it.';

/** A run refused because the worker cannot sandbox it (mode 'unavailable'). */
export class SandboxUnavailableError extends Error {
  constructor() {
    super(SANDBOX_UNAVAILABLE_MESSAGE);
  }
}

export interface SandboxRunnerSettings {
  /** RUNNER_SANDBOX: 'on' (default) sandboxes every run with bubblewrap; 'off' runs scripts without it, on purpose. */
  sandbox: 'on' | 'off';
  /** Runs the worker takes at once (slots 0 .. slots-1). */
  slots: number;
  /** SANDBOX_POOL_SIZE: warm sandboxes kept ready per slot (0: each run starts its own, cold). */
  poolSize: number;
  /** SANDBOX_UID_BASE: a root worker runs each sandbox as its own uid from here (see `sandboxUid`). */
  uidBase: number;
  /** The worker's limits: a warm sandbox starts with them; a run asking for more than them runs cold. */
  limits: SandboxLimits;
  bwrapPath?: string;
  logger?: Pick<Logger, 'log' | 'warn'>;
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
 * The uid a root worker gives a sandbox: slot s owns poolSize + 1 uids from uidBase + s * (poolSize + 1)
 * (its warm sandboxes and the running one), so a run never shares its process limit (RLIMIT_NPROC,
 * counted per user) with another run nor with a sandbox waiting.
 */
export function sandboxUid(settings: Pick<SandboxRunnerSettings, 'uidBase' | 'poolSize'>, slot: number, index: number): number {
  return settings.uidBase + slot * (settings.poolSize + 1) + index;
}

/** Tells whether bubblewrap can create its namespaces here: a tiny real run (`pass`) in the sandbox. */
export async function detectSandboxMode(settings: Pick<SandboxRunnerSettings, 'sandbox' | 'uidBase' | 'bwrapPath'>): Promise<{ mode: SandboxMode; reason: string }> {
  if (settings.sandbox === 'off') return { mode: 'off', reason: 'RUNNER_SANDBOX=off' };
  try {
    const result = await runInSandbox(
      { script: 'pass', inputs: [], parameters: {}, limits: { ...DEFAULT_SANDBOX_LIMITS, wallSeconds: 20 } },
      { mode: 'on', uid: settings.uidBase, bwrapPath: settings.bwrapPath },
    );
    await result.dispose();
    if (result.exitCode === 0) return { mode: 'on', reason: '' };
    return { mode: 'unavailable', reason: result.stderr.trim() || `exit code ${result.exitCode}` };
  } catch (error) {
    return { mode: 'unavailable', reason: (error as Error).message };
  }
}

/**
 * The worker's SandboxRunner: detects the mode at start, then runs each request through a warm
 * sandbox of its slot when the pool has one (started ahead: python3 with openpyxl imported, its
 * empty job folder bound, waiting on a pipe), or a cold one. Every sandbox is fresh and used once;
 * the next warm one starts in the background once the run is handed over (starting it, a spawn,
 * holds the worker's event loop for a few milliseconds: after the script's go signal, not before).
 */
export async function createSandboxRunner(settings: SandboxRunnerSettings): Promise<WarmSandboxRunner> {
  const logger = settings.logger ?? new Logger('SandboxRunner');
  const swept = await sweepJobFolders();
  if (swept) logger.log(`removed ${swept} job folder(s) left by stopped workers`);
  const { mode, reason } = await detectSandboxMode(settings);
  if (mode === 'off') {
    logger.warn('RUNNER_SANDBOX=off: scripts run WITHOUT the sandbox (no namespaces: they can reach the network and read what their user can); only the user drop and the resource limits apply');
  } else if (mode === 'unavailable') {
    logger.warn(`${SANDBOX_UNAVAILABLE_MESSAGE} (${reason})`);
  } else {
    logger.log(`sandbox on (bubblewrap), ${settings.poolSize} warm sandbox(es) per slot, ${settings.slots} slot(s)`);
  }
  return new PooledSandboxRunner(settings, mode, logger);
}

export interface WarmSandboxRunner extends SandboxRunner {
  /** Resolves once every slot's warm sandboxes wait for a run, their imports done (benchmarks and tests). */
  warm(): Promise<void>;
}

class PooledSandboxRunner implements WarmSandboxRunner {
  /** Per slot: the warm sandboxes (each may still be starting) and the uid indexes in use. */
  private readonly pools: Array<{ ready: WarmEntry[]; taken: Set<number> }>;
  private closed = false;

  constructor(
    private readonly settings: SandboxRunnerSettings,
    private readonly sandboxMode: SandboxMode,
    private readonly logger: Pick<Logger, 'log' | 'warn'>,
  ) {
    this.pools = Array.from({ length: settings.slots }, () => ({ ready: [], taken: new Set<number>() }));
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
      // Normally done at the hand-over already (then this does nothing); here for a run that never got that far.
      this.refill(slot);
    }
  }

  private async runInPool(slot: number, sandboxRequest: SandboxRequest): Promise<SandboxResult> {
    const pool = this.pools[slot]!;
    // A warm sandbox still importing (runs came faster than the refills) is left to finish: the run
    // goes cold rather than wait for it (a script that does not import openpyxl starts sooner).
    const at = withinLimits(sandboxRequest.limits, this.settings.limits) ? pool.ready.findIndex((entry) => entry.sandbox !== null) : -1;
    if (at >= 0) {
      const [{ sandbox: warm }] = pool.ready.splice(at, 1);
      if (warm) {
        try {
          return await warm.run(sandboxRequest, () => this.refill(slot));
        } catch (error) {
          if (!(error instanceof SandboxGoneError)) throw error;
          this.logger.warn(`a warm sandbox had ended (${error.message}); running cold`);
        }
      }
    }
    const index = this.takeIndex(slot);
    const cold = await startSandbox(sandboxRequest.limits, this.placement(slot, index), false).catch((error: unknown) => {
      pool.taken.delete(index);
      throw error;
    });
    // The uid is free again once the sandbox and its job folder are gone.
    const free = () => void cold.discard().then(() => pool.taken.delete(index), () => pool.taken.delete(index));
    try {
      return await cold.run(sandboxRequest, () => this.refill(slot));
    } finally {
      free();
    }
  }

  async warm(): Promise<void> {
    await Promise.all(this.pools.flatMap((pool) => pool.ready.map((entry) => entry.settled)));
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.pools.flatMap((pool) => pool.ready.splice(0));
    await Promise.all(all.map(async (entry) => (await entry.started)?.discard()));
  }

  private placement(slot: number, index: number): SandboxPlacement {
    return {
      mode: this.sandboxMode === 'off' ? 'off' : 'on',
      uid: sandboxUid(this.settings, slot, index),
      bwrapPath: this.settings.bwrapPath,
    };
  }

  /** The first of the slot's poolSize + 1 uid indexes not in use. */
  private takeIndex(slot: number): number {
    const { taken } = this.pools[slot];
    let index = 0;
    while (taken.has(index) && index < this.settings.poolSize) index++;
    taken.add(index);
    return index;
  }

  /** Starts warm sandboxes until the slot has poolSize of them. */
  private refill(slot: number): void {
    const pool = this.pools[slot];
    while (!this.closed && pool.ready.length < this.settings.poolSize) {
      const index = this.takeIndex(slot);
      const started = startSandbox(this.settings.limits, this.placement(slot, index), true).then(
        (sandbox) => {
          // The uid is free again once the sandbox and its job folder are gone, whether it ran or not.
          const free = () => void sandbox.discard().then(() => pool.taken.delete(index), () => pool.taken.delete(index));
          return {
            ...sandbox,
            discard: () => sandbox.discard().finally(() => pool.taken.delete(index)),
            run: (r, onHandedOver) => sandbox.run(r, onHandedOver).finally(free),
          } satisfies StartedSandbox;
        },
        (error: Error) => {
          pool.taken.delete(index);
          this.logger.warn(`a warm sandbox could not start: ${error.message}`);
          return null;
        },
      );
      const entry: WarmEntry = {
        started,
        sandbox: null,
        settled: started.then(async (sandbox) => {
          // One that could not start leaves the pool (the next cold run tops it up again).
          const at = pool.ready.indexOf(entry);
          if (!sandbox && at >= 0) pool.ready.splice(at, 1);
          await sandbox?.ready;
          // Ready to take a run (one that died waiting is found out by its run, which then goes cold).
          entry.sandbox = sandbox;
        }),
      };
      pool.ready.push(entry);
    }
  }
}

interface WarmEntry {
  started: Promise<StartedSandbox | null>;
  /** Set once the sandbox waits for its run, its imports done. */
  sandbox: StartedSandbox | null;
  /** Resolves once it is ready or could not start. */
  settled: Promise<void>;
}

/** The limits prlimit sets when a sandbox starts (the others are the runner's, per run). */
const PROCESS_LIMITS = ['cpuSeconds', 'memoryBytes', 'fileSizeBytes', 'processes', 'openFiles'] as const;

/** True when the run's process limits are at most the worker's (a warm sandbox can only lower its own). */
function withinLimits(run: SandboxLimits, worker: SandboxLimits): boolean {
  return PROCESS_LIMITS.every((key) => run[key] <= worker[key]);
}
