import { BadRequestException } from '@nestjs/common';
import type { ExecutionKind } from '@milestone/contracts';
import { readSubmission } from '@milestone/loadcalc';
import type { TaskEntity } from '../task/task.entity.js';
import { FormDataMissingError, FormDataNotObjectError, NoInputFilesError, NoScriptError, SubmissionRefusedError } from './execution.errors.js';
import { jsonSize } from '@milestone/nest-kit';
import { MAX_RUN_PARAMETERS_BYTES } from './dto/execute-task.dto.js';
import { TECHNICIAN_PAY_REPORT } from '../task/starter-tasks.js';
import { readPayReportParameters } from './pay-report/pay-report-parameters.js';
import { formOfConfig, formRunParameters } from './form/form-run-parameters.js';
import { readDeliveryRun, reportRunnerOf } from './report-delivery/report-delivery-parameters.js';

/** Task types whose script reads uploaded files: a run needs at least one. */
export const FILE_TASK_TYPES: readonly string[] = ['excel-processing', 'file-processing'];

/** Task types whose overview is the load calculation form: a run is its worksheet, not a script. */
export const FORM_TASK_TYPES: readonly string[] = ['form-processing', 'load-calculation'];

/**
 * Which kind of run the task's runs are: the technician pay report (the worker asks svc-reporting
 * for its figures and writes the spreadsheet: no script), the load calculation worksheet (a form
 * task: the worker computes it with @milestone/loadcalc) or the task's script in the sandbox. The
 * pay report is the api-reporting task named Technician Pay Report (every company's starter task;
 * the spec finds it by that name), or one whose config names the report runner.
 */
export function kindOf(task: Pick<TaskEntity, 'config' | 'type' | 'name'>): ExecutionKind {
  if (task.config?.['runner'] === 'report') return 'report';
  if (task.type === 'api-reporting' && task.name.trim() === TECHNICIAN_PAY_REPORT) return 'report';
  // A form task whose config holds a form definition submits that form; the others are the load calculator.
  if (FORM_TASK_TYPES.includes(task.type)) return formOfConfig(task.config) ? 'form' : 'worksheet';
  return 'script';
}

/**
 * The checks every run of a task passes (Run Task and Retry), in order: a script (unless the run
 * is a report's: svc-reporting runs it, not the task's script), then inputs for a file task
 * (`inputFileCount`: the task's now for Run Task, the old run's for a Retry).
 */
export function assertRunnable(task: Pick<TaskEntity, 'hasScript' | 'type'>, kind: ExecutionKind, inputFileCount: number): void {
  if (kind === 'script' && !task.hasScript) throw new NoScriptError();
  if (FILE_TASK_TYPES.includes(task.type) && inputFileCount <= 0) throw new NoInputFilesError();
}

/**
 * A worksheet run's parameters (`{ dateCreated, formData }`) hold a form the calculator's Submit
 * accepts (readSubmission: the same engine and texts): refused with the first issue's text before
 * anything is stored, so the worker only ever meets a form it can compute.
 */
/**
 * The parameters a run of `kind` is stored with, checked: a pay report's read and normalised
 * (readPayReportParameters: its 400 texts), a worksheet's form checked (assertSubmission), a
 * script's as given.
 */
export function runParameters(kind: ExecutionKind, parameters: Record<string, unknown>, task?: Pick<TaskEntity, 'config'>): Record<string, unknown> {
  // A form's values checked against the task's form (a Retry: the form stored with the run).
  if (kind === 'form') return formRunParameters(parameters, task ? formOfConfig(task.config) : parameters['form']);
  if (kind === 'report') return reportParameters(parameters);
  assertSubmission(kind, parameters);
  return parameters;
}

/**
 * A `report` run's parameters, by what they carry (reportRunnerOf): a schedule's e-mail delivery
 * of a saved report (`{ delivery }`, as the scheduler, Send now and a Retry of one queue it) read
 * again, else the pay report's read and normalised.
 */
function reportParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  if (reportRunnerOf(parameters) === 'delivery') return readDeliveryRun(parameters);
  return { ...readPayReportParameters(parameters) };
}

export function assertSubmission(kind: ExecutionKind, parameters: Record<string, unknown>): void {
  if (kind !== 'worksheet') return;
  const formData = parameters['formData'];
  if (formData === undefined || formData === null) throw new FormDataMissingError();
  const read = readSubmission(formData);
  if (!read.ok) throw new SubmissionRefusedError(read.issues[0]?.message ?? 'The load calculation form is not valid');
}

export interface ExecuteBody {
  dateCreated?: string;
  formData?: string;
}

/**
 * POST /api/tasks/{id}/execute's body: none (a card), or a form's `dateCreated` and `formData`
 * (JSON text). Only these two, each text when given.
 */
export function readExecuteBody(body: unknown): ExecuteBody {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key !== 'dateCreated' && key !== 'formData') throw new BadRequestException(`property ${key} should not exist`);
  }
  const read: ExecuteBody = {};
  for (const key of ['dateCreated', 'formData'] as const) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new BadRequestException(`${key} must be text`);
    read[key] = value;
  }
  return read;
}

/**
 * The parameters of a Run Task: `{ dateCreated, formData }` (formData parsed: it must be a JSON
 * object) when the form sent either, `{}` for a card.
 */
export function parametersOfExecute(body: ExecuteBody): Record<string, unknown> {
  if (body.dateCreated === undefined && body.formData === undefined) return {};
  let formData: unknown = null;
  if (body.formData !== undefined) {
    try {
      formData = JSON.parse(body.formData);
    } catch {
      throw new FormDataNotObjectError();
    }
    if (formData === null || typeof formData !== 'object' || Array.isArray(formData)) throw new FormDataNotObjectError();
  }
  const parameters = { dateCreated: body.dateCreated ?? null, formData };
  if (jsonSize(parameters) > MAX_RUN_PARAMETERS_BYTES) {
    throw new BadRequestException(`formData must be at most ${MAX_RUN_PARAMETERS_BYTES / 1024} KB`);
  }
  return parameters;
}
