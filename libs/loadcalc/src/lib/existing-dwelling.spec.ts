import { calculateExistingDwelling, type ExistingDwellingCalculation, type ExistingDwellingOptions } from './existing-dwelling.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { Appliance, ApplianceType, LargeAppliance, LoadCalculationForm } from './load-form.types.js';

function large(type: ApplianceType, watts: number, extra: Partial<LargeAppliance> = {}): LargeAppliance {
  return { name: type, type, watts, quantity: 1, loadManagement: false, ...extra };
}

function fastened(name: string, watts: number): Appliance {
  return { name, watts, quantity: 1, loadManagement: false };
}

function sut(form: LoadCalculationForm | null, options: ExistingDwellingOptions): ExistingDwellingCalculation {
  const result = calculateExistingDwelling(form, options);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('NEC 220.83 existing dwelling', () => {
  it('adds a room air conditioner to an electrically heated house (Annex D4(a) style, 220.83(B))', () => {
    const house: LoadCalculationForm = {
      ...defaultLoadForm(new Date(2025, 0, 15)),
      squareFeet: 1500,
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [fastened('Water Heater', 2500), fastened('Dishwasher', 1200)],
      largeAppliances: [large('Range', 12000), large('Dryer', 5000), large('Heating Unit', 1800, { quantity: 5 })],
    };
    const result = sut(house, {
      existingServiceAmperes: 100,
      newLoads: [{ name: 'Room A/C', type: 'A/C Unit', watts: 1380, quantity: 1 }],
    });
    // A/C added: 220.83(B). Heating 5 × 1,800 = 9,000 against A/C 1,380: heating is the larger;
    // five separately controlled units (four or more) have no 100% line: heating joins the other loads.
    // other loads: 1,500 × 3 = 4,500; 3 circuits × 1,500 = 4,500; water heater 2,500; dishwasher 1,200;
    //   range 12,000; dryer 5,000; heating 9,000 = 38,700
    // first 8,000 at 100% + 30,700 × 40% = 12,280 -> 20,280 VA; 20,280 / 240 = 84.5 A <= 100 A
    expect(result).toMatchObject({
      method: '220.83(B)',
      heatingOrCoolingAdded: true,
      otherLoadVa: 38700,
      otherDemandVa: 20280,
      heatingCoolingVa: 0,
      netVa: 20280,
      amperes: 84.5,
      sufficient: true,
      spareAmperes: 15.5,
    });
    expect(result.decisions.find((d) => d.rule === 'existing-service')?.text).toBe('84.5 A is within the existing 100 A service');
  });

  it('adds an EV charger to a house with heating and A/C (220.83(A))', () => {
    const house: LoadCalculationForm = {
      ...defaultLoadForm(new Date(2025, 0, 15)),
      squareFeet: 2000,
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [fastened('Water Heater', 4500)],
      largeAppliances: [large('Range', 12000), large('Dryer', 5000), large('A/C Unit', 5040), large('Heating Unit', 10000)],
    };
    const result = sut(house, { existingServiceAmperes: 150, newLoads: [{ name: 'EV charger', type: 'EV', watts: 7680, quantity: 1 }] });
    // No heating or A/C added: 220.83(A). Existing: 6,000 + 4,500 + 4,500 + 12,000 + 5,000 = 32,000,
    //   plus the larger of heating 10,000 and A/C 5,040 (220.60): 42,000. New: EV 7,680 at nameplate.
    // load 49,680: 8,000 + 41,680 × 40% = 8,000 + 16,672 = 24,672 VA; 102.8 A <= 150 A
    expect(result).toMatchObject({
      method: '220.83(A)',
      existingLoadVa: 42000,
      newLoadVa: 7680,
      otherLoadVa: 49680,
      netVa: 24672,
      amperes: 102.8,
      sufficient: true,
    });
    expect(result.spareAmperes).toBeCloseTo(47.2, 10);
  });

  it('adds a heat pump to an existing load given in VA, at the service limit and past it (220.83(B))', () => {
    const at = (watts: number): ExistingDwellingCalculation =>
      sut(null, { existingLoadVa: 30000, existingServiceAmperes: 100, newLoads: [{ name: 'Heat pump', type: 'Heat Pump', watts, quantity: 1 }] });
    // other 30,000: 8,000 + 22,000 × 40% = 16,800; heat pump at 100% (the larger, no heating)
    // 7,200: 24,000 VA = 100 A exactly: the 100 A service suffices
    expect(at(7200)).toMatchObject({ method: '220.83(B)', heatingCoolingVa: 7200, netVa: 24000, amperes: 100, sufficient: true, spareAmperes: 0 });
    // 7,500: 24,300 VA = 101.25 A: too small, 110 A is the next standard rating
    const over = at(7500);
    expect(over).toMatchObject({ netVa: 24300, amperes: 101.25, sufficient: false, requiredServiceAmperes: 110 });
    expect(over.decisions.find((d) => d.rule === 'existing-service')?.text).toBe(
      '101.25 A is more than the existing 100 A service: a 110 A service is needed (240.6(A))',
    );
  });

  it('counts fewer than four heating units at 100% when heating is added', () => {
    const result = sut(null, {
      existingLoadVa: 20000,
      existingServiceAmperes: 200,
      newLoads: [{ name: 'Baseboard', type: 'Heating Unit', watts: 2500, quantity: 2 }],
    });
    // heating 5,000 at 100%; other 20,000: 8,000 + 12,000 × 40% = 12,800; net 17,800
    expect(result).toMatchObject({ heatingCoolingVa: 5000, otherDemandVa: 12800, netVa: 17800 });
  });

  it('refuses a missing service rating and a bad new load with clear messages', () => {
    const result = calculateExistingDwelling(null, {
      existingLoadVa: 10000,
      existingServiceAmperes: 0,
      newLoads: [{ name: '', type: 'EV', watts: -1, quantity: 1 }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'existingServiceAmperes', path: ['existingServiceAmperes'], message: 'Please enter the existing service rating in amperes, more than 0' },
        { field: 'newLoads.0.watts', path: ['newLoads', 0, 'watts'], message: 'Watts must be a number, 0 or more' },
      ],
    });
  });
});
