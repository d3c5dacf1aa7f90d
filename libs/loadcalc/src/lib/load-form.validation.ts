import { isApplianceType, type ApplianceType, type LoadCalculationForm } from './load-form.types.js';

/** Title of the spec's validation toast. */
export const VALIDATION_ERROR_TITLE = 'Validation Error';

/** The messages a user sees; the first two are the spec's (section 5). */
export const VALIDATION_MESSAGES = {
  squareFeet: 'Please enter a valid square footage',
  technician: 'Please enter technician name',
  kitchenApplianceCircuits: 'Please enter the number of kitchen circuits as a whole number, 0 or more',
  laundryRoomCircuits: 'Please enter the number of laundry circuits as a whole number, 0 or more',
  quantity: 'Quantity must be a whole number, 0 or more',
  watts: 'Watts must be a number, 0 or more',
  type: 'Please choose an appliance type',
  rows: 'The appliance rows are missing',
  tooLarge: 'This value is too large for a residential calculation',
} as const;

/** Upper bounds that keep every sum a safe, exact number; far above any dwelling. */
export const INPUT_LIMITS = {
  squareFeet: 10_000_000,
  circuits: 1_000,
  quantity: 1_000,
  watts: 1_000_000,
} as const;

export type FieldPath = ReadonlyArray<string | number>;

export interface ValidationIssue {
  /** Dotted path, e.g. 'squareFeet' or 'largeAppliances.2.watts'. */
  field: string;
  /** The same path as segments (as antd Form names fields). */
  path: FieldPath;
  message: string;
}

export interface ParsedAppliance {
  name: string;
  watts: number;
  quantity: number;
  loadManagement: boolean;
}

export interface ParsedLargeAppliance extends ParsedAppliance {
  type: ApplianceType;
}

/** The numeric part of the form after validation: every number finite, whole where it must be. */
export interface ParsedLoadForm {
  squareFeet: number;
  kitchenApplianceCircuits: number;
  laundryRoomCircuits: number;
  appliances: ParsedAppliance[];
  largeAppliances: ParsedLargeAppliance[];
}

export type ParseResult = { ok: true; value: ParsedLoadForm } | { ok: false; errors: ValidationIssue[] };

/** The code of '0'; digits are '0'..'9' only (as \d without the u flag). */
const ZERO = 48;
const COMMA = 44;
const POINT = 46;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}

/**
 * Where the digits starting at `from` end (`from` itself when there are none).
 */
function digitsEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length && isDigit(text.charCodeAt(at))) at += 1;
  return at;
}

/**
 * Whether `text` is a plain number (/^\d+(?:\.\d+)?$/) or one grouped with thousands separators
 * (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/), read by hand: numbers are read on every keystroke. -1 when
 * it is neither, 1 when it has separators, 0 when it has none.
 */
function numberForm(text: string): -1 | 0 | 1 {
  const lead = digitsEnd(text, 0);
  if (lead === 0) return -1;
  let at = lead;
  let grouped: 0 | 1 = 0;
  if (at < text.length && text.charCodeAt(at) === COMMA) {
    if (lead > 3) return -1;
    while (at < text.length && text.charCodeAt(at) === COMMA) {
      if (digitsEnd(text, at + 1) !== at + 4) return -1;
      at += 4;
    }
    grouped = 1;
  }
  if (at === text.length) return grouped;
  if (text.charCodeAt(at) !== POINT) return -1;
  const end = digitsEnd(text, at + 1);
  return end > at + 1 && end === text.length ? grouped : -1;
}

/**
 * Reads a number as typed: plain digits or digits with correctly placed thousands separators
 * ('12,000'), optional decimals, surrounding spaces ignored. Anything else (empty, signs, words,
 * exponents, misplaced commas) is null. Numbers pass through when finite.
 */
export function parseNumberInput(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const form = numberForm(text);
  if (form < 0) return null;
  return form === 1 ? groupedNumber(text) : Number(text);
}

/** A number with thousands separators ('12,000'), known to be well formed. */
function groupedNumber(text: string): number {
  // A whole number of up to 15 digits is exact as a double: add its digits up rather than copy the
  // text without its commas for Number() (the common '2,000' of square footage, on every keystroke).
  if (text.length <= 19 && text.indexOf('.') < 0) {
    let value = 0;
    for (let at = 0; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (code !== COMMA) value = value * 10 + (code - ZERO);
    }
    return value;
  }
  return Number(text.replaceAll(',', ''));
}

/**
 * Square footage as a positive whole number, read as the spec says (an integer: '2,000' -> 2000,
 * '1800.5' -> 1800, the fraction dropped as parseInt drops it), or null when it is not one.
 */
export function parseSquareFeet(input: unknown): number | null {
  const number = parseNumberInput(input);
  if (number === null) return null;
  const value = Math.trunc(number);
  if (value <= 0 || value > INPUT_LIMITS.squareFeet) return null;
  return value;
}

function issue(path: FieldPath, message: string): ValidationIssue {
  return { field: path.join('.'), path, message };
}

/**
 * Collects the issues while the form is read. A field's path is built only when it has an issue:
 * the form is read on every keystroke, and nearly always without one.
 */
