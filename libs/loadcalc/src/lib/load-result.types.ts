import type { ApplianceType } from './load-form.types.js';
import type { ParsedLoadForm, ValidationIssue } from './load-form.validation.js';
import type { CodeEdition } from './code-edition.js';

/**
 * A decision the calculation took, with the code section it rests on: what Formula Details and the
 * worksheet show, so that both say the same thing. `rule` is a stable key ('table-220.55-note-1').
 */
export interface RuleDecision {
  rule: string;
  section: string;
  text: string;
}

/** What 220.60 omitted and what it kept: the OMIT line's text. */
export interface OmissionSummary {
  group: 'heating' | 'cooling';
  codeEdition: CodeEdition;
  omittedVa: number;
  /** The 25 % of an omitted largest motor kept in the load (NEC 2020, 2023); 0 otherwise. */
  keptVa: number;
  /** The comparison that chose the side, in words. */
  comparison: string;
  /** 'A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)' */
  text: string;
  necSections: string[];
}

/** The printed sections of the form. */
export type LineSection = 'general' | 'fastened' | 'large' | 'totals';

/** What the line's figures were made from. Only the keys that apply to a line are present. */
export interface LineInputs {
  squareFeet?: number;
  vaPerSquareFoot?: number;
  circuits?: number;
  vaPerCircuit?: number;
  /** The VA the demand step or subtotal worked on. */
  baseVa?: number;
  watts?: number;
  quantity?: number;
  type?: ApplianceType;
  loadManagement?: boolean;
  /** Appliances counted for a group rule (220.53 count, a Table 220.55 column). */
  count?: number;
}

/** How a line that counts in the gross ends up in the net. */
export interface LineLoad {
  /** 220.60 omitted this line (its demand label is 'OMIT'). */
  omitted: boolean;
  /** 220.70: the line is load-managed and taken off the net. */
  loadManaged: boolean;
  omittedVa: number;
  managedVa: number;
  /** va - omittedVa - managedVa */
  netVa: number;
}

export interface LoadLineItem {
  /** Stable key: 'general.lighting', 'fastened.0', 'large.3', 'totals.net' ... */
  id: string;
  section: LineSection;
  /** Row index in the form for appliance rows, else null. */
  rowIndex: number | null;
  description: string;
  inputs: LineInputs;
  /** The rule applied, in words, with its numbers: what a printout shows as the work. */
  rule: string;
  /** The multiplier applied, when the rule is one (0.35, 0.75, 1.25); null for minimums and table demands. */
  factor: number | null;
  /** The spec's demand column: 'T220.55', 'Min 5000', 'Min 7200', '125%', '100%', '75%', 'OMIT' ... */
  demandLabel: string;
  /** The line's resulting VA (for a load line: its demand, before 220.60 and 220.70). */
  va: number;
  /** Amperes shown on the line (the amperage and service lines of the totals), else null. */
  amperes: number | null;
  /** The NEC section(s) the line rests on. */
  necSection: string;
  /** Present on the lines whose VA adds up to the gross; null on inputs, subtotals and totals. */
  load: LineLoad | null;
}

export interface LoadTotals {
  grossVa: number;
  omittedVa: number;
  managedVa: number;
  /** grossVa - omittedVa - managedVa */
  netVa: number;
  /** netVa / 240, unrounded; format it for display. */
  amperes: number;
  /** Next standard rating (240.6(A)) at or above `amperes`, never below 100 A; null above 6000 A. */
  recommendedServiceAmperes: number | null;
  /** The smallest common panel (100, 125, 150, 200, 225, 400 A) covering the rating; null above 400 A. */
  panelSizeAmperes: number | null;
}

export interface LoadCalculation {
  ok: true;
  /** The NEC edition applied (the option given, else '2023'). */
  codeEdition: CodeEdition;
  /** 220.60's omission, null when nothing was omitted. Also the rule of the 'totals.omitted' line. */
  omission: OmissionSummary | null;
  /** Formula Details: the decisions taken, each with its NEC section, in form order. */
  decisions: RuleDecision[];
  /**
   * What the form lacks that the code requires (fewer small-appliance or laundry circuits than
   * 210.11(C) asks): the calculation counted the code's minimum; the screen and the worksheet warn.
   */
  warnings: RuleDecision[];
  /** The inputs as numbers, as the calculation read them. */
  inputs: ParsedLoadForm;
  totals: LoadTotals;
  /** Every line of the printout, in form order: general, fastened, large, totals. */
  lineItems: LoadLineItem[];
}

export interface LoadCalculationFailure {
  ok: false;
  errors: ValidationIssue[];
}

export type LoadCalculationResult = LoadCalculation | LoadCalculationFailure;
