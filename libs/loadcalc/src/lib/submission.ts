/*
 * The wire form of a load calculation run (POST /api/tasks/{id}/execute's `formData`, JSON text)
 * and of a saved calculation's formData: the spec's form fields plus the technician's choices the
 * worksheet needs (the code edition the inspector enforces, an existing dwelling's added loads).
 * Older formData without them reads as the 2023 edition and no existing-dwelling check.
 */
import { CODE_EDITIONS, DEFAULT_CODE_EDITION, isCodeEdition, type CodeEdition } from './code-edition.js';
import type { ExistingDwellingOptions, NewLoad } from './existing-dwelling.js';
import { isApplianceType, type ApplianceType, type LoadCalculationForm, type NumberInput } from './load-form.types.js';
import { INPUT_LIMITS, parseLoadForm, parseNumberInput, validateSubmission, type ValidationIssue } from './load-form.validation.js';
import { STANDARD_AMPERE_RATINGS } from './load-rules.js';

/** A load being added to an existing dwelling, as the form holds it. */
export interface NewLoadInput {
  name: string;
  type: ApplianceType;
  watts: NumberInput;
  quantity: NumberInput;
}

/** NEC 220.83: the form's toggle and what it asks for. */
export interface ExistingDwellingInput {
  enabled: boolean;
  /** The rating of the existing service, amperes. */
  existingServiceAmperes: NumberInput;
  newLoads: NewLoadInput[];
}

export interface LoadCalculationSubmission extends LoadCalculationForm {
  codeEdition?: CodeEdition;
  existingDwelling?: ExistingDwellingInput;
}

export type SubmissionRead =
  | {
      ok: true;
      form: LoadCalculationForm;
      codeEdition: CodeEdition;
      /** Null when the existing-dwelling toggle is off or absent. */
      existingDwelling: Pick<ExistingDwellingOptions, 'existingServiceAmperes' | 'newLoads'> | null;
    }
  | { ok: false; issues: ValidationIssue[] };

/** A submission that passed: what the worksheet is made from. */
export type AcceptedSubmission = Extract<SubmissionRead, { ok: true }>;

/** How many rows a table of the worksheet takes (appliances, large appliances, new loads): pages an inspector reads. */
export const SUBMISSION_ROW_LIMIT = 200;

/** The longest text field the worksheet prints (names, e-mail, technician); an address may be longer. */
export const SUBMISSION_TEXT_LIMIT = 200;
export const SUBMISSION_ADDRESS_LIMIT = 500;

/** Texts of the checks Submit adds to validateSubmission's (VALIDATION_MESSAGES). */
export const SUBMISSION_MESSAGES = {
  notObject: 'formData must be a JSON object',
  codeEdition: `Please choose the NEC code edition: ${CODE_EDITIONS.join(', ')}`,
  existingDwelling: 'The existing dwelling check must be an object with enabled, existingServiceAmperes and newLoads',
  // The texts of the form's 220.83 check (mf-loadcalc existing-dwelling.model.ts) and of the engine.
  serviceAmperes: 'Please enter the existing service rating in amperes, more than 0',
  serviceAmperesWhole: 'The existing service rating must be a standard rating or a whole number of amperes',
  noLoads: 'Please add the loads being added to the existing dwelling',
  watts: 'Watts must be a number, 0 or more',
  quantity: 'Quantity must be a whole number, 0 or more',
  type: 'Please choose an appliance type',
  rows: `A worksheet holds at most ${SUBMISSION_ROW_LIMIT} rows per table`,
  text: (field: string) => `${field} must be text`,
  textTooLong: (limit: number) => `This text is too long for the worksheet (at most ${limit} characters)`,
} as const;

const TEXT_FIELDS: ReadonlyArray<readonly [keyof LoadCalculationForm, number]> = [
  ['customerName', SUBMISSION_TEXT_LIMIT],
  ['customerEmail', SUBMISSION_TEXT_LIMIT],
  ['address', SUBMISSION_ADDRESS_LIMIT],
  ['technician', SUBMISSION_TEXT_LIMIT],
  ['calculationDate', SUBMISSION_TEXT_LIMIT],
];

/** The largest existing service the check takes (the engine's bound). */
const MAX_SERVICE_AMPERES = 10_000;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function issue(path: Array<string | number>, message: string): ValidationIssue {
  return { field: path.join('.'), path, message };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A service rating: a positive whole number of amperes (every standard rating of 240.6(A) is one). */
function readServiceAmperes(input: unknown, issues: ValidationIssue[]): number {
  const path = ['existingDwelling', 'existingServiceAmperes'];
  const amperes = parseNumberInput(input);
  if (amperes === null || amperes <= 0 || amperes > MAX_SERVICE_AMPERES) {
    issues.push(issue(path, SUBMISSION_MESSAGES.serviceAmperes));
    return 0;
  }
  if (!Number.isInteger(amperes) && !(STANDARD_AMPERE_RATINGS as readonly number[]).includes(amperes)) {
    issues.push(issue(path, SUBMISSION_MESSAGES.serviceAmperesWhole));
    return 0;
  }
  return amperes;
}

function readNewLoads(input: unknown, issues: ValidationIssue[]): NewLoad[] {
  if (!Array.isArray(input)) {
    issues.push(issue(['existingDwelling', 'newLoads'], SUBMISSION_MESSAGES.noLoads));
    return [];
  }
  if (input.length === 0) issues.push(issue(['existingDwelling', 'newLoads'], SUBMISSION_MESSAGES.noLoads));
  if (input.length > SUBMISSION_ROW_LIMIT) {
    issues.push(issue(['existingDwelling', 'newLoads'], SUBMISSION_MESSAGES.rows));
    return [];
  }
  return input.map((raw, index): NewLoad => {
    const row = asRecord(raw) ?? {};
    const at = (key: string) => ['existingDwelling', 'newLoads', index, key];
    const type = row['type'];
    if (!isApplianceType(type)) issues.push(issue(at('type'), SUBMISSION_MESSAGES.type));
    const watts = parseNumberInput(row['watts']);
    if (watts === null || watts < 0 || watts > INPUT_LIMITS.watts) issues.push(issue(at('watts'), SUBMISSION_MESSAGES.watts));
    const quantity = parseNumberInput(row['quantity']);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0 || quantity > INPUT_LIMITS.quantity) {
      issues.push(issue(at('quantity'), SUBMISSION_MESSAGES.quantity));
    }
    return { name: textOf(row['name']).trim(), type: isApplianceType(type) ? type : 'Motor', watts: watts ?? 0, quantity: quantity ?? 0 };
  });
}

