import { DEFAULT_SANDBOX_LIMITS, createSandboxRunner, sandboxRunnerSettingsFromEnv, type SandboxLimits, type SandboxRunner } from '@milestone/sandbox';
import { Logger } from '@nestjs/common';
import type { WorkerEnv } from '../../../config/worker-env.schema.js';

/** The worker's runner of runs (a SandboxRunner, see @milestone/sandbox), as Nest injects it. */
export const SANDBOX_RUNNER = Symbol('SANDBOX_RUNNER');

/** The sandbox limits of every run, from the worker's settings. */
export function sandboxLimitsOf(env: WorkerEnv): SandboxLimits {
  return {
    ...DEFAULT_SANDBOX_LIMITS,
    wallSeconds: env.EXECUTION_TIME_LIMIT_SECONDS,
    cpuSeconds: env.EXECUTION_CPU_LIMIT_SECONDS,
    memoryBytes: env.EXECUTION_MEMORY_LIMIT_MB * 1024 ** 2,
    fileSizeBytes: env.EXECUTION_FILE_SIZE_LIMIT_MB * 1024 ** 2,
    processes: env.EXECUTION_PROCESS_LIMIT,
  };
}

/**
 * The worker's sandbox runner (cold and warm sandboxes, the mode detected at start, a uid per
 * slot): RUNNER_SANDBOX and the slots from the worker's settings, the pool's own settings
 * (SANDBOX_POOL_SIZE, SANDBOX_UID_BASE, OUTPUT_MAX_BYTES) from the environment.
 */
export function createWorkerSandboxRunner(env: WorkerEnv, processEnv: NodeJS.ProcessEnv = process.env): Promise<SandboxRunner> {
  const settings = sandboxRunnerSettingsFromEnv({ ...processEnv, RUNNER_SANDBOX: env.RUNNER_SANDBOX }, env.EXECUTION_WORKER_SLOTS, sandboxLimitsOf(env));
  return createSandboxRunner({ ...settings, logger: new Logger('SandboxRunner') });
}

/** The worker's second runner, for script checks (CHECK_SANDBOX_RUNNER; SANDBOX_RUNNER runs the runs). */
export const CHECK_SANDBOX_RUNNER = Symbol('CHECK_SANDBOX_RUNNER');

/** A dry run of a generated script gets a minute at most. */
export const DRY_RUN_WALL_SECONDS = 60;

/** The limits of a script check: a run's, with at most DRY_RUN_WALL_SECONDS of wall clock. */
export function checkLimitsOf(env: WorkerEnv): SandboxLimits {
  return { ...sandboxLimitsOf(env), wallSeconds: Math.min(DRY_RUN_WALL_SECONDS, env.EXECUTION_TIME_LIMIT_SECONDS) };
}

/**
 * The runner of the worker's script checks (compile, dry run, an input's sample): the same
 * sandbox as runs (RUNNER_SANDBOX, SANDBOX_UID_BASE, OUTPUT_MAX_BYTES), with one slot of its own
 * and no warm pool, as the uid after the runs' slots (SANDBOX_UID_BASE + EXECUTION_WORKER_SLOTS):
 * a check never takes a run's slot, nor shares its uid and so its process limit.
 */
export async function createCheckSandboxRunner(env: WorkerEnv, processEnv: NodeJS.ProcessEnv = process.env): Promise<SandboxRunner> {
  const settings = sandboxRunnerSettingsFromEnv({ ...processEnv, RUNNER_SANDBOX: env.RUNNER_SANDBOX }, 1, checkLimitsOf(env));
  return createSandboxRunner({ ...settings, poolSize: 0, uidBase: settings.uidBase + env.EXECUTION_WORKER_SLOTS, logger: new Logger('CheckSandboxRunner') });
}
