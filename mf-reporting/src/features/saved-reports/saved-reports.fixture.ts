import type { DeliverySchedule } from './report-delivery.model.js';
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

/** A schedule of the task that e-mails saved report `savedReportId` every Monday at 7:00 AM, as GET /api/tasks/{taskId}/schedules lists it. */
export function aDelivery(id: number, savedReportId: number, changes: Partial<DeliverySchedule> = {}): DeliverySchedule {
  return {
    id,
    taskId: FIXTURE_TASK_ID,
    cronExpression: '0 7 * * 1',
    timezone: 'America/Chicago',
    enabled: true,
    lastRun: null,
    nextRun: '2026-11-30T13:00:00.000Z',
    nextRuns: ['2026-11-30T13:00:00.000Z'],
    description: 'At 07:00 AM, only on Monday',
    runAsUserId: 1,
    createdAt: '2026-11-24T15:00:00.000Z',
    delivery: { savedReportId, format: 'xlsx', recipients: ['olivia@example.com', 'ada@example.com'], skipIfEmpty: true },
    ...changes,
  };
}
