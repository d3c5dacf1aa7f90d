import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { InputSampleV1, ScriptCheckFailureV1, ScriptCheckReplyV1, ScriptCheckRequestV1, ScriptCheckResultV1, ScriptDryRunV1 } from '@milestone/contracts';
import { WorkerEnv } from '../../../../config/worker-env.schema.js';
import { SCRIPT_COMPILE_SECONDS, SCRIPT_MAX_LENGTH } from '../../../script/script.constants.js';
import { SandboxUnavailableError, type SandboxInput, type SandboxLimits, type SandboxResult, type SandboxRunner } from '@milestone/sandbox';
import { FilesCallError, FilesClient } from '../files-client.js';
import { endOfRun, lastLineOf } from '../run-outcome.js';
import { CHECK_SANDBOX_RUNNER, checkLimitsOf } from '../sandbox-settings.js';
import { COMPILE_PROGRAM_PY, compileParameters, readCompileAnswer } from './compile-program.js';
import { fitSample, SAMPLE_READER_PY } from './sample-reader.js';

/** Checks one worker runs at once; more wait their turn (each is a sandbox, and a dry run may take a minute). */
export const MAX_CONCURRENT_CHECKS = 2;

/** The most input files a check names (a task holds far fewer). */
const MAX_INPUT_FILES = 100;

/** A dry run's detail names at most this many outputs. */
const NAMED_OUTPUTS = 20;

/** A check the worker could not answer with a result: the reply's failure and its message. */
class CheckFailure extends Error {
  constructor(
    readonly failure: ScriptCheckFailureV1,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The script checks the API asks of the worker (tasks.script.check.v1), each in the sandbox of the
 * worker's check runner (CHECK_SANDBOX_RUNNER): Python's compile() over a script, a dry run of a
 * script on a company's input files (downloaded from svc-files as a run's are; its outputs
 * dropped), and an input's sheets, header and first rows. The API process runs none of it.
 */
@Injectable()
export class ScriptChecker implements OnApplicationShutdown {
  private readonly logger = new Logger(ScriptChecker.name);
  private readonly dryRunLimits: SandboxLimits;
  private readonly compileLimits: SandboxLimits;
  private readonly turns = new Turns(MAX_CONCURRENT_CHECKS);

  constructor(
    env: WorkerEnv,
    private readonly files: FilesClient,
    @Inject(CHECK_SANDBOX_RUNNER) private readonly runner: SandboxRunner,
  ) {
    this.dryRunLimits = checkLimitsOf(env);
    this.compileLimits = {
      ...this.dryRunLimits,
      wallSeconds: SCRIPT_COMPILE_SECONDS,
      cpuSeconds: Math.min(SCRIPT_COMPILE_SECONDS, this.dryRunLimits.cpuSeconds),
    };
  }

