import { Injectable, Logger } from '@nestjs/common';
import { REPORT_REQUEST_MAX_TEXT, type ReportFromRequestReplyV1, type ReportFromRequestRequestV1 } from '@milestone/contracts';
import { chicagoDay, dayOf } from '../report-definition.js';
import { ReportInputError } from '../report.errors.js';
import { NotAReportError, readReport } from './report-from-request.js';

/** The request as it came off the wire, read into its type, or why it cannot be. */
export function readFromRequest(value: unknown): ReportFromRequestRequestV1 | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'A report request is a JSON object';
  const { companyId, text, proposal, today } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(companyId) || (companyId as number) <= 0) return 'A report request needs the companyId (a positive whole number)';
  if (typeof text !== 'string' || !text.trim()) return 'A report request needs the text of what to report';
  if (text.length > REPORT_REQUEST_MAX_TEXT) return `The text of a report request is at most ${REPORT_REQUEST_MAX_TEXT} characters`;
  if (proposal !== undefined && (typeof proposal !== 'object' || proposal === null || Array.isArray(proposal)))
    return 'A proposal is an object (values, rows, columns, filters, period)';
  if (today !== undefined) {
    try {
      dayOf(today, 'today');
    } catch {
      return 'today is a day written YYYY-MM-DD';
    }
  }
  return {
    companyId: companyId as number,
    text,
    ...(proposal ? { proposal: proposal as ReportFromRequestRequestV1['proposal'] } : {}),
    ...(typeof today === 'string' ? { today } : {}),
  };
}

/**
 * Answers reporting.report.from-request.v1: a person's words (and a model's proposal) read into a
 * report definition over the catalog, checked as generate-report checks one. Needs no database:
 * the catalog and the join rules are the same for every company.
 */
@Injectable()
export class ReportFromRequestService {
  private readonly logger = new Logger(ReportFromRequestService.name);

  answer(raw: unknown, now: Date = new Date()): ReportFromRequestReplyV1 {
    const request = readFromRequest(raw);
    if (typeof request === 'string') return { failure: 'invalid', message: request, understood: [], notUnderstood: [] };
    try {
      return { reading: readReport(request.text, { today: request.today ?? chicagoDay(now), ...(request.proposal ? { proposal: request.proposal } : {}) }) };
    } catch (error) {
      if (error instanceof NotAReportError)
        return { failure: error.failure, message: error.message, understood: [], notUnderstood: [request.text.trim().slice(0, 200)] };
      if (error instanceof ReportInputError) return { failure: 'not-joinable', message: error.message, understood: [], notUnderstood: [] };
      this.logger.error(`company ${request.companyId}: reading a report request: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { failure: 'unavailable', message: 'The report could not be read from the request. Try again in a minute.', understood: [], notUnderstood: [] };
    }
  }
}
