import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ExecutionRequestedV1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { FINAL_EXECUTION_STATUSES, type ExecutionEntity, type ExecutionFileRef } from '../execution.entity.js';
import type { SandboxInput, SandboxLimits, SandboxResult, SandboxRunner } from '@milestone/sandbox';
import { SANDBOX_RUNNER } from './sandbox-settings.js';
import { sandboxLimitsOf } from './sandbox-settings.js';
import { ExecutionRunRepository, type RunEnd, type RunOwner } from './execution-run.repository.js';
import { FilesCallError, FilesClient, type RunScope } from './files-client.js';
import { storedOutputNames } from './output-names.js';
import { ProgressWriter } from './progress-writer.js';
import { endOfRun, failedEnd, storeFailedEnd, withoutHostPaths } from './run-outcome.js';
import { RunEnding } from './run-ending.service.js';
import { WorkerIdentity } from './worker-identity.js';
import { WorksheetRunner } from '../worksheet/worksheet-runner.js';
import { PayReportRunner } from '../pay-report/pay-report-runner.js';
import { FormRunner } from '../form/form-runner.js';
import { ReportDeliveryRunner } from '../report-delivery/report-delivery-runner.js';
import { reportRunnerOf } from '../report-delivery/report-delivery-parameters.js';

/** A run this worker took: the row as taken, the owner its writes are checked against, and its task's script when taken. */
export interface TakenRun {
  run: ExecutionEntity;
  owner: RunOwner;
  /** Null: the task has no script (or is deleted). */
  script: string | null;
}

/** Why a run's AbortController fired. */
export type AbortReason = 'cancel' | 'lost' | 'shutdown';

/** What to do with the run's message afterwards: ack (the run ended, here or elsewhere) or nak (another worker must recover it). */
export type MessageOutcome = 'ack' | 'nak';

export const NO_SCRIPT_ERROR = 'This task has no script yet. Generate a script before running it.';
export const INPUTS_ERROR = 'The input files could not be read';
export const OUTPUTS_ERROR = 'The output files could not be stored';

/**
 * One run's life on the worker: take it (or settle a message whose run needs no running), fetch
 * its inputs from svc-files, run its script in the sandbox with its progress written as it
 * comes, store its outputs in svc-files, and end it with finished.v1 in one transaction.
 */
@Injectable()
export class RunExecutionService {
  private readonly logger = new Logger(RunExecutionService.name);
  private readonly limits: SandboxLimits;

  constructor(
    private readonly env: WorkerEnv,
    private readonly runs: ExecutionRunRepository,
    private readonly ending: RunEnding,
    private readonly outbox: Outbox,
    private readonly files: FilesClient,
    private readonly identity: WorkerIdentity,
    @Inject(SANDBOX_RUNNER) private readonly runner: SandboxRunner,
    private readonly worksheets: WorksheetRunner,
    private readonly payReports: PayReportRunner,
    private readonly forms: FormRunner,
    private readonly deliveries: ReportDeliveryRunner,
  ) {
    this.limits = sandboxLimitsOf(env);
  }

  /**
   * Under the row's lock: a final run is left alone, a running one is recovered (its worker
   * stopped: this is its message again), a pending one cancelled meanwhile is ended cancelled, any
   * other pending one becomes this worker's. Null: nothing to run, the message may be acked.
   */
  async take(request: Pick<ExecutionRequestedV1, 'executionId' | 'companyId' | 'taskId'>): Promise<TakenRun | null> {
    // The usual case, a pending run nobody cancelled, in one statement; the rest under the row's lock.
    const pending = await this.runs.takePending(request, this.identity.id, this.env.EXECUTION_ACK_WAIT_MS);
    if (pending) return pending;
    return this.outbox.transaction(async (manager) => {
      const run = await this.runs.lock(manager, request.executionId);
      // A message that names another run (another database's, on a shared NATS) is not ours.
      if (!run || run.companyId !== request.companyId || run.taskId !== request.taskId) return null;
      if (FINAL_EXECUTION_STATUSES.includes(run.status)) return null;
      if (run.status === 'running') {
        await this.ending.recover(manager, run);
        return null;
      }
      if (run.cancelRequestedAt) {
        await this.ending.cancelPending(manager, run);
        return null;
      }
      return this.runs.takePending(request, this.identity.id, this.env.EXECUTION_ACK_WAIT_MS, manager);
    });
  }

