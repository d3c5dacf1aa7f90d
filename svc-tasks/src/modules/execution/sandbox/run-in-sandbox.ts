import { DEFAULT_SANDBOX_UID_BASE, JOB, sandboxCommand } from './sandbox-command.js';
import { collectOutputs, createJobFolder, fillJobFolder, removeJobFolder } from './sandbox-job.js';
import { SandboxProcess } from './sandbox-process.js';
import type { SandboxRequest, SandboxResult } from './sandbox.types.js';

/** Where and as whom a run goes (the runner's choice; the defaults suit a lone cold run). */
export interface SandboxPlacement {
  /** 'on' (bubblewrap, the default) or 'off' (RUNNER_SANDBOX=off: user drop and prlimit only). */
  mode?: 'on' | 'off';
  /** The sandbox user a root worker drops to (default SANDBOX_UID_BASE, 61000). */
  uid?: number;
  bwrapPath?: string;
}

/**
 * Runs a Python script in a fresh bubblewrap sandbox (see sandbox-command.ts) and returns how it
 * ended, its capped stdout and stderr, and the files it wrote to /job/out: the cold path (the
 * sandbox starts with the run; a warm pool is in create-sandbox-runner.ts).
 *
 * Each run gets its own job folder (sandbox-job.ts), removed once the run has ended (in the
 * background: `dispose()` waits for it); the outputs are moved to a folder of their own that
 * `dispose()` removes.
 */
export async function runInSandbox(request: SandboxRequest, placement: SandboxPlacement = {}): Promise<SandboxResult> {
  const sandbox = await startSandbox(request.limits, placement, false);
  try {
    return await sandbox.run(request);
  } catch (error) {
    await sandbox.discard();
    throw error;
  }
}

/** A started sandbox with its job folder, waiting for its one run. */
export interface StartedSandbox {
  readonly id: string;
  readonly limits: SandboxRequest['limits'];
  /** Resolves once the sandbox waits for its run, its imports done (or once it has ended). */
  readonly ready: Promise<void>;
  /** True once the process has ended (a sandbox that died waiting cannot run anything). */
  exited(): boolean;
  /**
   * Copies the run in, signals the process (then calls `onHandedOver`), and collects the outcome;
   * rejects with SandboxGoneError when it had died. The job folder is removed in the background
   * once the process is gone (`discard()` and the result's `dispose()` wait for it).
   */
  run(request: SandboxRequest, onHandedOver?: () => void): Promise<SandboxResult>;
  /** Kills it when unused and removes its job folder (idempotent); resolves once both are done. */
  discard(): Promise<void>;
}

/**
 * Starts a sandbox on an empty job folder: python3 (with openpyxl, xlrd and csv imported when
 * `preload`) waits on stdin for its run. `limits` are set by prlimit now; a run may only lower them.
 */
export async function startSandbox(limits: SandboxRequest['limits'], placement: SandboxPlacement, preload: boolean): Promise<StartedSandbox> {
  const asRoot = process.getuid?.() === 0;
  const mode = placement.mode ?? 'on';
  const uid = placement.uid ?? DEFAULT_SANDBOX_UID_BASE;
  const job = await createJobFolder(asRoot ? uid : null);
  let process_: SandboxProcess;
  try {
    process_ = new SandboxProcess(
      sandboxCommand({ jobDir: job.dir, mode, limits, uid, asRoot, preload, id: job.id, bwrapPath: placement.bwrapPath }),
      limits.outputCapBytes,
    );
  } catch (error) {
    await removeJobFolder(job.dir);
    throw error;
  }
  let removed: Promise<void> | null = null;
  const discard = () => (removed ??= process_.discard().then(() => removeJobFolder(job.dir)));
  return {
    id: job.id,
    limits,
    ready: process_.ready,
    exited: () => process_.exited,
    discard,
    async run(request, onHandedOver) {
      try {
        await fillJobFolder(job, request, mode === 'on' ? JOB.root : job.dir);
        const outcome = await process_.go({ ...request, limits: request.limits }, job.outputs, onHandedOver);
        const outputs = await collectOutputs(job.outputs, outcome.limitHit?.kind !== 'output');
        // The process group is gone: the job folder goes after the run is reported, not before.
        const gone = discard().catch(() => undefined);
        return { ...outcome, ...outputs, dispose: () => Promise.all([outputs.dispose(), gone]).then(() => undefined) };
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}
