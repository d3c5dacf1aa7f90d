import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Injectable, Logger } from '@nestjs/common';
import { signServiceToken } from '@milestone/nest-kit';
import type { SandboxResult } from '@milestone/sandbox';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { TaskRepository } from '../../task/task.repository.js';
import { cancelledRun, failedRun } from '../builtin-run-result.js';
import type { PayReportRequest } from '../pay-report/pay-report-runner.js';
import { errorMessageOf, fileNameOf } from '../worker/files-client.js';
import { DeliveryParametersError, readDeliveryRun, type ReportDelivery } from './report-delivery-parameters.js';

/** One delivery run: what a pay report run gets (the run's company, its stored parameters `{ delivery }`, its folder, its progress), and its task. */
export interface ReportDeliveryRequest extends PayReportRequest {
  taskId: number;
}

/** How long svc-reporting may take to render a saved report (a pdf of its row cap, an xlsx of many thousand rows). */
export const RENDER_MS = 120_000;
/** How long svc-identity may take to accept the e-mail. */
export const MAIL_MS = 60_000;
/** The largest attachment the platform's mail takes (svc-identity answers 413 over it). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const SAVED_REPORT_GONE = 'The saved report of this schedule no longer exists';
export const NOT_CONNECTED =
  'The company is not connected to ServiceTitan, so the saved report could not be rendered. Connect it on the integration status page, then run the schedule again.';
export const NO_REPORTING_SERVICE = 'The reporting service (svc-reporting) is not running, so the saved report could not be rendered. Try again in a minute.';
export const NO_MAIL_SERVICE = 'The mail service (svc-identity) is not running, so the report could not be e-mailed. Try again in a minute.';
export const ATTACHMENT_TOO_LARGE = 'The attachment is too large to e-mail (over 10 MB)';

/** A call to another service that failed: `message` is what the run's user reads. */
class DeliveryFailure extends Error {}

/** What svc-reporting's render answered besides the file. */
interface Rendered {
  name: string;
  fileName: string;
  contentType: string;
  empty: boolean;
  rows: number | null;
  /** [start, end] of the report's dates, when it is over dates. */
  range: [string, string] | null;
  path: string;
  size: number;
}

/**
 * Runs a `report` execution that e-mails a saved report (a schedule's delivery): asks
 * svc-reporting to render it in the company (POST /internal/saved-reports/{id}/render), writes the
 * file into the run's folder, and, unless it has no rows and the schedule says to skip then, sends
 * it through the platform's mail (svc-identity's POST /internal/mail) to the schedule's
 * recipients, keyed by the execution (`execution-<id>`): a recovered re-run of the same execution
 * does not mail twice, a Retry (a new execution) mails again. The file is the run's output either
 * way. Shaped as PayReportRunner: a result like a sandbox run's, failures as plain messages.
 */
@Injectable()
export class ReportDeliveryRunner {
  private readonly logger = new Logger(ReportDeliveryRunner.name);

  constructor(
    private readonly env: WorkerEnv,
    private readonly tasks: TaskRepository,
  ) {}

