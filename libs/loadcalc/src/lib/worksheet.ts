/*
 * The load calculation worksheet: what an inspector receives when a technician submits the form
 * (svc-tasks' worker lays it out as a PDF). A pure model of the printout, no I/O: every figure comes
 * from calculateLoadMethods and calculateExistingDwelling, every figure and sentence the screen also
 * shows comes from the same functions (presentation.ts: '52,160 VA', '217.33 A', '225 A', the
 * methods' verdict, the 220.83 result), and every line and decision carries its NEC section.
 */
import type { CodeEdition } from './code-edition.js';
import { calculateExistingDwelling, type ExistingDwellingCalculation } from './existing-dwelling.js';
import { calculateLoadMethods, type LoadMethodsComparison } from './load-methods.js';
import type { LineInputs, LoadLineItem, LoadTotals, RuleDecision } from './load-result.types.js';
import { COMMON_PANEL_SIZES } from './load-rules.js';
import type { MethodLineItem } from './optional-method.js';
import {
  codeEditionLabel,
  existingDwellingTexts,
  formatAmperes,
  formatCalculationDate,
  formatFactor,
  formatPanel,
  formatService,
  formatVa,
  groupedLabel,
  methodLineValue,
  methodsView,
  NO_FIGURE,
  standardLineValue,
  type ExistingDwellingTexts,
  type MethodFiguresView,
  type MethodsView,
} from './presentation.js';
import type { AcceptedSubmission } from './submission.js';
import { formatNumber } from './va-math.js';

export const WORKSHEET_TITLE = 'Load Calculation Worksheet';

/** What the calculator writes as the e-mail of a customer picked without one (spec 001, section 4). */
export const NO_EMAIL_TEXT = 'no email found';

export interface WorksheetOptions {
  /** The run's date as the form sent it (`dateCreated`); the worksheet's date when the form has none. */
  dateCreated?: string | null;
}

export interface WorksheetField {
  key: 'customer' | 'email' | 'address' | 'technician' | 'date' | 'codeEdition' | 'squareFeet';
  label: string;
  value: string;
}

/** A line of the standard method, as the printout shows it. */
export interface WorksheetRow {
  id: string;
  description: string;
  /** What the figures were made from: '4,500 W × 1', '2,000 sq ft × 3 VA', '7,500 VA'; '' when nothing. */
  inputs: string;
  /** The work, in words with its numbers (the engine's rule). */
  calculation: string;
  /** '× 0.75', or '—' for minimums and table demands. */
  factor: string;
  /** The demand column ('T220.55', 'Min 7,200', '125%', 'OMIT'), thousands grouped as the print groups them. */
  demand: string;
  /** '3,375 VA', '217.33 A', '225 A', '− 5,040 VA'. */
  value: string;
  necSection: string;
  /** A subtotal or a total (emphasized). */
  summary: boolean;
}

/** A line of the optional method or the existing-dwelling check. */
export interface WorksheetMethodRow {
  id: string;
  description: string;
  calculation: string;
  value: string;
  necSection: string;
  summary: boolean;
}

export interface WorksheetDecision {
  rule: string;
  text: string;
  necSection: string;
}

export interface WorksheetSection {
  id: 'general' | 'fastened' | 'large' | 'totals';
  title: string;
  rows: WorksheetRow[];
}

/** A method's figures as the screen's method cards show them (presentation.ts). */
export type WorksheetMethodFigures = MethodFiguresView;

/** Standard against optional as the screen shows it (presentation.ts), with the optional method's lines. */
export interface WorksheetMethods extends MethodsView {
  optionalRows: WorksheetMethodRow[];
  optionalDecisions: WorksheetDecision[];
}

/** The 220.83 result as the screen shows it (presentation.ts), with its lines. */
export interface WorksheetExistingDwelling extends ExistingDwellingTexts {
  /** 'Yes' or 'No': does the existing service suffice. */
  suffices: 'Yes' | 'No';
  rows: WorksheetMethodRow[];
  decisions: WorksheetDecision[];
}

export interface WorksheetSignature {
  label: string;
  /** Printed under the line (the technician's name), '' for none. */
  name: string;
}

/** The raw figures the formatted texts come from (for a test that compares them with the engine). */
export interface WorksheetFigures {
  standard: LoadTotals;
  optional: { netVa: number; amperes: number; recommendedServiceAmperes: number | null };
  existing: { netVa: number; amperes: number; existingServiceAmperes: number; sufficient: boolean } | null;
}

