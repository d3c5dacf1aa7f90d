import fc from 'fast-check';
import { calculateLoad } from './calculate-load.js';
import { CODE_EDITIONS, type CodeEdition } from './code-edition.js';
import { calculateExistingDwelling } from './existing-dwelling.js';
import { calculateLoadMethods, calculateOptionalMethod } from './load-methods.js';
import { APPLIANCE_TYPES, type Appliance, type LargeAppliance, type LoadCalculationForm } from './load-form.types.js';
import type { LoadCalculation } from './load-result.types.js';
import type { OptionalMethodCalculation } from './optional-method.js';

const watts = fc.oneof(
  fc.integer({ min: 0, max: 40_000 }),
  fc.integer({ min: 0, max: 4_000_000 }).map((c) => c / 100),
);

const applianceArb: fc.Arbitrary<Appliance> = fc.record({
  name: fc.string({ maxLength: 8 }),
  watts,
  quantity: fc.integer({ min: 0, max: 5 }),
  loadManagement: fc.boolean(),
});

const largeArb: fc.Arbitrary<LargeAppliance> = fc.record({
  name: fc.string({ maxLength: 8 }),
  type: fc.constantFrom(...APPLIANCE_TYPES),
  watts,
  quantity: fc.integer({ min: 0, max: 4 }),
  loadManagement: fc.boolean(),
});

const formArb: fc.Arbitrary<LoadCalculationForm> = fc.record({
  customerName: fc.constant(''),
  customerEmail: fc.constant(''),
  squareFeet: fc.integer({ min: 1, max: 200_000 }),
  address: fc.constant(''),
  technician: fc.constant(''),
  calculationDate: fc.constant('2025-01-15'),
  kitchenApplianceCircuits: fc.integer({ min: 0, max: 8 }),
  laundryRoomCircuits: fc.integer({ min: 0, max: 4 }),
  appliances: fc.array(applianceArb, { maxLength: 8 }),
  largeAppliances: fc.array(largeArb, { maxLength: 10 }),
});

const editionArb = fc.constantFrom(...CODE_EDITIONS);

/** Exact to the cent: the engine carries whole hundredths of a VA. */
function wholeCents(va: number): boolean {
  return Number.isFinite(va) && Math.abs(va * 100 - Math.round(va * 100)) < 1e-6;
}

function standard(form: LoadCalculationForm, codeEdition?: CodeEdition): LoadCalculation {
  const result = calculateLoad(form, codeEdition === undefined ? undefined : { codeEdition });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function optional(form: LoadCalculationForm): OptionalMethodCalculation {
  const result = calculateOptionalMethod(form);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('code edition invariants', () => {
  it('gives the same result without options as with 2023, and 2020 the same as 2023', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const plain = standard(form);
        expect(standard(form, '2023')).toEqual(plain);
        // 2020 added the 25% sentence 2023 keeps: the same figures and lines, only section numbers differ
        const y2020 = standard(form, '2020');
        const figures = (lines: typeof plain.lineItems) => lines.map(({ id, va, factor, amperes, load }) => ({ id, va, factor, amperes, load }));
        expect(y2020.totals).toEqual(plain.totals);
        expect(figures(y2020.lineItems)).toEqual(figures(plain.lineItems));
        expect(y2020.omission?.text).toBe(plain.omission?.text);
      }),
    );
  });

  it('never omits less under 2017 than under 2023', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(standard(form, '2017').totals.omittedVa).toBeGreaterThanOrEqual(standard(form, '2023').totals.omittedVa);
      }),
    );
  });

  it('keeps every edition exact: whole cents, gross = omitted + managed + net, an OMIT text when something is omitted', () => {
    fc.assert(
      fc.property(formArb, editionArb, (form, edition) => {
        const { totals, omission, decisions } = standard(form, edition);
        for (const va of [totals.grossVa, totals.omittedVa, totals.managedVa, totals.netVa]) expect(wholeCents(va)).toBe(true);
        expect(Math.round(totals.grossVa * 100)).toBe(Math.round(totals.omittedVa * 100) + Math.round(totals.managedVa * 100) + Math.round(totals.netVa * 100));
        expect(totals.netVa).toBeGreaterThanOrEqual(0);
        if (totals.omittedVa > 0) expect(omission?.text).toMatch(/omitted( whole)? \(220\.60\)/);
        for (const decision of decisions) expect(decision.section.length * decision.text.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('optional method invariants', () => {
  it('never yields a negative or NaN, and is exact to the cent', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const result = optional(form);
        for (const item of result.lineItems) {
          expect(item.va).toBeGreaterThanOrEqual(0);
          expect(wholeCents(item.va)).toBe(true);
        }
        expect(Number.isNaN(result.amperes)).toBe(false);
        expect(Math.round(result.netVa * 100)).toBe(Math.round(result.generalDemandVa * 100) + Math.round(result.heatingCoolingVa * 100));
        expect(result.amperes).toBe(result.netVa / 240);
      }),
    );
  });

  it('works the general loads as the first 10 kVA at 100% and the rest at 40%', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { generalLoadVa, generalDemandVa } = optional(form);
        const load = Math.round(generalLoadVa * 100);
        const first = Math.min(load, 1_000_000);
        expect(Math.round(generalDemandVa * 100)).toBe(first + Math.round(((load - first) * 40) / 100));
        expect(generalDemandVa).toBeLessThanOrEqual(generalLoadVa);
      }),
    );
  });

  it('takes the largest applicable 220.82(C) selection', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { choices, chosen, heatingCoolingVa } = optional(form);
        expect(heatingCoolingVa).toBe(choices.length === 0 ? 0 : Math.max(...choices.map((c) => c.va)));
        expect(chosen === null).toBe(choices.length === 0);
      }),
    );
  });

  it('names the method with the lower service', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const both = calculateLoadMethods(form);
        if (!both.ok) throw new Error('no calculation');
        const s = both.standard.totals.recommendedServiceAmperes ?? Infinity;
        const o = both.optional.recommendedServiceAmperes ?? Infinity;
        expect(both.lowerService).toBe(s === o ? 'same' : s < o ? 'standard' : 'optional');
      }),
    );
  });
});

describe('existing dwelling invariants', () => {
  const newLoadArb = fc.record({
    name: fc.string({ maxLength: 8 }),
    type: fc.constantFrom(...APPLIANCE_TYPES),
    watts: fc.integer({ min: 0, max: 40_000 }),
    quantity: fc.integer({ min: 0, max: 4 }),
  });

  it('says the service suffices exactly when the amperes fit, and never goes negative', () => {
    fc.assert(
      fc.property(formArb, fc.array(newLoadArb, { maxLength: 4 }), fc.integer({ min: 60, max: 400 }), (form, newLoads, amps) => {
        const result = calculateExistingDwelling(form, { existingServiceAmperes: amps, newLoads });
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        expect(result.netVa).toBeGreaterThanOrEqual(0);
        expect(wholeCents(result.netVa)).toBe(true);
        expect(result.sufficient).toBe(result.amperes <= amps);
      }),
    );
  });

  it('never lowers the load when an EV charger is added', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 20_000 }), (existing, ev) => {
        const base = { existingLoadVa: existing, existingServiceAmperes: 200 };
        const before = calculateExistingDwelling(null, { ...base, newLoads: [] });
        const after = calculateExistingDwelling(null, { ...base, newLoads: [{ name: 'EV', type: 'EV', watts: ev, quantity: 1 }] });
        if (!before.ok || !after.ok) throw new Error('no calculation');
        expect(after.netVa).toBeGreaterThanOrEqual(before.netVa);
      }),
    );
  });
});
