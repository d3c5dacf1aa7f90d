import { Module } from '@nestjs/common';
import { ReportController } from './report.controller.js';
import { ReportRepository } from './report.repository.js';
import { ReportService } from './report.service.js';
import { ReportExportService } from './report-export.service.js';
import { ReportFromRequestService } from './from-request/report-from-request.service.js';
import { ReportFromRequestListener } from './listeners/report-from-request.listener.js';

/**
 * The report builder over the ServiceTitan replica: catalog, join rules, field-selection checks, table, pivot and summary reports, and their downloads (csv, xlsx, pdf);
 * and a definition read from a person's words, answered over NATS (reporting.report.from-request.v1) to the AI builder.
 */
@Module({
  controllers: [ReportController],
  providers: [ReportService, ReportExportService, ReportRepository, ReportFromRequestService, ReportFromRequestListener],
  // A saved report's scheduled render writes its file as download-report does.
  exports: [ReportExportService],
})
export class ReportModule {}
