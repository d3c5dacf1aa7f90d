import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { PAY_REPORT_COMPUTE_V1, type PayReportComputeReplyV1, type PayReportV1 } from '@milestone/contracts';
import { NoResponderError, RequestReply, RequestTimeoutError } from '@milestone/nest-kit';
import type { SandboxResult } from '@milestone/sandbox';
import { cancelledRun, failedRun } from '../builtin-run-result.js';
import { csvFileName, PayReportParametersError, readPayReportParameters, type PayReportParameters } from './pay-report-parameters.js';
import { payReportCsv, payReportWorkbook } from './pay-report-workbook.js';

/** One pay report run: the run's company and stored parameters, a folder of its own and where its progress goes. */
export interface PayReportRequest {
  executionId: number;
  companyId: number;
  parameters: Record<string, unknown>;
  /** An empty folder of the run's; the files are written there (the caller removes it). */
  workDir: string;
  signal: AbortSignal;
  onProgress: (percent: number, message: string) => void;
}

/** How long the run waits for svc-reporting's figures (a week of the demo tenant takes well under a second). */
export const PAY_REPORT_ANSWER_MS = 60_000;

export const NO_REPORTING_ERROR = 'The reporting service (svc-reporting) is not running, so the pay report could not be computed. Try again in a minute.';
export const REPORTING_TIMEOUT_ERROR = `The reporting service did not answer within ${PAY_REPORT_ANSWER_MS / 1000} s. Try again in a minute.`;

/**
 * Runs a `report` execution, the technician pay report: asks svc-reporting for the week's figures
 * (reporting.pay-report.compute.v1, computed from its ServiceTitan replica in the run's company
 * only), writes the xlsx and the summary's CSV, and answers a result shaped like a sandbox run's
 * (exit 0 with both files as outputs, or 1 with the reason on stderr), so the run ends and stores
 * its files through the same path as a script's or a worksheet's. Trusted code on checked
 * parameters, in the worker's own process. Progress: asking, computing, writing, storing.
 */
@Injectable()
export class PayReportRunner {
  private readonly logger = new Logger(PayReportRunner.name);

  constructor(private readonly requests: RequestReply) {}

  async run(request: PayReportRequest): Promise<SandboxResult> {
    const started = performance.now();
    const { signal, onProgress } = request;
    let parameters: PayReportParameters;
    try {
      // Checked when queued; read again here, as the queue carries the stored JSON.
      parameters = readPayReportParameters(request.parameters);
    } catch (error) {
      if (error instanceof PayReportParametersError) return failedRun(error.message, started);
      throw error;
    }
    const week = `${parameters.start_date} to ${parameters.end_date}`;
    onProgress(5, `Asking the reporting service for the pay period ${week}`);

    let reply: PayReportComputeReplyV1;
    const asked = performance.now();
    try {
      const answer = this.requests.ask(
        PAY_REPORT_COMPUTE_V1,
        {
          companyId: request.companyId,
          startDate: parameters.start_date,
          endDate: parameters.end_date,
          groupBy: parameters.group_by,
          includeCommissionAnalysis: parameters.include_commission_analysis,
        },
        PAY_REPORT_ANSWER_MS,
      );
      onProgress(15, 'Computing hours, gross pay and commissions from the ServiceTitan data');
      reply = await abortable(answer, signal);
    } catch (error) {
      if (signal.aborted) return cancelledRun(started);
      if (error instanceof NoResponderError) return failedRun(NO_REPORTING_ERROR, started);
      if (error instanceof RequestTimeoutError) return failedRun(REPORTING_TIMEOUT_ERROR, started);
      this.logger.error(`execution ${request.executionId}: asking for the pay report: ${String(error)}`);
      return failedRun(`The pay report could not be asked of the reporting service: ${error instanceof Error ? error.message : String(error)}`, started);
    }
    const askMs = Math.round(performance.now() - asked);
    if ('failure' in reply) {
      this.logger.warn(`execution ${request.executionId}: the pay report: ${reply.failure}: ${reply.message}`);
      return failedRun(reply.message, started);
    }
    const report = reply.report;
    if (report.companyId !== request.companyId) {
      // Never write another company's figures, whoever answered.
      this.logger.error(`execution ${request.executionId}: a pay report of company ${report.companyId} answered company ${request.companyId}'s request`);
      return failedRun('The reporting service answered with another company’s report; nothing was written.', started);
    }
    if (signal.aborted) return cancelledRun(started);

    onProgress(
      60,
      `Writing the spreadsheet: ${report.technicians.length} technicians${report.commissionAnalysis ? `, ${report.commissionAnalysis.lines.length} commission lines` : ''}`,
    );
    const writing = performance.now();
    const xlsxPath = path.join(request.workDir, 'pay-report.xlsx');
    const csvPath = path.join(request.workDir, 'pay-report.csv');
    let xlsxSize: number;
    let csvSize: number;
    try {
      const xlsx = await payReportWorkbook(report, { generatedAt: new Date() });
      const csv = payReportCsv(report);
      await writeFile(xlsxPath, xlsx, { mode: 0o600 });
      await writeFile(csvPath, csv, { mode: 0o600 });
      xlsxSize = xlsx.length;
      csvSize = csv.length;
    } catch (error) {
      this.logger.error(`execution ${request.executionId}: the pay report's files: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return failedRun(`The pay report's spreadsheet could not be written: ${error instanceof Error ? error.message : String(error)}`, started);
    }
    const writeMs = Math.round(performance.now() - writing);
    if (signal.aborted) return cancelledRun(started);

    onProgress(90, 'Storing the report files');
    const durationMs = Math.round(performance.now() - started);
    return {
      exitCode: 0,
      signal: null,
      stdout: `${summaryLine(report)}; computed in ${report.computeMs} ms (answered in ${askMs} ms), files written in ${writeMs} ms (${xlsxSize} + ${csvSize} bytes)\n`,
      stderr: '',
      stdoutTruncated: false,
      stderrTruncated: false,
      outputs: [
        { name: parameters.output_file, path: xlsxPath, size: xlsxSize },
        { name: csvFileName(parameters.output_file), path: csvPath, size: csvSize },
      ],
      limitHit: null,
      durationMs,
      cancelled: false,
      dispose: () => Promise.all([rm(xlsxPath, { force: true }), rm(csvPath, { force: true })]).then(() => undefined),
    };
  }
}

function summaryLine(report: PayReportV1): string {
  const { totals } = report;
  return `Technician Pay Report ${report.startDate} to ${report.endDate}: ${totals.technicians} technicians, total gross pay ${totals.totalGrossPay}, ${totals.jobsCompleted} jobs completed`;
}

/** The answer, or a rejection as soon as the run is cancelled (the request itself runs out on its own). */
function abortable<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
