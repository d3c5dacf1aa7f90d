/*
 * The load calculation's texts as a person reads them, shared by the calculator's screen
 * (mf-loadcalc) and the worksheet (worksheet.ts, laid out as PDF by svc-tasks), so both show the same
 * numbers and sentences to the byte: '52,160 VA', '217.33 A', '225 A', 'Over 6,000 A', the verdict
 * of standard against optional, the 220.83 check's result. Pure formatting of what the engine
 * computed; nothing here is on calculateLoad's path.
 */
import type { CodeEdition } from './code-edition.js';
import type { ExistingDwellingCalculation } from './existing-dwelling.js';
import type { LoadMethodsComparison, LowerMethod } from './load-methods.js';
import type { LoadLineItem } from './load-result.types.js';
import type { MethodLineItem } from './optional-method.js';
import { formatNumber } from './va-math.js';

/** Shown where there is no figure. */
export const NO_FIGURE = '—';
/** The service rating's text when no standard rating fits (above 6,000 A). */
export const NO_SERVICE = 'Over 6,000 A';
/** The panel's text when no common panel fits (above 400 A). */
export const NO_PANEL = 'Over 400 A';

type Figure = number | null | undefined;

/** Volt-amperes with the unit: '52,160 VA', '4,666.67 VA'; a dash when there is no figure. */
export function formatVa(va: Figure): string {
  return va === null || va === undefined ? NO_FIGURE : `${formatNumber(va)} VA`;
}

/** Volt-amperes in a column headed 'VA' (no unit): '57,200'; a dash when there is no figure. */
export function formatVaFigure(va: Figure): string {
  return va === null || va === undefined ? NO_FIGURE : formatNumber(va);
}

/** A VA taken off the gross (omitted, load-managed): '− 5,040 VA', or '0 VA' when nothing is. */
export function formatDeduction(va: Figure): string {
  if (va === null || va === undefined) return NO_FIGURE;
  return va > 0 ? `− ${formatVa(va)}` : '0 VA';
}

/** Amperes rounded to two decimals: '217.33 A'. */
export function formatAmperes(amperes: Figure): string {
  return amperes === null || amperes === undefined ? NO_FIGURE : `${formatNumber(amperes)} A`;
}

/** A service rating or panel size; null means none fits (`none`), undefined no figure at all. */
export function formatRating(amperes: Figure, none: string): string {
  if (amperes === undefined) return NO_FIGURE;
  return amperes === null ? none : `${formatNumber(amperes)} A`;
}

/** A recommended service: '225 A', 'Over 6,000 A' when no standard rating fits. */
export function formatService(amperes: Figure): string {
  return formatRating(amperes, NO_SERVICE);
}

/** A panel size: '225 A', 'Over 400 A' when no common panel fits. */
export function formatPanel(amperes: Figure): string {
  return formatRating(amperes, NO_PANEL);
}

/** A multiplier as the formula details show it: 0.35 -> '× 0.35'; '—' for minimums and table demands. */
export function formatFactor(factor: number | null): string {
  return factor === null ? NO_FIGURE : `× ${formatNumber(factor)}`;
}

/**
 * A demand label for print, its numbers grouped ('Min 7200' -> 'Min 7,200', '1500 VA' -> '1,500 VA'):
 * the printout groups thousands everywhere, while the screen keeps the spec's labels as they are.
 */
