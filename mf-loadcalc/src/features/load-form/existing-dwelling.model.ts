// NEC 220.83 in the form: the toggle, the existing service and the loads being added, as pure
// functions the components wire to React. The figures are @milestone/loadcalc's
// calculateExistingDwelling; the form's own loads are the existing dwelling's.
import {
  calculateExistingDwelling,
  existingDwellingTexts,
  readExistingDwellingInputs,
  SUBMISSION_MESSAGES,
  type ApplianceType,
  type CodeEdition,
  type ExistingDwellingCalculation,
  type ExistingDwellingInput,
  type ExistingDwellingTexts,
  type LoadCalculationForm,
  type NewLoadInput,
  type NumberInput,
  type ValidationIssue,
} from '@milestone/loadcalc';

export const EXISTING_DWELLING_TOGGLE = 'Existing dwelling: loads added (NEC 220.83)';

/** The check's texts: the server's (readSubmission), so the screen refuses what the server would. */
export const EXISTING_DWELLING_MESSAGES = {
  serviceAmperes: SUBMISSION_MESSAGES.serviceAmperes,
  serviceAmperesWhole: SUBMISSION_MESSAGES.serviceAmperesWhole,
  watts: SUBMISSION_MESSAGES.watts,
  quantity: SUBMISSION_MESSAGES.quantity,
  type: SUBMISSION_MESSAGES.type,
  noLoads: SUBMISSION_MESSAGES.noLoads,
} as const;

/** The form as the calculator holds it: the spec's fields plus the 220.83 check when it was opened. */
export type LoadFormData = LoadCalculationForm & { existingDwelling?: ExistingDwellingInput };

/** A new row of the loads being added: an EV charger, the most common addition. */
export function newLoadRow(): NewLoadInput {
  return { name: '', type: 'EV', watts: '', quantity: 1 };
}

/** The check as it starts when first switched on: no rating yet, one load to fill in. */
export function defaultExistingDwelling(): ExistingDwellingInput {
  return { enabled: false, existingServiceAmperes: '', newLoads: [newLoadRow()] };
}

/** The form's 220.83 inputs; the default (off) when it has none. */
export function existingDwellingOf(form: LoadCalculationForm): ExistingDwellingInput {
  return (form as LoadFormData).existingDwelling ?? defaultExistingDwelling();
}

function withExisting(form: LoadCalculationForm, existing: ExistingDwellingInput): LoadFormData {
  return { ...form, existingDwelling: existing };
}

export function setExistingDwellingEnabled(form: LoadCalculationForm, enabled: boolean): LoadFormData {
  return withExisting(form, { ...existingDwellingOf(form), enabled });
}

export function setExistingServiceAmperes(form: LoadCalculationForm, amperes: NumberInput): LoadFormData {
  return withExisting(form, { ...existingDwellingOf(form), existingServiceAmperes: amperes });
}

export function updateNewLoad(form: LoadCalculationForm, index: number, patch: Partial<NewLoadInput>): LoadFormData | LoadCalculationForm {
  const existing = existingDwellingOf(form);
  if (!existing.newLoads[index]) return form;
  return withExisting(form, { ...existing, newLoads: existing.newLoads.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
}

export function addNewLoad(form: LoadCalculationForm): LoadFormData {
  const existing = existingDwellingOf(form);
  return withExisting(form, { ...existing, newLoads: [...existing.newLoads, newLoadRow()] });
}

export function deleteNewLoad(form: LoadCalculationForm, index: number): LoadFormData | LoadCalculationForm {
  const existing = existingDwellingOf(form);
  if (!Number.isInteger(index) || index < 0 || index >= existing.newLoads.length) return form;
  return withExisting(form, { ...existing, newLoads: existing.newLoads.filter((_, i) => i !== index) });
}

// ---------------------------------------------------------------------------------------------
// Reading stored or saved JSON.

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function numberInput(value: unknown, fallback: NumberInput): NumberInput {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return value === undefined || value === null ? fallback : String(value);
}

/** 220.83 inputs from stored or saved JSON, made whole; null when there are none. Nothing here throws. */
export function normalizeExistingDwelling(data: unknown): ExistingDwellingInput | null {
  const source = asRecord(data);
  if (!source) return null;
  const rows = Array.isArray(source['newLoads']) ? source['newLoads'] : [];
  return {
    enabled: source['enabled'] === true,
    existingServiceAmperes: numberInput(source['existingServiceAmperes'], ''),
    newLoads: rows.map((raw) => {
      const row = asRecord(raw) ?? {};
      const blank = newLoadRow();
      return {
        name: typeof row['name'] === 'string' ? row['name'] : '',
        // An unknown type stays as it came, so the check reports it next to the select.
        type: (typeof row['type'] === 'string' ? row['type'] : blank.type) as ApplianceType,
        watts: numberInput(row['watts'], blank.watts),
        quantity: numberInput(row['quantity'], blank.quantity),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking the inputs.

/** The issues Submit and Save refuse for the 220.83 check: none while it is off. */
export function existingDwellingIssues(form: LoadCalculationForm): ValidationIssue[] {
  const input = existingDwellingOf(form);
  if (!input.enabled) return [];
  const read = readExistingDwellingInputs(input);
  return read.ok ? [] : read.errors;
}

/**
 * The check as Save and Submit send it: the numbers as read, the names trimmed; undefined while it
 * is off (the wire form then has no existingDwelling: the worksheet leaves 220.83 out).
 */
export function existingDwellingForSubmission(form: LoadCalculationForm): ExistingDwellingInput | undefined {
  const input = existingDwellingOf(form);
  if (!input.enabled) return undefined;
  const read = readExistingDwellingInputs(input);
  if (!read.ok) return undefined;
  return { enabled: true, existingServiceAmperes: read.value.existingServiceAmperes, newLoads: read.value.newLoads.map((load) => ({ ...load })) };
}

// ---------------------------------------------------------------------------------------------
// The result block.

/** The result block: the worksheet's texts (presentation.ts) and the figures they came from. */
export interface ExistingDwellingView extends ExistingDwellingTexts {
  ok: true;
  calculation: ExistingDwellingCalculation;
}

export type ExistingDwellingOutcome = ExistingDwellingView | { ok: false; reason: string };

/** What the result block shows, from calculateExistingDwelling; a reason instead when it cannot be computed. */
export function existingDwellingOutcome(form: LoadCalculationForm, codeEdition: CodeEdition): ExistingDwellingOutcome {
  const read = readExistingDwellingInputs(existingDwellingOf(form));
  if (!read.ok) return { ok: false, reason: `Complete the existing dwelling check to see its result (${read.errors[0]!.message}).` };
  const result = calculateExistingDwelling(form, { codeEdition, ...read.value });
  if (!result.ok) {
    const first = result.errors[0];
    return {
      ok: false,
      reason:
        first?.field === 'squareFeet'
          ? 'Enter the square footage to calculate the existing load.'
          : `Correct the form to calculate the existing load (${first?.message ?? 'invalid input'}).`,
    };
  }
  return { ok: true, ...existingDwellingTexts(result), calculation: result };
}
