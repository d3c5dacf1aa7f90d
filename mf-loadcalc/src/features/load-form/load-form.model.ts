// The calculator's form state and what it shows, as pure functions: the components only wire them
// to React. Every rule and figure comes from @milestone/loadcalc; nothing here computes a load.
import {
  APPLIANCE_TYPES,
  CODE_EDITIONS,
  codeEditionLabel,
  defaultLoadForm,
  formatNumber,
  isApplianceRowDeletable,
  methodsView,
  newAppliance,
  newLargeAppliance,
  type Appliance,
  type ApplianceType,
  type CodeEdition,
  type LoadMethodsResult,
  type MethodLineItem,
  type MethodsView,
  type RuleDecision,
  type LargeAppliance,
  type LoadCalculationForm,
  type LoadCalculationResult,
  type LoadLineItem,
  type NumberInput,
  type ParsedLoadForm,
  type ValidationIssue,
} from '@milestone/loadcalc';
import { normalizeExistingDwelling, type LoadFormData } from './existing-dwelling.model.js';

/** The scalar fields of Basic Information. */
export type BasicField = Exclude<keyof LoadCalculationForm, 'appliances' | 'largeAppliances'>;

// ---------------------------------------------------------------------------------------------
// State operations. Each returns a new form and leaves its argument untouched.

export function setField<K extends BasicField>(form: LoadCalculationForm, field: K, value: LoadCalculationForm[K]): LoadCalculationForm {
  return { ...form, [field]: value };
}

export function updateAppliance(form: LoadCalculationForm, index: number, patch: Partial<Appliance>): LoadCalculationForm {
  if (!form.appliances[index]) return form;
  return { ...form, appliances: form.appliances.map((row, i) => (i === index ? { ...row, ...patch } : row)) };
}

export function addAppliance(form: LoadCalculationForm): LoadCalculationForm {
  return { ...form, appliances: [...form.appliances, newAppliance()] };
}

/** Removes an appliance row; the first four fixed rows are never removed (spec section 5). */
export function deleteAppliance(form: LoadCalculationForm, index: number): LoadCalculationForm {
  if (!isApplianceRowDeletable(index) || index >= form.appliances.length) return form;
  return { ...form, appliances: form.appliances.filter((_, i) => i !== index) };
}

export function updateLargeAppliance(form: LoadCalculationForm, index: number, patch: Partial<LargeAppliance>): LoadCalculationForm {
  if (!form.largeAppliances[index]) return form;
  return { ...form, largeAppliances: form.largeAppliances.map((row, i) => (i === index ? { ...row, ...patch } : row)) };
}

export function addLargeAppliance(form: LoadCalculationForm): LoadCalculationForm {
  return { ...form, largeAppliances: [...form.largeAppliances, newLargeAppliance()] };
}

/** Large appliances have no fixed rows: a house without an EV or a second heater drops the row. */
export function deleteLargeAppliance(form: LoadCalculationForm, index: number): LoadCalculationForm {
  if (!Number.isInteger(index) || index < 0 || index >= form.largeAppliances.length) return form;
  return { ...form, largeAppliances: form.largeAppliances.filter((_, i) => i !== index) };
}

/** 'Reset to Defaults': the spec's defaults, dated `today`. */
export function resetForm(today: Date = new Date()): LoadCalculationForm {
  return defaultLoadForm(today);
}

// ---------------------------------------------------------------------------------------------
// Reading a form that comes from outside (a saved calculation, storage): any JSON at all.

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** A number field as the form holds it; anything else becomes text the engine reports as invalid. */
function numberInput(value: unknown, fallback: NumberInput): NumberInput {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return value === undefined || value === null ? fallback : String(value);
}

function applianceRow(raw: unknown): Appliance {
  const row = asRecord(raw) ?? {};
  const blank = newAppliance();
  return {
    name: text(row['name'], ''),
    watts: numberInput(row['watts'], blank.watts),
    quantity: numberInput(row['quantity'], blank.quantity),
    loadManagement: row['loadManagement'] === true,
  };
}

function largeApplianceRow(raw: unknown): LargeAppliance {
  const row = asRecord(raw) ?? {};
  const blank = newLargeAppliance();
  return {
    name: text(row['name'], ''),
    // An unknown type is kept as it came, so the engine reports it ('Please choose an appliance
    // type') next to the select instead of the row silently becoming a motor.
    type: (typeof row['type'] === 'string' ? row['type'] : blank.type) as ApplianceType,
    watts: numberInput(row['watts'], blank.watts),
    quantity: numberInput(row['quantity'], blank.quantity),
    loadManagement: row['loadManagement'] === true,
  };
}

