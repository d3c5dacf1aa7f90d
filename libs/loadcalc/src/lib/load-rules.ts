/*
 * The rules of the residential standard method (NEC Article 220, Part III) as the spec
 * (001, sections 3 and 9) states them. Where the spec is terse or ambiguous we follow the code:
 *
 * 1. Cooking (Table 220.55). Ranges, ovens and cooktops form one group of household cooking
 *    appliances, counted by quantity. Each appliance falls into one column by its own rating, and
 *    each column is worked with the number of appliances in that column; the results are added
 *    (note 3: "the demand factors for each column shall be applied to the appliances for that
 *    column"): Column A (over 1 3/4 kW, under 3 1/2 kW) and Column B (3 1/2 to 8 3/4 kW) are
 *    percentages of the nameplate sum; Column C (over 8 3/4 kW to 27 kW) is a maximum demand for
 *    the number of appliances, raised 5 % per kW by which the rating (note 1) or the average rating,
 *    counting any under 12 kW as 12 kW (note 2), exceeds 12 kW. The spec's bands round every part
 *    of a kW up (12001-13000 W: 8000 x 1.05; 13001-14000: x 1.10; 14001-15000: x 1.15); we keep
 *    those bands (at least what note 1 asks) and read the spec's "x 1.5" as the 1.05 the code and
 *    ARCHITECTURE.md section 8 give. A Column C demand is shared equally per appliance ("11000/2
 *    each"). Appliances of 1 3/4 kW or less and over 27 kW are outside the table: 100 %.
 * 2. Heating against cooling (220.60). Heating Unit rows are heating; A/C Unit and Heat Pump rows
 *    are cooling (a heat pump is a compressor, so it is also a motor load). Motor rows are neither
 *    and always count. The smaller group is omitted ('OMIT'). "Smaller" is judged by what each
 *    choice leaves in the calculation (220.60 keeps "the largest load(s) that will be used at one
 *    time"): heating plus the 25 % kept of an omitted largest motor (rule 3), against cooling. This
 *    is the plain comparison of the two groups except in the narrow band where cooling exceeds
 *    heating by less than that 25 %; there the plain comparison would let an added A/C lower the net.
 *    On a tie the cooling group is omitted (both choices then give the same net).
 * 3. The omitted motor (220.60, 430.24). The largest motor-type unit (A/C Unit, Heat Pump or Motor)
 *    counts at 125 %, the others at 100 %. Under NEC 2020 and 2023 (code-edition.ts; NEC 2017 omits
 *    the side whole and gives the 25 % to the largest remaining motor), when that largest unit sits
 *    in the omitted cooling group, its extra 25 % stays in the load ("motor omitted load is 25 % of the largest omitted motor-type
 *    load"): only its 100 % is omitted. An omitted cooling unit that is not the largest motor is
 *    omitted in full, since the 25 % of 430.24 is owed once, for the largest motor.
 * 4. Load management (220.70). A load-managed row is set aside: it counts in the gross at its own
 *    rating (dryer and EV minimums still apply) and is taken off the net in full. It joins no group
 *    rule (the 220.53 count, Table 220.55, the largest motor, the 220.60 comparison), so the loads
 *    that remain are worked exactly as if the managed one were not there.
 * 5. Fastened appliances (220.53): 75 % when the quantities add up to four or more, else 100 %.
 * 6. Dryers at least 5000 VA each (220.54; the Table 220.54 factors for five or more dryers belong
 *    to multifamily feeders and are not applied). EV equipment at least 7200 VA each (220.57).
 * 7. Service (230.79(C), 240.6(A)): amperes = net VA / 240, exact; the rating is the smallest
 *    standard rating at or above it, never below 100 A. The 220.5(B) permission to drop a fraction
 *    of an ampere under 0.5 is not used, so 200.3 A asks for 225 A.
 */
import { percentOfCents, shareOfCents } from './va-math.js';

// General lighting and receptacles (220.41, 220.52, Table 220.45)
export const VA_PER_SQUARE_FOOT = 3;
export const VA_PER_SMALL_APPLIANCE_CIRCUIT = 1500;
export const VA_PER_LAUNDRY_CIRCUIT = 1500;
/** 210.11(C)(1): two or more small-appliance circuits; 210.11(C)(2): at least one laundry circuit. */
export const MINIMUM_SMALL_APPLIANCE_CIRCUITS = 2;
export const MINIMUM_LAUNDRY_CIRCUITS = 1;
export const GENERAL_DEMAND_BANDS = [
  { fromVa: 0, toVa: 3000, percent: 100 },
  { fromVa: 3000, toVa: 120000, percent: 35 },
  { fromVa: 120000, toVa: Number.POSITIVE_INFINITY, percent: 25 },
] as const;

