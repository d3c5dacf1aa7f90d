import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { buildWorksheet, readSubmission, type Worksheet } from '@milestone/loadcalc';
import type { SandboxResult } from '@milestone/sandbox';
import { cancelledRun, failedRun } from '../builtin-run-result.js';
import { renderWorksheetPdf } from './worksheet-pdf.js';

/** One worksheet run: the run's parameters (`dateCreated`, `formData`) and a folder of its own. */
export interface WorksheetRequest {
  executionId: number;
  /** The run's parameters as Run Task stored them: `{ dateCreated, formData }` (formData an object). */
  parameters: Record<string, unknown>;
  /** An empty folder of the run's; the PDF is written there (the caller removes it). */
  workDir: string;
  signal: AbortSignal;
}

export const NO_FORM_ERROR = 'The run has no load calculation form to make a worksheet from (formData)';

/** The file inside the run's folder; its name as stored is the worksheet's own (customer, date). */
const PDF_FILE = 'worksheet.pdf';

/**
 * Runs a `worksheet` execution: computes the load calculation with @milestone/loadcalc (the same
 * engine as the screen) and writes the load calculation worksheet PDF. Trusted code on checked
 * input, so it runs in the worker's process, not the sandbox. The result has the shape of a
 * sandbox run's (exit code 0 with the PDF as the only output, or 1 with the reason on stderr), so
 * the run ends through the same path as a script's.
 *
 * The form is read again here, as Run Task and Retry checked it (assertSubmission): the queue
 * carries the stored JSON, and buildWorksheet needs the accepted submission read from it (a row
 * queued before that check is refused here with the same text). readSubmission also caps the
 * tables' rows (SUBMISSION_ROW_LIMIT), which bounds the worksheet's pages and its render time.
 */
@Injectable()
export class WorksheetRunner {
  private readonly logger = new Logger(WorksheetRunner.name);

  async run(request: WorksheetRequest): Promise<SandboxResult> {
    const started = performance.now();
    const { parameters, signal } = request;
    const formData = parameters['formData'];
    if (formData === undefined || formData === null) return failedRun(NO_FORM_ERROR, started);
    const read = readSubmission(formData);
    if (!read.ok) return failedRun(read.issues[0]?.message ?? 'The load calculation form is not valid', started);
    if (signal.aborted) return cancelledRun(started);

    let worksheet: Worksheet;
    let pdf: Buffer;
    try {
      const dateCreated = typeof parameters['dateCreated'] === 'string' ? parameters['dateCreated'] : null;
      worksheet = buildWorksheet(read, { dateCreated });
      pdf = await renderWorksheetPdf(worksheet);
    } catch (error) {
      this.logger.error(`execution ${request.executionId}: the worksheet: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return failedRun(`The worksheet could not be made: ${error instanceof Error ? error.message : String(error)}`, started);
    }
    if (signal.aborted) return cancelledRun(started);

    const file = path.join(request.workDir, PDF_FILE);
    await writeFile(file, pdf, { mode: 0o600 });
    const durationMs = Math.round(performance.now() - started);
    const { summary, codeEditionLabel } = worksheet;
    return {
      exitCode: 0,
      signal: null,
      stdout: `${worksheet.fileName}: ${summary.netVa}, ${summary.amperes}, recommended service ${summary.service} (${codeEditionLabel}); ${pdf.length} bytes in ${durationMs} ms\n`,
      stderr: '',
      stdoutTruncated: false,
      stderrTruncated: false,
      outputs: [{ name: worksheet.fileName, path: file, size: pdf.length }],
      limitHit: null,
      durationMs,
      cancelled: false,
      dispose: () => rm(file, { force: true }),
    };
  }
}