/**
 * A form from saved or stored JSON: every field present and of a type the inputs can show, missing
 * ones taken from the defaults. Invalid values stay as they are for the engine to report; nothing
 * here throws.
 */
export function normalizeFormData(data: unknown, today: Date = new Date()): LoadFormData {
  const source = asRecord(data) ?? {};
  const defaults = defaultLoadForm(today);
  // The 220.83 check (existing dwelling) comes along when the form had it.
  const existingDwelling = normalizeExistingDwelling(source['existingDwelling']);
  return {
    ...(existingDwelling ? { existingDwelling } : {}),
    customerName: text(source['customerName'], defaults.customerName),
    customerEmail: text(source['customerEmail'], defaults.customerEmail),
    squareFeet: numberInput(source['squareFeet'], defaults.squareFeet),
    address: text(source['address'], defaults.address),
    technician: text(source['technician'], defaults.technician),
    calculationDate: text(source['calculationDate'], defaults.calculationDate),
    kitchenApplianceCircuits: numberInput(source['kitchenApplianceCircuits'], defaults.kitchenApplianceCircuits),
    laundryRoomCircuits: numberInput(source['laundryRoomCircuits'], defaults.laundryRoomCircuits),
    appliances: Array.isArray(source['appliances']) ? source['appliances'].map(applianceRow) : defaults.appliances,
    largeAppliances: Array.isArray(source['largeAppliances']) ? source['largeAppliances'].map(largeApplianceRow) : defaults.largeAppliances,
  };
}

/**
 * The form to save once it validated: the numbers as the engine read them ('2,000' -> 2000), so a
 * saved calculation carries numbers, not what happened to be typed.
 */