// Fastened in place (220.53)
export const FASTENED_DEMAND_MIN_QUANTITY = 4;
export const FASTENED_DEMAND_PERCENT = 75;

// Dryers (220.54), EV charging equipment (220.57), motors (430.24)
export const DRYER_MINIMUM_VA = 5000;
export const EV_MINIMUM_VA = 7200;
export const LARGEST_MOTOR_PERCENT = 125;

// Table 220.55
export const COOKING_TABLE_OVER_VA = 1750;
export const COLUMN_A_BELOW_VA = 3500;
export const COLUMN_B_UP_TO_VA = 8750;
export const COLUMN_C_UP_TO_VA = 27000;
export const COLUMN_C_BASE_RATING_VA = 12000;
export const COLUMN_C_INCREASE_PERCENT_PER_KW = 5;
/** Half a kW, in cents of VA: the "major fraction" of a kW that note 1 counts as a whole one. */
const COLUMN_C_MAJOR_FRACTION_CENTS = 50_000;

const COLUMN_A_PERCENT = [80, 75, 70, 66, 62, 59, 56, 53, 51, 49, 47, 45, 43, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30];
const COLUMN_B_PERCENT = [80, 65, 55, 50, 45, 43, 40, 36, 35, 34, 32, 32, 32, 32, 32, 28, 28, 28, 28, 28, 26, 26, 26, 26, 26];

// Service (220.5(A), 230.79(C), 240.6(A))
export const SERVICE_VOLTAGE = 240;
export const MINIMUM_SERVICE_AMPERES = 100;
export const STANDARD_AMPERE_RATINGS = [
  15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1200, 1600, 2000, 2500,
  3000, 4000, 5000, 6000,
] as const;
export const COMMON_PANEL_SIZES = [100, 125, 150, 200, 225, 400] as const;

// ---------------------------------------------------------------------------------------------
// General lighting and receptacles

export interface GeneralDemandStep {
  percent: number;
  fromVa: number;
  /** null for the open-ended last band. */
  toVa: number | null;
  /** The part of the total that falls in this band. */
  portionVa: number;
  demandVa: number;
}

/** Table 220.45 applied to the sum of lighting, small-appliance and laundry loads. */
export function generalDemandSteps(totalVa: number): GeneralDemandStep[] {
  const totalCents = Math.round(totalVa * 100);
  return GENERAL_DEMAND_BANDS.map((band) => {
    const from = band.fromVa * 100;
    const to = band.toVa * 100;
    const portionCents = Math.max(0, Math.min(totalCents, to) - from);
    return {
      percent: band.percent,
      fromVa: band.fromVa,
      toVa: Number.isFinite(band.toVa) ? band.toVa : null,
      portionVa: portionCents / 100,
      demandVa: percentOfCents(portionCents, band.percent) / 100,
    };
  });
}

export function generalDemandVa(totalVa: number): number {
  const cents = generalDemandSteps(totalVa).reduce((sum, step) => sum + Math.round(step.demandVa * 100), 0);
  return cents / 100;
}

export interface CountedCircuits {
  /** The small-appliance (kitchen) circuits counted: those entered, at least the code's two. */
  smallAppliance: number;
  laundry: number;
  /** Fewer were entered than 210.11(C)(1) or (C)(2) requires. */
  smallApplianceBelowMinimum: boolean;
  laundryBelowMinimum: boolean;
}

/**
 * The circuits 220.52 counts: 1,500 VA for each circuit 210.11(C)(1) and (C)(2) require, so never
 * fewer than two small-appliance circuits and one laundry circuit, whatever was entered.
 */
export function countedCircuits(input: { kitchenApplianceCircuits: number; laundryRoomCircuits: number }): CountedCircuits {
  return {
    smallAppliance: Math.max(input.kitchenApplianceCircuits, MINIMUM_SMALL_APPLIANCE_CIRCUITS),
    laundry: Math.max(input.laundryRoomCircuits, MINIMUM_LAUNDRY_CIRCUITS),
    smallApplianceBelowMinimum: input.kitchenApplianceCircuits < MINIMUM_SMALL_APPLIANCE_CIRCUITS,
    laundryBelowMinimum: input.laundryRoomCircuits < MINIMUM_LAUNDRY_CIRCUITS,
  };
}

// ---------------------------------------------------------------------------------------------
// Fastened appliances, dryers, EV

export function fastenedAppliancePercent(totalQuantity: number): number {
  return totalQuantity >= FASTENED_DEMAND_MIN_QUANTITY ? FASTENED_DEMAND_PERCENT : 100;
}

