import type { ApplianceType, LoadCalculationForm } from './load-form.types.js';
import { parseLoadForm, type ParsedLargeAppliance, type ParsedLoadForm } from './load-form.validation.js';
import type { LineInputs, LineLoad, LoadCalculationResult, LoadCalculation, LoadLineItem, OmissionSummary } from './load-result.types.js';
import {
  amperesFor,
  cookingDemand,
  countedCircuits,
  DRYER_MINIMUM_VA,
  dryerUnitVa,
  EV_MINIMUM_VA,
  evUnitVa,
  fastenedAppliancePercent,
  FASTENED_DEMAND_MIN_QUANTITY,
  GENERAL_DEMAND_BANDS,
  LARGEST_MOTOR_PERCENT,
  omittedGroup,
  recommendServiceRating,
  SERVICE_VOLTAGE,
  VA_PER_LAUNDRY_CIRCUIT,
  VA_PER_SMALL_APPLIANCE_CIRCUIT,
  VA_PER_SQUARE_FOOT,
  type CookingRowDemand,
  type NoncoincidentGroup,
} from './load-rules.js';
import { formatCents as fmtCents, formatNumber as fmt, fromCents, percentOfCents, percentText, toCents } from './va-math.js';
import { indexedText } from './indexed-text.js';
import { rowTextsOf, type RowTexts } from './row-texts.js';
import { editionCitations, editionOf, omittedMotorKeepsQuarter, type CodeEdition, type EditionCitations, type LoadCalculationOptions } from './code-edition.js';
import { circuitWarnings, standardDecisions } from './decisions.js';

const COOKING_TYPES: ReadonlySet<ApplianceType> = new Set(['Range', 'Oven', 'Cooktop']);
const MOTOR_TYPES: ReadonlySet<ApplianceType> = new Set(['A/C Unit', 'Heat Pump', 'Motor']);
/**
 * 220.60's groups of a row: a Heat Pump's compressor runs in both modes (it cools, and in heating it
 * runs with its supplementary heat, the Heating Unit rows), so it belongs to both sides and is never
 * the load omitted. An A/C Unit is cooling only, a Heating Unit heating only.
 */
type RowGroup = NoncoincidentGroup | 'both' | null;

/**
 * The residential standard-method load calculation. Validates the form first: any invalid input
 * gives `{ ok: false, errors }` and no figures at all.
 */
