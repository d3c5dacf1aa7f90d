// The calculator's form state and what it shows, as pure functions: the components only wire them
// to React. Every rule and figure comes from @milestone/loadcalc; nothing here computes a load.
import {
  APPLIANCE_TYPES,
  CODE_EDITIONS,
  defaultLoadForm,
  formatNumber,
  isApplianceRowDeletable,
  newAppliance,
  newLargeAppliance,
  type Appliance,
  type ApplianceType,
  type CodeEdition,
  type LoadMethodsResult,
  type LowerMethod,
  type MethodLineItem,
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

/**
 * A demand label for print, its numbers grouped ('Min 7200' -> 'Min 7,200', '1500 VA' -> '1,500 VA'):
 * the printout groups thousands everywhere, while the screen keeps the spec's labels as they are.
 */
export function groupedLabel(label: string): string {
  return label.replace(/\d{4,}(\.\d+)?/g, (digits) => formatNumber(Number(digits)));
}

/** Volt-amperes as the tables show them: '57,200', '4,666.67'; a dash when there is no figure. */
export function formatVa(va: number | null | undefined): string {
  return va === null || va === undefined ? '—' : formatNumber(va);
}

/** A VA taken off the gross (omitted, load-managed): '− 5,040 VA', or '0 VA' when nothing is. */
export function formatDeduction(va: number | null | undefined): string {
  if (va === null || va === undefined) return '—';
  return va > 0 ? `− ${formatVa(va)} VA` : '0 VA';
}

/** Amperes rounded to two decimals: '217.33 A'. */
export function formatAmperes(amperes: number | null | undefined): string {
  return amperes === null || amperes === undefined ? '—' : `${formatNumber(amperes)} A`;
}

/** A service rating or panel size; null means none fits (above 6000 A, or above 400 A for panels). */
export function formatRating(amperes: number | null | undefined, none: string): string {
  if (amperes === undefined) return '—';
  return amperes === null ? none : `${formatNumber(amperes)} A`;
}

/** A multiplier as the formula details show it: 0.35 -> '× 0.35'; '—' for minimums and table demands. */
export function formatFactor(factor: number | null): string {
  return factor === null ? '—' : `× ${formatNumber(factor)}`;
}

/** A calculation date (YYYY-MM-DD) for print: '2025-02-03' -> 'Feb 3, 2025'; other text as it is. */
export function formatCalculationDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const month = months[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
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
export const CODE_EDITION_OPTIONS: ReadonlyArray<{ value: CodeEdition; label: string }> = CODE_EDITIONS.map((edition) => ({ value: edition, label: `NEC ${edition}` }));

export function codeEditionLabel(edition: CodeEdition): string {
  return `NEC ${edition}`;
}

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

export interface MethodFigures {
  method: 'standard' | 'optional';
  title: string;
  necSection: string;
  netVa: number;
  amperes: number;
  recommendedServiceAmperes: number | null;
  /** This method gives the lower recommended service (ties: neither). */
  lower: boolean;
}

export interface MethodsComparisonView {
  standard: MethodFigures;
  optional: MethodFigures;
  optionalLines: MethodLineItem[];
  optionalDecisions: DecisionRow[];
  lowerService: LowerMethod;
  /** One sentence: which method gives the lower service, with both ratings. */
  verdict: string;
}

/**
 * The standard method (Part III) beside the optional method (220.82), judged by the recommended
 * service first and the net load when the service is the same; null when the form gives no figures.
 */
export function methodsComparison(methods: LoadMethodsResult): MethodsComparisonView | null {
  if (!methods.ok) return null;
  const { standard, optional } = methods;
  const lower: LowerMethod = methods.lowerService === 'same' ? methods.lowerNet : methods.lowerService;
  const service = (amperes: number | null) => formatRating(amperes, 'Over 6,000 A');
  const standardService = service(standard.totals.recommendedServiceAmperes);
  const optionalService = service(optional.recommendedServiceAmperes);
  let verdict: string;
  if (lower === 'same') verdict = `Both methods give the same load: ${formatVa(standard.totals.netVa)} VA, ${standardService} service.`;
  else if (methods.lowerService === 'same')
    verdict = `Both methods give a ${standardService} service; the ${lower} method gives the lower net load (${formatVa(lower === 'optional' ? optional.netVa : standard.totals.netVa)} VA against ${formatVa(lower === 'optional' ? standard.totals.netVa : optional.netVa)} VA).`;
  else if (lower === 'optional') verdict = `The optional method (220.82) gives the lower service: ${optionalService} against ${standardService} by the standard method.`;
  else verdict = `The standard method gives the lower service: ${standardService} against ${optionalService} by the optional method (220.82).`;
  return {
    standard: {
      method: 'standard',
      title: 'Standard Method',
      necSection: '220 Part III',
      netVa: standard.totals.netVa,
      amperes: standard.totals.amperes,
      recommendedServiceAmperes: standard.totals.recommendedServiceAmperes,
      lower: lower === 'standard',
    },
    optional: {
      method: 'optional',
      title: 'Optional Method',
      necSection: '220.82',
      netVa: optional.netVa,
      amperes: optional.amperes,
      recommendedServiceAmperes: optional.recommendedServiceAmperes,
      lower: lower === 'optional',
    },
    optionalLines: optional.lineItems,
    optionalDecisions: decisionRows(optional.decisions, 'optional'),
    lowerService: methods.lowerService,
    verdict,
  };
}

/** The figure of an optional-method line: amperes on the amperage line, a rating on the service line, else VA. */
export function methodLineFigure(line: MethodLineItem): string {
  if (line.id.endsWith('.amperes')) return formatAmperes(line.amperes);
  if (line.id.endsWith('.service')) return formatRating(line.amperes, 'Over 6,000 A');
  return `${formatVa(line.va)} VA`;
}

export { APPLIANCE_TYPES };
