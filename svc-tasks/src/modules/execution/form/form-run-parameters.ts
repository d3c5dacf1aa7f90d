import { BadRequestException } from '@nestjs/common';
import { formIssueText, readFormDefinition, readFormValues, type ComputedValues, type FormDefinition, type FormValues } from '@milestone/contracts/forms';
import { jsonSize } from '@milestone/nest-kit';
import { MAX_RUN_PARAMETERS_BYTES } from '../dto/execute-task.dto.js';

/** A form task whose config.form is not a definition the forms module reads: its reason. */
export class FormDefinitionRefusedError extends BadRequestException {
  constructor(reason: string) {
    super(`The task's form is not valid: ${reason}`);
  }
}

/** A form run (kind 'form') without its values. */
export class FormValuesMissingError extends BadRequestException {
  constructor() {
    super('formData is required: a form runs from its submitted values');
  }
}

/** Values the form's Submit would refuse: the first of the form's own texts. */
export class FormValuesRefusedError extends BadRequestException {
  constructor(message: string) {
    super(message);
  }
}

/** A task's form: its config.form read, or null when the config has none (a load calculation). */
export function formOfConfig(config: Record<string, unknown> | null | undefined): unknown {
  return config?.['form'] ?? null;
}

/** A form run as the worker makes its document from it. */
export interface FormRun {
  definition: FormDefinition;
  dateCreated: string | null;
  values: FormValues;
  computed: ComputedValues;
}

/**
 * Reads a form run's parameters: the definition (the task's now for Run Task, the one stored with
 * the run for a Retry and for the worker), the values checked with the form's own texts, and
 * dateCreated (the 'Select Date for Purchase Order' dialog's day) as the value of the form's
 * dateCreated field. Throws the 400 a user reads.
 */
export function readFormRun(parameters: Record<string, unknown>, form: unknown): FormRun {
  const read = readFormDefinition(form);
  if (!read.ok) throw new FormDefinitionRefusedError(read.message);
  const definition = read.definition;
  const formData = parameters['formData'];
  if (formData === undefined || formData === null) throw new FormValuesMissingError();
  if (typeof formData !== 'object' || Array.isArray(formData)) throw new FormValuesRefusedError('formData must be a JSON object');
  const given = typeof parameters['dateCreated'] === 'string' && parameters['dateCreated'] !== '' ? parameters['dateCreated'] : null;
  const dateField = definition.sections.flatMap((s) => s.items).find((item) => item.type === 'date' && item.source === 'dateCreated');
  const values: FormValues = { ...(formData as FormValues) };
  if (dateField && given !== null) values[dateField.id] = given;
  const checked = readFormValues(definition, values);
  if (!checked.ok) throw new FormValuesRefusedError(formIssueText(definition, checked.issues[0]!));
  const dateCreated = dateField ? ((checked.values[dateField.id] as string | null) ?? null) : given;
  return { definition, dateCreated, values: checked.values, computed: checked.computed };
}

/**
 * The parameters a form run is stored with: `{ dateCreated, formData, form }`, formData the values
 * as checked and form the definition they were checked against, so the document and a Retry
 * follow the form as it was submitted, whatever the task's form becomes.
 */
export function formRunParameters(parameters: Record<string, unknown>, form: unknown): Record<string, unknown> {
  const run = readFormRun(parameters, form);
  const stored = { dateCreated: run.dateCreated, formData: run.values, form: run.definition };
  if (jsonSize(stored) > MAX_RUN_PARAMETERS_BYTES)
    throw new BadRequestException(`The form and its values must be at most ${MAX_RUN_PARAMETERS_BYTES / 1024} KB`);
  return stored;
}
