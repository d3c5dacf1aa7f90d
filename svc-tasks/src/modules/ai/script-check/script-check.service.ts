import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { createSandboxRunner, sandboxRunnerSettingsFromEnv } from '../../execution/sandbox/create-sandbox-runner.js';
import type { SandboxRunner } from '../../execution/sandbox/sandbox-runner.js';
import type { SandboxInput, SandboxLimits, SandboxResult } from '../../execution/sandbox/sandbox.types.js';
import { sandboxLimitsOf } from '../../execution/worker/sandbox-settings.js';
import { FilesClient } from '../../execution/worker/files-client.js';
import { endOfRun } from '../../execution/worker/run-outcome.js';
import { ScriptService } from '../../script/script.service.js';
import { ScriptCheckTooSlowError, ScriptSyntaxError } from '../../script/script.errors.js';
import type { InputSample } from '../ai.types.js';
import { SAMPLE_READER_PY } from './sample-reader.js';

/** A generated script's dry run gets a minute at most. */
export const DRY_RUN_WALL_SECONDS = 60;

/** The task's input files, downloaded for a check; `dispose()` removes them. */
export interface CheckInputs {
  inputs: SandboxInput[];
  dispose(): Promise<void>;
}

export type DryRun = { ok: true; detail: string } | { ok: false; file: string; error: string; detail: string };

/**
 * The check a generated script passes before it is saved (or returned): Python compiles it, and,
 * where the task has input files, it runs in the sandbox on them (a dry run: its outputs are
 * thrown away). Also reads an input's header and first rows for the provider (InputSample).
 * The sandbox runner is the worker's (RUNNER_SANDBOX respected), with no warm pool, started on
 * the first use.
 */
@Injectable()
export class ScriptCheck implements OnModuleDestroy {
  private readonly logger = new Logger(ScriptCheck.name);
  private runner: Promise<SandboxRunner> | null = null;
  private readonly limits: SandboxLimits;

  constructor(
    private readonly env: WorkerEnv,
    private readonly files: FilesClient,
    private readonly scripts: ScriptService,
  ) {
    this.limits = { ...sandboxLimitsOf(env), wallSeconds: Math.min(DRY_RUN_WALL_SECONDS, env.EXECUTION_TIME_LIMIT_SECONDS) };
  }

  /** null when Python compiles the script, else why not ('Syntax error on line N: ...'). */
  async compileError(script: string): Promise<string | null> {
    try {
      await this.scripts.assertValidSyntax(script);
      return null;
    } catch (error) {
      if (error instanceof ScriptSyntaxError || error instanceof ScriptCheckTooSlowError) return error.message;
      throw error;
    }
  }

  /** Downloads the task's inputs (svc-files' internal API, as the worker does) into a folder of their own. */
  async fetchInputs(companyId: number, fileIds: number[]): Promise<CheckInputs> {
    const dir = await mkdtemp(path.join(tmpdir(), 'milestone-check-'));
    const dispose = () => rm(dir, { recursive: true, force: true }).catch(() => undefined);
    try {
      const inputs: SandboxInput[] = [];
      for (const [i, fileId] of fileIds.entries()) {
        const target = path.join(dir, `input-${i}`);
        const name = await this.files.downloadInput(companyId, fileId, target);
        inputs.push({ name: name.replace(/[/\\\0]/g, '_'), path: target });
      }
      return { inputs, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }

  /** The first input's sheets, header and first rows; undefined when it cannot be read. */
  async sample(inputs: SandboxInput[]): Promise<InputSample | undefined> {
    if (inputs.length === 0) return undefined;
    const result = await this.run(SAMPLE_READER_PY, inputs.slice(0, 1));
    try {
      if (result.exitCode !== 0 || result.limitHit) {
        this.logger.warn(`the input ${inputs[0]!.name} could not be sampled: ${result.stderr.slice(-500)}`);
        return undefined;
      }
      return JSON.parse(result.stdout) as InputSample;
    } finally {
      await result.dispose();
    }
  }

  /** Runs the script on the inputs in the sandbox; its outputs are dropped. */
  async dryRun(script: string, inputs: SandboxInput[]): Promise<DryRun> {
    const result = await this.run(script, inputs);
    try {
      const names = inputs.map((input) => input.name).join(', ');
      const seconds = (result.durationMs / 1000).toFixed(1);
      const end = endOfRun(result, [], this.limits.outputCapBytes);
      if (end.status === 'completed') {
        const outputs = result.outputs.map((output) => output.name).join(', ');
        return { ok: true, detail: `Ran on ${names} in ${seconds} s${outputs ? `; it wrote ${outputs}` : ''}.` };
      }
      const error = end.error ?? `exit code ${result.exitCode}`;
      return { ok: false, file: names, error, detail: `Failed on ${names} after ${seconds} s: ${error}` };
    } finally {
      await result.dispose();
    }
  }

  async onModuleDestroy(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    if (runner) await (await runner.catch(() => null))?.close();
  }

  private async run(script: string, inputs: SandboxInput[]): Promise<SandboxResult> {
    this.runner ??= createSandboxRunner({
      ...sandboxRunnerSettingsFromEnv({ ...process.env, RUNNER_SANDBOX: this.env.RUNNER_SANDBOX }, 1, this.limits),
      poolSize: 0,
    });
    const runner = await this.runner;
    return runner.run({ slot: 0, script, inputs, parameters: {}, limits: this.limits });
  }
}
