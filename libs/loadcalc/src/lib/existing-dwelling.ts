/*
 * NEC 220.83, an existing dwelling unit where loads are added: does the existing service carry
 * them? Existing and new loads are taken at nameplate, as 220.83 lists them: 3 VA per sq ft,
 * 1,500 VA per small-appliance and laundry circuit, appliances fastened in place, permanently
 * connected or on a specific circuit (an EV charger, a motor), cooking appliances, dryers, water
 * heaters.
 *
 * - 220.83(A), no air conditioning or space heating added: the first 8 kVA of the load at 100 %,
 *   the remainder at 40 %. Existing heating and cooling are loads like the others; as they do not
 *   run together, the larger of the two is counted (220.60).
 * - 220.83(B), air conditioning or space heating added: the larger connected load of air
 *   conditioning or space heating, not both, at 100 % (heat pumps count as air conditioning, as in
 *   the standard method); all other loads: first 8 kVA at 100 %, the remainder at 40 %. Space
 *   heating at 100 % is central heating or fewer than four separately controlled units; with four
 *   or more, the table of 220.83(B) has no 100 % line for it, so it joins the other loads.
 * - Load-managed rows of the form are set aside (220.70), as in the other methods.
 * - The existing service suffices when the calculated amperes (VA / 240) do not exceed its rating.
 */
import { editionCitations, editionOf, type CodeEdition, type LoadCalculationOptions } from './code-edition.js';
import { isApplianceType, type ApplianceType, type LoadCalculationForm } from './load-form.types.js';
import { INPUT_LIMITS, parseLoadForm, type ValidationIssue } from './load-form.validation.js';
import type { LoadCalculationFailure, RuleDecision } from './load-result.types.js';
import {
  countedCircuits,
  amperesFor,
  recommendServiceRating,
  SERVICE_VOLTAGE,
  VA_PER_LAUNDRY_CIRCUIT,
  VA_PER_SMALL_APPLIANCE_CIRCUIT,
  VA_PER_SQUARE_FOOT,
} from './load-rules.js';
import type { MethodLineItem } from './optional-method.js';
import { formatNumber as fmt, fromCents, percentOfCents, toCents } from './va-math.js';

export const EXISTING_FIRST_VA = 8_000;
export const EXISTING_REMAINDER_PERCENT = 40;
export const EXISTING_MANY_HEATING_UNITS = 4;

/** A load being added to the existing dwelling. */
export interface NewLoad {
  name: string;
  type: ApplianceType;
  watts: number;
  quantity: number;
}

export interface ExistingDwellingOptions extends LoadCalculationOptions {
  /** The rating of the existing service, amperes. */
  existingServiceAmperes: number;
  /** The loads being added (an EV charger, a heat pump ...). */
  newLoads: NewLoad[];
  /**
   * The existing load in VA at nameplate as 220.83 lists it, when the form is not filled in; when
   * given, the form's loads are not used (its existing heating and cooling are then unknown).
   */
  existingLoadVa?: number;
  /** A/C or space heating is being added (220.83(B)); default: a new Heating Unit, A/C Unit or Heat Pump. */
  heatingOrCoolingAdded?: boolean;
  /** Separately controlled space-heating units after the work; default: the Heating Unit quantities. */
  separatelyControlledHeatingUnits?: number;
}

export interface ExistingDwellingCalculation {
  ok: true;
  method: '220.83(A)' | '220.83(B)';
  codeEdition: CodeEdition;
  heatingOrCoolingAdded: boolean;
  lineItems: MethodLineItem[];
  /** The existing loads at nameplate (under (A) with the larger of existing heating and cooling). */
  existingLoadVa: number;
  /** The new loads at nameplate. */
  newLoadVa: number;
  /** The loads the 8 kVA / 40 % formula works on, and its result. */
  otherLoadVa: number;
  otherDemandVa: number;
  /** 220.83(B): the larger of air conditioning and space heating at 100 %; 0 under (A). */
  heatingCoolingVa: number;
  managedVa: number;
  netVa: number;
  amperes: number;
  /** The service the load asks for (standard rating at or above, at least 100 A). */
  requiredServiceAmperes: number | null;
  existingServiceAmperes: number;
  /** amperes <= existingServiceAmperes */
  sufficient: boolean;
  /** existingServiceAmperes - amperes (negative when short). */
  spareAmperes: number;
  decisions: RuleDecision[];
}

