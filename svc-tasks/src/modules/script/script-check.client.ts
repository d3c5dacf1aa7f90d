import { Injectable, Logger } from '@nestjs/common';
import {
  SCRIPT_CHECK_V1,
  type InputSampleV1,
  type ScriptCheckRequestV1,
  type ScriptCheckResultV1,
  type ScriptCompileErrorV1,
  type ScriptDryRunV1,
} from '@milestone/contracts';
import { NoResponderError, RequestReply, RequestTimeoutError, RequestTooLargeError } from '@milestone/nest-kit';
import { SCRIPT_COMPILE_SECONDS } from './script.constants.js';
import {
  CheckInputsUnreadableError,
  CheckWorkerTimeoutError,
  NoCheckWorkerError,
  ScriptCheckFailedError,
  ScriptCheckTooSlowError,
  ScriptCheckUnavailableError,
  ScriptTooLargeToCheckError,
} from './script.errors.js';

/**
 * How long the API waits for a worker's answer: the check's own limit on the worker (compile()
 * 5 s, a dry run a minute), plus the inputs' download, a fork server's start and a turn behind
 * other checks.
 */
export const CHECK_ANSWER_MS = { compile: 30_000, sample: 90_000, 'dry-run': 150_000 } as const;

/**
 * The API's side of the script checks: each check is asked of an execution worker over NATS
 * (tasks.script.check.v1, one worker of the queue group answers) and runs in the worker's sandbox.
 * The API process never compiles or runs a task's code, nor reads a company's rows. No worker
 * answers: 503 (NoCheckWorkerError, CheckWorkerTimeoutError), never a 500.
 */
@Injectable()
export class ScriptCheckClient {
  private readonly logger = new Logger(ScriptCheckClient.name);

  constructor(private readonly requests: RequestReply) {}

  /** Python's compile() over the script: null when it compiles, else the SyntaxError's line and message. */
  async compile(script: string): Promise<ScriptCompileErrorV1 | null> {
    const result = await this.ask({ check: 'compile', script });
    return result.check === 'compile' ? result.compileError : this.mismatch(result);
  }

  /** The script run on the company's input files in the sandbox (its outputs dropped). */
  async dryRun(companyId: number, script: string, inputFileIds: number[]): Promise<ScriptDryRunV1> {
    const result = await this.ask({ check: 'dry-run', companyId, script, inputFileIds });
    return result.check === 'dry-run' ? result.dryRun : this.mismatch(result);
  }

  /** The first input's sheets, header and first rows; null when it cannot be read as a table. */
  async sample(companyId: number, inputFileIds: number[]): Promise<InputSampleV1 | null> {
    const result = await this.ask({ check: 'sample', companyId, inputFileIds });
    return result.check === 'sample' ? result.sample : this.mismatch(result);
  }

  private async ask(request: ScriptCheckRequestV1): Promise<ScriptCheckResultV1> {
    let reply;
    try {
      reply = await this.requests.ask(SCRIPT_CHECK_V1, request, CHECK_ANSWER_MS[request.check]);
    } catch (error) {
      if (error instanceof NoResponderError) throw new NoCheckWorkerError();
      if (error instanceof RequestTimeoutError) throw new CheckWorkerTimeoutError();
      if (error instanceof RequestTooLargeError) throw new ScriptTooLargeToCheckError();
      this.logger.error(`a ${request.check} check could not be asked: ${String(error)}`);
      throw new ScriptCheckFailedError();
    }
    if ('result' in reply) return reply.result;
    this.logger.warn(`a ${request.check} check failed on the worker (${reply.failure}): ${reply.message}`);
    switch (reply.failure) {
      case 'too-slow':
        throw new ScriptCheckTooSlowError(SCRIPT_COMPILE_SECONDS);
      case 'inputs-unreadable':
        throw new CheckInputsUnreadableError();
      default:
        throw request.check === 'compile' ? new ScriptCheckUnavailableError() : new ScriptCheckFailedError();
    }
  }

  private mismatch(result: ScriptCheckResultV1): never {
    this.logger.error(`a worker answered a check with a ${result.check} result`);
    throw new ScriptCheckFailedError();
  }
}
