import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaskRefModule } from '../task-ref/task-ref.module.js';
import { SavedReportEntity } from './saved-report.entity.js';
import { SavedReportController } from './saved-report.controller.js';
import { SavedReportRepository } from './saved-report.repository.js';
import { SavedReportService } from './saved-report.service.js';

/** The report builder's saved reports: a definition under a name, shared with the company. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedReportEntity]), TaskRefModule],
  controllers: [SavedReportController],
  providers: [SavedReportService, SavedReportRepository],
})
export class SavedReportModule {}