/** The 220.83 inputs of a check that is on, as numbers, or what is wrong with them (the calculator's check too). */
export type ExistingDwellingInputsRead =
  { ok: true; value: Pick<ExistingDwellingOptions, 'existingServiceAmperes' | 'newLoads'> } | { ok: false; errors: ValidationIssue[] };

/**
 * The rating and the loads being added, checked as Submit checks them (field paths under
 * 'existingDwelling'): the screen calls this, so it refuses what the server would.
 */
export function readExistingDwellingInputs(input: { existingServiceAmperes: unknown; newLoads: unknown }): ExistingDwellingInputsRead {
  const errors: ValidationIssue[] = [];
  const existingServiceAmperes = readServiceAmperes(input.existingServiceAmperes, errors);
  const newLoads = readNewLoads(input.newLoads, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { existingServiceAmperes, newLoads } };
}

/** The 220.83 inputs: null while the toggle is off (or absent); the rest is read only when it is on. */
function readExistingDwelling(input: unknown, issues: ValidationIssue[]): AcceptedSubmission['existingDwelling'] {
  if (input === undefined || input === null) return null;
  const source = asRecord(input);
  if (!source || (source['enabled'] !== undefined && typeof source['enabled'] !== 'boolean')) {
    issues.push(issue(['existingDwelling'], SUBMISSION_MESSAGES.existingDwelling));
    return null;
  }
  if (source['enabled'] !== true) return null;
  const read = readExistingDwellingInputs({ existingServiceAmperes: source['existingServiceAmperes'], newLoads: source['newLoads'] });
  if (read.ok) return read.value;
  issues.push(...read.errors);
  return null;
}

/**
 * Reads and checks a submission as Submit does (validateSubmission's texts, then the code edition
 * and the existing-dwelling inputs): what the server accepts is what the screen accepts. The form
 * comes back with its text fields as text and its numbers as the engine read them ('2,000' -> 2000).
 */
export function readSubmission(formData: unknown): SubmissionRead {
  const source = asRecord(formData);
  if (!source) return { ok: false, issues: [issue([], SUBMISSION_MESSAGES.notObject)] };

  const issues: ValidationIssue[] = [];
  for (const [field, limit] of TEXT_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') issues.push(issue([field], SUBMISSION_MESSAGES.text(field)));
    else if (value.length > limit) issues.push(issue([field], SUBMISSION_MESSAGES.textTooLong(limit)));
  }
  for (const table of ['appliances', 'largeAppliances'] as const) {
    const rows = source[table];
    if (Array.isArray(rows) && rows.length > SUBMISSION_ROW_LIMIT) issues.push(issue([table], SUBMISSION_MESSAGES.rows));
  }
  // A table over the limit is not read row by row: its size alone is the answer.
  if (issues.some((found) => found.message === SUBMISSION_MESSAGES.rows)) return { ok: false, issues };

  const form = source as unknown as LoadCalculationForm;
  issues.unshift(...validateSubmission(form));

  const edition = source['codeEdition'];
  let codeEdition: CodeEdition = DEFAULT_CODE_EDITION;
  if (edition !== undefined && edition !== null) {
    if (isCodeEdition(edition)) codeEdition = edition;
    else issues.push(issue(['codeEdition'], SUBMISSION_MESSAGES.codeEdition));
  }

  const existingDwelling = readExistingDwelling(source['existingDwelling'], issues);
  const parsed = parseLoadForm(form);
  if (issues.length > 0 || !parsed.ok) return { ok: false, issues };

  const value = parsed.value;
  const read: LoadCalculationForm = {
    customerName: textOf(source['customerName']).trim(),
    customerEmail: textOf(source['customerEmail']).trim(),
    squareFeet: value.squareFeet,
    address: textOf(source['address']).trim(),
    technician: textOf(source['technician']).trim(),
    calculationDate: textOf(source['calculationDate']).trim(),
    kitchenApplianceCircuits: value.kitchenApplianceCircuits,
    laundryRoomCircuits: value.laundryRoomCircuits,
    // Names as typed (the engine trims them where it shows them), numbers as the engine read them.
    appliances: value.appliances.map((row) => ({ ...row })),
    largeAppliances: value.largeAppliances.map((row) => ({ ...row })),
  };
  return { ok: true, form: read, codeEdition, existingDwelling };
}
