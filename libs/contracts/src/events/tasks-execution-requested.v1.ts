import type { Integer, IsoDateTime } from './scalars.js';

/**
 * Kinds of execution, each taken by its own kind of worker: `script` by `svc-tasks worker` (a
 * task's Python script in the sandbox), `worksheet` by `svc-tasks worker` too, with a consumer of
 * its own (a load calculation form's submit: the worksheet PDF computed with @milestone/loadcalc,
 * no script), `report` by `svc-tasks worker` with a third consumer (the technician pay report: its
 * figures asked of svc-reporting over reporting.pay-report.compute.v1, the spreadsheet written by
 * the worker; no script), `form` by `svc-tasks worker` with a fourth (a form task's submit: the PDF
 * of the filled form and an xlsx of its line tables, checked and computed with
 * @milestone/contracts/forms; no script). A new kind of worker is a new kind here and a new consumer.
 */
export const EXECUTION_KINDS = ['script', 'worksheet', 'report', 'form'] as const;
export type ExecutionKind = (typeof EXECUTION_KINDS)[number];

/** The work-queue subject of a kind: `tasks.execution.requested.v1.<kind>` (stream EXECUTIONS). */
export const EXECUTION_REQUESTED_V1_PREFIX = 'tasks.execution.requested.v1' as const;
export const EXECUTION_REQUESTED_SCRIPT_V1 = 'tasks.execution.requested.v1.script' as const;
export const EXECUTION_REQUESTED_WORKSHEET_V1 = 'tasks.execution.requested.v1.worksheet' as const;
export const EXECUTION_REQUESTED_REPORT_V1 = 'tasks.execution.requested.v1.report' as const;
export const EXECUTION_REQUESTED_FORM_V1 = 'tasks.execution.requested.v1.form' as const;
export type ExecutionRequestedSubject =
  typeof EXECUTION_REQUESTED_SCRIPT_V1 | typeof EXECUTION_REQUESTED_WORKSHEET_V1 | typeof EXECUTION_REQUESTED_REPORT_V1 | typeof EXECUTION_REQUESTED_FORM_V1;

export function executionRequestedSubject(kind: ExecutionKind): ExecutionRequestedSubject {
  return `${EXECUTION_REQUESTED_V1_PREFIX}.${kind}` as ExecutionRequestedSubject;
}

/**
 * A run was queued (svc-tasks writes it through the outbox in the transaction that stores the
 * `pending` execution). The execution row is the truth: a worker reads the run from it, so the
 * message only names it. Work-queue semantics: one worker of the kind takes each message.
 */
export interface ExecutionRequestedV1 {
  executionId: Integer;
  taskId: Integer;
  companyId: Integer;
  kind: ExecutionKind;
  at: IsoDateTime;
}

/**
 * Core NATS (not JetStream) subject on which svc-tasks asks whichever worker runs an execution to
 * stop it now; outside every stream on purpose (a cancel is only useful live; the worker's lease
 * heartbeat also reads `cancel_requested_at`, so a missed one still stops the run).
 */
export const EXECUTION_CANCEL_SUBJECT = 'control.tasks.execution.cancel' as const;
export interface ExecutionCancelMessage {
  executionId: Integer;
}
