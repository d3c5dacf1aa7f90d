/** Where the calculator keeps its form for print preview (spec 001 section 4). */
export const LOAD_CALCULATION_STORAGE_KEY = 'loadCalculation_6';

/**
 * sessionStorage key of a one-shot hand-off: a calculation loaded where no form is on screen (the
 * task's Saved Forms section) waits here, and the next form that mounts takes it instead of the defaults.
 */
export const LOAD_CALCULATION_PENDING_KEY = 'loadCalculation_pending';

export const NAME_REQUIRED = 'Please enter a name for the calculation';

export interface SaveCalculationRequest {
  name: string;
  description?: string;
  formData: Record<string, unknown>;
}

/**
 * The body of POST /api/calculations/save, or the validation message: the name is required and
 * name and description are trimmed (spec 001 section 5).
 */
export function saveRequest(name: string, description: string, formData: object): { ok: true; body: SaveCalculationRequest } | { ok: false; message: string } {
  const trimmedName = name.trim();
  if (!trimmedName) return { ok: false, message: NAME_REQUIRED };
  const trimmedDescription = description.trim();
  return {
    ok: true,
    body: { name: trimmedName, ...(trimmedDescription ? { description: trimmedDescription } : {}), formData: { ...formData } },
  };
}
