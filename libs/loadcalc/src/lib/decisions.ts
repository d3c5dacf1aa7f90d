import { CODE_EDITIONS, editionCitations, type CodeEdition } from './code-edition.js';
import type { ParsedLoadForm } from './load-form.validation.js';
import type { OmissionSummary, RuleDecision } from './load-result.types.js';
import {
  type CookingRowDemand,
  countedCircuits,
  DRYER_MINIMUM_VA,
  EV_MINIMUM_VA,
  FASTENED_DEMAND_MIN_QUANTITY,
  FASTENED_DEMAND_PERCENT,
  LARGEST_MOTOR_PERCENT,
  MINIMUM_LAUNDRY_CIRCUITS,
  MINIMUM_SERVICE_AMPERES,
  MINIMUM_SMALL_APPLIANCE_CIRCUITS,
  SERVICE_VOLTAGE,
} from './load-rules.js';
import { formatNumber as fmt } from './va-math.js';

export interface StandardFacts {
  largestMotor: number;
  /** Table 220.55 as the calculation worked it (counted cooking rows). */
  cooking: readonly CookingRowDemand[];
  omission: OmissionSummary | null;
  amperes: number;
  serviceAmperes: number | null;
}

interface EditionTexts {
  lightingSection: string;
  lightingText: string;
  demandSection: string;
  demandText: string;
  dryerText: string;
  evSection: string;
  evText: string;
  managedSection: string;
  managedText: string;
}

function editionTextsOf(edition: CodeEdition): EditionTexts {
  const sections = editionCitations(edition);
  return {
    lightingSection: `${sections.generalLighting}, 220.52`,
    lightingText: `General lighting at 3 VA per sq ft (${sections.generalLighting}); 1,500 VA for each small-appliance and laundry circuit (220.52(A), (B))`,
    demandSection: sections.generalDemand,
    demandText: `Lighting demand factors (${sections.generalDemand}): first 3,000 VA at 100%, 3,001 to 120,000 VA at 35%, the rest at 25%`,
    dryerText: `Clothes dryers at ${fmt(DRYER_MINIMUM_VA)} W or their nameplate, whichever is larger (220.54)`,
    evSection: sections.evMinimum,
    evText:
      edition === '2023'
        ? `EV charging equipment at ${fmt(EV_MINIMUM_VA)} W or its nameplate, whichever is larger (220.57)`
        : `EV charging equipment at ${fmt(EV_MINIMUM_VA)} W or its nameplate, whichever is larger, rated to supply the load (625.42)`,
    managedSection: sections.loadManagement,
    managedText: `Load-managed loads are counted in the total and taken off the net (${sections.loadManagement})`,
  };
}

// Texts with the engine's constants, made once.
const FASTENED_FOUR_OR_MORE = ` appliances fastened in place: four or more, so ${FASTENED_DEMAND_PERCENT}% of their nameplate (220.53)`;
const LARGEST_MOTOR_TAIL = ` W at ${LARGEST_MOTOR_PERCENT}%, other motors at 100% (430.24, 220.50)`;
const SERVICE_ABOVE_LARGEST = ` A at ${SERVICE_VOLTAGE} V (220.5(A)) is above the largest standard rating (240.6(A))`;
const SERVICE_SIZED =
  ` A at ${SERVICE_VOLTAGE} V (220.5(A)); service conductors sized for the calculated load (230.42), ` +
  `at least ${MINIMUM_SERVICE_AMPERES} A (230.79(C)), next standard rating (240.6(A)): `;

// The texts that depend on the edition alone, made once: decisions are built on every keystroke.
const EDITION_TEXTS: ReadonlyMap<CodeEdition, EditionTexts> = new Map(CODE_EDITIONS.map((edition) => [edition, editionTextsOf(edition)]));

function circuitsEntered(count: number, kind: string): string {
  return count === 0 ? `No ${kind} circuit entered` : `${fmt(count)} ${kind} circuit${count === 1 ? '' : 's'} entered`;
}

/**
 * The warnings of a form with fewer circuits than the code requires: the calculation counts the
 * code's minimum (countedCircuits), and says so. The same for every method.
 */
export function circuitWarnings(input: Pick<ParsedLoadForm, 'kitchenApplianceCircuits' | 'laundryRoomCircuits'>): RuleDecision[] {
  const counted = countedCircuits(input);
  const warnings: RuleDecision[] = [];
  if (counted.smallApplianceBelowMinimum) {
    warnings.push({
      rule: 'small-appliance-circuits-minimum',
      section: '210.11(C)(1), 220.52(A)',
      text:
        `${circuitsEntered(input.kitchenApplianceCircuits, 'small-appliance (kitchen)')}: the code requires at least ` +
        `${MINIMUM_SMALL_APPLIANCE_CIRCUITS} (210.11(C)(1)), so ${MINIMUM_SMALL_APPLIANCE_CIRCUITS} × 1,500 VA are counted (220.52(A))`,
    });
  }
  if (counted.laundryBelowMinimum) {
    warnings.push({
      rule: 'laundry-circuits-minimum',
      section: '210.11(C)(2), 220.52(B)',
      text:
        `${circuitsEntered(input.laundryRoomCircuits, 'laundry')}: the code requires at least ${MINIMUM_LAUNDRY_CIRCUITS} ` +
        `(210.11(C)(2)), so ${MINIMUM_LAUNDRY_CIRCUITS} × 1,500 VA is counted (220.52(B))`,
    });
  }
  return warnings;
}

