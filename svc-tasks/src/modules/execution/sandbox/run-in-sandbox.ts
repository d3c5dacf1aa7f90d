import path from 'node:path';
import { DEFAULT_SANDBOX_UID_BASE, JOB, zygoteCommand } from './sandbox-command.js';
import { collectOutputs, createJobFolder, fillJobFolder, removeJobFolder } from './sandbox-job.js';
import { Zygote, type ZygoteSandbox } from './sandbox-process.js';
import type { SandboxRequest, SandboxResult } from './sandbox.types.js';

/** Where and as whom a run goes (the runner's choice; the defaults suit a lone cold run). */
export interface SandboxPlacement {
  /** 'on' (namespaces, the default) or 'off' (RUNNER_SANDBOX=off: user drop and limits only). */
  mode?: 'on' | 'off';
  /** The sandbox user a root worker drops to (default SANDBOX_UID_BASE, 61000). */
  uid?: number;
  /** The interpreter (default /usr/bin/python3). */
  pythonPath?: string;
}

/** A slot's fork server, started for `placement` (preload: openpyxl, xlrd and csv imported once, ahead of the runs). */
export function startZygote(placement: SandboxPlacement, preload: boolean, onStopped?: (why: string) => void): Zygote {
  const asRoot = process.getuid?.() === 0;
  return new Zygote(
    zygoteCommand({ mode: placement.mode ?? 'on', uid: placement.uid ?? DEFAULT_SANDBOX_UID_BASE, asRoot, preload, pythonPath: placement.pythonPath }),
    onStopped,
  );
}

/**
 * Runs a Python script in a fresh sandbox (see zygote.py) and returns how it ended, its capped
 * stdout and stderr, and the files it wrote to /job/out: the cold path, with a fork server of its
 * own that imports nothing ahead (the worker's pool is in create-sandbox-runner.ts).
 *
 * Each run gets its own job folder (sandbox-job.ts); the outputs are read where the script wrote
 * them, and `dispose()` removes the folder.
 */
export async function runInSandbox(request: SandboxRequest, placement: SandboxPlacement = {}): Promise<SandboxResult> {
  const zygote = startZygote(placement, false);
  try {
    // A run that fails discards its sandbox itself (StartedSandbox.run).
    const sandbox = await startSandbox(zygote, request.limits, placement);
    return await sandbox.run(request);
  } finally {
    await zygote.close();
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
   * once the sandbox is gone (`discard()` and the result's `dispose()` wait for it).
   */
  run(request: SandboxRequest, onHandedOver?: () => void): Promise<SandboxResult>;
  /** Kills it when unused and removes its job folder (idempotent); resolves once both are done. */
  discard(): Promise<void>;
}

/**
 * Clones a sandbox from `zygote` on a new, empty job folder: it waits for its run. `limits` are
 * set now, soft and hard; a run may only lower them.
 */
export async function startSandbox(zygote: Zygote, limits: SandboxRequest['limits'], placement: SandboxPlacement): Promise<StartedSandbox> {
  const asRoot = process.getuid?.() === 0;
  const mode = placement.mode ?? 'on';
  const job = await createJobFolder(asRoot ? (placement.uid ?? DEFAULT_SANDBOX_UID_BASE) : null);
  // Names the sandbox's processes on the host (their comm), from the job folder's own random part.
  const sandbox: ZygoteSandbox = zygote.prepare(job.id, job.dir, limits, `sbx-${path.basename(job.dir).slice(-6)}`);
  let removed: Promise<void> | null = null;
  const discard = () => (removed ??= sandbox.discard().then(() => removeJobFolder(job.dir)));
  return {
    id: job.id,
    limits,
    ready: sandbox.ready,
    exited: () => sandbox.exited,
    discard,
    async run(request, onHandedOver) {
      try {
        const context = await fillJobFolder(job, request, mode === 'on' ? JOB.root : job.dir);
        const outcome = await sandbox.go({ ...request, limits: request.limits }, context, job.outputs, onHandedOver);
        const outputs = await collectOutputs(job.outputs, outcome.limitHit?.kind !== 'output');
        // The sandbox is gone; its job folder (the outputs in it) goes when the result is disposed of.
        return { ...outcome, outputs, dispose: () => discard().catch(() => undefined) };
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}
