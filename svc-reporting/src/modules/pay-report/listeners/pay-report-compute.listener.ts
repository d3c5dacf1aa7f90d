import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { PAY_REPORT_COMPUTE_QUEUE_GROUP, PAY_REPORT_COMPUTE_V1, type PayReportComputeReplyV1 } from '@milestone/contracts';
import { NatsClient, RequestReply } from '@milestone/nest-kit';
import { PayReportService } from '../pay-report.service.js';

/** NATS' default max_payload, for a connection that has not said its own. */
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;

/**
 * Answers reporting.pay-report.compute.v1 (the pay report run's request for its figures) in the
 * service's queue group, so one instance answers each; it stops taking requests before the
 * service closes its database, letting those under way answer.
 */
@Injectable()
export class PayReportComputeListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly requests: RequestReply,
    private readonly nats: NatsClient,
    private readonly reports: PayReportService,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.requests.serve(PAY_REPORT_COMPUTE_V1, PAY_REPORT_COMPUTE_QUEUE_GROUP, async (request) => this.fitted(await this.reports.answer(request)));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }

  /**
   * The reply, or a failure that says why when it is larger than one NATS message: a reply NATS
   * refuses would leave the asker waiting for its timeout. (The demo tenant's week with the
   * commission analysis takes about 490 kB of the 1 MiB.)
   */
  private fitted(reply: PayReportComputeReplyV1): PayReportComputeReplyV1 {
    const max = (this.nats.isConnected() ? this.nats.connection().info?.max_payload : undefined) ?? DEFAULT_MAX_PAYLOAD;
    const bytes = Buffer.byteLength(JSON.stringify(reply));
    if (bytes <= max) return reply;
    return { failure: 'unavailable', message: `The pay report is too large to send (${bytes} bytes; a NATS message takes ${max}).` };
  }
}