export function formForSaving(form: LoadCalculationForm, parsed: ParsedLoadForm): LoadCalculationForm {
  return {
    ...form,
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    address: form.address.trim(),
    technician: form.technician.trim(),
    squareFeet: parsed.squareFeet,
    kitchenApplianceCircuits: parsed.kitchenApplianceCircuits,
    laundryRoomCircuits: parsed.laundryRoomCircuits,
    appliances: form.appliances.map((row, i) => ({ ...row, watts: parsed.appliances[i]!.watts, quantity: parsed.appliances[i]!.quantity })),
    largeAppliances: form.largeAppliances.map((row, i) => ({
      ...row,
      watts: parsed.largeAppliances[i]!.watts,
      quantity: parsed.largeAppliances[i]!.quantity,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Validation issues next to the fields.

/** The first message per field path ('squareFeet', 'appliances.4.watts'). */
export function issuesByField(issues: readonly ValidationIssue[]): ReadonlyMap<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue.message);
  return byField;
}

function valueAt(form: LoadCalculationForm, path: ReadonlyArray<string | number>): unknown {
  let value: unknown = form;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * The issues a person should see now. An empty field nobody has touched yet (square feet on a
 * fresh form) is not an error until a submit; a wrong value is shown at once, also one that came
 * with a loaded calculation.
 */
export function visibleIssues(
  issues: readonly ValidationIssue[],
  form: LoadCalculationForm,
  touched: ReadonlySet<string>,
  submitted: boolean,
): ValidationIssue[] {
  if (submitted) return [...issues];
  return issues.filter((issue) => {
    if (touched.has(issue.field)) return true;
    const value = valueAt(form, issue.path);
    return !(value === '' || value === undefined);
  });
}

/** Why the form shows no figures: what the engine refused, in a sentence. */
export function noFiguresReason(result: LoadCalculationResult): string {
  if (result.ok) return '';
  const [first] = result.errors;
  if (!first) return '';
  if (result.errors.length === 1 && first.field === 'squareFeet') return 'Enter the square footage to calculate the load.';
  const count = result.errors.length;
  return `Correct ${count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`} to calculate the load (${first.message}).`;
}

// ---------------------------------------------------------------------------------------------
// Display.

/** Text for a number input: what was typed, or a stored number (square feet grouped: 2000 -> '2,000'). */
export function inputText(value: NumberInput, grouped = false): string {
  if (typeof value === 'number') return grouped && Number.isFinite(value) ? formatNumber(value) : String(value);
  return value;
}

/** A number field for the print layout: grouped when it reads as a number ('4500' -> '4,500'), else as typed. */
export function displayNumber(value: NumberInput): string {
  const text = inputText(value).trim();
  if (text === '') return '—';
  const plain = Number(text.replaceAll(',', ''));
  return /^[\d,]+(\.\d+)?$/.test(text) && Number.isFinite(plain) ? formatNumber(plain) : text;
}

/** Spreadsheet column letters: 0 -> 'A', 25 -> 'Z', 26 -> 'AA', 701 -> 'ZZ', 702 -> 'AAA'. */
export function columnLabel(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`column index ${index}`);
  let label = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

// ---------------------------------------------------------------------------------------------
// The engine's result, arranged per section.

export interface SectionLines {
  /** General lighting lines in order: inputs, subtotal, demand steps, demand. */
  general: LoadLineItem[];
  /** Line per appliance row, by row index. */
  fastened: ReadonlyMap<number, LoadLineItem>;
  fastenedTotal: LoadLineItem | null;
  large: ReadonlyMap<number, LoadLineItem>;
  totals: ReadonlyMap<string, LoadLineItem>;
}

const NO_LINES: SectionLines = { general: [], fastened: new Map(), fastenedTotal: null, large: new Map(), totals: new Map() };

export function sectionLines(result: LoadCalculationResult): SectionLines {
  if (!result.ok) return NO_LINES;
  const fastened = new Map<number, LoadLineItem>();
  const large = new Map<number, LoadLineItem>();
  const totals = new Map<string, LoadLineItem>();
  const general: LoadLineItem[] = [];
  let fastenedTotal: LoadLineItem | null = null;
  for (const line of result.lineItems) {
    if (line.section === 'general') general.push(line);
    else if (line.section === 'fastened') {
      if (line.rowIndex === null) fastenedTotal = line;
      else fastened.set(line.rowIndex, line);
    } else if (line.section === 'large') {
      if (line.rowIndex !== null) large.set(line.rowIndex, line);
    } else totals.set(line.id, line);
  }
  return { general, fastened, fastenedTotal, large, totals };
}

/** The general lines that are a subtotal or the demand (shown emphasized). */
export function isGeneralSummaryLine(line: LoadLineItem): boolean {
  return line.id === 'general.subtotal' || line.id === 'general.demand';
}

// ---------------------------------------------------------------------------------------------
// The code edition, the decisions and the optional method.

/** The code-edition select: NEC 2017, 2020, 2023 (what the inspector's jurisdiction enforces). */
export const CODE_EDITION_OPTIONS: ReadonlyArray<{ value: CodeEdition; label: string }> = CODE_EDITIONS.map((edition) => ({
  value: edition,
  label: codeEditionLabel(edition),
}));

/** The OMIT line: what 220.60 omitted and what it kept, each with its section; '' when nothing is omitted. */
export function omissionText(result: LoadCalculationResult): string {
  return result.ok && result.omission ? result.omission.text : '';
}

export interface DecisionRow extends RuleDecision {
  /** Unique within the list (a rule may come twice, once per method). */
  key: string;
}

/** Formula Details' decisions, in the engine's order, keyed for a list. */
export function decisionRows(decisions: readonly RuleDecision[], prefix = 'decision'): DecisionRow[] {
  return decisions.map((decision, index) => ({ ...decision, key: `${prefix}-${index}-${decision.rule}` }));
}

/** Where a decision is shown: under the section whose lines it explains. */
export type DecisionSection = 'general' | 'fastened' | 'large' | 'totals';

const DECISION_SECTIONS: ReadonlyMap<string, DecisionSection> = new Map([
  ['general-lighting', 'general'],
  ['general-demand', 'general'],
  ['fastened-demand', 'fastened'],
  ['service-size', 'totals'],
]);

/**
 * The standard method's decisions per form section, each list in the engine's order. Rules the
 * engine may add later land with the large appliances (cooking, motors, 220.60, 220.70 are there).
 */
export function decisionsBySection(result: LoadCalculationResult): Record<DecisionSection, DecisionRow[]> {
  const sections: Record<DecisionSection, DecisionRow[]> = { general: [], fastened: [], large: [], totals: [] };
  if (!result.ok) return sections;
  for (const row of decisionRows(result.decisions)) sections[DECISION_SECTIONS.get(row.rule) ?? 'large'].push(row);
  return sections;
}

/** Standard against optional (the worksheet's texts, presentation.ts) with the optional method's lines. */
export interface MethodsComparisonView extends MethodsView {
  optionalLines: MethodLineItem[];
  optionalDecisions: DecisionRow[];
}

/** Both methods side by side and which gives the lower service; null when the form gives no figures. */
export function methodsComparison(methods: LoadMethodsResult): MethodsComparisonView | null {
  if (!methods.ok) return null;
  return { ...methodsView(methods), optionalLines: methods.optional.lineItems, optionalDecisions: decisionRows(methods.optional.decisions, 'optional') };
}

export { APPLIANCE_TYPES };