export function dryerUnitVa(watts: number): number {
  return Math.max(watts, DRYER_MINIMUM_VA);
}

export function evUnitVa(watts: number): number {
  return Math.max(watts, EV_MINIMUM_VA);
}

// ---------------------------------------------------------------------------------------------
// Household cooking appliances (Table 220.55)

/** 'below' = 1 3/4 kW or less, 'above' = over 27 kW: both outside the table. */
export type CookingColumn = 'A' | 'B' | 'C' | 'below' | 'above';

export function cookingColumnFor(watts: number): CookingColumn {
  if (watts <= COOKING_TABLE_OVER_VA) return 'below';
  if (watts < COLUMN_A_BELOW_VA) return 'A';
  if (watts <= COLUMN_B_UP_TO_VA) return 'B';
  if (watts <= COLUMN_C_UP_TO_VA) return 'C';
  return 'above';
}

function tableRow(percents: readonly number[], count: number): number {
  return percents[Math.min(count, percents.length) - 1] ?? 0;
}

/** Column A demand factor (%) for `count` appliances under 3 1/2 kW. */
export function columnAPercent(count: number): number {
  return count <= 25 ? tableRow(COLUMN_A_PERCENT, count) : 30;
}

/** Column B demand factor (%) for `count` appliances of 3 1/2 to 8 3/4 kW. */
export function columnBPercent(count: number): number {
  if (count <= 25) return tableRow(COLUMN_B_PERCENT, count);
  if (count <= 30) return 24;
  if (count <= 40) return 22;
  if (count <= 50) return 20;
  if (count <= 60) return 18;
  return 16;
}

/** Column C maximum demand (VA) for `count` appliances, each rated not over 12 kW. */
export function columnCMaxDemandVa(count: number): number {
  if (count <= 0) return 0;
  if (count <= 4) return 5000 + 3000 * count; // 8, 11, 14, 17 kW
  if (count <= 40) return 15000 + 1000 * count; // 20 kW at 5 ... 40 kW at 25; "15 kW + 1 kW per range" for 26-40
  return 25000 + 750 * count; // 41 and over: 25 kW + 3/4 kW per range
}

/**
 * The kW steps by which a rating exceeds 12 kW (notes 1 and 2): "5 percent for each kilovolt-ampere
 * or major fraction thereof", so a part of a kW counts from half a kW (12.4 kW: none; 12.5 kW: one).
 */
export function columnCIncreaseSteps(ratingVa: number): number {
  const excessCents = Math.round(ratingVa * 100) - COLUMN_C_BASE_RATING_VA * 100;
  return excessCents > 0 ? Math.floor((excessCents + COLUMN_C_MAJOR_FRACTION_CENTS) / 100_000) : 0;
}

export interface CookingRowInput {
  watts: number;
  quantity: number;
}

export interface CookingRowDemand {
  column: CookingColumn;
  /** Appliances (by quantity) worked in the same column. */
  columnCount: number;
  /** Columns A and B: the demand factor. Outside the table: 100. Column C: null (a demand, not a factor). */
  percent: number | null;
  /** Column C: the table's maximum demand for the column's appliances, before the note 1/2 increase. */
  columnCBaseVa: number | null;
  /** Column C: the average rating the increase was taken on (under 12 kW counted as 12 kW). */
  columnCRatingVa: number | null;
  /** Column C: the kW steps over 12 kW, each adding 5 %. */
  columnCIncreaseSteps: number;
  /** Column C: the whole column's demand, shared by its appliances. */
  columnCDemandVa: number | null;
  /** Column C: whether all its appliances share one rating (note 1) or not (note 2). */
  columnCSameRating: boolean;
  demandVa: number;
}

