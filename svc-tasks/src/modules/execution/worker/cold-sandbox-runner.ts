import { Logger } from '@nestjs/common';
import type { WorkerEnv } from '../../../config/worker-env.schema.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRunner, SlotRequest } from '../sandbox/sandbox-runner.js';
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
 * The worker's runner until the sandbox's own factory (cold and warm pools, mode detection, a uid
 * per slot) replaces it: every run in a fresh bubblewrap sandbox (runInSandbox), whatever the slot.
 * It knows no unsandboxed mode: RUNNER_SANDBOX=off still runs sandboxed, and says so.
 */
export function createColdSandboxRunner(env: Pick<WorkerEnv, 'RUNNER_SANDBOX'>): SandboxRunner {
  if (env.RUNNER_SANDBOX === 'off') {
    new Logger('SandboxRunner').warn('RUNNER_SANDBOX=off is not supported by the cold runner: scripts run in the sandbox');
  }
  return {
    mode: () => 'on',
    run: ({ slot: _slot, ...request }: SlotRequest) => runInSandbox(request),
    close: () => Promise.resolve(),
  };
}
