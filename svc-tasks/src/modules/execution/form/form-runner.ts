import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type { SandboxResult } from '@milestone/sandbox';
import { cancelledRun, failedRun } from '../builtin-run-result.js';
import { formFileName, formWorkbook, renderFormPdf } from './form-document.js';
import { readFormRun, type FormRun } from './form-run-parameters.js';

/** One form run: its parameters as Run Task stored them (`{ dateCreated, formData, form }`) and a folder of its own. */
export interface FormRunRequest {
  executionId: number;
  parameters: Record<string, unknown>;
  /** An empty folder of the run's; the documents are written there (the caller removes it). */
  workDir: string;
  signal: AbortSignal;
}

/**
 * Runs a `form` execution: reads the submitted values again against the definition stored with
 * the run (as Run Task and Retry checked them), computes its fields with
 * @milestone/contracts/forms (the screen's code) and writes the PDF of the filled form and, when
 * it has line tables, their xlsx. Trusted code on checked input, so in the worker's process; the
 * result is shaped like a sandbox run's, so the run ends through the same path as a script's.
 */
@Injectable()
export class FormRunner {
  private readonly logger = new Logger(FormRunner.name);

  async run(request: FormRunRequest): Promise<SandboxResult> {
    const started = performance.now();
    const { parameters, signal } = request;
    let run: FormRun;
    try {
      run = readFormRun(parameters, parameters['form']);
    } catch (error) {
      if (error instanceof BadRequestException) return failedRun(error.message, started);
      throw error;
    }
    if (signal.aborted) return cancelledRun(started);

    const name = formFileName(run);
    const outputs: SandboxResult['outputs'] = [];
    try {
      const pdf = await renderFormPdf(run);
      const pdfPath = path.join(request.workDir, 'form.pdf');
      await writeFile(pdfPath, pdf, { mode: 0o600 });
      outputs.push({ name: `${name}.pdf`, path: pdfPath, size: pdf.length });
      const xlsx = await formWorkbook(run, new Date());
      if (xlsx) {
        const xlsxPath = path.join(request.workDir, 'lines.xlsx');
        await writeFile(xlsxPath, xlsx, { mode: 0o600 });
        outputs.push({ name: `${name}.xlsx`, path: xlsxPath, size: xlsx.length });
      }
    } catch (error) {
      this.logger.error(`execution ${request.executionId}: the form's documents: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return failedRun(`The form's documents could not be made: ${error instanceof Error ? error.message : String(error)}`, started);
    }
    if (signal.aborted) return cancelledRun(started);
    const durationMs = Math.round(performance.now() - started);
    const totals = Object.entries(run.computed.fields)
      .map(([id, value]) => `${id} ${value ?? '-'}`)
      .join(', ');
    return {
      exitCode: 0,
      signal: null,
      stdout: `${name}: ${totals || 'no computed fields'}; ${outputs.map((o) => `${o.name} ${o.size} bytes`).join(', ')} in ${durationMs} ms\n`,
      stderr: '',
      stdoutTruncated: false,
      stderrTruncated: false,
      outputs,
      limitHit: null,
      durationMs,
      cancelled: false,
      dispose: () => Promise.all(outputs.map((o) => rm(o.path, { force: true }))).then(() => undefined),
    };
  }
}