export type ExistingDwellingResult = ExistingDwellingCalculation | LoadCalculationFailure;

const HVAC_TYPES: ReadonlySet<ApplianceType> = new Set(['Heating Unit', 'A/C Unit', 'Heat Pump']);

function issue(path: Array<string | number>, message: string): ValidationIssue {
  return { field: path.join('.'), path, message };
}

function checkOptions(options: ExistingDwellingOptions, formGiven: boolean): ValidationIssue[] {
  const errors: ValidationIssue[] = [];
  const amps = options.existingServiceAmperes;
  if (typeof amps !== 'number' || !Number.isFinite(amps) || amps <= 0 || amps > 10_000) {
    errors.push(issue(['existingServiceAmperes'], 'Please enter the existing service rating in amperes, more than 0'));
  }
  if (options.existingLoadVa !== undefined) {
    const va = options.existingLoadVa;
    if (typeof va !== 'number' || !Number.isFinite(va) || va < 0 || va > INPUT_LIMITS.watts * 100) {
      errors.push(issue(['existingLoadVa'], 'The existing load must be a number of VA, 0 or more'));
    }
  } else if (!formGiven) {
    errors.push(issue(['existingLoadVa'], 'Please enter the existing load or fill in the form'));
  }
  if (!Array.isArray(options.newLoads)) {
    errors.push(issue(['newLoads'], 'The new loads are missing'));
    return errors;
  }
  options.newLoads.forEach((load, index) => {
    if (!isApplianceType(load.type)) errors.push(issue(['newLoads', index, 'type'], 'Please choose an appliance type'));
    if (typeof load.watts !== 'number' || !Number.isFinite(load.watts) || load.watts < 0 || load.watts > INPUT_LIMITS.watts) {
      errors.push(issue(['newLoads', index, 'watts'], 'Watts must be a number, 0 or more'));
    }
    if (!Number.isInteger(load.quantity) || load.quantity < 0 || load.quantity > INPUT_LIMITS.quantity) {
      errors.push(issue(['newLoads', index, 'quantity'], 'Quantity must be a whole number, 0 or more'));
    }
  });
  return errors;
}

function line(id: string, description: string, rule: string, cents: number, necSection: string, amperes: number | null = null): MethodLineItem {
  return { id, description, rule, va: fromCents(cents), necSection, amperes };
}