export function calculateLoad(form: LoadCalculationForm, options?: LoadCalculationOptions): LoadCalculationResult {
  const parsed = parseLoadForm(form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return calculateParsedLoad(parsed.value, editionOf(options), undefined, options?.compressorInterlocked ?? false);
}

/** A load line in the making; VA in cents. */
interface LoadDraft {
  /** The line item itself; `finish` fills in its va and load. */
  line: LoadLineItem;
  demandCents: number;
  omittedCents: number;
  managed: boolean;
  omitted: boolean;
}

function loadOf(draft: LoadDraft): LineLoad {
  const managedCents = draft.managed ? draft.demandCents - draft.omittedCents : 0;
  return {
    omitted: draft.omitted,
    loadManaged: draft.managed,
    omittedVa: fromCents(draft.omittedCents),
    managedVa: fromCents(managedCents),
    netVa: fromCents(draft.demandCents - draft.omittedCents - managedCents),
  };
}

function finish(draft: LoadDraft): LoadLineItem {
  // The draft's line was created with every field, in plainLine's order (one object shape for all
  // line items); only its figures are filled in here, without a copy.
  const line = draft.line;
  line.va = fromCents(draft.demandCents);
  line.load = loadOf(draft);
  return line;
}

function plainLine(
  id: string,
  section: LoadLineItem['section'],
  description: string,
  inputs: LineInputs,
  rule: string,
  factor: number | null,
  demandLabel: string,
  vaCents: number,
  necSection: string,
  amperes: number | null = null,
): LoadLineItem {
  return { id, section, rowIndex: null, description, inputs, rule, factor, demandLabel, va: fromCents(vaCents), amperes, necSection, load: null };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${fmt(count)} ${count === 1 ? one : many}`;
}

// Texts that do not depend on the form, made once (the calculation runs on every keystroke).
const LIGHTING_LABEL = `${VA_PER_SQUARE_FOOT} VA/sq ft`;
const LIGHTING_RULE_TAIL = ` sq ft × ${VA_PER_SQUARE_FOOT} VA`;
const KITCHEN_LABEL = `${VA_PER_SMALL_APPLIANCE_CIRCUIT} VA`;
const KITCHEN_RULE_TAIL = ` × ${fmt(VA_PER_SMALL_APPLIANCE_CIRCUIT)} VA`;
const LAUNDRY_LABEL = `${VA_PER_LAUNDRY_CIRCUIT} VA`;
const LAUNDRY_RULE_TAIL = ` × ${fmt(VA_PER_LAUNDRY_CIRCUIT)} VA`;

/** A Table 220.45 band with its texts. */
interface DemandBand {
  id: string;
  description: string;
  fromCents: number;
  toCents: number;
  percent: number;
  factor: number;
  label: string;
  /** ' VA × 35%': the rule after the band's portion. */
  ruleTail: string;
}

const DEMAND_BANDS: readonly DemandBand[] = GENERAL_DEMAND_BANDS.map((band, index): DemandBand => {
  const toVa = Number.isFinite(band.toVa) ? band.toVa : null;
  const range = toVa === null ? `Over ${fmt(band.fromVa)} VA` : band.fromVa === 0 ? `First ${fmt(toVa)} VA` : `${fmt(band.fromVa + 1)} to ${fmt(toVa)} VA`;
  return {
    id: `general.demand.${index + 1}`,
    description: `${range} at ${band.percent}%`,
    fromCents: band.fromVa * 100,
    toCents: band.toVa * 100,
    percent: band.percent,
    factor: band.percent / 100,
    label: `${band.percent}%`,
    ruleTail: ` VA × ${band.percent}%`,
  };
});

function generalLines(input: ParsedLoadForm, cite: EditionCitations): { lines: LoadLineItem[]; draft: LoadDraft } {
  const lightingCents = toCents(input.squareFeet * VA_PER_SQUARE_FOOT);
  const circuits = countedCircuits(input);
  const kitchenCents = toCents(circuits.smallAppliance * VA_PER_SMALL_APPLIANCE_CIRCUIT);
  const laundryCents = toCents(circuits.laundry * VA_PER_LAUNDRY_CIRCUIT);
  const subtotalCents = lightingCents + kitchenCents + laundryCents;

  const lines: LoadLineItem[] = [
    plainLine(
      'general.lighting',
      'general',
      'General Lighting and Receptacles',
      { squareFeet: input.squareFeet, vaPerSquareFoot: VA_PER_SQUARE_FOOT },
      fmt(input.squareFeet) + LIGHTING_RULE_TAIL,
      null,
      LIGHTING_LABEL,
      lightingCents,
      cite.generalLighting,
    ),
    plainLine(
      'general.kitchen',
      'general',
      'Kitchen Small-Appliance Circuits',
      { circuits: circuits.smallAppliance, vaPerCircuit: VA_PER_SMALL_APPLIANCE_CIRCUIT },
      plural(circuits.smallAppliance, 'circuit') +
        KITCHEN_RULE_TAIL +
        (circuits.smallApplianceBelowMinimum ? ` (${fmt(input.kitchenApplianceCircuits)} entered; at least 2, 210.11(C)(1))` : ''),
      null,
      KITCHEN_LABEL,
      kitchenCents,
      '220.52(A)',
    ),
    plainLine(
      'general.laundry',
      'general',
      'Laundry Room Circuits',
      { circuits: circuits.laundry, vaPerCircuit: VA_PER_LAUNDRY_CIRCUIT },
      plural(circuits.laundry, 'circuit') +
        LAUNDRY_RULE_TAIL +
        (circuits.laundryBelowMinimum ? ` (${fmt(input.laundryRoomCircuits)} entered; at least 1, 210.11(C)(2))` : ''),
      null,
      LAUNDRY_LABEL,
      laundryCents,
      '220.52(B)',
    ),
    plainLine(
      'general.subtotal',
      'general',
      'Total General Lighting and Receptacle Load',
      {},
      `${fmtCents(lightingCents)} + ${fmtCents(kitchenCents)} + ${fmtCents(laundryCents)} VA`,
      null,
      '',
      subtotalCents,
      `${cite.generalLighting}, 220.52`,
    ),
  ];
  // Table 220.45 (generalDemandSteps, worked here in cents): each band's portion and its demand.
  let demandCents = 0;
  let demandRule = '';
  for (let index = 0; index < DEMAND_BANDS.length; index += 1) {
    const band = DEMAND_BANDS[index]!;
    const portionCents = Math.max(0, Math.min(subtotalCents, band.toCents) - band.fromCents);
    const stepCents = percentOfCents(portionCents, band.percent);
    demandCents += stepCents;
    demandRule = index === 0 ? fmtCents(stepCents) : `${demandRule} + ${fmtCents(stepCents)}`;
    lines.push(
      plainLine(
        band.id,
        'general',
        band.description,
        { baseVa: fromCents(portionCents) },
        fmtCents(portionCents) + band.ruleTail,
        band.factor,
        band.label,
        stepCents,
        cite.generalDemand,
      ),
    );
  }

  const draft: LoadDraft = {
    line: {
      id: 'general.demand',
      section: 'general',
      rowIndex: null,
      description: 'General Lighting and Receptacle Demand',
      inputs: { baseVa: fromCents(subtotalCents) },
      rule: `${demandRule} VA`,
      factor: null,
      demandLabel: cite.generalDemandLabel,
      va: 0,
      amperes: null,
      necSection: cite.generalDemand,
      load: null,
    },
    demandCents,
    omittedCents: 0,
    managed: false,
    omitted: false,
  };
  return { lines, draft };
}

/** '; load-managed: set aside and taken off the net (220.70)': the rule's tail on a managed row. */
function managedRuleTail(cite: EditionCitations): string {
  return `; load-managed: set aside and taken off the net (${cite.loadManagement})`;
}
const fastenedId = indexedText('fastened.');
const largeId = indexedText('large.');

function fastenedDrafts(input: ParsedLoadForm, texts: RowTexts, cite: EditionCitations): { drafts: LoadDraft[]; total: LoadLineItem } {
  const rows = input.appliances;
  let countedQuantity = 0;
  // 220.53 counts appliances: a row at 0 W (a gas water heater on a fixed row) is none.
  for (const row of rows) if (!row.loadManagement && row.watts > 0) countedQuantity += row.quantity;
  const percent = fastenedAppliancePercent(countedQuantity);
  const why =
    countedQuantity >= FASTENED_DEMAND_MIN_QUANTITY
      ? `${plural(countedQuantity, 'appliance')} fastened in place: four or more`
      : `${plural(countedQuantity, 'appliance')} fastened in place: fewer than four`;
  const countedTail = ` × ${percentText(percent)} (${why})`;
  const managedTail = ` × 100%${managedRuleTail(cite)}`;

  const drafts: LoadDraft[] = [];
  let totalCents = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const managed = row.loadManagement;
    const rowPercent = managed ? 100 : percent;
    const demandCents = percentOfCents(toCents(row.watts) * row.quantity, rowPercent);
    totalCents += demandCents;
    drafts.push({
      line: {
        id: fastenedId(index),
        section: 'fastened',
        rowIndex: index,
        description: texts.fastenedNames[index]!,
        inputs: { watts: row.watts, quantity: row.quantity, loadManagement: managed },
        rule: texts.fastenedNameplates[index]! + (managed ? managedTail : countedTail),
        factor: rowPercent / 100,
        demandLabel: percentText(rowPercent),
        va: 0,
        amperes: null,
        necSection: managed ? `220.53, ${cite.loadManagement}` : '220.53',
        load: null,
      },
      demandCents,
      omittedCents: 0,
      managed,
      omitted: false,
    });
  }

  const total = plainLine(
    'fastened.total',
    'fastened',
    'Total Appliances Fastened in Place',
    { count: countedQuantity },
    `${why}: ${percentText(percent)}`,
    percent / 100,
    percentText(percent),
    totalCents,
    '220.53',
  );
  return { drafts, total };
}

const COLUMN_A_TEXT = ' (Table 220.55 Column A, over 1,750 W, under 3,500 W: ';
const COLUMN_B_TEXT = ' (Table 220.55 Column B, 3,500 to 8,750 W: ';

function cookingWork(row: ParsedLargeAppliance, nameplate: string, demand: CookingRowDemand): { rule: string; label: string; factor: number | null } {
  switch (demand.column) {
    case 'A':
    case 'B': {
      return {
        rule: `${nameplate} × ${demand.percent}%${demand.column === 'A' ? COLUMN_A_TEXT : COLUMN_B_TEXT}${plural(demand.columnCount, 'appliance')})`,
        label: 'T220.55',
        factor: (demand.percent ?? 100) / 100,
      };
    }
    case 'C': {
      const base = `Table 220.55 Column C, ${plural(demand.columnCount, 'appliance')} over 8,750 W: ${fmt(demand.columnCBaseVa ?? 0)} VA`;
      const rating = demand.columnCSameRating ? `rating ${fmt(demand.columnCRatingVa ?? 0)} W` : `average rating ${fmt(demand.columnCRatingVa ?? 0)} W`;
      const increase =
        demand.columnCIncreaseSteps > 0
          ? ` × ${100 + 5 * demand.columnCIncreaseSteps}% (note ${demand.columnCSameRating ? 1 : 2}: ${rating}, ${demand.columnCIncreaseSteps} × 5% for each kW or major fraction over 12 kW) = ${fmt(demand.columnCDemandVa ?? 0)} VA`
          : '';
      const share = demand.columnCount > 1 ? `; ${fmt(row.quantity)} of ${fmt(demand.columnCount)} equal shares` : '';
      return { rule: `${base}${increase}${share}`, label: 'T220.55', factor: null };
    }
    case 'below':
      return { rule: `${nameplate} × 100% (1,750 W or less: outside Table 220.55)`, label: '100%', factor: 1 };
    case 'above':
      return { rule: `${nameplate} × 100% (over 27,000 W: outside Table 220.55)`, label: '100%', factor: 1 };
  }
}

interface LargeWork {
  drafts: LoadDraft[];
  /** Row index of the motor counted at 125 % (430.24), -1 when none. */
  largestMotor: number;
  omission: OmissionSummary | null;
  /** Table 220.55 for the counted cooking rows, in form order. */
  cooking: CookingRowDemand[];
}

/** 430.24: the largest motor-type unit counted (first one on a tie), -1 when none. */
function largestMotorAmong(rows: readonly ParsedLargeAppliance[], types: ReadonlySet<ApplianceType>): number {
  let largest = -1;
  let largestWatts = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (row.loadManagement || !types.has(row.type) || row.quantity <= 0 || row.watts <= 0) continue;
    if (largest < 0 || row.watts > largestWatts) {
      largest = index;
      largestWatts = row.watts;
    }
  }
  return largest;
}

function largeDrafts(input: ParsedLoadForm, edition: CodeEdition, texts: RowTexts, compressorInterlocked: boolean): LargeWork {
  const rows = input.largeAppliances;
  const cite = editionCitations(edition);

  // Loops, not flatMap and a Map: this runs on every keystroke and flatMap is slow in V8.
  const cookingRows: ParsedLargeAppliance[] = [];
  const groups: RowGroup[] = [];
  for (const row of rows) {
    if (!row.loadManagement && COOKING_TYPES.has(row.type)) cookingRows.push(row);
    groups.push(groupOf(row, compressorInterlocked));
  }
  const cookingResults = cookingDemand(cookingRows);

  // 430.24: the largest motor-type unit (first one on a tie) counts at 125 %. Under NEC 2017 an
  // omitted A/C is out of the calculation, so the largest is taken among the motors that remain.
  const remaining = compressorInterlocked ? MOTORS_WITHOUT_COOLING : REMAINING_MOTOR_TYPES;
  const edition2017Omits = omittedMotorKeepsQuarter(edition) ? null : omissionUnder2017(rows, groups, remaining);
  const largestMotor = largestMotorAmong(rows, edition2017Omits === 'cooling' ? remaining : MOTOR_TYPES);

  const drafts: LoadDraft[] = [];
  let nextCooking = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const type = row.type;
    let demandCents = toCents(row.watts) * row.quantity;
    // The rule, when the row's own branch does not write one: its nameplate at 100 %.
    let rule: string | null = null;
    let label = '100%';
    let factor: number | null = 1;
    let nec = '220.14';

    if (type === 'Dryer' || type === 'EV') {
      const minimum = type === 'Dryer' ? DRYER_MINIMUM_VA : EV_MINIMUM_VA;
      const unitVa = type === 'Dryer' ? dryerUnitVa(row.watts) : evUnitVa(row.watts);
      demandCents = toCents(unitVa) * row.quantity;
      nec = type === 'Dryer' ? '220.54' : cite.evMinimum;
      if (row.watts <= minimum) {
        label = type === 'Dryer' ? DRYER_MINIMUM_LABEL : EV_MINIMUM_LABEL;
        factor = null;
        rule = fmt(row.watts) + (type === 'Dryer' ? DRYER_MINIMUM_RULE : EV_MINIMUM_RULE) + fmt(row.quantity);
      }
    } else if (type === 'Heating Unit') {
      nec = '220.51';
    } else if (MOTOR_TYPES.has(type)) {
      nec = '220.50, 430.24';
      if (index === largestMotor) {
        const unitCents = toCents(row.watts);
        demandCents = percentOfCents(unitCents, LARGEST_MOTOR_PERCENT) + unitCents * (row.quantity - 1);
        label = LARGEST_MOTOR_LABEL;
        factor = row.quantity === 1 ? LARGEST_MOTOR_PERCENT / 100 : null;
        const watts = fmt(row.watts);
        rule = row.quantity === 1 ? watts + LARGEST_MOTOR_RULE : `${watts}${LARGEST_MOTOR_RULE} + ${watts} W × ${fmt(row.quantity - 1)} × 100%`;
      }
    } else if (COOKING_TYPES.has(type)) {
      nec = '220.55';
      if (!row.loadManagement) {
        const demand = cookingResults[nextCooking++]!;
        const work = cookingWork(row, texts.largeNameplates[index]!, demand);
        demandCents = toCents(demand.demandVa);
        rule = work.rule;
        label = work.label;
        factor = work.factor;
      }
    }
    if (rule === null) rule = texts.largeNameplates[index]! + ' × 100%';

    drafts.push({
      line: {
        id: largeId(index),
        section: 'large',
        rowIndex: index,
        description: texts.largeNames[index]!,
        inputs: { type, watts: row.watts, quantity: row.quantity, loadManagement: row.loadManagement },
        rule: row.loadManagement ? rule + managedRuleTail(cite) : rule,
        factor,
        demandLabel: label,
        va: 0,
        amperes: null,
        necSection: row.loadManagement ? `${nec}, ${cite.loadManagement}` : nec,
        load: null,
      },
      demandCents,
      omittedCents: 0,
      managed: row.loadManagement,
      omitted: false,
    });
  }

  const omission =
    edition2017Omits === null
      ? applyNoncoincident(rows, groups, drafts, largestMotor, edition)
      : applyNoncoincident2017(rows, groups, drafts, largestMotor, edition2017Omits);
  return { drafts, largestMotor, omission, cooking: cookingResults };
}

const PER_SERVICE_VOLTAGE = ` VA / ${SERVICE_VOLTAGE} V`;
/** The motor types that remain when the cooling side is omitted: a heat pump also heats. */
const REMAINING_MOTOR_TYPES: ReadonlySet<ApplianceType> = new Set(['Motor', 'Heat Pump']);
/** ... and those when the heat pump's compressor is interlocked off in heating (it is cooling only then). */
const MOTORS_WITHOUT_COOLING: ReadonlySet<ApplianceType> = new Set(['Motor']);
const DRYER_MINIMUM_LABEL = `Min ${DRYER_MINIMUM_VA}`;
const EV_MINIMUM_LABEL = `Min ${EV_MINIMUM_VA}`;
/** ' W, at least 5,000 VA each: 5,000 VA × ': the rule of a dryer or EV row at its minimum, between its watts and quantity. */
const DRYER_MINIMUM_RULE = ` W, at least ${fmt(DRYER_MINIMUM_VA)} VA each: ${fmt(DRYER_MINIMUM_VA)} VA × `;
const EV_MINIMUM_RULE = ` W, at least ${fmt(EV_MINIMUM_VA)} VA each: ${fmt(EV_MINIMUM_VA)} VA × `;
const LARGEST_MOTOR_LABEL = `${LARGEST_MOTOR_PERCENT}%`;
const LARGEST_MOTOR_RULE = ` W × ${LARGEST_MOTOR_PERCENT}% (largest motor load)`;

/** A heat pump whose compressor is interlocked off while its strips heat is cooling only. */
function groupOf(row: ParsedLargeAppliance, compressorInterlocked: boolean): RowGroup {
  if (row.loadManagement) return null;
  if (row.type === 'Heat Pump') return compressorInterlocked ? 'cooling' : 'both';
  return row.type === 'Heating Unit' ? 'heating' : row.type === 'A/C Unit' ? 'cooling' : null;
}

/** 'A/C Unit 5,040 W' or 'Heating Unit 2 × 15,000 W': how the OMIT text names a row. */
function rowLabel(row: ParsedLargeAppliance): string {
  const name = row.name.trim() || row.type;
  return row.quantity === 1 ? `${name} ${fmt(row.watts)} W` : `${name} ${fmt(row.quantity)} × ${fmt(row.watts)} W`;
}

function omittedLabels(rows: readonly ParsedLargeAppliance[], drafts: readonly LoadDraft[]): string {
  let labels = '';
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (!drafts[index]!.omitted || row.quantity <= 0 || row.watts <= 0) continue;
    labels = labels === '' ? rowLabel(row) : `${labels} + ${rowLabel(row)}`;
  }
  return labels;
}

/** The demand of the rows of a 220.60 group, in cents: its own rows and the heat pumps that run in both modes. */
function groupCents(groups: readonly RowGroup[], drafts: readonly LoadDraft[], group: NoncoincidentGroup | 'both'): number {
  let total = 0;
  for (let index = 0; index < drafts.length; index += 1) {
    const rowGroup = groups[index];
    if (rowGroup === group || (rowGroup === 'both' && group !== 'both')) total += drafts[index]!.demandCents;
  }
  return total;
}

/** ' (heat pump 7,500 VA in both)': how a comparison names the heat pumps counted on both sides. */
function heatPumpNote(groups: readonly RowGroup[], drafts: readonly LoadDraft[]): string {
  const bothCents = groupCents(groups, drafts, 'both');
  return bothCents > 0 ? ` (each with the heat pump's ${fmtCents(bothCents)} VA, which runs in both modes)` : '';
}

/** 220.60: omit the smaller of heating and cooling, keeping 25 % of an omitted largest motor (NEC 2020, 2023). */
function applyNoncoincident(
  rows: readonly ParsedLargeAppliance[],
  groups: readonly RowGroup[],
  drafts: LoadDraft[],
  largestMotor: number,
  edition: CodeEdition,
): OmissionSummary | null {
  const heatingCents = groupCents(groups, drafts, 'heating');
  const coolingCents = groupCents(groups, drafts, 'cooling');
  const largest = rows[largestMotor];
  const retainedCents = largest !== undefined && groups[largestMotor] === 'cooling' ? percentOfCents(toCents(largest.watts), LARGEST_MOTOR_PERCENT - 100) : 0;
  const omitted = omittedGroup(fromCents(heatingCents + retainedCents), fromCents(coolingCents));
  if (omitted === null) return null;

  const heatingKept =
    retainedCents > 0
      ? `heating ${fmtCents(heatingCents)} VA + ${fmtCents(retainedCents)} VA kept of the largest motor`
      : `heating ${fmtCents(heatingCents)} VA`;
  const tie = heatingCents + retainedCents === coolingCents;
  const comparison = `${heatingKept} against cooling ${fmtCents(coolingCents)} VA${heatPumpNote(groups, drafts)}: ${
    tie ? 'equal, cooling is omitted on a tie' : `${omitted} is the smaller`
  }`;
  const omittedTail = `; omitted (${comparison})`;

  let omittedCents = 0;
  let keptCents = 0;
  for (let index = 0; index < drafts.length; index += 1) {
    if (groups[index] !== omitted) continue;
    const draft = drafts[index]!;
    const kept = index === largestMotor ? retainedCents : 0;
    draft.omitted = true;
    draft.omittedCents = draft.demandCents - kept;
    omittedCents += draft.omittedCents;
    keptCents += kept;
    draft.line.demandLabel = 'OMIT';
    draft.line.necSection = `${draft.line.necSection}, 220.60`;
    draft.line.rule = draft.line.rule + omittedTail + (kept > 0 ? `; 25% of this largest motor load (${fmtCents(kept)} VA) stays in the load` : '');
  }
  return omissionSummary(rows, drafts, omitted, edition, omittedCents, keptCents, comparison, null);
}

/**
 * NEC 2017's 220.60: the omitted side leaves whole, and 430.24's 25 % goes to the largest motor that
 * remains. The side omitted is the one whose omission keeps more: heating plus 25 % of the largest
 * remaining motor (a Motor or Heat Pump row, as A/C units leave with the cooling side) against
 * cooling at 100 % plus 25 % of the largest motor of all. Cooling is omitted on a tie.
 */
function omissionUnder2017(
  rows: readonly ParsedLargeAppliance[],
  groups: readonly RowGroup[],
  remainingMotorTypes: ReadonlySet<ApplianceType>,
): NoncoincidentGroup | null {
  let heatingCents = 0;
  let coolingCents = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const group = groups[index];
    const cents = toCents(row.watts) * row.quantity;
    if (group === 'heating' || group === 'both') heatingCents += cents;
    if (group === 'cooling' || group === 'both') coolingCents += cents;
  }
  const quarterOf = (index: number): number => (index < 0 ? 0 : percentOfCents(toCents(rows[index]!.watts), LARGEST_MOTOR_PERCENT - 100));
  return omittedGroup(
    fromCents(heatingCents + quarterOf(largestMotorAmong(rows, remainingMotorTypes))),
    fromCents(coolingCents + quarterOf(largestMotorAmong(rows, MOTOR_TYPES))),
  );
}