export interface Worksheet {
  title: string;
  /** The document's own title: 'Load Calculation Worksheet - Jane Doe', the title alone without a customer. */
  documentTitle: string;
  /** 'Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf'; without a customer 'Load Calculation Worksheet - 2025-02-03.pdf'. */
  fileName: string;
  codeEdition: CodeEdition;
  codeEditionLabel: string;
  header: WorksheetField[];
  /** The key figures of the standard method, as the screen's Load Summary shows them. */
  summary: { netVa: string; amperes: string; service: string; panel: string };
  /** The standard method (NEC 220 Part III): general, fastened, large, totals. */
  sections: WorksheetSection[];
  /** The OMIT line's text (what 220.60 omitted and kept), '' when nothing is omitted. */
  omission: string;
  /** The standard method's decisions (Formula Details), each with its NEC section. */
  decisions: WorksheetDecision[];
  /** What the form lacks that the code requires (the calculation counted the code's minimum), [] when nothing. */
  warnings: WorksheetDecision[];
  methods: WorksheetMethods;
  existingDwelling: WorksheetExistingDwelling | null;
  signatures: WorksheetSignature[];
  figures: WorksheetFigures;
}

// ---------------------------------------------------------------------------------------------
// Formatting: the screen's (presentation.ts).

/** An ISO calendar date (the first ten characters of an ISO timestamp too), else null. */
function isoDateOf(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text?.trim() ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A customer's name as part of a file name: no path or control characters, at most 80 characters. */
function fileNamePart(text: string): string {
  const clean = text
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, 80).trim();
}

// ---------------------------------------------------------------------------------------------
// The standard method's lines.

function inputsText(inputs: LineInputs): string {
  const parts: string[] = [];
  if (inputs.type !== undefined) parts.push(inputs.type);
  if (inputs.squareFeet !== undefined) parts.push(`${formatNumber(inputs.squareFeet)} sq ft × ${formatNumber(inputs.vaPerSquareFoot ?? 0)} VA`);
  if (inputs.circuits !== undefined) {
    parts.push(`${formatNumber(inputs.circuits)} circuit${inputs.circuits === 1 ? '' : 's'} × ${formatNumber(inputs.vaPerCircuit ?? 0)} VA`);
  }
  if (inputs.watts !== undefined) parts.push(`${formatNumber(inputs.watts)} W × ${formatNumber(inputs.quantity ?? 1)}`);
  if (inputs.baseVa !== undefined) parts.push(formatVa(inputs.baseVa));
  if (inputs.count !== undefined) parts.push(`${formatNumber(inputs.count)} appliance${inputs.count === 1 ? '' : 's'}`);
  if (inputs.loadManagement) parts.push('load-managed');
  return parts.join(', ');
}

const SUMMARY_LINES = new Set([
  'general.subtotal',
  'general.demand',
  'fastened.total',
  'totals.gross',
  'totals.net',
  'totals.amperes',
  'totals.service',
  'optional.general.total',
  'optional.net',
  'optional.amperes',
  'optional.service',
  'existing.other.total',
  'existing.net',
  'existing.amperes',
  'existing.service',
]);

function row(line: LoadLineItem): WorksheetRow {
  return {
    id: line.id,
    description: line.description,
    inputs: inputsText(line.inputs),
    calculation: line.rule,
    factor: formatFactor(line.factor),
    demand: line.demandLabel === '' ? NO_FIGURE : groupedLabel(line.demandLabel),
    value: standardLineValue(line),
    necSection: line.necSection,
    summary: SUMMARY_LINES.has(line.id),
  };
}

const SECTION_TITLES: Record<WorksheetSection['id'], string> = {
  general: 'General Lighting and Receptacle Loads',
  fastened: 'Appliances Fastened In Place',
  large: 'Large Appliances and Loads',
  totals: 'Total Wattage',
};

function standardSections(methods: LoadMethodsComparison): WorksheetSection[] {
  const { standard } = methods;
  const sections: WorksheetSection[] = (['general', 'fastened', 'large', 'totals'] as const).map((id) => ({ id, title: SECTION_TITLES[id], rows: [] }));
  const byId = new Map(sections.map((section) => [section.id, section]));
  for (const line of standard.lineItems) byId.get(line.section)!.rows.push(row(line));
  byId.get('totals')!.rows.push({
    id: 'totals.panel',
    description: 'Panel Size',
    inputs: '',
    calculation: `smallest common panel (${COMMON_PANEL_SIZES.join(', ')} A) covering the service rating`,
    factor: NO_FIGURE,
    demand: NO_FIGURE,
    value: formatPanel(standard.totals.panelSizeAmperes),
    necSection: '240.6(A)',
    summary: false,
  });
  return sections;
}

// ---------------------------------------------------------------------------------------------
// The optional method and the existing dwelling.

function decisionsOf(decisions: readonly RuleDecision[]): WorksheetDecision[] {
  return decisions.map((decision) => ({ rule: decision.rule, text: decision.text, necSection: decision.section }));
}

