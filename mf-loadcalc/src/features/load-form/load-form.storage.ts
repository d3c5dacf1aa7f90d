// Where the form lives between screens (spec 001 section 4): every change goes to localStorage
// under loadCalculation_6 for print preview, and a calculation loaded in the Saved Forms section
// waits in sessionStorage under loadCalculation_pending until the form next mounts.
import { DEFAULT_CODE_EDITION, defaultLoadForm, isCodeEdition, type CodeEdition, type LoadCalculationForm } from '@milestone/loadcalc';
import { LOAD_CALCULATION_PENDING_KEY, LOAD_CALCULATION_STORAGE_KEY } from '../saved-calculations/calculation-form.js';
import { normalizeFormData } from './load-form.model.js';

/** The part of the Web Storage API used here (tests pass a memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage of the browser, or null where there is none or it refuses access (privacy modes). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function readJson(storage: KeyValueStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Writes `value` as JSON; a full or refused storage (quota, privacy modes) only loses this copy. */
function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or access errors: the form on screen is unaffected.
  }
}

/** The form stored under `key`, made whole; null when there is none readable. */
function readForm(storage: KeyValueStorage | null, key: string, today?: Date): LoadCalculationForm | null {
  const data = readJson(storage, key);
  return data && typeof data === 'object' ? normalizeFormData(data, today) : null;
}

/** Writes the form; a full or refused storage only loses the print preview copy. */
export function storeForm(storage: KeyValueStorage | null, form: LoadCalculationForm): void {
  writeJson(storage, LOAD_CALCULATION_STORAGE_KEY, form);
}

/** The form last written for print preview, or null when there is none readable. */
export function readStoredForm(storage: KeyValueStorage | null, today?: Date): LoadCalculationForm | null {
  return readForm(storage, LOAD_CALCULATION_STORAGE_KEY, today);
}

/**
 * Leaves a loaded calculation for the next form that mounts (Saved Forms -> Overview). Without
 * session storage the hand-off is lost; localStorage still has the form.
 */
export function putPendingForm(storage: KeyValueStorage | null, formData: object): void {
  writeJson(storage, LOAD_CALCULATION_PENDING_KEY, formData);
}

/** The pending hand-off, without removing it (a render may run twice); see dropPendingForm. */
export function peekPendingForm(storage: KeyValueStorage | null, today?: Date): LoadCalculationForm | null {
  return readForm(storage, LOAD_CALCULATION_PENDING_KEY, today);
}

/** The code edition a pending hand-off (a saved calculation loaded from Saved Forms) was saved under, if any. */
export function pendingCodeEdition(storage: KeyValueStorage | null): CodeEdition | null {
  return editionOf(readJson(storage, LOAD_CALCULATION_PENDING_KEY));
}

/** The code edition a saved calculation's formData names, if it names one the engine knows. */
export function editionOf(formData: unknown): CodeEdition | null {
  if (formData === null || typeof formData !== 'object') return null;
  const edition = (formData as Record<string, unknown>)['codeEdition'];
  return isCodeEdition(edition) ? edition : null;
}

export function dropPendingForm(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(LOAD_CALCULATION_PENDING_KEY);
  } catch {
    // Nothing to clean up where storage is refused.
  }
}

/**
 * The form a calculator starts with. Edit mode resets to the defaults on mount (spec section 4),
 * unless a calculation loaded in the Saved Forms section is waiting; print mode (?print=1) is the
 * print preview of the form last edited, so it reads what the edit mode stored.
 */
export function initialForm(options: { print: boolean; local: KeyValueStorage | null; session: KeyValueStorage | null; today?: Date }): LoadCalculationForm {
  const { print, local, session, today } = options;
  const found = print ? readStoredForm(local, today) : peekPendingForm(session, today);
  return found ?? defaultLoadForm(today);
}

/** Where the code edition a user works to is remembered: per signed-in user, else one key for the browser. */
export const CODE_EDITION_STORAGE_KEY = 'loadCalculation_codeEdition';

export function codeEditionKey(userId: string | number | null | undefined): string {
  return userId === null || userId === undefined || userId === '' ? CODE_EDITION_STORAGE_KEY : `${CODE_EDITION_STORAGE_KEY}_${userId}`;
}

/**
 * The edition the user chose last (the inspector's jurisdiction rarely changes between jobs); the
 * default (2023) when none is stored, or what is stored is no edition the engine knows.
 */
export function readCodeEdition(storage: KeyValueStorage | null, userId: string | number | null | undefined): CodeEdition {
  const value = readJson(storage, codeEditionKey(userId));
  return isCodeEdition(value) ? value : DEFAULT_CODE_EDITION;
}

export function storeCodeEdition(storage: KeyValueStorage | null, userId: string | number | null | undefined, edition: CodeEdition): void {
  writeJson(storage, codeEditionKey(userId), edition);
}
