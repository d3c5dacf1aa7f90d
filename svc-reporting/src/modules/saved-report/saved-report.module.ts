import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { ReportModule } from '../service-titan/report/report.module.js';
import { SavedReportEntity } from './saved-report.entity.js';
import { SavedReportController } from './saved-report.controller.js';
import { InternalSavedReportController } from './internal-saved-report.controller.js';
import { SavedReportRepository } from './saved-report.repository.js';
import { SavedReportService } from './saved-report.service.js';

/** The report builder's saved reports: a definition under a name, shared with the company, and rendered as a file for a scheduled delivery. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedReportEntity]), TaskRefModule, ReportModule],
  controllers: [SavedReportController, InternalSavedReportController],
  providers: [SavedReportService, SavedReportRepository],
})
export class SavedReportModule {}