function applyNoncoincident2017(
  rows: readonly ParsedLargeAppliance[],
  groups: readonly RowGroup[],
  drafts: LoadDraft[],
  largestMotor: number,
  omitted: NoncoincidentGroup,
): OmissionSummary | null {
  const heatingCents = groupCents(groups, drafts, 'heating');
  const coolingCents = groupCents(groups, drafts, 'cooling');
  const comparison = `heating ${fmtCents(heatingCents)} VA against cooling ${fmtCents(coolingCents)} VA${heatPumpNote(groups, drafts)} (NEC 2017: ${omitted} is omitted whole)`;
  const omittedTail = `; omitted whole (${comparison})`;
  let omittedCents = 0;
  for (let index = 0; index < drafts.length; index += 1) {
    if (groups[index] !== omitted) continue;
    const draft = drafts[index]!;
    draft.omitted = true;
    draft.omittedCents = draft.demandCents;
    omittedCents += draft.omittedCents;
    draft.line.demandLabel = 'OMIT';
    draft.line.necSection = `${draft.line.necSection}, 220.60`;
    draft.line.rule = draft.line.rule + omittedTail;
  }
  const remaining = omitted === 'cooling' ? rows[largestMotor] : undefined;
  return omissionSummary(rows, drafts, omitted, '2017', omittedCents, 0, comparison, remaining ?? null, omitted === 'cooling');
}

