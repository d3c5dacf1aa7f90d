import { calculateParsedLoad } from './calculate-load.js';
import { editionOf, type CodeEdition } from './code-edition.js';
import type { LoadCalculationForm } from './load-form.types.js';
import { parseLoadForm } from './load-form.validation.js';
import { rowTextsOf } from './row-texts.js';
import type { LoadCalculation, LoadCalculationFailure } from './load-result.types.js';
import { optionalMethodOfParsed, type OptionalMethodCalculation, type OptionalMethodOptions } from './optional-method.js';

export type OptionalMethodResult = OptionalMethodCalculation | LoadCalculationFailure;

/** NEC 220.82 for the form, validated as `calculateLoad` validates it (same errors). */
export function calculateOptionalMethod(form: LoadCalculationForm, options?: OptionalMethodOptions): OptionalMethodResult {
  const parsed = parseLoadForm(form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return optionalMethodOfParsed(parsed.value, options);
}

export type LowerMethod = 'standard' | 'optional' | 'same';

export interface LoadMethodsComparison {
  ok: true;
  codeEdition: CodeEdition;
  standard: LoadCalculation;
  optional: OptionalMethodCalculation;
  /** The method with the smaller recommended service ('same' when both ask for one rating). */
  lowerService: LowerMethod;
  /** The method with the smaller net VA. */
  lowerNet: LowerMethod;
}

export type LoadMethodsResult = LoadMethodsComparison | LoadCalculationFailure;

function lower(standard: number, optional: number): LowerMethod {
  return standard === optional ? 'same' : standard < optional ? 'standard' : 'optional';
}

/** Both methods side by side from one parse of the form: what the screen and the worksheet show. */
export function calculateLoadMethods(form: LoadCalculationForm, options?: OptionalMethodOptions): LoadMethodsResult {
  const parsed = parseLoadForm(form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const edition = editionOf(options);
  // The rows' nameplate texts and names, made once for both methods.
  const texts = rowTextsOf(parsed.value);
  const standard = calculateParsedLoad(parsed.value, edition, texts, options?.compressorInterlocked ?? false);
  const optional = optionalMethodOfParsed(parsed.value, options, texts);
  return {
    ok: true,
    codeEdition: edition,
    standard,
    optional,
    lowerService: lower(standard.totals.recommendedServiceAmperes ?? Number.POSITIVE_INFINITY, optional.recommendedServiceAmperes ?? Number.POSITIVE_INFINITY),
    lowerNet: lower(standard.totals.netVa, optional.netVa),
  };
}
