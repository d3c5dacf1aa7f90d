import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { planReport } from '../service-titan/report/report.service.js';
import { ReportExportService, type ReportFile } from '../service-titan/report/report-export.service.js';
import { savedReportFileName } from '../service-titan/report/export/report-sheet.js';
import type { ExportFormat } from '../service-titan/report/export/report-export.constants.js';
import type { ReportRequest } from '../service-titan/report/report-definition.js';
import { TaskRefs } from '../task-ref/task-refs.service.js';
import { SavedReportRepository, type SavedReportPage } from './saved-report.repository.js';
import { SAVED_REPORT_NOT_FOUND, SavedReportForbiddenError, SavedReportNotFoundError } from './saved-report.errors.js';
import { canEditReport, toSavedReportDto, toSavedReportSummaryDto } from './saved-report.mapper.js';
import { MAX_REPORT_NAME } from './dto/save-report.dto.js';
import type { SavedReportDto, SavedReportSummaryDto } from './dto/saved-report.dto.js';
import type { SuccessDto } from '../calculation/dto/success.dto.js';

export interface SaveReportInput {
  name: string;
  description?: string;
  taskId?: number;
  definition: ReportRequest;
}

export interface UpdateReportInput {
  name?: string;
  description?: string;
  definition?: ReportRequest;
}

/** A saved report rendered as a file: its name, and the file as download-report writes it. */
export interface RenderedReport {
  name: string;
  file: ReportFile;
}

const COPY_SUFFIX = ' (copy)';

/** The name of a duplicate: '<name> (copy)', the name shortened so that the whole fits the column. */
export function copyNameOf(name: string): string {
  return `${[...name]
    .slice(0, MAX_REPORT_NAME - COPY_SUFFIX.length)
    .join('')
    .trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A definition is saved only when the report builder would make it: the same checks and join plan
 * as generate-report (without the company's replica), refused with the sentence generate-report answers.
 */
function checkDefinition(definition: ReportRequest): ReportRequest {
  planReport(definition);
  return definition;
}

/**
 * Saved reports are the company's: every member lists, opens and duplicates them; the person who
 * saved one, and the company's owners and admins, rename, change and delete it (canEditReport).
 */
@Injectable()
export class SavedReportService {
  constructor(
    private readonly reports: SavedReportRepository,
    private readonly tasks: TaskRefs,
    private readonly exports: ReportExportService,
  ) {}

  async list(caller: AuthUser, page: SavedReportPage): Promise<[SavedReportSummaryDto[], number]> {
    const [reports, total] = await this.reports.listOfCompany(caller.companyId, page);
    return [reports.map((report) => toSavedReportSummaryDto(caller, report)), total];
  }

  async get(caller: AuthUser, id: number): Promise<SavedReportDto> {
    return toSavedReportDto(caller, await this.found(caller, id));
  }

  async save(caller: AuthUser, input: SaveReportInput): Promise<SavedReportDto> {
    const definition = checkDefinition(input.definition);
    if (input.taskId !== undefined) await this.tasks.requireLive(caller.companyId, input.taskId);
    const saved = await this.reports.insert(caller.companyId, {
      ownerId: caller.id,
      ownerEmail: caller.email,
      taskId: input.taskId ?? null,
      name: input.name,
      description: input.description ? input.description : null,
      definition,
    });
    return toSavedReportDto(caller, saved);
  }

  async update(caller: AuthUser, id: number, input: UpdateReportInput): Promise<SavedReportDto> {
    const report = await this.found(caller, id);
    if (!canEditReport(caller, report)) throw new SavedReportForbiddenError('change');
    if (input.definition !== undefined) report.definition = checkDefinition(input.definition);
    if (input.name !== undefined) report.name = input.name;
    if (input.description !== undefined) report.description = input.description ? input.description : null;
    return toSavedReportDto(caller, await this.reports.save(caller.companyId, report));
  }

  /** A copy of a report of the company, owned by the caller, from the same task. */
  async duplicate(caller: AuthUser, id: number): Promise<SavedReportDto> {
    const report = await this.found(caller, id);
    const copy = await this.reports.insert(caller.companyId, {
      ownerId: caller.id,
      ownerEmail: caller.email,
      taskId: report.taskId,
      name: copyNameOf(report.name),
      description: report.description,
      definition: report.definition,
    });
    return toSavedReportDto(caller, copy);
  }

  async delete(caller: AuthUser, id: number): Promise<SuccessDto> {
    const report = await this.found(caller, id);
    if (!canEditReport(caller, report)) throw new SavedReportForbiddenError('delete');
    if (!(await this.reports.delete(caller.companyId, id))) throw new SavedReportNotFoundError();
    return { success: true };
  }

  /**
   * A company's saved report as a file, for a scheduled delivery (svc-tasks): the file
   * download-report writes for its definition, a relative date range computed for today, named
   * after the report. 404 when the company has no such report; 409 when it is not connected.
   */
  async render(companyId: number, id: number, format: ExportFormat): Promise<RenderedReport> {
    const report = await this.reports.find(companyId, id);
    if (!report) throw new SavedReportNotFoundError(SAVED_REPORT_NOT_FOUND);
    const file = await this.exports.exportReport(companyId, {
      definition: report.definition,
      format,
      title: report.name,
      fileName: savedReportFileName(report.name, format),
    });
    return { name: report.name, file };
  }

  private async found(caller: AuthUser, id: number) {
    const report = await this.reports.find(caller.companyId, id);
    if (!report) throw new SavedReportNotFoundError();
    return report;
  }
}