function methodRow(line: MethodLineItem): WorksheetMethodRow {
  return {
    id: line.id,
    description: line.description,
    calculation: line.rule,
    value: methodLineValue(line),
    necSection: line.necSection,
    summary: SUMMARY_LINES.has(line.id),
  };
}

function methodsOf(methods: LoadMethodsComparison): WorksheetMethods {
  return { ...methodsView(methods), optionalRows: methods.optional.lineItems.map(methodRow), optionalDecisions: decisionsOf(methods.optional.decisions) };
}

function existingOf(result: ExistingDwellingCalculation): WorksheetExistingDwelling {
  return {
    ...existingDwellingTexts(result),
    suffices: result.sufficient ? 'Yes' : 'No',
    rows: result.lineItems.map(methodRow),
    decisions: decisionsOf(result.decisions),
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * The worksheet of an accepted submission (readSubmission): the header, the standard method line by
 * line, the optional method beside it, the 220.83 check when it is on, the decisions and the
 * signature lines. Throws only if the engine refuses a form readSubmission accepted (a bug).
 */
export function buildWorksheet(submission: AcceptedSubmission, options: WorksheetOptions = {}): Worksheet {
  const { form, codeEdition } = submission;
  const methods = calculateLoadMethods(form, { codeEdition });
  if (!methods.ok) throw new Error(`The load calculation refused the form: ${methods.errors[0]?.message ?? 'invalid input'}`);
  let existing: ExistingDwellingCalculation | null = null;
  if (submission.existingDwelling) {
    const result = calculateExistingDwelling(form, { codeEdition, ...submission.existingDwelling });
    if (!result.ok) throw new Error(`The existing dwelling check refused the form: ${result.errors[0]?.message ?? 'invalid input'}`);
    existing = result;
  }

  const { standard } = methods;
  const isoDate = isoDateOf(form.calculationDate) ?? isoDateOf(options.dateCreated);
  const customer = form.customerName.trim();
  const email = form.customerEmail.trim();
  const customerPart = fileNamePart(customer);
  const editionLabel = codeEditionLabel(codeEdition);
  const text = (value: string) => (value.trim() === '' ? NO_FIGURE : value.trim());
  // A customer without an e-mail has no e-mail line (not the picker's 'no email found').
  const emailField: WorksheetField[] = email === '' || email.toLowerCase() === NO_EMAIL_TEXT ? [] : [{ key: 'email', label: 'Email', value: email }];
  return {
    title: WORKSHEET_TITLE,
    documentTitle: customer === '' ? WORKSHEET_TITLE : `${WORKSHEET_TITLE} - ${customer}`,
    fileName: `${WORKSHEET_TITLE}${customerPart === '' ? '' : ` - ${customerPart}`} - ${isoDate ?? 'undated'}.pdf`,
    codeEdition,
    codeEditionLabel: editionLabel,
    header: [
      { key: 'customer', label: 'Customer', value: text(form.customerName) },
      ...emailField,
      { key: 'address', label: 'Address', value: text(form.address) },
      { key: 'technician', label: 'Technician', value: text(form.technician) },
      { key: 'date', label: 'Date', value: isoDate ? formatCalculationDate(isoDate) : text(form.calculationDate) },
      { key: 'codeEdition', label: 'Code Edition', value: editionLabel },
      { key: 'squareFeet', label: 'Square Footage', value: `${formatNumber(standard.inputs.squareFeet)} sq ft` },
    ],
    summary: {
      netVa: formatVa(standard.totals.netVa),
      amperes: formatAmperes(standard.totals.amperes),
      service: formatService(standard.totals.recommendedServiceAmperes),
      panel: formatPanel(standard.totals.panelSizeAmperes),
    },
    sections: standardSections(methods),
    omission: standard.omission?.text ?? '',
    decisions: decisionsOf(standard.decisions),
    warnings: decisionsOf(standard.warnings),
    methods: methodsOf(methods),
    existingDwelling: existing ? existingOf(existing) : null,
    signatures: [
      { label: 'Technician signature', name: form.technician.trim() },
      { label: 'Date', name: '' },
      { label: 'Inspector signature', name: '' },
      { label: 'Date', name: '' },
    ],
    figures: {
      standard: { ...standard.totals },
      optional: {
        netVa: methods.optional.netVa,
        amperes: methods.optional.amperes,
        recommendedServiceAmperes: methods.optional.recommendedServiceAmperes,
      },
      existing: existing
        ? { netVa: existing.netVa, amperes: existing.amperes, existingServiceAmperes: existing.existingServiceAmperes, sufficient: existing.sufficient }
        : null,
    },
  };
}
