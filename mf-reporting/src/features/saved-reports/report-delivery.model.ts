import type { TasksComponents } from '@milestone/contracts';

/** A task's schedule as svc-tasks answers it (GET /api/tasks/{taskId}/schedules), with its delivery when it e-mails a report. */
export type Schedule = TasksComponents['schemas']['ScheduleDto'];
/** What a schedule of an api-reporting task e-mails: a saved report of the company, as a file, to its users. */
export type ReportDelivery = TasksComponents['schemas']['ScheduleDeliveryDto'];
export type DeliveryFormat = ReportDelivery['format'];
export type SchedulePreview = TasksComponents['schemas']['SchedulePreviewDto'];
/** A schedule that e-mails a saved report. */
export type DeliverySchedule = Schedule & { delivery: ReportDelivery };
/** POST /api/tasks/{taskId}/schedules' and PUT /api/schedules/{id}'s body for a delivery. */
export type DeliveryScheduleBody = Required<Pick<TasksComponents['schemas']['CreateScheduleDto'], 'cronExpression' | 'enabled'>> & { delivery: ReportDelivery };

/** svc-tasks' bounds of a delivery's recipients. */
export const MAX_RECIPIENTS = 20;

export type WhenChoice = 'monday' | 'weekdays' | 'monthly' | 'custom';

/** The 'When' choices: three schedules office staff ask for, read in Chicago time, and a typed one. */
export const WHEN_CHOICES: ReadonlyArray<{ value: WhenChoice; label: string; cron?: string }> = [
  { value: 'monday', label: 'Every Monday at 7:00 AM', cron: '0 7 * * 1' },
  { value: 'weekdays', label: 'Every weekday at 7:00 AM', cron: '0 7 * * 1-5' },
  { value: 'monthly', label: 'First day of the month at 7:00 AM', cron: '0 7 1 * *' },
  { value: 'custom', label: 'Custom (cron)' },
];

export const FORMAT_CHOICES: ReadonlyArray<{ value: DeliveryFormat; label: string }> = [
  { value: 'xlsx', label: 'Excel (.xlsx)' },
  { value: 'csv', label: 'CSV' },
  { value: 'pdf', label: 'PDF' },
];

/** What the 'E-mail this report' dialog holds. */
export interface DeliveryForm {
  when: WhenChoice;
  /** The typed expression of 'Custom (cron)'. */
  customCron: string;
  recipients: string[];
  format: DeliveryFormat;
  skipIfEmpty: boolean;
  enabled: boolean;
}

export const NEW_DELIVERY: DeliveryForm = { when: 'monday', customCron: '', recipients: [], format: 'xlsx', skipIfEmpty: true, enabled: true };

/** The expression as svc-tasks keeps it (single spaces), or '' when nothing is typed. */
export function normalizeCron(input: string): string {
  return input.trim().split(/\s+/).filter(Boolean).join(' ');
}

/** The expression the form stands for: its choice's, or the typed one. */
export function cronOf(form: Pick<DeliveryForm, 'when' | 'customCron'>): string {
  return WHEN_CHOICES.find((choice) => choice.value === form.when)?.cron ?? normalizeCron(form.customCron);
}

function choiceOfCron(cron: string) {
  return WHEN_CHOICES.find((choice) => choice.cron === normalizeCron(cron));
}

/** The dialog's fields for a saved delivery (its Edit). */
export function formOfSchedule(schedule: DeliverySchedule): DeliveryForm {
  const choice = choiceOfCron(schedule.cronExpression);
  return {
    when: choice?.value ?? 'custom',
    customCron: choice ? '' : schedule.cronExpression,
    recipients: [...schedule.delivery.recipients],
    format: schedule.delivery.format,
    skipIfEmpty: schedule.delivery.skipIfEmpty,
    enabled: schedule.enabled,
  };
}

// An address as people type one: something@domain.tld, no spaces (svc-tasks checks that it is a user of the company).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DeliveryCheck = { ok: true; body: DeliveryScheduleBody } | { ok: false; message: string };

/** The body for the form and its report, or the sentence that says what is missing. */
export function deliveryBody(form: DeliveryForm, savedReportId: number): DeliveryCheck {
  const cronExpression = cronOf(form);
  if (!cronExpression) return { ok: false, message: 'Enter a cron expression, or choose when the report is sent.' };
  const recipients = [...new Set(form.recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
  if (recipients.length === 0) return { ok: false, message: 'Choose at least one person to e-mail the report to.' };
  if (recipients.length > MAX_RECIPIENTS) return { ok: false, message: `A report can be e-mailed to at most ${MAX_RECIPIENTS} people.` };
  const invalid = recipients.find((r) => !EMAIL.test(r));
  if (invalid) return { ok: false, message: `Not an e-mail address: ${invalid}` };
  return {
    ok: true,
    body: { cronExpression, enabled: form.enabled, delivery: { savedReportId, format: form.format, recipients, skipIfEmpty: form.skipIfEmpty } },
  };
}

/** The task's schedules that e-mail this saved report, oldest first (as listed). */
export function deliveriesOf(schedules: readonly Schedule[] | undefined, savedReportId: number): DeliverySchedule[] {
  return (schedules ?? []).filter((s): s is DeliverySchedule => s.delivery?.savedReportId === savedReportId);
}

/** A delivery in a line: 'E-mailed Every Monday at 7:00 AM to 2 people · XLSX'. */
export function deliveryLine(schedule: DeliverySchedule): string {
  // A choice's label as offered; svc-tasks' reading of another expression mid-sentence ('At 08:15 AM...' -> 'at 08:15 AM...').
  const when = choiceOfCron(schedule.cronExpression)?.label ?? schedule.description.replace(/^./, (first) => first.toLowerCase());
  const count = schedule.delivery.recipients.length;
  return `E-mailed ${when} to ${count} ${count === 1 ? 'person' : 'people'} · ${schedule.delivery.format.toUpperCase()}`;
}