  async run(request: ReportDeliveryRequest): Promise<SandboxResult> {
    const started = performance.now();
    const { signal, onProgress } = request;
    let delivery: ReportDelivery;
    try {
      // Checked when queued; read again here, as the queue carries the stored JSON.
      delivery = readDeliveryRun(request.parameters).delivery;
    } catch (error) {
      if (error instanceof DeliveryParametersError) return failedRun(error.message, started);
      throw error;
    }
    onProgress(5, `Rendering saved report #${delivery.savedReportId} as ${delivery.format.toUpperCase()}`);
    let rendered: Rendered;
    try {
      rendered = await this.render(request, delivery, (name) => onProgress(20, `Rendering ${name}`));
    } catch (error) {
      if (signal.aborted) return cancelledRun(started);
      return this.failed(request, 'rendering', error, started);
    }
    if (signal.aborted) return cancelledRun(started);
    const output = { name: rendered.fileName, path: rendered.path, size: rendered.size };
    const dispose = () => rm(rendered.path, { force: true });
    const rows = rendered.rows === null ? '' : `${rendered.rows} rows, `;

    if (rendered.empty && delivery.skipIfEmpty) {
      const period = rendered.range ? `${rendered.range[0]} to ${rendered.range[1]}` : rendered.name;
      onProgress(90, 'Storing the report file');
      return succeeded(`No rows for ${period}: the e-mail was skipped\n`, output, dispose, started);
    }

    onProgress(60, `E-mailing ${delivery.recipients.length} recipient${delivery.recipients.length === 1 ? '' : 's'}`);
    let answer: MailAnswer;
    try {
      if (rendered.size > MAX_ATTACHMENT_BYTES) throw new DeliveryFailure(ATTACHMENT_TOO_LARGE);
      const taskName = (await this.tasks.findById(request.companyId, request.taskId))?.name ?? `#${request.taskId}`;
      answer = await this.mail(request, delivery, rendered, taskName);
    } catch (error) {
      await dispose();
      if (signal.aborted) return cancelledRun(started);
      return this.failed(request, 'e-mailing', error, started);
    }
    onProgress(90, 'Storing the report file');
    const to = answer.sent.join(', ');
    const stdout = answer.duplicate
      ? `${rendered.name}: ${rows}already e-mailed by this run (execution-${request.executionId}) to ${to}; not sent again\n`
      : `${rendered.name}: ${rows}e-mailed as ${rendered.fileName} (${rendered.size} bytes) to ${to}\n`;
    return succeeded(stdout, output, dispose, started);
  }

