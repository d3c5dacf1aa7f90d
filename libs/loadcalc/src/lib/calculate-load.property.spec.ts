import fc from 'fast-check';
import { calculateLoad } from './calculate-load.js';
import { APPLIANCE_TYPES, type Appliance, type ApplianceType, type LargeAppliance, type LoadCalculationForm } from './load-form.types.js';
import type { LoadCalculation } from './load-result.types.js';
import { STANDARD_AMPERE_RATINGS } from './load-rules.js';

const NON_COOKING_TYPES = APPLIANCE_TYPES.filter((type) => !['Range', 'Oven', 'Cooktop'].includes(type));

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

const largeApplianceOf = (types: readonly ApplianceType[]): fc.Arbitrary<LargeAppliance> =>
  fc.record({
    name: fc.string({ maxLength: 8 }),
    type: fc.constantFrom(...types),
    watts,
    quantity: fc.integer({ min: 0, max: 4 }),
    loadManagement: fc.boolean(),
  });

const formArb: fc.Arbitrary<LoadCalculationForm> = fc.record({
  customerName: fc.constant(''),
  customerEmail: fc.constant(''),
  squareFeet: fc.oneof(
    fc.integer({ min: 1, max: 200_000 }),
    fc.integer({ min: 1, max: 2_000_000 }).map((n) => n.toLocaleString('en-US')),
  ),
  address: fc.constant(''),
  technician: fc.constant(''),
  calculationDate: fc.constant('2025-01-15'),
  kitchenApplianceCircuits: fc.integer({ min: 0, max: 8 }),
  laundryRoomCircuits: fc.integer({ min: 0, max: 4 }),
  appliances: fc.array(applianceArb, { maxLength: 8 }),
  largeAppliances: fc.array(largeApplianceOf(APPLIANCE_TYPES), { maxLength: 10 }),
});

function calc(form: LoadCalculationForm): LoadCalculation {
  const result = calculateLoad(form);
  if (!result.ok) throw new Error(`generated form did not validate: ${JSON.stringify(result.errors)}`);
  return result;
}

/** 1 sq ft and nothing else: 3 VA of general demand. */
const BARE: LoadCalculationForm = {
  customerName: '',
  customerEmail: '',
  squareFeet: 1,
  address: '',
  technician: '',
  calculationDate: '2025-01-15',
  kitchenApplianceCircuits: 0,
  laundryRoomCircuits: 0,
  appliances: [],
  largeAppliances: [],
};

const cents = (va: number): number => Math.round(va * 100);

function countedQuantity(form: LoadCalculationForm): number {
  return form.appliances.reduce((sum, row) => (row.loadManagement ? sum : sum + Number(row.quantity)), 0);
}

describe('calculateLoad invariants', () => {
  it('keeps the net between 0 and the gross, and gross = omitted + managed + net', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { totals } = calc(form);
        expect(totals.netVa).toBeLessThanOrEqual(totals.grossVa);
        expect(totals.netVa).toBeGreaterThanOrEqual(0);
        expect(totals.omittedVa).toBeGreaterThanOrEqual(0);
        expect(totals.managedVa).toBeGreaterThanOrEqual(0);
        expect(cents(totals.omittedVa) + cents(totals.managedVa) + cents(totals.netVa)).toBe(cents(totals.grossVa));
      }),
    );
  });

  it('gives amperes = net VA / 240', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { totals } = calc(form);
        expect(totals.amperes).toBe(totals.netVa / 240);
      }),
    );
  });

  it('recommends a standard rating at or above the amperes, never below 100 A, and a panel that covers it', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { totals } = calc(form);
        if (totals.amperes > 6000) {
          // beyond the largest standard rating: no recommendation rather than a wrong one
          expect([totals.recommendedServiceAmperes, totals.panelSizeAmperes]).toEqual([null, null]);
          return;
        }
        const rating = totals.recommendedServiceAmperes!;
        expect(STANDARD_AMPERE_RATINGS).toContain(rating);
        expect(rating).toBeGreaterThanOrEqual(Math.max(100, totals.amperes));
        const smaller = STANDARD_AMPERE_RATINGS.filter((r) => r < rating);
        expect(smaller.every((r) => r < totals.amperes || r < 100)).toBe(true);
        if (totals.panelSizeAmperes !== null) expect(totals.panelSizeAmperes).toBeGreaterThanOrEqual(rating);
        else expect(rating).toBeGreaterThan(400);
      }),
    );
  });

  it('prints lines that add up to the totals to the cent', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { totals, lineItems } = calc(form);
        const loads = lineItems.filter((item) => item.load !== null);
        expect(loads.reduce((s, item) => s + cents(item.va), 0)).toBe(cents(totals.grossVa));
        expect(loads.reduce((s, item) => s + cents(item.load!.omittedVa), 0)).toBe(cents(totals.omittedVa));
        expect(loads.reduce((s, item) => s + cents(item.load!.managedVa), 0)).toBe(cents(totals.managedVa));
        expect(loads.reduce((s, item) => s + cents(item.load!.netVa), 0)).toBe(cents(totals.netVa));
        for (const item of loads) {
          expect(item.load!.netVa).toBeGreaterThanOrEqual(0);
          expect(item.load!.omitted).toBe(item.demandLabel === 'OMIT');
        }
      }),
    );
  });

  it('labels at most one group OMIT, and omits only heating or cooling rows', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const omittedTypes = new Set(
          calc(form)
            .lineItems.filter((item) => item.load?.omitted)
            .map((item) => item.inputs.type),
        );
        const groups = new Set([...omittedTypes].map((type) => (type === 'Heating Unit' ? 'heating' : 'cooling')));
        expect(groups.size).toBeLessThanOrEqual(1);
        for (const type of omittedTypes) expect(['Heating Unit', 'A/C Unit', 'Heat Pump']).toContain(type);
      }),
    );
  });
});

