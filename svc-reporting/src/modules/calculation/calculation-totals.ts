import { calculateLoad, isCodeEdition, type LoadCalculationForm } from '@milestone/loadcalc';

/** The figures a saved calculation keeps beside its formData (the list shows them). */
export interface CalculationTotals {
  netVa: number | null;
  amperes: number | null;
  recommendedServiceAmps: number | null;
}

export const NO_TOTALS: CalculationTotals = Object.freeze({ netVa: null, amperes: null, recommendedServiceAmps: null });

/**
 * The standard method's totals of a saved form, computed with @milestone/loadcalc as the screen
 * does, under the form's codeEdition when it names one (else the engine's default, 2023). A form
 * the engine refuses (a blank square footage, a wrong number) or cannot read at all keeps no
 * totals: saving never fails for it, the list shows '—'.
 */
export function totalsOf(formData: Record<string, unknown>): CalculationTotals {
  try {
    const edition = formData['codeEdition'];
    // The engine parses and validates every field itself; the cast only names the shape it expects.
    const result = calculateLoad(formData as unknown as LoadCalculationForm, isCodeEdition(edition) ? { codeEdition: edition } : undefined);
    if (!result.ok) return NO_TOTALS;
    const { netVa, amperes, recommendedServiceAmperes } = result.totals;
    return { netVa, amperes, recommendedServiceAmps: recommendedServiceAmperes };
  } catch {
    return NO_TOTALS;
  }
}