  /** The reply to a request as it came off the wire: a result, or why there is none. */
  async answer(request: unknown): Promise<ScriptCheckReplyV1> {
    const read = readCheckRequest(request);
    if (typeof read === 'string') return { failure: 'invalid', message: read };
    try {
      return { result: await this.turns.take(() => this.check(read)) };
    } catch (error) {
      if (error instanceof CheckFailure) return { failure: error.failure, message: error.message };
      if (error instanceof SandboxUnavailableError) return { failure: 'unavailable', message: error.message };
      this.logger.error(`a ${read.check} check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { failure: 'unavailable', message: 'The check failed on the worker' };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.close();
  }

  private async check(request: ScriptCheckRequestV1): Promise<ScriptCheckResultV1> {
    switch (request.check) {
      case 'compile':
        return { check: 'compile', compileError: await this.compile(request.script) };
      case 'dry-run':
        return { check: 'dry-run', dryRun: await this.withInputs(request.companyId, request.inputFileIds, (inputs) => this.dryRun(request.script, inputs)) };
      case 'sample':
        return { check: 'sample', sample: await this.withInputs(request.companyId, request.inputFileIds.slice(0, 1), (inputs) => this.sample(inputs)) };
    }
  }

  private async compile(script: string): Promise<{ line: number; message: string } | null> {
    const answer = await this.run(COMPILE_PROGRAM_PY, [], compileParameters(script), this.compileLimits, (result) => {
      const kind = result.limitHit?.kind;
      if (kind === 'time' || kind === 'cpu') throw new CheckFailure('too-slow', `compile() took longer than ${SCRIPT_COMPILE_SECONDS} s`);
      const read = result.exitCode === 0 && !result.limitHit ? readCompileAnswer(result.stdout) : null;
      if (!read)
        throw new CheckFailure(
          'unavailable',
          `the compile program failed: ${result.limitHit?.message ?? lastLineOf(result.stderr) ?? `exit code ${result.exitCode}`}`,
        );
      return read;
    });
    return answer.ok ? null : { line: answer.line, message: answer.message };
  }

  private dryRun(script: string, inputs: SandboxInput[]): Promise<ScriptDryRunV1> {
    return this.run(script, inputs, {}, this.dryRunLimits, (result) => {
      const names = inputs.map((input) => input.name).join(', ');
      const seconds = (result.durationMs / 1000).toFixed(1);
      const end = endOfRun(result, [], this.dryRunLimits);
      if (end.status === 'completed') {
        const outputs = namedList(result.outputs.map((output) => output.name));
        return { ok: true, detail: `Ran on ${names} in ${seconds} s${outputs ? `; it wrote ${outputs}` : ''}.` };
      }
      const error = end.error ?? `exit code ${result.exitCode}`;
      return { ok: false, file: names, error, detail: `Failed on ${names} after ${seconds} s: ${error}` };
    });
  }

  private sample(inputs: SandboxInput[]): Promise<InputSampleV1 | null> {
    if (inputs.length === 0) return Promise.resolve(null);
    return this.run(SAMPLE_READER_PY, inputs, {}, this.dryRunLimits, (result) => {
      if (result.exitCode !== 0 || result.limitHit) {
        this.logger.warn(`an input could not be sampled: ${result.limitHit?.message ?? lastLineOf(result.stderr) ?? `exit code ${result.exitCode}`}`);
        return null;
      }
      try {
        return fitSample(JSON.parse(result.stdout) as InputSampleV1);
      } catch {
        this.logger.warn('an input sample was not JSON');
        return null;
      }
    });
  }

  /** Runs `script` in the check runner's sandbox and reads its result; the result's folder goes after. */
  private async run<T>(
    script: string,
    inputs: SandboxInput[],
    parameters: Record<string, unknown>,
    limits: SandboxLimits,
    read: (result: SandboxResult) => T,
  ): Promise<T> {
    const result = await this.runner.run({ slot: 0, script, inputs, parameters, limits });
    try {
      return read(result);
    } finally {
      await result.dispose().catch(() => undefined);
    }
  }

  /** Downloads the company's inputs (svc-files' internal API, as a run's) into a folder of their own, removed after `use`. */
  private async withInputs<T>(companyId: number, fileIds: number[], use: (inputs: SandboxInput[]) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'milestone-check-'));
    try {
      const inputs: SandboxInput[] = [];
      for (const [i, fileId] of fileIds.entries()) {
        const target = path.join(dir, `input-${i}`);
        let name: string;
        try {
          name = await this.files.downloadInput(companyId, fileId, target);
        } catch (error) {
          if (!(error instanceof FilesCallError)) throw error;
          this.logger.error(`company ${companyId}: input ${fileId} could not be fetched for a check: ${error.message}`);
          throw new CheckFailure('inputs-unreadable', 'The input files could not be read');
        }
        inputs.push({ name: name.replace(/[/\\\0]/g, '_'), path: target });
      }
      return await use(inputs);
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** The request, or why it cannot be one (a payload from the wire is checked, not trusted). */
export function readCheckRequest(value: unknown): ScriptCheckRequestV1 | string {
  if (typeof value !== 'object' || value === null) return 'A check request is a JSON object';
  const request = value as Record<string, unknown>;
  const script = () => typeof request['script'] === 'string' && request['script'].length <= SCRIPT_MAX_LENGTH;
  const company = () => Number.isSafeInteger(request['companyId']) && (request['companyId'] as number) > 0;
  const fileIds = () => {
    const ids = request['inputFileIds'];
    return Array.isArray(ids) && ids.length <= MAX_INPUT_FILES && ids.every((id) => Number.isSafeInteger(id) && id > 0);
  };
  switch (request['check']) {
    case 'compile':
      return script() ? { check: 'compile', script: request['script'] as string } : `A compile check needs a script of at most ${SCRIPT_MAX_LENGTH} characters`;
    case 'dry-run':
      if (!script() || !company() || !fileIds()) return 'A dry run needs a script, a companyId and inputFileIds';
      return {
        check: 'dry-run',
        companyId: request['companyId'] as number,
        script: request['script'] as string,
        inputFileIds: request['inputFileIds'] as number[],
      };
    case 'sample':
      if (!company() || !fileIds()) return 'A sample needs a companyId and inputFileIds';
      return { check: 'sample', companyId: request['companyId'] as number, inputFileIds: request['inputFileIds'] as number[] };
    default:
      return "A check is one of 'compile', 'dry-run', 'sample'";
  }
}

/** 'a.csv, b.csv' (at most NAMED_OUTPUTS names, then 'and N more'). */
function namedList(names: string[]): string {
  if (names.length <= NAMED_OUTPUTS) return names.join(', ');
  return `${names.slice(0, NAMED_OUTPUTS).join(', ')} and ${names.length - NAMED_OUTPUTS} more`;
}

/** At most `size` pieces of work at once, the others started in the order they came. */
class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
