import type { WorkerEnv } from '../../../config/worker-env.schema.js';
import { createSandboxRunner, sandboxRunnerSettingsFromEnv } from '../sandbox/create-sandbox-runner.js';
import type { SandboxRunner } from '../sandbox/sandbox-runner.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from '../sandbox/sandbox.types.js';

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
  return createSandboxRunner(sandboxRunnerSettingsFromEnv({ ...processEnv, RUNNER_SANDBOX: env.RUNNER_SANDBOX }, env.EXECUTION_WORKER_SLOTS, sandboxLimitsOf(env)));
}
