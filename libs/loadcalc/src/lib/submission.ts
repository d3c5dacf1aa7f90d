/*
 * The wire form of a load calculation run (POST /api/tasks/{id}/execute's `formData`, JSON text)
 * and of a saved calculation's formData: the spec's form fields plus the technician's choices the
 * worksheet needs (the code edition the inspector enforces, an existing dwelling's added loads).
 * Older formData without them reads as the 2023 edition and no existing-dwelling check.
 */
import type { CodeEdition } from './code-edition.js';
import type { ExistingDwellingOptions } from './existing-dwelling.js';
import type { ApplianceType, LoadCalculationForm, NumberInput } from './load-form.types.js';
import type { ValidationIssue } from './load-form.validation.js';

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

/**
 * Reads and checks a submission as Submit does (validateSubmission's texts, then the code edition
 * and the existing-dwelling inputs): what the server accepts is what the screen accepts.
 */
export function readSubmission(_formData: unknown): SubmissionRead {
  throw new Error('readSubmission: not built yet');
}