/** Table 220.55 for a group of cooking rows (given in form order; the result keeps that order). */
export function cookingDemand(rows: readonly CookingRowInput[]): CookingRowDemand[] {
  // Loops rather than map, filter and reduce: the standard method works the table on every keystroke.
  const columns: CookingColumn[] = [];
  let countA = 0;
  let countB = 0;
  let countC = 0;
  // Column C as a whole: a maximum demand shared equally by its appliances.
  let cRatingCents = 0;
  let cFirstWatts = 0;
  let cRows = 0;
  let cSameRating = true;
  for (const row of rows) {
    const column = cookingColumnFor(row.watts);
    columns.push(column);
    if (column === 'A') countA += row.quantity;
    else if (column === 'B') countB += row.quantity;
    else if (column === 'C') {
      countC += row.quantity;
      if (row.quantity > 0) {
        cRatingCents += Math.round(Math.max(row.watts, COLUMN_C_BASE_RATING_VA) * 100) * row.quantity;
        if (cRows === 0) cFirstWatts = row.watts;
        else if (row.watts !== cFirstWatts) cSameRating = false;
        cRows += 1;
      }
    }
  }
  const cAverageVa = countC > 0 ? cRatingCents / countC / 100 : 0;
  const steps = countC > 0 ? columnCIncreaseSteps(cAverageVa) : 0;
  const cBaseVa = columnCMaxDemandVa(countC);
  const cDemandCents = percentOfCents(cBaseVa * 100, 100 + COLUMN_C_INCREASE_PERCENT_PER_KW * steps);
  const cRatingVa = Math.round(cAverageVa * 100) / 100;

  let cSharedSoFar = 0;
  const demands: CookingRowDemand[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const column = columns[index]!;
    if (column === 'C') {
      // Cumulative shares, so that rounding to the cent never loses or adds a cent overall.
      const before = shareOfCents(cDemandCents, cSharedSoFar, countC || 1);
      cSharedSoFar += row.quantity;
      const after = shareOfCents(cDemandCents, cSharedSoFar, countC || 1);
      demands.push({
        column,
        columnCount: countC,
        percent: null,
        columnCBaseVa: cBaseVa,
        columnCRatingVa: cRatingVa,
        columnCIncreaseSteps: steps,
        columnCDemandVa: cDemandCents / 100,
        columnCSameRating: cSameRating,
        demandVa: countC > 0 ? (after - before) / 100 : 0,
      });
      continue;
    }
    const nameplateCents = Math.round(row.watts * 100) * row.quantity;
    const inTable = column === 'A' || column === 'B';
    const percent = column === 'A' ? columnAPercent(countA) : column === 'B' ? columnBPercent(countB) : 100;
    demands.push({
      column,
      columnCount: column === 'A' ? countA : column === 'B' ? countB : row.quantity,
      percent,
      columnCBaseVa: null,
      columnCRatingVa: null,
      columnCIncreaseSteps: 0,
      columnCDemandVa: null,
      columnCSameRating: false,
      demandVa: (inTable ? percentOfCents(nameplateCents, percent) : nameplateCents) / 100,
    });
  }
  return demands;
}

// ---------------------------------------------------------------------------------------------
// Heating against cooling (220.60)

export type NoncoincidentGroup = 'heating' | 'cooling';

/**
 * Which group 220.60 omits, given the load each choice keeps: `heatingKeptVa` is the heating
 * demand plus the 25 % kept when the largest motor is an omitted cooling unit, `coolingKeptVa` the
 * cooling demand. The group whose omission keeps more stays; cooling is omitted on a tie; nothing
 * when both are empty.
 */
export function omittedGroup(heatingKeptVa: number, coolingKeptVa: number): NoncoincidentGroup | null {
  if (heatingKeptVa <= 0 && coolingKeptVa <= 0) return null;
  return coolingKeptVa > heatingKeptVa ? 'heating' : 'cooling';
}

// ---------------------------------------------------------------------------------------------
// Service rating

export function amperesFor(netVa: number): number {
  return netVa / SERVICE_VOLTAGE;
}

export interface ServiceRecommendation {
  /** The smallest standard rating (240.6(A)) at or above the load, at least 100 A; null above 6000 A. */
  serviceAmperes: number | null;
  /** The smallest common panel size that covers the rating; null above 400 A. */
  panelAmperes: number | null;
}

/** The ratings below the minimum service are never the answer: the search starts at the minimum. */
const FIRST_SERVICE_RATING = STANDARD_AMPERE_RATINGS.findIndex((rating) => rating >= MINIMUM_SERVICE_AMPERES);

export function recommendServiceRating(amperes: number): ServiceRecommendation {
  const needed = Math.max(amperes, MINIMUM_SERVICE_AMPERES);
  // Loops rather than find: both methods ask on every keystroke.
  let serviceAmperes: number | null = null;
  for (let index = FIRST_SERVICE_RATING; index < STANDARD_AMPERE_RATINGS.length; index += 1) {
    const rating = STANDARD_AMPERE_RATINGS[index]!;
    if (rating >= needed) {
      serviceAmperes = rating;
      break;
    }
  }
  let panelAmperes: number | null = null;
  if (serviceAmperes !== null) {
    for (const size of COMMON_PANEL_SIZES) {
      if (size >= serviceAmperes) {
        panelAmperes = size;
        break;
      }
    }
  }
  return { serviceAmperes, panelAmperes };
}