/** Formula Details for the standard method: only the decisions this form called for. */
export function standardDecisions(input: ParsedLoadForm, edition: CodeEdition, facts: StandardFacts): RuleDecision[] {
  const texts = EDITION_TEXTS.get(edition)!;
  const decisions: RuleDecision[] = [
    { rule: 'general-lighting', section: texts.lightingSection, text: texts.lightingText },
    { rule: 'general-demand', section: texts.demandSection, text: texts.demandText },
  ];

  // Loops rather than filter, some and reduce: decisions are made on every keystroke.
  let fastenedCount = 0;
  let anyManaged = false;
  for (const row of input.appliances) {
    if (row.loadManagement) anyManaged = true;
    else if (row.watts > 0) fastenedCount += row.quantity;
  }
  if (fastenedCount > 0) {
    decisions.push({
      rule: 'fastened-demand',
      section: '220.53',
      text:
        fastenedCount >= FASTENED_DEMAND_MIN_QUANTITY
          ? fmt(fastenedCount) + FASTENED_FOUR_OR_MORE
          : `${fmt(fastenedCount)} appliance${fastenedCount === 1 ? '' : 's'} fastened in place: fewer than four, so 100% (220.53)`,
    });
  }

  let dryer = false;
  let ev = false;
  for (const row of input.largeAppliances) {
    if (row.loadManagement) anyManaged = true;
    else if (row.quantity > 0) {
      if (row.type === 'Dryer') dryer = true;
      else if (row.type === 'EV') ev = true;
    }
  }

  // Table 220.55 as worked: the first counted row of each column stands for its column.
  let columnA: CookingRowDemand | undefined;
  let columnB: CookingRowDemand | undefined;
  let columnC: CookingRowDemand | undefined;
  let increased: CookingRowDemand | undefined;
  let outside = false;
  for (const demand of facts.cooking) {
    if (demand.columnCount <= 0) continue;
    if (demand.column === 'A') columnA ??= demand;
    else if (demand.column === 'B') columnB ??= demand;
    else if (demand.column === 'C') {
      columnC ??= demand;
      if (demand.columnCIncreaseSteps > 0) increased ??= demand;
    } else outside = true;
  }
  if (columnA !== undefined || columnB !== undefined || columnC !== undefined) {
    let text = 'Ranges, ovens and cooktops counted together, each in the column of its own rating, each column worked on its own count: ';
    let first = true;
    if (columnA !== undefined) {
      text += `Column A (under 3,500 W): ${fmt(columnA.columnCount)} at ${columnA.percent}%`;
      first = false;
    }
    if (columnB !== undefined) {
      text += `${first ? '' : '; '}Column B (3,500 to 8,750 W): ${fmt(columnB.columnCount)} at ${columnB.percent}%`;
      first = false;
    }
    if (columnC !== undefined) {
      text += `${first ? '' : '; '}Column C (over 8,750 W): ${fmt(columnC.columnCount)} at ${fmt(columnC.columnCBaseVa ?? 0)} VA`;
    }
    decisions.push({ rule: 'table-220.55-columns', section: 'Table 220.55, note 3', text });
  }
  if (increased !== undefined) {
    const c = increased;
    const note = c.columnCSameRating ? 1 : 2;
    decisions.push({
      rule: `table-220.55-note-${note}`,
      section: `Table 220.55, note ${note}`,
      text:
        `${note === 1 ? 'Range rating' : 'Average range rating'} ${fmt(c.columnCRatingVa ?? 0)} W is over 12 kW: Column C's ` +
        `${fmt(c.columnCBaseVa ?? 0)} VA increased 5% for each kW or major fraction thereof over 12 kW ` +
        `(${c.columnCIncreaseSteps} × 5% = ${5 * c.columnCIncreaseSteps}%): ${fmt(c.columnCDemandVa ?? 0)} VA`,
    });
  }
  if (outside) {
    decisions.push({
      rule: 'table-220.55-outside',
      section: '220.55',
      text: 'Cooking appliances of 1,750 W or less, or over 27,000 W, are outside Table 220.55: 100% of nameplate',
    });
  }

  if (dryer) {
    decisions.push({
      rule: 'dryer-minimum',
      section: '220.54',
      text: texts.dryerText,
    });
  }
  if (ev) {
    decisions.push({
      rule: 'ev-minimum',
      section: texts.evSection,
      text: texts.evText,
    });
  }
  const motor = input.largeAppliances[facts.largestMotor];
  if (motor) {
    decisions.push({
      rule: 'largest-motor',
      section: '430.24',
      text: `Largest motor ${motor.name.trim() || motor.type} ${fmt(motor.watts)}${LARGEST_MOTOR_TAIL}`,
    });
  }
  if (facts.omission) {
    decisions.push({
      rule: 'noncoincident',
      section: facts.omission.necSections.join(', '),
      text: `Heating and air conditioning do not run together: the smaller is omitted (NEC ${edition}). ${facts.omission.text}`,
    });
  }
  if (anyManaged) {
    decisions.push({
      rule: 'load-management',
      section: texts.managedSection,
      text: texts.managedText,
    });
  }
  decisions.push({
    rule: 'service-size',
    section: '220.5(A), 230.42, 230.79(C), 240.6(A)',
    text:
      facts.serviceAmperes === null
        ? fmt(Math.round(facts.amperes * 100) / 100) + SERVICE_ABOVE_LARGEST
        : `${fmt(Math.round(facts.amperes * 100) / 100)}${SERVICE_SIZED}${facts.serviceAmperes} A`,
  });
  return decisions;
}
