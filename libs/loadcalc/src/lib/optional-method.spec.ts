import { calculateLoad } from './calculate-load.js';
import { calculateLoadMethods, calculateOptionalMethod } from './load-methods.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { Appliance, ApplianceType, LargeAppliance, LoadCalculationForm } from './load-form.types.js';
import type { MethodLineItem, OptionalMethodCalculation, OptionalMethodOptions } from './optional-method.js';

function large(type: ApplianceType, watts: number, extra: Partial<LargeAppliance> = {}): LargeAppliance {
  return { name: type, type, watts, quantity: 1, loadManagement: false, ...extra };
}

function fastened(name: string, watts: number): Appliance {
  return { name, watts, quantity: 1, loadManagement: false };
}

function form(overrides: Partial<LoadCalculationForm>): LoadCalculationForm {
  return { ...defaultLoadForm(new Date(2025, 0, 15)), appliances: [], largeAppliances: [], ...overrides };
}

function sut(input: LoadCalculationForm, options?: OptionalMethodOptions): OptionalMethodCalculation {
  const result = calculateOptionalMethod(input, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function line(result: OptionalMethodCalculation, id: string): MethodLineItem {
  const found = result.lineItems.find((item) => item.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
}

describe('NEC 220.82 optional method', () => {
  it('works a 1,500 sq ft house with a heat pump and supplementary heat (Annex D2(b) style)', () => {
    const house = form({
      squareFeet: 1500,
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [fastened('Water Heater', 4500), fastened('Dishwasher', 1200)],
      largeAppliances: [large('Range', 12000), large('Dryer', 5500), large('Heat Pump', 6000), large('Heating Unit', 15000, { name: 'Supplementary heat' })],
    });
    const result = sut(house);
    // 220.82(B): 1,500 × 3 = 4,500; 3 circuits × 1,500 = 4,500; water heater 4,500; dishwasher 1,200;
    //   range 12,000; dryer 5,500 (nameplate, no 5,000 minimum here)
    //   general loads = 4,500 + 4,500 + 4,500 + 1,200 + 12,000 + 5,500 = 32,200
    //   first 10,000 at 100% + 22,200 × 40% = 10,000 + 8,880 = 18,880
    expect(result).toMatchObject({ generalLoadVa: 32200, generalDemandVa: 18880 });
    expect(line(result, 'optional.general.remainder')).toMatchObject({ va: 8880, rule: '22,200 VA × 40%' });
    // 220.82(C): (1) cooling 6,000; (3) compressor 6,000 + 15,000 × 65% = 6,000 + 9,750 = 15,750
    expect(result.choices.map((c) => [c.selection, c.va])).toEqual([
      ['220.82(C)(1)', 6000],
      ['220.82(C)(3)', 15750],
    ]);
    expect(result.chosen?.selection).toBe('220.82(C)(3)');
    // net = 18,880 + 15,750 = 34,630; 34,630 / 240 = 144.29 A -> 150 A
    expect(result).toMatchObject({ heatingCoolingVa: 15750, netVa: 34630, recommendedServiceAmperes: 150 });
    expect(result.amperes).toBeCloseTo(144.29, 2);
  });

  it('leaves the compressor out of (C)(3) when it cannot run with the supplementary heat', () => {
    const house = form({
      squareFeet: 500,
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      largeAppliances: [large('Heat Pump', 6000), large('Heating Unit', 10000)],
    });
    // general 1,500 + 4,500 = 6,000 at 100%; (C)(1) 6,000; (C)(3) interlocked: 10,000 × 65% = 6,500 -> 6,500
    const result = sut(house, { compressorInterlocked: true });
    expect(result.chosen).toMatchObject({ selection: '220.82(C)(3)', va: 6500 });
    expect(result.netVa).toBe(6000 + 6500);
    // not interlocked: 6,000 + 6,500 = 12,500
    expect(sut(house).chosen?.va).toBe(12500);
  });

  it('works a house with electric baseboard heat and an A/C (Annex D2(a) style)', () => {
    const house = form({
      squareFeet: 1500,
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [fastened('Water Heater', 4500)],
      largeAppliances: [large('Range', 12000), large('A/C Unit', 5040), large('Heating Unit', 9000, { quantity: 1 })],
    });
    // general = 4,500 + 4,500 + 4,500 + 12,000 = 25,500 -> 10,000 + 15,500 × 40% = 16,200
    // (C)(1) 5,040; (C)(4) one separately controlled unit: 9,000 × 65% = 5,850 -> 5,850
    // net = 16,200 + 5,850 = 22,050; 91.875 A -> 100 A (220.82(A): at least 100 A)
    const few = sut(house);
    expect(few.chosen).toMatchObject({ selection: '220.82(C)(4)', va: 5850 });
    expect(few).toMatchObject({ netVa: 22050, amperes: 91.875, recommendedServiceAmperes: 100 });
    // five rooms with their own thermostats: (C)(5) 9,000 × 40% = 3,600 < A/C 5,040 -> (C)(1)
    const many = sut(house, { separatelyControlledHeatingUnits: 5 });
    expect(many.choices.map((c) => c.selection)).toEqual(['220.82(C)(1)', '220.82(C)(5)']);
    expect(many.chosen).toMatchObject({ selection: '220.82(C)(1)', va: 5040 });
    expect(many.netVa).toBe(16200 + 5040);
  });

  it('takes a heat pump without supplementary heat at 100% ((C)(2))', () => {
    const result = sut(form({ squareFeet: 500, kitchenApplianceCircuits: 2, laundryRoomCircuits: 1, largeAppliances: [large('Heat Pump', 7000)] }));
    // (C)(1) and (C)(2) both 7,000: the first listed is kept
    expect(result.choices.map((c) => [c.selection, c.va])).toEqual([
      ['220.82(C)(1)', 7000],
      ['220.82(C)(2)', 7000],
    ]);
    expect(result.netVa).toBe(6000 + 7000);
  });

  it('sets load-managed rows aside', () => {
    const result = sut(
      form({ squareFeet: 500, kitchenApplianceCircuits: 2, laundryRoomCircuits: 1, largeAppliances: [large('EV', 9600, { loadManagement: true })] }),
    );
    expect(result).toMatchObject({ managedVa: 9600, generalLoadVa: 6000, netVa: 6000 });
    expect(line(result, 'optional.large.0').necSection).toBe('220.82(B)(3)(a), 220.70');
  });

  it('refuses the form the standard method refuses, with the same errors', () => {
    const bad = form({ squareFeet: '' });
    const result = calculateOptionalMethod(bad);
    const standard = calculateLoad(bad);
    expect(result.ok).toBe(false);
    expect(result).toEqual(standard);
  });

  it('compares the two methods on the default form', () => {
    const input = defaultLoadForm(new Date(2025, 0, 15));
    input.squareFeet = '2,000';
    const both = calculateLoadMethods(input);
    if (!both.ok) throw new Error('no calculation');
    // Standard (see code-edition.spec): net 52,160, 217.33 A -> 225 A.
    // Optional: 6,000 + 4,500 + fastened 8,600 + range 12,000 + cooktop 3,300 + oven 2,200 + EV 4,500
    //   = 41,100 -> 10,000 + 31,100 × 40% = 10,000 + 12,440 = 22,440
    //   (C)(1) A/C 5,040; (C)(4) two heating units: 19,500 × 65% = 12,675 -> 12,675
    //   net = 22,440 + 12,675 = 35,115; 146.31 A -> 150 A
    expect(both.standard.totals).toMatchObject({ netVa: 52160, recommendedServiceAmperes: 225 });
    expect(both.optional).toMatchObject({
      generalLoadVa: 41100,
      generalDemandVa: 22440,
      heatingCoolingVa: 12675,
      netVa: 35115,
      recommendedServiceAmperes: 150,
    });
    expect(both).toMatchObject({ lowerService: 'optional', lowerNet: 'optional', codeEdition: '2023' });
  });
});