export function groupedLabel(label: string): string {
  return label.replace(/\d{4,}(\.\d+)?/g, (digits) => formatNumber(Number(digits)));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calculation date (YYYY-MM-DD) for print: '2025-02-03' -> 'Feb 3, 2025'; other text as it is. */
export function formatCalculationDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** 'NEC 2023'. */
export function codeEditionLabel(edition: CodeEdition): string {
  return `NEC ${edition}`;
}

/** The figure of a standard-method totals line: amperes, the service rating, a deduction, else VA. */
export function standardLineValue(line: LoadLineItem): string {
  if (line.id === 'totals.amperes') return formatAmperes(line.amperes);
  if (line.id === 'totals.service') return formatService(line.amperes);
  if (line.id === 'totals.omitted' || line.id === 'totals.managed') return formatDeduction(line.va);
  return formatVa(line.va);
}

/** The figure of an optional-method or 220.83 line: amperes on the amperage line, a rating on the service line, else VA. */
export function methodLineValue(line: MethodLineItem): string {
  if (line.id.endsWith('.amperes')) return formatAmperes(line.amperes);
  if (line.id.endsWith('.service')) return formatService(line.amperes);
  return formatVa(line.va);
}

// ---------------------------------------------------------------------------------------------
// Standard against optional.

export interface MethodFiguresView {
  method: 'standard' | 'optional';
  title: string;
  necSection: string;
  /** '52,160 VA' */
  netVa: string;
  /** '217.33 A' */
  amperes: string;
  /** '225 A', 'Over 6,000 A' */
  service: string;
  /** This method gives the lower service (or, at the same service, the lower net load). */
  lower: boolean;
}

export interface MethodsView {
  standard: MethodFiguresView;
  optional: MethodFiguresView;
  lowerService: LowerMethod;
  /** One sentence: which method gives the lower service, with both ratings. */
  verdict: string;
}

/**
 * The standard method (Part III) beside the optional method (220.82), judged by the recommended
 * service first and the net load when the service is the same.
 */
export function methodsView(methods: LoadMethodsComparison): MethodsView {
  const { standard, optional } = methods;
  const lower: LowerMethod = methods.lowerService === 'same' ? methods.lowerNet : methods.lowerService;
  const standardService = formatService(standard.totals.recommendedServiceAmperes);
  const optionalService = formatService(optional.recommendedServiceAmperes);
  let verdict: string;
  if (lower === 'same') verdict = `Both methods give the same load: ${formatVa(standard.totals.netVa)}, ${standardService} service.`;
  else if (methods.lowerService === 'same') {
    const [lowerNet, higherNet] = lower === 'optional' ? [optional.netVa, standard.totals.netVa] : [standard.totals.netVa, optional.netVa];
    verdict = `Both methods give a ${standardService} service; the ${lower} method gives the lower net load (${formatVa(lowerNet)} against ${formatVa(higherNet)}).`;
  } else if (lower === 'optional')
    verdict = `The optional method (220.82) gives the lower service: ${optionalService} against ${standardService} by the standard method.`;
  else verdict = `The standard method gives the lower service: ${standardService} against ${optionalService} by the optional method (220.82).`;
  return {
    standard: {
      method: 'standard',
      title: 'Standard Method',
      necSection: '220 Part III',
      netVa: formatVa(standard.totals.netVa),
      amperes: formatAmperes(standard.totals.amperes),
      service: standardService,
      lower: lower === 'standard',
    },
    optional: {
      method: 'optional',
      title: 'Optional Method',
      necSection: '220.82',
      netVa: formatVa(optional.netVa),
      amperes: formatAmperes(optional.amperes),
      service: optionalService,
      lower: lower === 'optional',
    },
    lowerService: methods.lowerService,
    verdict,
  };
}

// ---------------------------------------------------------------------------------------------
// The existing dwelling (NEC 220.83).

export interface ExistingDwellingTexts {
  method: ExistingDwellingCalculation['method'];
  /** 'NEC 220.83(A): no air conditioning or space heating added (...)' */
  methodText: string;
  existingLoad: string;
  newLoad: string;
  netVa: string;
  amperes: string;
  existingService: string;
  sufficient: boolean;
  /** 'The existing 200 A service suffices: 133.8 A calculated (66.2 A to spare).' or '... is too small: ...' */
  verdict: string;
}

const EXISTING_METHOD_TEXTS: Record<ExistingDwellingCalculation['method'], string> = {
  '220.83(A)': 'NEC 220.83(A): no air conditioning or space heating added (first 8 kVA at 100%, the remainder at 40%)',
  '220.83(B)': 'NEC 220.83(B): air conditioning or space heating added (the larger of the two at 100%; other loads: first 8 kVA at 100%, the remainder at 40%)',
};

/** What the 220.83 result says: the method, the loads, the result and whether the existing service suffices. */
export function existingDwellingTexts(result: ExistingDwellingCalculation): ExistingDwellingTexts {
  const amps = formatAmperes(result.amperes);
  const existing = formatAmperes(result.existingServiceAmperes);
  let verdict: string;
  if (result.sufficient) verdict = `The existing ${existing} service suffices: ${amps} calculated (${formatAmperes(result.spareAmperes)} to spare).`;
  else if (result.requiredServiceAmperes === null)
    verdict = `The existing ${existing} service is too small: ${amps} calculated, more than any standard service.`;
  else verdict = `The existing ${existing} service is too small: ${amps} calculated; a ${formatAmperes(result.requiredServiceAmperes)} service is needed.`;
  return {
    method: result.method,
    methodText: EXISTING_METHOD_TEXTS[result.method],
    existingLoad: formatVa(result.existingLoadVa),
    newLoad: formatVa(result.newLoadVa),
    netVa: formatVa(result.netVa),
    amperes: amps,
    existingService: existing,
    sufficient: result.sufficient,
    verdict,
  };
}