/** 220.83 for the form's house (or an existing-load VA) and the loads being added. */
export function calculateExistingDwelling(form: LoadCalculationForm | null, options: ExistingDwellingOptions): ExistingDwellingResult {
  const optionErrors = checkOptions(options, form !== null);
  const useForm = options.existingLoadVa === undefined && form !== null;
  const parsed = useForm ? parseLoadForm(form) : null;
  const errors = [...(parsed && !parsed.ok ? parsed.errors : []), ...optionErrors];
  if (errors.length > 0) return { ok: false, errors };

  const edition = editionOf(options);
  const lines: MethodLineItem[] = [];
  let existingOtherCents = 0;
  let existingHeatingCents = 0;
  let existingCoolingCents = 0;
  let heatingUnits = 0;
  let managedCents = 0;

  if (parsed?.ok) {
    const input = parsed.value;
    const lighting = toCents(input.squareFeet * VA_PER_SQUARE_FOOT);
    const counted = countedCircuits(input);
    const circuits = toCents(counted.smallAppliance * VA_PER_SMALL_APPLIANCE_CIRCUIT + counted.laundry * VA_PER_LAUNDRY_CIRCUIT);
    lines.push(
      line('existing.lighting', 'General Lighting and Receptacles', `${fmt(input.squareFeet)} sq ft × ${VA_PER_SQUARE_FOOT} VA`, lighting, '220.83(A)(1)'),
      line(
        'existing.circuits',
        'Small-Appliance and Laundry Circuits',
        `${fmt(counted.smallAppliance + counted.laundry)} circuits × 1,500 VA`,
        circuits,
        '220.83(A)(2)',
      ),
    );
    existingOtherCents += lighting + circuits;
    const rows = [
      ...input.appliances.map((row, index) => ({
        ...row,
        type: null as ApplianceType | null,
        id: `existing.fastened.${index}`,
        fallback: `Appliance ${index + 1}`,
      })),
      ...input.largeAppliances.map((row, index) => ({ ...row, id: `existing.large.${index}`, fallback: row.type })),
    ];
    for (const row of rows) {
      const cents = toCents(row.watts) * row.quantity;
      const name = row.name.trim() || row.fallback;
      const work = `${fmt(row.watts)} W × ${fmt(row.quantity)} at nameplate`;
      if (row.loadManagement) {
        managedCents += cents;
        lines.push(
          line(
            row.id,
            name,
            `${work}; load-managed: set aside (${editionCitations(edition).loadManagement})`,
            cents,
            `220.83, ${editionCitations(edition).loadManagement}`,
          ),
        );
        continue;
      }
      if (row.type === 'Heating Unit') {
        existingHeatingCents += cents;
        heatingUnits += row.quantity;
        lines.push(line(row.id, name, `${work} (space heating)`, cents, '220.83'));
      } else if (row.type === 'A/C Unit' || row.type === 'Heat Pump') {
        existingCoolingCents += cents;
        lines.push(line(row.id, name, `${work} (air conditioning)`, cents, '220.83'));
      } else {
        existingOtherCents += cents;
        lines.push(line(row.id, name, work, cents, '220.83(A)(3)'));
      }
    }
  } else {
    existingOtherCents = toCents(options.existingLoadVa ?? 0);
    lines.push(line('existing.load', 'Existing Load', `${fmt(options.existingLoadVa ?? 0)} VA at nameplate, as given`, existingOtherCents, '220.83'));
  }

  let newOtherCents = 0;
  let newHeatingCents = 0;
  let newCoolingCents = 0;
  options.newLoads.forEach((load, index) => {
    const cents = toCents(load.watts) * load.quantity;
    const name = load.name.trim() || load.type;
    if (load.type === 'Heating Unit') {
      newHeatingCents += cents;
      heatingUnits += load.quantity;
    } else if (load.type === 'A/C Unit' || load.type === 'Heat Pump') newCoolingCents += cents;
    else newOtherCents += cents;
    lines.push(line(`new.${index}`, `New: ${name}`, `${fmt(load.watts)} W × ${fmt(load.quantity)} at nameplate`, cents, '220.83'));
  });

  const added = options.heatingOrCoolingAdded ?? options.newLoads.some((load) => HVAC_TYPES.has(load.type) && load.watts > 0 && load.quantity > 0);
  const units = options.separatelyControlledHeatingUnits ?? heatingUnits;
  const decisions: RuleDecision[] = [];
  let otherCents = existingOtherCents + newOtherCents;
  let hvacCents = 0;
  let existingCents = existingOtherCents;

  if (!added) {
    // (A): existing heating and cooling are loads like the others; the larger of the two (220.60).
    const heatingLarger = existingHeatingCents > existingCoolingCents;
    const larger = heatingLarger ? existingHeatingCents : existingCoolingCents;
    otherCents += larger;
    existingCents += larger;
    if (larger > 0) {
      lines.push(
        line(
          'existing.heating-cooling',
          `Existing ${heatingLarger ? 'space heating' : 'air conditioning'} (the larger)`,
          `heating ${fmt(fromCents(existingHeatingCents))} VA against air conditioning ${fmt(fromCents(existingCoolingCents))} VA: the larger counts`,
          larger,
          '220.83(A), 220.60',
        ),
      );
    }
    decisions.push({
      rule: 'existing-no-hvac-added',
      section: '220.83(A)',
      text: 'No air conditioning or space heating added: the first 8 kVA of the load at 100%, the remainder at 40%',
    });
  } else {
    const heating = existingHeatingCents + newHeatingCents;
    const cooling = existingCoolingCents + newCoolingCents;
    const manyUnits = units >= EXISTING_MANY_HEATING_UNITS;
    existingCents += Math.max(existingHeatingCents, existingCoolingCents);
    if (cooling >= heating) {
      hvacCents = cooling;
      lines.push(
        line(
          'existing.heating-cooling',
          'Air conditioning at 100% (the larger)',
          `air conditioning ${fmt(fromCents(cooling))} VA against heating ${fmt(fromCents(heating))} VA: the larger, not both`,
          cooling,
          '220.83(B)',
        ),
      );
    } else if (!manyUnits) {
      hvacCents = heating;
      lines.push(
        line(
          'existing.heating-cooling',
          `Space heating at 100% (the larger; ${fmt(units)} separately controlled unit${units === 1 ? '' : 's'})`,
          `heating ${fmt(fromCents(heating))} VA against air conditioning ${fmt(fromCents(cooling))} VA: the larger, not both`,
          heating,
          '220.83(B)',
        ),
      );
    } else {
      otherCents += heating;
      lines.push(
        line(
          'existing.heating-cooling',
          `Space heating with the other loads (the larger; ${fmt(units)} separately controlled units)`,
          `heating ${fmt(fromCents(heating))} VA against air conditioning ${fmt(fromCents(cooling))} VA: the larger, not both; four or more units have no 100% line`,
          heating,
          '220.83(B)',
        ),
      );
    }
    decisions.push({
      rule: 'existing-hvac-added',
      section: '220.83(B)',
      text: 'Air conditioning or space heating added: the larger of air conditioning and space heating at 100%, not both; the first 8 kVA of all other loads at 100%, the remainder at 40%',
    });
  }

  const firstCents = Math.min(otherCents, EXISTING_FIRST_VA * 100);
  const remainderCents = otherCents - firstCents;
  const remainderDemand = percentOfCents(remainderCents, EXISTING_REMAINDER_PERCENT);
  const otherDemandCents = firstCents + remainderDemand;
  const netCents = otherDemandCents + hvacCents;
  const netVa = fromCents(netCents);
  const amperes = amperesFor(netVa);
  const service = recommendServiceRating(amperes);
  const sufficient = amperes <= options.existingServiceAmperes;
  const section = added ? '220.83(B)' : '220.83(A)';
  lines.push(
    line('existing.other.total', added ? 'All Other Loads' : 'Total Load', 'existing and new loads at nameplate', otherCents, section),
    line('existing.other.first', 'First 8 kVA at 100%', `${fmt(fromCents(firstCents))} VA × 100%`, firstCents, section),
    line('existing.other.remainder', 'Remainder at 40%', `${fmt(fromCents(remainderCents))} VA × 40%`, remainderDemand, section),
    line('existing.net', 'Total Net Load (existing dwelling)', `${fmt(fromCents(otherDemandCents))} + ${fmt(fromCents(hvacCents))} VA`, netCents, section),
    line('existing.amperes', 'Amperage', `${fmt(netVa)} VA / ${SERVICE_VOLTAGE} V`, netCents, '220.5(A)', amperes),
    line(
      'existing.service',
      sufficient ? 'Existing Service Suffices' : 'Existing Service Is Too Small',
      `${fmt(Math.round(amperes * 100) / 100)} A against the existing ${fmt(options.existingServiceAmperes)} A` +
        (sufficient ? '' : service.serviceAmperes === null ? '' : `; ${service.serviceAmperes} A needed`),
      netCents,
      `${section}, 230.42`,
      options.existingServiceAmperes,
    ),
  );
  decisions.push({
    rule: 'existing-service',
    section: `${section}, 230.42`,
    text: sufficient
      ? `${fmt(Math.round(amperes * 100) / 100)} A is within the existing ${fmt(options.existingServiceAmperes)} A service`
      : `${fmt(Math.round(amperes * 100) / 100)} A is more than the existing ${fmt(options.existingServiceAmperes)} A service` +
        (service.serviceAmperes === null ? '' : `: a ${service.serviceAmperes} A service is needed (240.6(A))`),
  });

  return {
    ok: true,
    method: section,
    codeEdition: edition,
    heatingOrCoolingAdded: added,
    lineItems: lines,
    existingLoadVa: fromCents(existingCents),
    newLoadVa: fromCents(newOtherCents + newHeatingCents + newCoolingCents),
    otherLoadVa: fromCents(otherCents),
    otherDemandVa: fromCents(otherDemandCents),
    heatingCoolingVa: fromCents(hvacCents),
    managedVa: fromCents(managedCents),
    netVa,
    amperes,
    requiredServiceAmperes: service.serviceAmperes,
    existingServiceAmperes: options.existingServiceAmperes,
    sufficient,
    spareAmperes: options.existingServiceAmperes - amperes,
    decisions,
  };
}
