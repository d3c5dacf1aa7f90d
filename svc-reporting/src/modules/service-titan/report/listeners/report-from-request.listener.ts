import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { REPORT_FROM_REQUEST_QUEUE_GROUP, REPORT_FROM_REQUEST_V1 } from '@milestone/contracts';
import { RequestReply } from '@milestone/nest-kit';
import { ReportFromRequestService } from '../from-request/report-from-request.service.js';

/**
 * Answers reporting.report.from-request.v1 (the AI builder's request for a report definition from
 * a person's words) in the service's queue group, so one instance answers each; it stops taking
 * requests before the service closes, letting those under way answer.
 */
@Injectable()
export class ReportFromRequestListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly requests: RequestReply,
    private readonly reader: ReportFromRequestService,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.requests.serve(REPORT_FROM_REQUEST_V1, REPORT_FROM_REQUEST_QUEUE_GROUP, async (request) => this.reader.answer(request));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }
}