  /** Renders the saved report into the run's folder; `named` hears its name as soon as svc-reporting answers. */
  private async render(request: ReportDeliveryRequest, delivery: ReportDelivery, named: (name: string) => void): Promise<Rendered> {
    const url = new URL(`/internal/saved-reports/${delivery.savedReportId}/render`, this.env.REPORTING_URL);
    const response = await this.call(
      url,
      'svc-reporting',
      { companyId: request.companyId, format: delivery.format },
      request.signal,
      RENDER_MS,
      NO_REPORTING_SERVICE,
    );
    if (response.status === 404) throw new DeliveryFailure(SAVED_REPORT_GONE);
    if (response.status === 409) throw new DeliveryFailure(NOT_CONNECTED);
    if (!response.ok) throw new DeliveryFailure(`The reporting service could not render the saved report (${response.status}): ${await messageOf(response)}`);
    const name = decodeHeader(response.headers.get('x-report-name')) ?? `Saved report ${delivery.savedReportId}`;
    named(name);
    const target = path.join(request.workDir, `report.${delivery.format}`);
    if (!response.body) throw new DeliveryFailure('The reporting service answered without the file');
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(target, { mode: 0o600 }));
    const rows = Number(response.headers.get('x-report-rows'));
    const range = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(response.headers.get('x-report-date-range') ?? '');
    return {
      name,
      fileName: attachmentName(fileNameOf(response.headers.get('content-disposition')) ?? `${name}.${delivery.format}`),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      empty: response.headers.get('x-report-empty') === 'true',
      rows: response.headers.has('x-report-rows') && Number.isInteger(rows) ? rows : null,
      range: range ? [range[1]!, range[2]!] : null,
      path: target,
      size: (await stat(target)).size,
    };
  }

  /** Sends the file to the recipients, once per execution (its idempotency key). */
  private async mail(request: ReportDeliveryRequest, delivery: ReportDelivery, rendered: Rendered, taskName: string): Promise<MailAnswer> {
    const content = await readFile(rendered.path);
    const body = {
      companyId: request.companyId,
      to: delivery.recipients,
      subject: subjectOf(rendered),
      text: textOf(rendered, taskName),
      attachments: [{ filename: rendered.fileName, contentType: rendered.contentType, contentBase64: content.toString('base64') }],
      idempotencyKey: `execution-${request.executionId}`,
    };
    const url = new URL('/internal/mail', this.env.IDENTITY_URL);
    const response = await this.call(url, 'svc-identity', body, request.signal, MAIL_MS, NO_MAIL_SERVICE);
    if (response.status === 400 || response.status === 413) throw new DeliveryFailure(await messageOf(response));
    if (!response.ok) throw new DeliveryFailure(`The mail service could not send the report (${response.status}): ${await messageOf(response)}`);
    const answer = (await response.json()) as Partial<MailAnswer>;
    return { sent: Array.isArray(answer.sent) ? answer.sent : delivery.recipients, duplicate: answer.duplicate === true };
  }

  /** One POST with a service token (iss svc-tasks, aud `audience`); no answer at all is `unreachable`. */
  private async call(url: URL, audience: string, body: unknown, signal: AbortSignal, timeoutMs: number, unreachable: string): Promise<Response> {
    const secret = this.env.SERVICE_TOKEN_SECRET;
    if (!secret) throw new DeliveryFailure(`SERVICE_TOKEN_SECRET is not set: the worker cannot call ${audience}`);
    const token = await signServiceToken(secret, { iss: 'svc-tasks', aud: audience });
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if ((error as Error).name === 'TimeoutError')
        throw new DeliveryFailure(`${audience} did not answer within ${timeoutMs / 1000} s. Try again in a minute.`);
      this.logger.warn(`${audience} at ${url.origin}: ${String((error as Error).cause ?? error)}`);
      throw new DeliveryFailure(unreachable);
    }
  }

  private failed(request: ReportDeliveryRequest, step: string, error: unknown, started: number): SandboxResult {
    if (error instanceof DeliveryFailure) {
      this.logger.warn(`execution ${request.executionId}: ${step} the saved report: ${error.message}`);
      return failedRun(error.message, started);
    }
    this.logger.error(`execution ${request.executionId}: ${step} the saved report: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return failedRun(`The saved report could not be delivered: ${error instanceof Error ? error.message : String(error)}`, started);
  }
}

/** svc-identity's answer to a mail: who it went to, and whether this key had sent it already. */
interface MailAnswer {
  sent: string[];
  duplicate: boolean;
}

function succeeded(stdout: string, output: { name: string; path: string; size: number }, dispose: () => Promise<void>, started: number): SandboxResult {
  return {
    exitCode: 0,
    signal: null,
    stdout,
    stderr: '',
    stdoutTruncated: false,
    stderrTruncated: false,
    outputs: [output],
    limitHit: null,
    durationMs: Math.round(performance.now() - started),
    cancelled: false,
    dispose,
  };
}

/** '<report name> — <start> to <end>', or the name alone when it is not over dates; one line of at most 200 characters. */
export function subjectOf(rendered: Pick<Rendered, 'name' | 'range'>): string {
  const name = rendered.name.replace(/\s+/g, ' ').trim() || 'Saved report';
  const subject = rendered.range ? `${name} — ${rendered.range[0]} to ${rendered.range[1]}` : name;
  return cut(subject, 200);
}

function textOf(rendered: Rendered, taskName: string): string {
  return [
    `Attached is the saved report "${rendered.name}" (${rendered.fileName}).`,
    rendered.range ? `Period: ${rendered.range[0]} to ${rendered.range[1]}.` : 'The report is not limited to a period.',
    rendered.rows === null ? null : `Rows: ${rendered.rows}.`,
    '',
    `It was sent by the schedule of the task "${taskName}" in Milestone.`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/**
 * The attachment's name as the mail takes it: one file name (a folder's separator or a control
 * character becomes '-'), at most 255 characters, its extension kept.
 */
export function attachmentName(name: string): string {
  const flat = name.replace(/[/\\\u0000-\u001f\u007f]/g, '-').trim() || 'report';
  if (flat.length <= 255) return flat;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(flat)?.[0] ?? '';
  return cut(flat, 255 - extension.length) + extension;
}

/** The longest start of `text` of at most `units` UTF-16 units (what the mail's lengths count), never half a character. */
function cut(text: string, units: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > units) break;
    kept += character;
  }
  return kept;
}

/** A percent-encoded header (X-Report-Name), decoded (as sent when malformed); null when absent. */
function decodeHeader(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The `message` of a service's JSON error body, else its text (as svc-files' errors are read). */
async function messageOf(response: Response): Promise<string> {
  return errorMessageOf(await response.text().catch(() => ''));
}
