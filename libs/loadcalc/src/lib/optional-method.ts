/*
 * NEC 220.82, the optional method for a dwelling unit (a single dwelling served by a 120/240 V
 * service of 100 A or more, 220.82(A)). Read from the same form as the standard method:
 *
 * - 220.82(B) general loads, at nameplate with no other demand factor: 3 VA per sq ft (B)(1); 1,500 VA
 *   per small-appliance and laundry circuit (B)(2); appliances fastened in place, on a specific
 *   circuit (an EV charger), ranges, ovens, cooktops, dryers and water heaters (B)(3); motors not
 *   already counted (B)(4). The 220.54 dryer and 220.57 EV minimums belong to the standard method
 *   (Part III) and are not applied: the optional method takes nameplate ratings.
 * - The first 10 kVA of the general loads at 100 %, the remainder at 40 % (220.82(B)).
 * - Plus the largest of the 220.82(C) heating and air-conditioning choices that apply:
 *   (C)(1) air conditioning and cooling at 100 % (A/C units and heat pumps: a heat pump cools);
 *   (C)(2) a heat pump used without supplemental electric heat at 100 %;
 *   (C)(3) a heat pump compressor at 100 % plus 65 % of the central supplementary electric heat; where
 *          the compressor is prevented from running with the supplementary heat, the compressor is
 *          not added to it;
 *   (C)(4) 65 % of electric space heating in fewer than four separately controlled units;
 *   (C)(5) 40 % of electric space heating in four or more separately controlled units.
 *   (C)(6), thermal storage and other heating at full load continuously, has no row on the form.
 * - Load-managed rows (220.70) are set aside as in the standard method: listed, not counted.
 */
import { editionCitations, editionOf, type CodeEdition, type LoadCalculationOptions } from './code-edition.js';
import type { ParsedLoadForm } from './load-form.validation.js';
import type { RuleDecision } from './load-result.types.js';
import {
  amperesFor,
  countedCircuits,
  recommendServiceRating,
  SERVICE_VOLTAGE,
  VA_PER_LAUNDRY_CIRCUIT,
  VA_PER_SMALL_APPLIANCE_CIRCUIT,
  VA_PER_SQUARE_FOOT,
} from './load-rules.js';
import { indexedText } from './indexed-text.js';
import { rowTextsOf, type RowTexts } from './row-texts.js';
import { formatCents as fmtCents, formatNumber as fmt, fromCents, percentOfCents, toCents } from './va-math.js';

export const OPTIONAL_FIRST_VA = 10_000;
export const OPTIONAL_REMAINDER_PERCENT = 40;
export const OPTIONAL_SUPPLEMENTARY_HEAT_PERCENT = 65;
export const OPTIONAL_FEW_HEATING_UNITS_PERCENT = 65;
export const OPTIONAL_MANY_HEATING_UNITS_PERCENT = 40;
export const OPTIONAL_MANY_HEATING_UNITS = 4;

/** A line of the optional or existing-dwelling method: what the worksheet prints. */
export interface MethodLineItem {
  /** Stable key: 'optional.lighting', 'optional.large.2', 'optional.net' ... */
  id: string;
  description: string;
  /** The work in words, with its numbers. */
  rule: string;
  va: number;
  necSection: string;
  /** Amperes on the amperage and service lines, else null. */
  amperes: number | null;
}

export interface OptionalMethodOptions extends LoadCalculationOptions {
  /** The Heating Unit rows are the heat pump's central supplementary heat ((C)(3)); default: the form has a heat pump. */
  heatPumpSupplementaryHeat?: boolean;
  /** Separately controlled space-heating units ((C)(4), (C)(5)); default: the Heating Unit rows' quantities. */
  separatelyControlledHeatingUnits?: number;
}

export type HeatingCoolingSelection = '220.82(C)(1)' | '220.82(C)(2)' | '220.82(C)(3)' | '220.82(C)(4)' | '220.82(C)(5)';

export interface HeatingCoolingChoice {
  selection: HeatingCoolingSelection;
  description: string;
  rule: string;
  va: number;
}

