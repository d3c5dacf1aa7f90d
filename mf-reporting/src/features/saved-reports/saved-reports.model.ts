import { nextListOffset, shownOfTotal, type ReportingComponents } from '@milestone/contracts';

/** The report builder's definition, as generate-report takes it and a saved report keeps it. */
export type ReportDefinitionLike = ReportingComponents['schemas']['ReportDefinitionDto'];
export type SavedReportSummary = ReportingComponents['schemas']['SavedReportSummaryDto'];
export type SavedReport = ReportingComponents['schemas']['SavedReportDto'];
export type SaveReportBody = ReportingComponents['schemas']['SaveReportDto'];
export type UpdateReportBody = ReportingComponents['schemas']['UpdateReportDto'];

/** Spec 001 section 5: the toast of a save without a name (svc-reporting answers the same sentence). */
export const NAME_REQUIRED_TITLE = 'Report Name Required';
export const NAME_REQUIRED_TEXT = 'Please enter a name for your report.';
export const MAX_NAME_LENGTH = 255;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** Reports a request: half of svc-reporting's cap of 100; the rest load on request. */
export const SAVED_REPORT_PAGE_SIZE = 50;

export interface SavedReportPage {
  reports: SavedReportSummary[];
  /** How many saved reports match in all (X-Total-Count). */
  total: number;
}

/** What the name dialog holds: the name and description as typed. */
export interface ReportNameForm {
  name: string;
  description: string;
}

export type FormCheck<T> = { ok: true; body: T } | { ok: false; title: string; message: string };

function named(form: ReportNameForm): { name: string; description: string } | null {
  const name = form.name.trim();
  return name ? { name, description: form.description.trim() } : null;
}

const NAME_REQUIRED = { ok: false, title: NAME_REQUIRED_TITLE, message: NAME_REQUIRED_TEXT } as const;

/** Spec 001 section 5: a report needs a field (the builder's own check; svc-reporting refuses it too). */
export const NO_FIELDS = { ok: false, title: 'No Fields Selected', message: 'Please select at least one field to generate a report.' } as const;

/** Whether the builder's definition can be saved as it is: a definition without fields cannot. */
export function definitionCheck(definition: ReportDefinitionLike): FormCheck<ReportDefinitionLike> {
  return definition.selectedFields.length > 0 ? { ok: true, body: definition } : NO_FIELDS;
}

/** POST /api/reports' body for the dialog's name and description, the builder's definition and its task; a blank name is refused. */
export function saveReportBody(form: ReportNameForm, definition: ReportDefinitionLike, taskId: number): FormCheck<SaveReportBody> {
  const checked = definitionCheck(definition);
  if (!checked.ok) return checked;
  const fields = named(form);
  if (!fields) return NAME_REQUIRED;
  return { ok: true, body: { name: fields.name, ...(fields.description ? { description: fields.description } : {}), taskId, definition } };
}

/** PUT /api/reports/{id}'s body for a rename: the name, and the description (an empty one removes it). */
export function renameReportBody(form: ReportNameForm): FormCheck<UpdateReportBody> {
  const fields = named(form);
  if (!fields) return NAME_REQUIRED;
  return { ok: true, body: { name: fields.name, description: fields.description } };
}

export type ReportAction = 'open' | 'rename' | 'duplicate' | 'delete';

/** A row's actions: every member opens and duplicates; who may change the report (canEdit, the server's rule) also renames and deletes it. */
export function actionsOf(report: Pick<SavedReportSummary, 'canEdit'>): ReportAction[] {
  return report.canEdit ? ['open', 'rename', 'duplicate', 'delete'] : ['open', 'duplicate'];
}

/** Where the next page starts, or undefined when every saved report is loaded. */
export function nextPageOffset(pages: readonly SavedReportPage[]): number | undefined {
  return nextListOffset(pages, (page) => page.reports);
}

/** The line under the list: 'Showing 50 of 120 saved reports'. */
export function shownLine(shown: number, total: number): string {
  return shownOfTotal(shown, total, { one: 'saved report', many: 'saved reports' });
}
