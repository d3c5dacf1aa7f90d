import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SANDBOX_UID_BASE, JOB, zygoteCommand } from './sandbox-command.js';
import type { RunCgroup, SandboxCgroups } from './sandbox-cgroup.js';
import { collectOutputs, createJobFolder, fillJobFolder, folderBytes, planInputs, removeJobFolder, type JobFolder } from './sandbox-job.js';
import { limitMessage } from './sandbox-limits.js';
import { Zygote, type LimitWatch, type RunOutcome, type ZygoteSandbox } from './sandbox-process.js';
import type { SandboxRequest, SandboxResult } from './sandbox.types.js';

/** Where and as whom a run goes (the runner's choice; the defaults suit a lone cold run). */
export interface SandboxPlacement {
  /** 'on' (namespaces, the default) or 'off' (RUNNER_SANDBOX=off: user drop and limits only). */
  mode?: 'on' | 'off';
  /** The sandbox user a root worker drops to (default SANDBOX_UID_BASE, 61000). */
  uid?: number;
  /** The interpreter (default /usr/bin/python3). */
  pythonPath?: string;
  /** Where each sandbox gets a cgroup with the run's limits (the worker's runner); none: the rlimits of each process only. */
  cgroups?: SandboxCgroups | null;
}

/**
 * A slot's fork server, started for `placement` (preload: openpyxl, xlrd and csv imported once,
 * ahead of the runs), with a control folder of its own where it names its sandboxes' pipes
 * (removed when it stops).
 */
export function startZygote(placement: SandboxPlacement, preload: boolean, onStopped?: (why: string) => void): Zygote {
  const asRoot = process.getuid?.() === 0;
  const uid = placement.uid ?? DEFAULT_SANDBOX_UID_BASE;
  const controlDir = mkdtempSync(path.join(tmpdir(), `milestone-ctl-${process.pid}-`));
  if (asRoot) chownSync(controlDir, uid, uid);
  const zygote = new Zygote(zygoteCommand({ mode: placement.mode ?? 'on', uid, asRoot, preload, pythonPath: placement.pythonPath, controlDir }), onStopped);
  void zygote.closed.then(() => rmSync(controlDir, { recursive: true, force: true }));
  return zygote;
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
 * Clones a sandbox from `zygote`: it waits for its run. `limits` are set now, soft and hard (a run
 * may only lower them), its /job/out is a file system of limits.outputBytes, and its cgroup (where
 * the placement has cgroups) holds them for all its processes together.
 */
export async function startSandbox(zygote: Zygote, limits: SandboxRequest['limits'], placement: SandboxPlacement): Promise<StartedSandbox> {
  const asRoot = process.getuid?.() === 0;
  const mode = placement.mode ?? 'on';
  // Without namespaces the run works in a host folder; in them, /job is the sandbox's own.
  const job: JobFolder | null = mode === 'off' ? await createJobFolder(asRoot ? (placement.uid ?? DEFAULT_SANDBOX_UID_BASE) : null) : null;
  const id = job?.id ?? randomBytes(8).toString('hex');
  let cgroup: RunCgroup | null = null;
  try {
    cgroup = placement.cgroups?.create(id, limits) ?? null;
  } catch (error) {
    if (job) await removeJobFolder(job.dir);
    throw error;
  }
  // Names the sandbox's processes on the host (their comm), from the end of its id.
  const sandbox: ZygoteSandbox = zygote.prepare(id, job?.dir ?? null, limits, `sbx-${id.slice(-6)}`, (pid) => cgroup?.attach(pid));
  let removed: Promise<void> | null = null;
  const discard = () =>
    (removed ??= sandbox.discard().then(async () => {
      await cgroup?.remove();
      if (job) await removeJobFolder(job.dir);
    }));
  return {
    id,
    limits,
    ready: sandbox.ready,
    exited: () => sandbox.hasExited,
    discard,
    async run(request, onHandedOver) {
      try {
        await sandbox.ready;
        if (sandbox.hasExited) throw await sandbox.gone();
        const plan = await planInputs(request, job ? job.dir : JOB.root);
        let outputsDir: string;
        if (job) {
          await fillJobFolder(job, plan);
          outputsDir = job.outputs;
        } else {
          try {
            outputsDir = sandbox.outputsView();
          } catch (error) {
            // It ended meanwhile (its /proc is gone).
            if (sandbox.hasExited) throw await sandbox.gone();
            throw error;
          }
        }
        const watch: LimitWatch | null = job
          ? async () => ((await folderBytes(job.outputs)) > request.limits.outputBytes ? 'output' : null)
          : cgroup
            ? async () => (cgroup.memoryLimitHit() ? 'memory' : null)
            : null;
        const outcome = await sandbox.go(request, plan.context, job ? [] : plan.files, watch, onHandedOver);
        const limited = await outputLimitOf(outcome, request.limits, outputsDir);
        const outputs = await collectOutputs(outputsDir, limited.limitHit?.kind !== 'output');
        // The sandbox is gone; its outputs stay readable until the result is disposed of.
        return { ...limited, outputs, dispose: () => discard().catch(() => undefined) };
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}

/** Free room below which a full /job/out is taken for the output limit (a write that did not fit). */
const OUTPUT_FULL_BYTES = 64 * 1024;

/**
 * A run that failed on a write that found /job/out full (ENOSPC: its file system is the output
 * limit) ended at the output limit.
 */
async function outputLimitOf(outcome: RunOutcome, limits: SandboxRequest['limits'], outputsDir: string): Promise<RunOutcome> {
  if (outcome.cancelled || outcome.limitHit || outcome.exitCode === 0 || !/No space left on device/.test(outcome.stderr.slice(-8192))) return outcome;
  const room = await statfs(outputsDir).catch(() => null);
  if (!room || room.bavail * room.bsize >= OUTPUT_FULL_BYTES) return outcome;
  return { ...outcome, limitHit: { kind: 'output', message: limitMessage('output', limits) } };
}