class Reader {
  readonly errors: ValidationIssue[] = [];

  wholeNumber(input: unknown, message: string, max: number, list: string, index: number, field: string): number {
    const value = parseNumberInput(input);
    if (value === null || !Number.isInteger(value) || value < 0) {
      this.errors.push(issue(pathOf(list, index, field), message));
      return 0;
    }
    if (value > max) {
      this.errors.push(issue(pathOf(list, index, field), VALIDATION_MESSAGES.tooLarge));
      return 0;
    }
    return value;
  }

  watts(input: unknown, list: string, index: number): number {
    const value = parseNumberInput(input);
    if (value === null || value < 0) {
      this.errors.push(issue([list, index, 'watts'], VALIDATION_MESSAGES.watts));
      return 0;
    }
    if (value > INPUT_LIMITS.watts) {
      this.errors.push(issue([list, index, 'watts'], VALIDATION_MESSAGES.tooLarge));
      return 0;
    }
    return value;
  }

  rows(input: unknown, list: string): unknown[] {
    if (Array.isArray(input)) return input;
    this.errors.push(issue([list], VALIDATION_MESSAGES.rows));
    return [];
  }
}

/** A top-level field (index < 0) or a row's field. */
function pathOf(list: string, index: number, field: string): FieldPath {
  return index < 0 ? [list] : [list, index, field];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Validates the inputs the calculation needs and returns them as numbers. The form is read
 * defensively (saved calculations come back from JSON), so a missing or malformed field is an
 * error, never a NaN.
 */
export function parseLoadForm(form: LoadCalculationForm): ParseResult {
  const source = asRecord(form);
  const read = new Reader();

  const squareFeet = parseSquareFeet(source['squareFeet']);
  if (squareFeet === null) read.errors.push(issue(['squareFeet'], VALIDATION_MESSAGES.squareFeet));

  const kitchenApplianceCircuits = read.wholeNumber(
    source['kitchenApplianceCircuits'],
    VALIDATION_MESSAGES.kitchenApplianceCircuits,
    INPUT_LIMITS.circuits,
    'kitchenApplianceCircuits',
    -1,
    '',
  );
  const laundryRoomCircuits = read.wholeNumber(
    source['laundryRoomCircuits'],
    VALIDATION_MESSAGES.laundryRoomCircuits,
    INPUT_LIMITS.circuits,
    'laundryRoomCircuits',
    -1,
    '',
  );

  // Loops rather than map: this runs on every keystroke.
  const applianceRows = read.rows(source['appliances'], 'appliances');
  const appliances: ParsedAppliance[] = [];
  for (let index = 0; index < applianceRows.length; index += 1) {
    const row = asRecord(applianceRows[index]);
    const name = row['name'];
    appliances.push({
      name: typeof name === 'string' ? name : '',
      watts: read.watts(row['watts'], 'appliances', index),
      quantity: read.wholeNumber(row['quantity'], VALIDATION_MESSAGES.quantity, INPUT_LIMITS.quantity, 'appliances', index, 'quantity'),
      loadManagement: row['loadManagement'] === true,
    });
  }

  const largeRows = read.rows(source['largeAppliances'], 'largeAppliances');
  const largeAppliances: ParsedLargeAppliance[] = [];
  for (let index = 0; index < largeRows.length; index += 1) {
    const row = asRecord(largeRows[index]);
    const type = row['type'];
    const known = isApplianceType(type);
    if (!known) read.errors.push(issue(['largeAppliances', index, 'type'], VALIDATION_MESSAGES.type));
    const name = row['name'];
    largeAppliances.push({
      name: typeof name === 'string' ? name : '',
      type: known ? type : 'Motor',
      watts: read.watts(row['watts'], 'largeAppliances', index),
      quantity: read.wholeNumber(row['quantity'], VALIDATION_MESSAGES.quantity, INPUT_LIMITS.quantity, 'largeAppliances', index, 'quantity'),
      loadManagement: row['loadManagement'] === true,
    });
  }

  if (read.errors.length > 0 || squareFeet === null) return { ok: false, errors: read.errors };
  return { ok: true, value: { squareFeet, kitchenApplianceCircuits, laundryRoomCircuits, appliances, largeAppliances } };
}

/** Every problem with the calculation inputs, in form order; empty when the form calculates. */
export function validateLoadForm(form: LoadCalculationForm): ValidationIssue[] {
  const result = parseLoadForm(form);
  return result.ok ? [] : result.errors;
}

/**
 * The checks of "submit" (spec section 5): the calculation inputs plus a technician name.
 * Live totals use calculateLoad, which does not ask for a technician.
 */
export function validateSubmission(form: LoadCalculationForm): ValidationIssue[] {
  const errors = validateLoadForm(form);
  const technician = asRecord(form)['technician'];
  if (typeof technician !== 'string' || technician.trim() === '') {
    const technicianIssue = issue(['technician'], VALIDATION_MESSAGES.technician);
    // The spec checks square footage first, then the technician.
    const afterSquareFeet = errors.length > 0 && errors[0]?.field === 'squareFeet' ? 1 : 0;
    errors.splice(afterSquareFeet, 0, technicianIssue);
  }
  return errors;
}
