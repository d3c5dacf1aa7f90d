import { Injectable } from '@nestjs/common';
import type { ScriptDryRunV1 } from '@milestone/contracts';
import { ScriptCheckClient } from '../../script/script-check.client.js';
import { ScriptService } from '../../script/script.service.js';
import { ScriptCheckTooSlowError, ScriptSyntaxError } from '../../script/script.errors.js';
import type { InputSample } from '../ai.types.js';

export type DryRun = ScriptDryRunV1;

/**
 * The check a generated script passes before it is saved (or returned): Python compiles it, and,
 * where the task has input files, it runs on them (a dry run: its outputs are thrown away). Also
 * reads an input's header and first rows for the provider (InputSample). Each is asked of an
 * execution worker and runs in its sandbox (ScriptCheckClient): this process holds no sandbox and
 * never sees the company's rows but the sample's few.
 */
@Injectable()
export class ScriptCheck {
  constructor(
    private readonly checks: ScriptCheckClient,
    private readonly scripts: ScriptService,
  ) {}

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

  /** The first input's sheets, header and first rows; undefined when it cannot be read as a table. */
  async sample(companyId: number, inputFileIds: number[]): Promise<InputSample | undefined> {
    if (inputFileIds.length === 0) return undefined;
    return (await this.checks.sample(companyId, inputFileIds.slice(0, 1))) ?? undefined;
  }

  /** Runs the script on the company's input files in a worker's sandbox; its outputs are dropped. */
  dryRun(companyId: number, script: string, inputFileIds: number[]): Promise<DryRun> {
    return this.checks.dryRun(companyId, script, inputFileIds);
  }
}
