import type { ReportDefinitionLike, SavedReportSummary } from './saved-reports.model.js';

export const FIXTURE_TASK_ID = 7;

/** A table of the report builder. */
export const aDefinition: ReportDefinitionLike = { selectedFields: ['businessUnits.name', 'invoices.subTotal'], reportConfig: { format: 'table' } };

/** A saved report of the task as GET /api/reports lists it, saved by someone else (canEdit false) unless `changes` say otherwise. */
export function aSavedReport(id: number, changes: Partial<SavedReportSummary> = {}): SavedReportSummary {
  return {
    id,
    name: `Report ${id}`,
    description: null,
    taskId: FIXTURE_TASK_ID,
    ownerId: 1,
    ownerEmail: 'olivia@example.com',
    canEdit: false,
    createdAt: '2026-11-24T15:00:00.000Z',
    updatedAt: '2026-11-24T15:00:00.000Z',
    ...changes,
  };
}
