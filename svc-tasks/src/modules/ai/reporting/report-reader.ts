import { Injectable, Logger } from '@nestjs/common';
import { REPORT_FROM_REQUEST_V1, REPORT_REQUEST_MAX_TEXT, type ReportFromRequestReplyV1, type ReportProposalV1 } from '@milestone/contracts';
import { NoResponderError, RequestReply, RequestTimeoutError } from '@milestone/nest-kit';

/** The reading takes milliseconds; this covers a busy reporting service. */
export const REPORT_READ_ANSWER_MS = 10_000;

export const NO_REPORTING_MESSAGE = 'The reporting service is not running, so the report could not be built from your words. Try again in a minute.';

/**
 * An api-reporting task's report, asked of svc-reporting (reporting.report.from-request.v1): the
 * words mapped onto its field catalog and checked by its join planner there. svc-tasks never holds
 * the catalog; it stores the definition the answer gives. No answer is a failure like any other.
 */
@Injectable()
export class ReportReader {
  private readonly logger = new Logger(ReportReader.name);

  constructor(private readonly requests: RequestReply) {}

  async read(companyId: number, text: string, proposal?: ReportProposalV1): Promise<ReportFromRequestReplyV1> {
    try {
      return await this.requests.ask(
        REPORT_FROM_REQUEST_V1,
        { companyId, text: text.slice(0, REPORT_REQUEST_MAX_TEXT), ...(proposal ? { proposal } : {}) },
        REPORT_READ_ANSWER_MS,
      );
    } catch (error) {
      if (!(error instanceof NoResponderError) && !(error instanceof RequestTimeoutError))
        this.logger.error(`reading a report of company ${companyId}: ${String(error)}`);
      return { failure: 'unavailable', message: NO_REPORTING_MESSAGE, understood: [], notUnderstood: [] };
    }
  }
}
