import { Module } from '@nestjs/common';
import { PayReportComputeListener } from './listeners/pay-report-compute.listener.js';
import { PayReportRepository } from './pay-report.repository.js';
import { PayReportService } from './pay-report.service.js';

/**
 * The technician pay report's computation over the ServiceTitan replica, answered over NATS
 * request-reply (reporting.pay-report.compute.v1) to the pay report's run; no HTTP route of its own.
 */
@Module({
  providers: [PayReportRepository, PayReportService, PayReportComputeListener],
  exports: [PayReportService],
})
export class PayReportModule {}