function omissionSummary(
  rows: readonly ParsedLargeAppliance[],
  drafts: readonly LoadDraft[],
  group: NoncoincidentGroup,
  edition: CodeEdition,
  omittedCents: number,
  keptCents: number,
  comparison: string,
  remainingMotor: ParsedLargeAppliance | null,
  coolingOmitted2017 = false,
): OmissionSummary | null {
  const labels = omittedLabels(rows, drafts);
  if (labels === '') return null;
  let text = `${labels} omitted${edition === '2017' ? ' whole' : ''} (220.60)`;
  if (keptCents > 0) {
    text += `; ${fmtCents(keptCents)} VA kept: 25% of the largest motor (220.60, 430.24)`;
  } else if (coolingOmitted2017) {
    text +=
      remainingMotor === null
        ? '; no motor remains to take the 25% (430.24)'
        : `; 25% of the largest remaining motor kept: ${rowLabel(remainingMotor)}, ${fmtCents(
            percentOfCents(toCents(remainingMotor.watts), LARGEST_MOTOR_PERCENT - 100),
          )} VA (430.24)`;
  }
  return {
    group,
    codeEdition: edition,
    omittedVa: fromCents(omittedCents),
    keptVa: fromCents(keptCents),
    comparison,
    text,
    necSections: keptCents > 0 || coolingOmitted2017 ? ['220.60', '430.24'] : ['220.60'],
  };
}