export interface OptionalMethodCalculation {
  ok: true;
  method: '220.82';
  codeEdition: CodeEdition;
  lineItems: MethodLineItem[];
  /** The 220.82(C) choices that apply to this house; the largest is `chosen`. */
  choices: HeatingCoolingChoice[];
  chosen: HeatingCoolingChoice | null;
  /** 220.82(B) general loads at nameplate, before the 10 kVA / 40 % demand. */
  generalLoadVa: number;
  generalDemandVa: number;
  heatingCoolingVa: number;
  /** Load-managed rows set aside (220.70), at nameplate. */
  managedVa: number;
  netVa: number;
  amperes: number;
  recommendedServiceAmperes: number | null;
  panelSizeAmperes: number | null;
  decisions: RuleDecision[];
}

function line(id: string, description: string, rule: string, cents: number, necSection: string, amperes: number | null = null): MethodLineItem {
  return { id, description, rule, va: fromCents(cents), necSection, amperes };
}

const AT_NAMEPLATE = ' at nameplate';
const fastenedId = indexedText('optional.fastened.');
const largeId = indexedText('optional.large.');

const LARGE_SECTION: ReadonlyMap<string, string> = new Map([
  ['Range', '220.82(B)(3)(b)'],
  ['Oven', '220.82(B)(3)(b)'],
  ['Cooktop', '220.82(B)(3)(b)'],
  ['Dryer', '220.82(B)(3)(c)'],
  ['EV', '220.82(B)(3)(a)'],
  ['Motor', '220.82(B)(4)'],
]);

const PER_SERVICE_VOLTAGE = ` VA / ${SERVICE_VOLTAGE} V`;
const LIGHTING_RULE_TAIL = ` sq ft × ${VA_PER_SQUARE_FOOT} VA`;
const REMAINDER_RULE_TAIL = ` VA × ${OPTIONAL_REMAINDER_PERCENT}%`;

/** '(C)(1) 5,040 VA, (C)(4) 12,675 VA': the 220.82(C) choices compared. */
function choiceList(choices: readonly HeatingCoolingChoice[], cents: readonly number[]): string {
  let list = '';
  for (let index = 0; index < choices.length; index += 1) {
    const choice = `${choices[index]!.selection.slice(6)} ${fmtCents(cents[index]!)} VA`;
    list = index === 0 ? choice : `${list}, ${choice}`;
  }
  return list;
}

