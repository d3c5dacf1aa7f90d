import type { AuthUser } from '@milestone/nest-kit';
import type { ReportDefinitionDto } from '../service-titan/report/dto/generate-report.dto.js';
import type { SavedReportEntity } from './saved-report.entity.js';
import type { SavedReportDto, SavedReportSummaryDto } from './dto/saved-report.dto.js';

/**
 * Who changes a saved report: the person who saved it, and the company's owners and admins (and the
 * super-owner), who look after what the company shares (a report of someone who left included).
 * Every other member of the company reads it, opens it and duplicates it.
 */
export function canEditReport(caller: AuthUser, report: Pick<SavedReportEntity, 'ownerId'>): boolean {
  return report.ownerId === caller.id || caller.isSuperOwner || caller.role === 'owner' || caller.role === 'admin';
}

export function toSavedReportSummaryDto(caller: AuthUser, report: SavedReportEntity): SavedReportSummaryDto {
  return {
    id: report.id,
    name: report.name,
    description: report.description,
    taskId: report.taskId,
    ownerId: report.ownerId,
    ownerEmail: report.ownerEmail,
    canEdit: canEditReport(caller, report),
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}

export function toSavedReportDto(caller: AuthUser, report: SavedReportEntity): SavedReportDto {
  // The definition was checked as a ReportDefinitionDto when it was saved; stored as JSON it is that shape.
  return { ...toSavedReportSummaryDto(caller, report), definition: report.definition as ReportDefinitionDto };
}