  /** Runs a taken run to its end; `signal` aborts it (its reason an AbortReason). */
  async execute(taken: TakenRun, signal: AbortSignal, slot: number): Promise<MessageOutcome> {
    const { run, owner } = taken;
    const scope: RunScope = { companyId: run.companyId, taskId: run.taskId, executionId: run.id };
    // The run's own folder on the worker (its inputs' downloads, a worksheet's PDF), made when first needed.
    let workDir: Promise<string> | null = null;
    const workDirOf = () => (workDir ??= mkdtemp(path.join(tmpdir(), 'milestone-run-')));
    let result: SandboxResult | null = null;
    // The inputs' claim in svc-files starts at once, beside the script's read; one that fails fails
    // the run. A run queued with no input claims nothing (svc-files opens its record at its first
    // output), so it makes no call before its outputs.
    const claim = new AbortController();
    const onAbort = () => claim.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const prepared = this.prepareInputs(scope, run.inputFileIds, owner, workDirOf).then(
      (inputs) => ({ inputs, error: null }),
      (error: unknown) => {
        claim.abort('inputs');
        return { inputs: [] as SandboxInput[], error };
      },
    );
    const inputsFailed = async (error: unknown): Promise<MessageOutcome> => {
      if (signal.aborted) return this.aborted(owner, signal.reason as AbortReason);
      this.logger.error(`execution ${run.id}: inputs: ${String(error)}`);
      return this.finish(owner, failedEnd(INPUTS_ERROR, String(error)));
    };
    try {
      // A worksheet (a load calculation form's submit) and a report (the pay report, a saved report's e-mail) have no script: the worker makes them itself.
      // A form's submit (kind 'form') too: its PDF and xlsx.
      const builtIn = run.kind === 'worksheet' || run.kind === 'report' || run.kind === 'form';
      const script = builtIn ? '' : taken.script;
      if (!builtIn && !script) return await this.finish(owner, failedEnd(NO_SCRIPT_ERROR));

      let inputs: SandboxInput[] = [];
      if (run.inputFileIds.length > 0) {
        const ready = await prepared;
        if (ready.error) return await inputsFailed(ready.error);
        inputs = ready.inputs;
      }
      if (signal.aborted) return await this.aborted(owner, signal.reason as AbortReason);

      const progress = new ProgressWriter((percent, message) => this.runs.saveProgress(owner, percent, message), this.logger);
      try {
        result =
          run.kind === 'worksheet'
            ? await this.worksheets.run({ executionId: run.id, parameters: run.parameters ?? {}, workDir: await workDirOf(), signal })
            : run.kind === 'form'
              ? await this.forms.run({ executionId: run.id, parameters: run.parameters ?? {}, workDir: await workDirOf(), signal })
              : run.kind === 'report'
                ? await this.runReport(run, await workDirOf(), signal, progress.push)
                : await this.runner.run({
                    slot,
                    script: script ?? '',
                    inputs,
                    parameters: run.parameters ?? {},
                    limits: this.limits,
                    signal: claim.signal,
                    onProgress: progress.push,
                  });
      } catch (error) {
        // The runner refused the run (no sandbox on this worker) or could not start it.
        await progress.close();
        const ready = await prepared;
        if (ready.error) return await inputsFailed(ready.error);
        if (signal.aborted) return await this.aborted(owner, signal.reason as AbortReason);
        this.logger.error(`execution ${run.id}: the sandbox: ${String(error)}`);
        return await this.finish(owner, failedEnd(withoutHostPaths(error instanceof Error ? error.message : String(error))));
      } finally {
        await progress.close();
      }
      const ready = await prepared;
      if (ready.error) return await inputsFailed(ready.error);
      if (result.cancelled) {
        const reason = signal.reason as AbortReason;
        if (reason !== 'cancel') return await this.aborted(owner, reason);
        return await this.finish(owner, endOfRun(result, [], this.limits));
      }

      const succeeded = result.exitCode === 0 && !result.limitHit;
      const outputs: ExecutionFileRef[] = [];
      if (succeeded) {
        // Stored under names svc-files takes (valid UTF-8, short enough for its URL), each its own.
        const names = storedOutputNames(result.outputs.map((output) => output.name));
        for (const [i, output] of result.outputs.entries()) {
          try {
            const stored = await this.files.storeOutput(scope, names[i]!, output.path);
            outputs.push({ id: stored.id, name: stored.name, size: stored.size });
          } catch (error) {
            this.logger.error(`execution ${run.id}: output ${JSON.stringify(names[i])}: ${String(error)}`);
            return await this.finish(
              owner,
              storeFailedEnd(result, this.limits, OUTPUTS_ERROR, `The output ${names[i]} could not be stored: ${storeFailure(error)}`),
            );
          }
        }
      }
      return await this.finish(owner, endOfRun(result, outputs, this.limits));
    } finally {
      signal.removeEventListener('abort', onAbort);
      await prepared;
      const made = workDir as Promise<string> | null;
      await Promise.all([result?.dispose().catch(() => undefined), made?.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined)]);
    }
  }

  /** A `report` run: a schedule's e-mail of a saved report, or the technician pay report (reportRunnerOf its parameters). */
  private runReport(
    run: ExecutionEntity,
    workDir: string,
    signal: AbortSignal,
    onProgress: (percent: number, message: string) => void,
  ): Promise<SandboxResult> {
    const request = { executionId: run.id, companyId: run.companyId, parameters: run.parameters ?? {}, workDir, signal, onProgress };
    return reportRunnerOf(run.parameters) === 'delivery' ? this.deliveries.run({ ...request, taskId: run.taskId }) : this.payReports.run(request);
  }

  /** Claims the run's inputs in svc-files, downloads them into the run's folder and notes them on the run (none: nothing to claim or note). */
  private async prepareInputs(scope: RunScope, fileIds: number[], owner: RunOwner, workDirOf: () => Promise<string>): Promise<SandboxInput[]> {
    if (fileIds.length === 0) return [];
    const claimed = await this.files.claimInputs(scope, fileIds);
    if (claimed.length === 0) return [];
    const workDir = await workDirOf();
    const inputs: SandboxInput[] = [];
    for (const [i, file] of claimed.entries()) {
      const target = path.join(workDir, `input-${i}`);
      await this.files.download(file, target);
      inputs.push({ name: file.originalName, path: target });
    }
    await this.runs.saveInputFiles(
      owner,
      claimed.map((file) => ({ id: file.id, name: file.originalName, size: file.size })),
    );
    return inputs;
  }

  /** A run stopped before its end: a cancel ends it cancelled; a lost lease leaves it to whoever has it; a shutdown hands it on. */
  private aborted(owner: RunOwner, reason: AbortReason): Promise<MessageOutcome> {
    if (reason === 'cancel') return this.finish(owner, endOfRun(cancelledResult(), [], this.limits));
    return Promise.resolve(reason === 'shutdown' ? 'nak' : 'ack');
  }

  /** Ends the run if it is still this worker's (a reaper may have recovered it meanwhile). */
  private async finish(owner: RunOwner, end: RunEnd): Promise<MessageOutcome> {
    const event = await this.runs.endOwned(owner, end);
    if (event) this.outbox.publishCommitted([event]);
    else this.logger.warn(`execution ${owner.id}: no longer this worker's run; its end (${end.status}) is dropped`);
    return 'ack';
  }
}

/** Why an output could not be stored, in words a user may read: svc-files' answer, or the file's error code; never a path of the worker. */
function storeFailure(error: unknown): string {
  if (error instanceof FilesCallError) return error.describe();
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code ? `it could not be read (${code})` : withoutHostPaths(error instanceof Error ? error.message : String(error));
}

/** A result for a run cancelled before its script started. */
function cancelledResult(): SandboxResult {
  return {
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    stdoutTruncated: false,
    stderrTruncated: false,
    outputs: [],
    limitHit: null,
    durationMs: 0,
    cancelled: true,
    dispose: () => Promise.resolve(),
  };
}