describe('adding a load never lowers the gross', () => {
  it('holds for any large appliance other than cooking, and the net never drops either', () => {
    fc.assert(
      fc.property(formArb, largeApplianceOf(NON_COOKING_TYPES), fc.nat(), (form, added, at) => {
        const before = calc(form).totals;
        const rows = [...form.largeAppliances];
        rows.splice(at % (rows.length + 1), 0, added);
        const after = calc({ ...form, largeAppliances: rows }).totals;
        expect(after.grossVa).toBeGreaterThanOrEqual(before.grossVa);
        expect(after.netVa).toBeGreaterThanOrEqual(before.netVa);
      }),
    );
  });

  it('holds for any load-managed row, which leaves the net as it was', () => {
    fc.assert(
      fc.property(formArb, largeApplianceOf(APPLIANCE_TYPES), (form, added) => {
        const before = calc(form).totals;
        const after = calc({ ...form, largeAppliances: [...form.largeAppliances, { ...added, loadManagement: true }] }).totals;
        expect(after.grossVa).toBeGreaterThanOrEqual(before.grossVa);
        expect(after.netVa).toBe(before.netVa);
      }),
    );
  });

  it('holds for more square footage and more circuits', () => {
    fc.assert(
      fc.property(formArb, fc.integer({ min: 0, max: 5000 }), fc.nat(3), fc.nat(3), (form, moreFeet, kitchen, laundry) => {
        const before = calc(form).totals;
        const feet = Number(String(form.squareFeet).replaceAll(',', ''));
        const after = calc({
          ...form,
          squareFeet: feet + moreFeet,
          kitchenApplianceCircuits: Number(form.kitchenApplianceCircuits) + kitchen,
          laundryRoomCircuits: Number(form.laundryRoomCircuits) + laundry,
        }).totals;
        expect(after.grossVa).toBeGreaterThanOrEqual(before.grossVa);
        expect(after.netVa).toBeGreaterThanOrEqual(before.netVa);
      }),
    );
  });

  it('holds for more watts on a non-cooking large appliance', () => {
    fc.assert(
      fc.property(formArb, fc.nat(), fc.integer({ min: 0, max: 20_000 }), (form, pick, more) => {
        const candidates = form.largeAppliances.flatMap((row, index) => (['Range', 'Oven', 'Cooktop'].includes(row.type) ? [] : [index]));
        fc.pre(candidates.length > 0);
        const index = candidates[pick % candidates.length]!;
        const before = calc(form).totals;
        const rows = form.largeAppliances.map((row, i) => (i === index ? { ...row, watts: Number(row.watts) + more } : row));
        const after = calc({ ...form, largeAppliances: rows }).totals;
        expect(after.grossVa).toBeGreaterThanOrEqual(before.grossVa);
        expect(after.netVa).toBeGreaterThanOrEqual(before.netVa);
      }),
    );
  });

  it('holds for a fastened appliance unless it brings the count from three to four (220.53)', () => {
    fc.assert(
      fc.property(formArb, applianceArb, (form, added) => {
        const after = { ...form, appliances: [...form.appliances, added] };
        const crossesToFour = countedQuantity(form) < 4 && countedQuantity(after) >= 4;
        fc.pre(!crossesToFour);
        expect(calc(after).totals.grossVa).toBeGreaterThanOrEqual(calc(form).totals.grossVa);
      }),
    );
  });

  // The code's demand factors are not monotonic themselves; these are the two places where an added
  // load may lower the total, shown so that nobody "fixes" them by accident.
  it('can drop when a fourth fastened appliance brings in the 75 % factor', () => {
    const three: Appliance[] = [4500, 4500, 4500].map((w) => ({ name: 'Heater', watts: w, quantity: 1, loadManagement: false }));
    const base = { ...BARE, appliances: three };
    // 3 x 4500 = 13500 at 100 %; add 100 W: 13600 x 0.75 = 10200
    const before = calc(base).totals.grossVa;
    const after = calc({ ...base, appliances: [...three, { name: 'Fan', watts: 100, quantity: 1, loadManagement: false }] }).totals.grossVa;
    expect(before - after).toBe(3300);
  });

  it('can drop when a fifth Column B cooking appliance lowers the Table 220.55 factor', () => {
    const cooktop = (w: number): LargeAppliance => ({ name: 'Cooktop', type: 'Cooktop', watts: w, quantity: 1, loadManagement: false });
    const four = [8750, 8750, 8750, 8750].map(cooktop);
    // 4 x 8750 = 35000 at 50 % = 17500; add 3500: 38500 at 45 % = 17325
    const before = calc({ ...BARE, largeAppliances: four }).totals.grossVa;
    const after = calc({ ...BARE, largeAppliances: [...four, cooktop(3500)] }).totals.grossVa;
    expect(before - after).toBe(175);
  });
});