/** The standard method on an already parsed form (the other methods reuse the parse). */
export function calculateParsedLoad(
  input: ParsedLoadForm,
  edition: CodeEdition = '2023',
  texts: RowTexts = rowTextsOf(input),
  compressorInterlocked = false,
): LoadCalculation {
  const cite = editionCitations(edition);
  const general = generalLines(input, cite);
  const fastened = fastenedDrafts(input, texts, cite);
  const largeWork = largeDrafts(input, edition, texts, compressorInterlocked);
  const large = largeWork.drafts;
  // Plain loops rather than spreads: this runs on every keystroke, both methods together.
  const lineItems: LoadLineItem[] = general.lines;
  let grossCents = 0;
  let omittedCents = 0;
  let managedCents = 0;
  const drafts: LoadDraft[] = [general.draft];
  for (const draft of fastened.drafts) drafts.push(draft);
  for (const draft of large) drafts.push(draft);
  for (let index = 0; index < drafts.length; index += 1) {
    const draft = drafts[index]!;
    grossCents += draft.demandCents;
    omittedCents += draft.omittedCents;
    if (draft.managed) managedCents += draft.demandCents - draft.omittedCents;
    lineItems.push(finish(draft));
    // The fastened total follows the fastened rows.
    if (index === fastened.drafts.length) lineItems.push(fastened.total);
  }
  const netCents = grossCents - omittedCents - managedCents;
  const netVa = fromCents(netCents);
  const amperes = amperesFor(netVa);
  const service = recommendServiceRating(amperes);

  const serviceRule =
    service.serviceAmperes === null
      ? `${fmt(amperes)} A is above the largest standard rating (6,000 A)`
      : `smallest standard rating at or above ${fmt(amperes)} A, at least 100 A` +
        (service.panelAmperes === null ? '; no common panel size covers it' : `; common panel size ${service.panelAmperes} A`);

  lineItems.push(
    plainLine('totals.gross', 'totals', 'Total Load', {}, 'sum of the demand lines', null, '', grossCents, '220.40'),
    plainLine(
      'totals.omitted',
      'totals',
      'Omitted Load (non-coincident)',
      {},
      largeWork.omission?.text ?? 'smaller of heating and cooling',
      null,
      'OMIT',
      omittedCents,
      largeWork.omission?.necSections.join(', ') ?? '220.60',
    ),
    plainLine('totals.managed', 'totals', 'Load-Managed Load', {}, 'load-managed rows', null, '', managedCents, cite.loadManagement),
    plainLine(
      'totals.net',
      'totals',
      'Total Net Load',
      {},
      `${fmtCents(grossCents)} − ${fmtCents(omittedCents)} − ${fmtCents(managedCents)} VA`,
      null,
      '',
      netCents,
      '220.40',
    ),
    plainLine('totals.amperes', 'totals', 'Amperage', { baseVa: netVa }, fmtCents(netCents) + PER_SERVICE_VOLTAGE, null, '', netCents, '220.5(A)', amperes),
    plainLine(
      'totals.service',
      'totals',
      'Recommended Service Rating',
      { baseVa: netVa },
      serviceRule,
      null,
      service.serviceAmperes === null ? '' : `${service.serviceAmperes} A`,
      netCents,
      '230.79(C), 240.6(A)',
      service.serviceAmperes,
    ),
  );

  return {
    ok: true,
    codeEdition: edition,
    inputs: input,
    omission: largeWork.omission,
    decisions: standardDecisions(input, edition, {
      largestMotor: largeWork.largestMotor,
      cooking: largeWork.cooking,
      omission: largeWork.omission,
      amperes,
      serviceAmperes: service.serviceAmperes,
    }),
    warnings: circuitWarnings(input),
    totals: {
      grossVa: fromCents(grossCents),
      omittedVa: fromCents(omittedCents),
      managedVa: fromCents(managedCents),
      netVa,
      amperes,
      recommendedServiceAmperes: service.serviceAmperes,
      panelSizeAmperes: service.panelAmperes,
    },
    lineItems,
  };
}