/** 220.82 on a parsed form (see the file's comment for what is counted where). */
export function optionalMethodOfParsed(
  input: ParsedLoadForm,
  options: OptionalMethodOptions = {},
  texts: RowTexts = rowTextsOf(input),
): OptionalMethodCalculation {
  const edition = editionOf(options);
  const managedSection = editionCitations(edition).loadManagement;
  const managedTail = `; load-managed: set aside (${managedSection})`;
  const lines: MethodLineItem[] = [];
  let generalCents = 0;
  let managedCents = 0;

  const lightingCents = toCents(input.squareFeet * VA_PER_SQUARE_FOOT);
  lines.push(line('optional.lighting', 'General Lighting and Receptacles', fmt(input.squareFeet) + LIGHTING_RULE_TAIL, lightingCents, '220.82(B)(1)'));
  const counted = countedCircuits(input);
  const circuits = counted.smallAppliance + counted.laundry;
  const circuitCents = toCents(counted.smallAppliance * VA_PER_SMALL_APPLIANCE_CIRCUIT + counted.laundry * VA_PER_LAUNDRY_CIRCUIT);
  lines.push(
    line(
      'optional.circuits',
      'Small-Appliance and Laundry Circuits',
      `${fmt(counted.smallAppliance)} + ${fmt(counted.laundry)} = ${fmt(circuits)} circuits × 1,500 VA`,
      circuitCents,
      '220.82(B)(2)',
    ),
  );
  generalCents += lightingCents + circuitCents;

  // Loops rather than forEach and a closure over the sums: both methods run on every keystroke.
  const fastened = input.appliances;
  for (let index = 0; index < fastened.length; index += 1) {
    const row = fastened[index]!;
    const cents = toCents(row.watts) * row.quantity;
    const name = texts.fastenedNames[index]!;
    const work = texts.fastenedNameplates[index]! + AT_NAMEPLATE;
    if (row.loadManagement) {
      managedCents += cents;
      lines.push(line(fastenedId(index), name, work + managedTail, cents, `220.82(B)(3)(a), ${managedSection}`));
    } else {
      generalCents += cents;
      lines.push(line(fastenedId(index), name, work, cents, '220.82(B)(3)(a)'));
    }
  }

  let coolingCents = 0;
  let heatPumpCents = 0;
  let heatingCents = 0;
  let heatingUnits = 0;
  const large = input.largeAppliances;
  for (let index = 0; index < large.length; index += 1) {
    const row = large[index]!;
    const name = texts.largeNames[index]!;
    const section = LARGE_SECTION.get(row.type);
    const cents = toCents(row.watts) * row.quantity;
    if (section !== undefined) {
      const work = texts.largeNameplates[index]! + AT_NAMEPLATE;
      if (row.loadManagement) {
        managedCents += cents;
        lines.push(line(largeId(index), name, work + managedTail, cents, `${section}, ${managedSection}`));
      } else {
        generalCents += cents;
        lines.push(line(largeId(index), name, work, cents, section));
      }
      continue;
    }
    if (row.loadManagement) {
      managedCents += cents;
      lines.push(line(largeId(index), name, texts.largeNameplates[index]! + managedTail, cents, `220.82(C), ${managedSection}`));
      continue;
    }
    if (row.type === 'Heating Unit') {
      heatingCents += cents;
      heatingUnits += row.quantity;
    } else {
      coolingCents += cents;
      if (row.type === 'Heat Pump') heatPumpCents += cents;
    }
  }

  const generalTotal = line('optional.general.total', 'Total General Loads', 'sum of the 220.82(B) loads at nameplate', generalCents, '220.82(B)');
  const firstCents = Math.min(generalCents, OPTIONAL_FIRST_VA * 100);
  const remainderCents = generalCents - firstCents;
  const remainderDemandCents = percentOfCents(remainderCents, OPTIONAL_REMAINDER_PERCENT);
  const generalDemandCents = firstCents + remainderDemandCents;
  lines.push(
    generalTotal,
    line('optional.general.first', 'First 10 kVA at 100%', `${fmtCents(firstCents)} VA × 100%`, firstCents, '220.82(B)'),
    line('optional.general.remainder', 'Remainder at 40%', fmtCents(remainderCents) + REMAINDER_RULE_TAIL, remainderDemandCents, '220.82(B)'),
  );

  // 220.82(C): every selection that applies to the house, then the largest.
  const supplementary = options.heatPumpSupplementaryHeat ?? heatPumpCents > 0;
  const interlocked = options.compressorInterlocked ?? false;
  const units = options.separatelyControlledHeatingUnits ?? heatingUnits;
  const choices: HeatingCoolingChoice[] = [];
  const choiceCents: number[] = [];
  const choose = (selection: HeatingCoolingSelection, description: string, rule: string, cents: number): void => {
    choices.push({ selection, description, rule, va: fromCents(cents) });
    choiceCents.push(cents);
  };
  if (coolingCents > 0) {
    choose('220.82(C)(1)', 'Air conditioning and cooling at 100%', `${fmtCents(coolingCents)} VA × 100%`, coolingCents);
  }
  if (heatPumpCents > 0 && (!supplementary || heatingCents === 0)) {
    choose('220.82(C)(2)', 'Heat pump without supplemental electric heat at 100%', `${fmtCents(heatPumpCents)} VA × 100%`, heatPumpCents);
  }
  if (heatPumpCents > 0 && supplementary && heatingCents > 0) {
    const heatCents = percentOfCents(heatingCents, OPTIONAL_SUPPLEMENTARY_HEAT_PERCENT);
    choose(
      '220.82(C)(3)',
      interlocked ? 'Supplementary heat at 65% (the compressor cannot run with it)' : 'Heat pump compressor at 100% and supplementary heat at 65%',
      interlocked ? `${fmtCents(heatingCents)} VA × 65%` : `${fmtCents(heatPumpCents)} VA × 100% + ${fmtCents(heatingCents)} VA × 65%`,
      (interlocked ? 0 : heatPumpCents) + heatCents,
    );
  }
  if (heatingCents > 0 && !(heatPumpCents > 0 && supplementary)) {
    const many = units >= OPTIONAL_MANY_HEATING_UNITS;
    const percent = many ? OPTIONAL_MANY_HEATING_UNITS_PERCENT : OPTIONAL_FEW_HEATING_UNITS_PERCENT;
    choose(
      many ? '220.82(C)(5)' : '220.82(C)(4)',
      `Electric space heating, ${many ? 'four or more' : 'fewer than four'} separately controlled units (${fmt(units)}), at ${percent}%`,
      `${fmtCents(heatingCents)} VA × ${percent}%`,
      percentOfCents(heatingCents, percent),
    );
  }
  let chosenIndex = -1;
  for (let index = 0; index < choices.length; index += 1) {
    if (chosenIndex < 0 || choiceCents[index]! > choiceCents[chosenIndex]!) chosenIndex = index;
  }
  const chosenFull = choices[chosenIndex];
  const hvacCents = chosenIndex < 0 ? 0 : choiceCents[chosenIndex]!;
  lines.push(
    line(
      'optional.heating-cooling',
      chosenFull ? `Heating or Air Conditioning: ${chosenFull.description}` : 'Heating or Air Conditioning: none',
      chosenFull ? `${chosenFull.rule}, the largest of ${choiceList(choices, choiceCents)}` : 'no heating or cooling on the form',
      hvacCents,
      chosenFull?.selection ?? '220.82(C)',
    ),
  );

  const netCents = generalDemandCents + hvacCents;
  const netVa = fromCents(netCents);
  const amperes = amperesFor(netVa);
  const service = recommendServiceRating(amperes);
  lines.push(
    line('optional.net', 'Total Net Load (optional method)', `${fmtCents(generalDemandCents)} + ${fmtCents(hvacCents)} VA`, netCents, '220.82'),
    line('optional.amperes', 'Amperage', fmtCents(netCents) + PER_SERVICE_VOLTAGE, netCents, '220.5(A)', amperes),
    line(
      'optional.service',
      'Recommended Service Rating',
      service.serviceAmperes === null
        ? `${fmt(amperes)} A is above the largest standard rating (6,000 A)`
        : `smallest standard rating at or above ${fmt(Math.round(amperes * 100) / 100)} A, at least 100 A (220.82(A))`,
      netCents,
      '220.82(A), 230.79(C), 240.6(A)',
      service.serviceAmperes,
    ),
  );

  const decisions: RuleDecision[] = [
    {
      rule: 'optional-general-loads',
      section: '220.82(B)',
      text: 'General loads at nameplate: 3 VA per sq ft, 1,500 VA per small-appliance and laundry circuit, appliances fastened in place, cooking appliances, dryers, EV chargers and motors; no dryer or EV minimum (those are standard-method rules)',
    },
    {
      rule: 'optional-general-demand',
      section: '220.82(B)',
      text: `First 10 kVA of the general loads at 100%, the remainder at 40%: ${fmtCents(firstCents)} + ${fmtCents(remainderCents)} × 40% = ${fmtCents(generalDemandCents)} VA`,
    },
  ];
  if (chosenFull) {
    decisions.push({
      rule: 'optional-heating-cooling',
      section: chosenFull.selection,
      text: `The largest of the heating and air-conditioning selections that apply: ${chosenFull.description}, ${fmt(chosenFull.va)} VA`,
    });
  }
  if (managedCents > 0) {
    decisions.push({ rule: 'load-management', section: managedSection, text: `Load-managed loads are set aside (${managedSection})` });
  }

  return {
    ok: true,
    method: '220.82',
    codeEdition: edition,
    lineItems: lines,
    choices,
    chosen: chosenFull ?? null,
    generalLoadVa: fromCents(generalCents),
    generalDemandVa: fromCents(generalDemandCents),
    heatingCoolingVa: fromCents(hvacCents),
    managedVa: fromCents(managedCents),
    netVa,
    amperes,
    recommendedServiceAmperes: service.serviceAmperes,
    panelSizeAmperes: service.panelAmperes,
    decisions,
  };
}
