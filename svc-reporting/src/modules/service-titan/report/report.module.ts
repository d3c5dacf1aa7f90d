import { Module } from '@nestjs/common';
import { ReportController } from './report.controller.js';
import { ReportRepository } from './report.repository.js';
import { ReportService } from './report.service.js';

/** The report builder over the ServiceTitan replica: catalog, join rules, field-selection checks, table, pivot and summary reports. */
@Module({
  controllers: [ReportController],
  providers: [ReportService, ReportRepository],
})
export class ReportModule {}
