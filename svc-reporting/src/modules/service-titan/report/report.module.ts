import { Module } from '@nestjs/common';
import { ReportController } from './report.controller.js';
import { ReportRepository } from './report.repository.js';
import { ReportService } from './report.service.js';
import { ReportExportService } from './report-export.service.js';

/** The report builder over the ServiceTitan replica: catalog, join rules, field-selection checks, table, pivot and summary reports, and their downloads (csv, xlsx, pdf). */
@Module({
  controllers: [ReportController],
  providers: [ReportService, ReportExportService, ReportRepository],
})
export class ReportModule {}
