import { Injectable } from '@nestjs/common';
import type { SandboxResult } from '../sandbox/sandbox.types.js';

/** One worksheet run: the run's parameters (`dateCreated`, `formData`) and a folder of its own. */
export interface WorksheetRequest {
  executionId: number;
  /** The run's parameters as Run Task stored them: `{ dateCreated, formData }` (formData an object). */
  parameters: Record<string, unknown>;
  /** An empty folder of the run's; the PDF is written there (the caller removes it). */
  workDir: string;
  signal: AbortSignal;
}

/**
 * Runs a `worksheet` execution: computes the load calculation with @milestone/loadcalc (the same
 * engine as the screen) and writes the load calculation worksheet PDF. Trusted code on checked
 * input, so it runs in the worker's process, not the sandbox. The result has the shape of a
 * sandbox run's (exit code 0 with the PDF as the only output, or 1 with the reason on stderr), so
 * the run ends through the same path as a script's.
 */
@Injectable()
export class WorksheetRunner {
  run(_request: WorksheetRequest): Promise<SandboxResult> {
    return Promise.reject(new Error('The load calculation worksheet is not built yet'));
  }
}
