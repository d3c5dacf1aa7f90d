import type { ApplianceType, LoadCalculationForm } from './load-form.types.js';
import { parseLoadForm, type ParsedLargeAppliance, type ParsedLoadForm } from './load-form.validation.js';
import type { LineInputs, LineLoad, LoadCalculationResult, LoadCalculation, LoadLineItem, OmissionSummary } from './load-result.types.js';
import {
  amperesFor,
  cookingDemand,
  DRYER_MINIMUM_VA,
  dryerUnitVa,
  EV_MINIMUM_VA,
  evUnitVa,
  fastenedAppliancePercent,
  FASTENED_DEMAND_MIN_QUANTITY,
  generalDemandSteps,
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
import { formatNumber as fmt, fromCents, percentOfCents, toCents } from './va-math.js';
import { editionOf, omittedMotorKeepsQuarter, type CodeEdition, type LoadCalculationOptions } from './code-edition.js';
import { standardDecisions } from './decisions.js';

const COOKING_TYPES: ReadonlySet<ApplianceType> = new Set(['Range', 'Oven', 'Cooktop']);
const MOTOR_TYPES: ReadonlySet<ApplianceType> = new Set(['A/C Unit', 'Heat Pump', 'Motor']);
const COOLING_TYPES: ReadonlySet<ApplianceType> = new Set(['A/C Unit', 'Heat Pump']);

/**
 * The residential standard-method load calculation. Validates the form first: any invalid input
 * gives `{ ok: false, errors }` and no figures at all.
 */
export function calculateLoad(form: LoadCalculationForm, options?: LoadCalculationOptions): LoadCalculationResult {
  const parsed = parseLoadForm(form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  return calculateParsedLoad(parsed.value, editionOf(options));
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

function generalLines(input: ParsedLoadForm): { lines: LoadLineItem[]; draft: LoadDraft } {
  const lightingCents = toCents(input.squareFeet * VA_PER_SQUARE_FOOT);
  const kitchenCents = toCents(input.kitchenApplianceCircuits * VA_PER_SMALL_APPLIANCE_CIRCUIT);
  const laundryCents = toCents(input.laundryRoomCircuits * VA_PER_LAUNDRY_CIRCUIT);
  const subtotalCents = lightingCents + kitchenCents + laundryCents;
  const steps = generalDemandSteps(fromCents(subtotalCents));
  const demandCents = steps.reduce((sum, step) => sum + toCents(step.demandVa), 0);

  const lines: LoadLineItem[] = [
    plainLine(
      'general.lighting',
      'general',
      'General Lighting and Receptacles',
      { squareFeet: input.squareFeet, vaPerSquareFoot: VA_PER_SQUARE_FOOT },
      `${fmt(input.squareFeet)} sq ft × ${VA_PER_SQUARE_FOOT} VA`,
      null,
      `${VA_PER_SQUARE_FOOT} VA/sq ft`,
      lightingCents,
      '220.41',
    ),
    plainLine(
      'general.kitchen',
      'general',
      'Kitchen Small-Appliance Circuits',
      { circuits: input.kitchenApplianceCircuits, vaPerCircuit: VA_PER_SMALL_APPLIANCE_CIRCUIT },
      `${plural(input.kitchenApplianceCircuits, 'circuit')} × ${fmt(VA_PER_SMALL_APPLIANCE_CIRCUIT)} VA`,
      null,
      `${VA_PER_SMALL_APPLIANCE_CIRCUIT} VA`,
      kitchenCents,
      '220.52(A)',
    ),
    plainLine(
      'general.laundry',
      'general',
      'Laundry Room Circuits',
      { circuits: input.laundryRoomCircuits, vaPerCircuit: VA_PER_LAUNDRY_CIRCUIT },
      `${plural(input.laundryRoomCircuits, 'circuit')} × ${fmt(VA_PER_LAUNDRY_CIRCUIT)} VA`,
      null,
      `${VA_PER_LAUNDRY_CIRCUIT} VA`,
      laundryCents,
      '220.52(B)',
    ),
    plainLine(
      'general.subtotal',
      'general',
      'Total General Lighting and Receptacle Load',
      {},
      `${fmt(fromCents(lightingCents))} + ${fmt(fromCents(kitchenCents))} + ${fmt(fromCents(laundryCents))} VA`,
      null,
      '',
      subtotalCents,
      '220.41, 220.52',
    ),
  ];
  steps.forEach((step, index) => {
      const range =
        step.toVa === null
          ? `Over ${fmt(step.fromVa)} VA`
          : step.fromVa === 0
            ? `First ${fmt(step.toVa)} VA`
            : `${fmt(step.fromVa + 1)} to ${fmt(step.toVa)} VA`;
      lines.push(plainLine(
        `general.demand.${index + 1}`,
        'general',
        `${range} at ${step.percent}%`,
        { baseVa: step.portionVa },
        `${fmt(step.portionVa)} VA × ${step.percent}%`,
        step.percent / 100,
        `${step.percent}%`,
        toCents(step.demandVa),
        'Table 220.45',
      ));
  });

  const draft: LoadDraft = {
    line: {
      id: 'general.demand',
      section: 'general',
      rowIndex: null,
      description: 'General Lighting and Receptacle Demand',
      inputs: { baseVa: fromCents(subtotalCents) },
      rule: steps.map((step) => fmt(step.demandVa)).join(' + ') + ' VA',
      factor: null,
      demandLabel: 'T220.45',
      va: 0,
      amperes: null,
      necSection: 'Table 220.45',
      load: null,
    },
    demandCents,
    omittedCents: 0,
    managed: false,
    omitted: false,
  };
  return { lines, draft };
}

const MANAGED_NOTE = 'load-managed: set aside and taken off the net (220.70)';

function fastenedDrafts(input: ParsedLoadForm): { drafts: LoadDraft[]; total: LoadLineItem } {
  const countedQuantity = input.appliances.reduce((sum, row) => (row.loadManagement ? sum : sum + row.quantity), 0);
  const percent = fastenedAppliancePercent(countedQuantity);
  const why =
    countedQuantity >= FASTENED_DEMAND_MIN_QUANTITY
      ? `${plural(countedQuantity, 'appliance')} fastened in place: four or more`
      : `${plural(countedQuantity, 'appliance')} fastened in place: fewer than four`;

  const drafts = input.appliances.map((row, index): LoadDraft => {
    const connectedCents = toCents(row.watts) * row.quantity;
    const rowPercent = row.loadManagement ? 100 : percent;
    const demandCents = percentOfCents(connectedCents, rowPercent);
    const work = `${fmt(row.watts)} W × ${fmt(row.quantity)} × ${rowPercent}%`;
    return {
      line: {
        id: `fastened.${index}`,
        section: 'fastened',
        rowIndex: index,
        description: row.name.trim() || `Appliance ${index + 1}`,
        inputs: { watts: row.watts, quantity: row.quantity, loadManagement: row.loadManagement },
        rule: row.loadManagement ? `${work}; ${MANAGED_NOTE}` : `${work} (${why})`,
        factor: rowPercent / 100,
        demandLabel: `${rowPercent}%`,
        va: 0,
        amperes: null,
        necSection: row.loadManagement ? '220.53, 220.70' : '220.53',
        load: null,
      },
      demandCents,
      omittedCents: 0,
      managed: row.loadManagement,
      omitted: false,
    };
  });

  const totalCents = drafts.reduce((sum, draft) => sum + draft.demandCents, 0);
  const total = plainLine(
    'fastened.total',
    'fastened',
    'Total Appliances Fastened in Place',
    { count: countedQuantity },
    `${why}: ${percent}%`,
    percent / 100,
    `${percent}%`,
    totalCents,
    '220.53',
  );
  return { drafts, total };
}

function cookingWork(row: ParsedLargeAppliance, demand: CookingRowDemand): { rule: string; label: string; factor: number | null } {
  const nameplate = `${fmt(row.watts)} W × ${fmt(row.quantity)}`;
  switch (demand.column) {
    case 'A':
    case 'B': {
      const range = demand.column === 'A' ? 'over 1,750 W, under 3,500 W' : '3,500 to 8,750 W';
      return {
        rule: `${nameplate} × ${demand.percent}% (Table 220.55 Column ${demand.column}, ${range}: ${plural(demand.columnCount, 'appliance')})`,
        label: 'T220.55',
        factor: (demand.percent ?? 100) / 100,
      };
    }
    case 'C': {
      const base = `Table 220.55 Column C, ${plural(demand.columnCount, 'appliance')} over 8,750 W: ${fmt(demand.columnCBaseVa ?? 0)} VA`;
      const rating = demand.columnCSameRating ? `rating ${fmt(demand.columnCRatingVa ?? 0)} W` : `average rating ${fmt(demand.columnCRatingVa ?? 0)} W`;
      const increase =
        demand.columnCIncreaseSteps > 0
          ? ` × ${100 + 5 * demand.columnCIncreaseSteps}% (note ${demand.columnCSameRating ? 1 : 2}: ${rating}, ${demand.columnCIncreaseSteps} kW over 12 kW at 5% each) = ${fmt(demand.columnCDemandVa ?? 0)} VA`
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

function largeDrafts(input: ParsedLoadForm, edition: CodeEdition): LargeWork {
  const rows = input.largeAppliances;
  const counted = (row: ParsedLargeAppliance): boolean => !row.loadManagement;

  // Loops, not flatMap and a Map: this runs on every keystroke and flatMap is slow in V8.
  const cookingRows: ParsedLargeAppliance[] = [];
  for (const row of rows) if (counted(row) && COOKING_TYPES.has(row.type)) cookingRows.push(row);
  const cookingResults = cookingDemand(cookingRows);
  const cookingByIndex: Array<CookingRowDemand | undefined> = [];
  for (let index = 0, next = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    if (counted(row) && COOKING_TYPES.has(row.type)) cookingByIndex[index] = cookingResults[next++];
  }

  // 430.24: the largest motor-type unit (first one on a tie) counts at 125 %. Under NEC 2017 an
  // omitted A/C is out of the calculation, so the largest is taken among the motors that remain.
  const largestAmong = (types: ReadonlySet<ApplianceType>): number => {
    let largest = -1;
    rows.forEach((row, index) => {
      if (!counted(row) || !types.has(row.type) || row.quantity <= 0 || row.watts <= 0) return;
      if (largest < 0 || row.watts > rows[largest]!.watts) largest = index;
    });
    return largest;
  };
  const edition2017Omits = omittedMotorKeepsQuarter(edition) ? null : omissionUnder2017(rows, largestAmong);
  const largestMotor =
    edition2017Omits === 'cooling' ? largestAmong(REMAINING_MOTOR_TYPES) : largestAmong(MOTOR_TYPES);

  const drafts = rows.map((row, index): LoadDraft => {
    const nameplateCents = toCents(row.watts) * row.quantity;
    const nameplate = `${fmt(row.watts)} W × ${fmt(row.quantity)}`;
    let demandCents = nameplateCents;
    let rule = `${nameplate} × 100%`;
    let label = '100%';
    let factor: number | null = 1;
    let nec = '220.14';

    if (row.type === 'Dryer' || row.type === 'EV') {
      const minimum = row.type === 'Dryer' ? DRYER_MINIMUM_VA : EV_MINIMUM_VA;
      const unitVa = row.type === 'Dryer' ? dryerUnitVa(row.watts) : evUnitVa(row.watts);
      demandCents = toCents(unitVa) * row.quantity;
      nec = row.type === 'Dryer' ? '220.54' : '220.57';
      if (row.watts <= minimum) {
        label = `Min ${minimum}`;
        factor = null;
        rule = `${fmt(row.watts)} W, at least ${fmt(minimum)} VA each: ${fmt(minimum)} VA × ${fmt(row.quantity)}`;
      }
    } else if (row.type === 'Heating Unit') {
      nec = '220.51';
    } else if (MOTOR_TYPES.has(row.type)) {
      nec = '220.50, 430.24';
      if (index === largestMotor) {
        const unitCents = toCents(row.watts);
        demandCents = percentOfCents(unitCents, LARGEST_MOTOR_PERCENT) + unitCents * (row.quantity - 1);
        label = `${LARGEST_MOTOR_PERCENT}%`;
        factor = row.quantity === 1 ? LARGEST_MOTOR_PERCENT / 100 : null;
        rule =
          row.quantity === 1
            ? `${fmt(row.watts)} W × ${LARGEST_MOTOR_PERCENT}% (largest motor load)`
            : `${fmt(row.watts)} W × ${LARGEST_MOTOR_PERCENT}% (largest motor load) + ${fmt(row.watts)} W × ${fmt(row.quantity - 1)} × 100%`;
      }
    } else if (COOKING_TYPES.has(row.type) && !row.loadManagement) {
      const demand = cookingByIndex[index]!;
      const work = cookingWork(row, demand);
      demandCents = toCents(demand.demandVa);
      rule = work.rule;
      label = work.label;
      factor = work.factor;
      nec = '220.55';
    } else if (COOKING_TYPES.has(row.type)) {
      nec = '220.55';
    }

    return {
      line: {
        id: `large.${index}`,
        section: 'large',
        rowIndex: index,
        description: row.name.trim() || row.type,
        inputs: { type: row.type, watts: row.watts, quantity: row.quantity, loadManagement: row.loadManagement },
        rule: row.loadManagement ? `${rule}; ${MANAGED_NOTE}` : rule,
        factor,
        demandLabel: label,
        va: 0,
        amperes: null,
        necSection: row.loadManagement ? `${nec}, 220.70` : nec,
        load: null,
      },
      demandCents,
      omittedCents: 0,
      managed: row.loadManagement,
      omitted: false,
    };
  });

  const omission =
    edition2017Omits === null
      ? applyNoncoincident(rows, drafts, largestMotor, edition)
      : applyNoncoincident2017(rows, drafts, largestMotor, edition2017Omits);
  return { drafts, largestMotor, omission, cooking: cookingResults };
}

const REMAINING_MOTOR_TYPES: ReadonlySet<ApplianceType> = new Set(['Motor']);

function groupOf(row: ParsedLargeAppliance): NoncoincidentGroup | null {
  return row.loadManagement ? null : row.type === 'Heating Unit' ? 'heating' : COOLING_TYPES.has(row.type) ? 'cooling' : null;
}

/** 'A/C Unit 5,040 W' or 'Heating Unit 2 × 15,000 W': how the OMIT text names a row. */
function rowLabel(row: ParsedLargeAppliance): string {
  const name = row.name.trim() || row.type;
  return row.quantity === 1 ? `${name} ${fmt(row.watts)} W` : `${name} ${fmt(row.quantity)} × ${fmt(row.watts)} W`;
}

function omittedLabels(rows: readonly ParsedLargeAppliance[], drafts: readonly LoadDraft[]): string {
  return rows
    .filter((row, index) => drafts[index]!.omitted && row.quantity > 0 && row.watts > 0)
    .map(rowLabel)
    .join(' + ');
}

/** 220.60: omit the smaller of heating and cooling, keeping 25 % of an omitted largest motor (NEC 2020, 2023). */
function applyNoncoincident(
  rows: readonly ParsedLargeAppliance[],
  drafts: LoadDraft[],
  largestMotor: number,
  edition: CodeEdition,
): OmissionSummary | null {
  const sum = (group: NoncoincidentGroup): number =>
    drafts.reduce((total, draft, index) => (groupOf(rows[index]!) === group ? total + draft.demandCents : total), 0);
  const heatingCents = sum('heating');
  const coolingCents = sum('cooling');
  const largest = rows[largestMotor];
  const retainedCents =
    largest !== undefined && groupOf(largest) === 'cooling'
      ? percentOfCents(toCents(largest.watts), LARGEST_MOTOR_PERCENT - 100)
      : 0;
  const omitted = omittedGroup(fromCents(heatingCents + retainedCents), fromCents(coolingCents));
  if (omitted === null) return null;

  const heatingKept =
    retainedCents > 0
      ? `heating ${fmt(fromCents(heatingCents))} VA + ${fmt(fromCents(retainedCents))} VA kept of the largest motor`
      : `heating ${fmt(fromCents(heatingCents))} VA`;
  const tie = heatingCents + retainedCents === coolingCents;
  const comparison = `${heatingKept} against cooling ${fmt(fromCents(coolingCents))} VA: ${
    tie ? 'equal, cooling is omitted on a tie' : `${omitted} is the smaller`
  }`;

  let omittedCents = 0;
  let keptCents = 0;
  drafts.forEach((draft, index) => {
    if (groupOf(rows[index]!) !== omitted) return;
    const kept = index === largestMotor ? retainedCents : 0;
    draft.omitted = true;
    draft.omittedCents = draft.demandCents - kept;
    omittedCents += draft.omittedCents;
    keptCents += kept;
    draft.line.demandLabel = 'OMIT';
    draft.line.necSection = `${draft.line.necSection}, 220.60`;
    draft.line.rule =
      `${draft.line.rule}; omitted (${comparison})` +
      (kept > 0 ? `; 25% of this largest motor load (${fmt(fromCents(kept))} VA) stays in the load` : '');
  });
  return omissionSummary(rows, drafts, omitted, edition, omittedCents, keptCents, comparison, null);
}

/**
 * NEC 2017's 220.60: the omitted side leaves whole, and 430.24's 25 % goes to the largest motor that
 * remains. The side omitted is the one whose omission keeps more: heating plus 25 % of the largest
 * remaining motor (a Motor row, as heat pumps and A/C units leave with the cooling side) against
 * cooling at 100 % plus 25 % of the largest motor of all. Cooling is omitted on a tie.
 */
function omissionUnder2017(
  rows: readonly ParsedLargeAppliance[],
  largestAmong: (types: ReadonlySet<ApplianceType>) => number,
): NoncoincidentGroup | null {
  let heatingCents = 0;
  let coolingCents = 0;
  rows.forEach((row) => {
    const group = groupOf(row);
    if (group === 'heating') heatingCents += toCents(row.watts) * row.quantity;
    else if (group === 'cooling') coolingCents += toCents(row.watts) * row.quantity;
  });
  const quarterOf = (index: number): number =>
    index < 0 ? 0 : percentOfCents(toCents(rows[index]!.watts), LARGEST_MOTOR_PERCENT - 100);
  return omittedGroup(
    fromCents(heatingCents + quarterOf(largestAmong(REMAINING_MOTOR_TYPES))),
    fromCents(coolingCents + quarterOf(largestAmong(MOTOR_TYPES))),
  );
}

function applyNoncoincident2017(
  rows: readonly ParsedLargeAppliance[],
  drafts: LoadDraft[],
  largestMotor: number,
  omitted: NoncoincidentGroup,
): OmissionSummary | null {
  const sum = (group: NoncoincidentGroup): number =>
    drafts.reduce((total, draft, index) => (groupOf(rows[index]!) === group ? total + draft.demandCents : total), 0);
  const heatingCents = sum('heating');
  const coolingCents = sum('cooling');
  const comparison = `heating ${fmt(fromCents(heatingCents))} VA against cooling ${fmt(fromCents(coolingCents))} VA (NEC 2017: ${omitted} is omitted whole)`;
  let omittedCents = 0;
  drafts.forEach((draft, index) => {
    if (groupOf(rows[index]!) !== omitted) return;
    draft.omitted = true;
    draft.omittedCents = draft.demandCents;
    omittedCents += draft.omittedCents;
    draft.line.demandLabel = 'OMIT';
    draft.line.necSection = `${draft.line.necSection}, 220.60`;
    draft.line.rule = `${draft.line.rule}; omitted whole (${comparison})`;
  });
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
    text += `; ${fmt(fromCents(keptCents))} VA kept: 25% of the largest motor (220.60, 430.24)`;
  } else if (coolingOmitted2017) {
    text +=
      remainingMotor === null
        ? '; no motor remains to take the 25% (430.24)'
        : `; 25% of the largest remaining motor kept: ${rowLabel(remainingMotor)}, ${fmt(
            fromCents(percentOfCents(toCents(remainingMotor.watts), LARGEST_MOTOR_PERCENT - 100)),
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
export function calculateParsedLoad(input: ParsedLoadForm, edition: CodeEdition = '2023'): LoadCalculation {
  const general = generalLines(input);
  const fastened = fastenedDrafts(input);
  const largeWork = largeDrafts(input, edition);
  const large = largeWork.drafts;
  // Plain loops rather than spreads: this runs on every keystroke, both methods together.
  const lineItems: LoadLineItem[] = general.lines;
  let grossCents = 0;
  let omittedCents = 0;
  let managedCents = 0;
  const take = (draft: LoadDraft): void => {
    grossCents += draft.demandCents;
    omittedCents += draft.omittedCents;
    if (draft.managed) managedCents += draft.demandCents - draft.omittedCents;
    lineItems.push(finish(draft));
  };
  take(general.draft);
  for (const draft of fastened.drafts) take(draft);
  lineItems.push(fastened.total);
  for (const draft of large) take(draft);
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
    plainLine('totals.managed', 'totals', 'Load-Managed Load', {}, 'load-managed rows', null, '', managedCents, '220.70'),
    plainLine(
      'totals.net',
      'totals',
      'Total Net Load',
      {},
      `${fmt(fromCents(grossCents))} − ${fmt(fromCents(omittedCents))} − ${fmt(fromCents(managedCents))} VA`,
      null,
      '',
      netCents,
      '220.40',
    ),
    plainLine('totals.amperes', 'totals', 'Amperage', { baseVa: netVa }, `${fmt(netVa)} VA / ${SERVICE_VOLTAGE} V`, null, '', netCents, '220.5(A)', amperes),
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
