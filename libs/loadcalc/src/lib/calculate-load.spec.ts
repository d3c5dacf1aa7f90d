import { calculateLoad } from './calculate-load.js';
import { calculateLoadMethods } from './load-methods.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { Appliance, ApplianceType, LargeAppliance, LoadCalculationForm } from './load-form.types.js';
import type { LoadCalculation, LoadLineItem } from './load-result.types.js';

/**
 * A form with 500 sq ft and the code's minimum circuits (2 small-appliance, 1 laundry: 210.11(C))
 * and nothing else, so that one rule shows alone: 1,500 + 3,000 + 1,500 = 6,000 VA, a general
 * demand of 3,000 + 3,000 × 35% = 4,050 VA.
 */
function bareForm(overrides: Partial<LoadCalculationForm> = {}): LoadCalculationForm {
  return {
    ...defaultLoadForm(new Date(2025, 0, 15)),
    squareFeet: 500,
    kitchenApplianceCircuits: 2,
    laundryRoomCircuits: 1,
    appliances: [],
    largeAppliances: [],
    ...overrides,
  };
}

function large(type: ApplianceType, watts: number, extra: Partial<LargeAppliance> = {}): LargeAppliance {
  return { name: type, type, watts, quantity: 1, loadManagement: false, ...extra };
}

function fastened(name: string, watts: number, extra: Partial<Appliance> = {}): Appliance {
  return { name, watts, quantity: 1, loadManagement: false, ...extra };
}

function sut(form: LoadCalculationForm): LoadCalculation {
  const result = calculateLoad(form);
  if (!result.ok) throw new Error(`expected a calculation, got ${JSON.stringify(result.errors)}`);
  return result;
}

function line(result: LoadCalculation, id: string): LoadLineItem {
  const found = result.lineItems.find((item) => item.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
}

const GENERAL_VA = 4050; // the bare form's general demand: 6,000 VA -> 3,000 + 3,000 x 35 %

describe(calculateLoad.name, () => {
  describe('worked examples', () => {
    it("works the spec's default form for a 2,000 sq ft house", () => {
      const form = defaultLoadForm(new Date(2025, 0, 15));
      form.squareFeet = '2,000';
      const result = sut(form);

      // General lighting and receptacles
      //   lighting 2000 sq ft x 3 VA          =  6000
      //   kitchen 2 circuits x 1500 VA        =  3000
      //   laundry 1 circuit x 1500 VA         =  1500
      //   subtotal                            = 10500
      //   first 3000 at 100 %                 =  3000
      //   10500 - 3000 = 7500 at 35 %         =  2625
      //   general demand                      =  5625
      expect(line(result, 'general.subtotal').va).toBe(10500);
      expect(line(result, 'general.demand.2')).toMatchObject({ va: 2625, demandLabel: '35%', factor: 0.35 });
      expect(line(result, 'general.demand').va).toBe(5625);

      // Fastened in place: 4 appliances (four or more) at 75 %
      //   4500 + 1800 + 1500 + 800 = 8600 x 0.75 = 6450 (3375 + 1350 + 1125 + 600)
      expect(['fastened.0', 'fastened.1', 'fastened.2', 'fastened.3'].map((id) => line(result, id).va)).toEqual([3375, 1350, 1125, 600]);
      expect(line(result, 'fastened.total')).toMatchObject({ va: 6450, demandLabel: '75%' });

      // Large appliances
      //   Heating Unit 4500 at 100 %                                  =  4500
      //   Range 12000: Table 220.55 Column C, one appliance            =  8000
      //   Cooktop 3300 and Oven 2200: Column A, two appliances at 75 % =  2475 + 1650
      //   A/C Unit 5040: the only motor, 125 %                         =  6300
      //   Heating Unit 2 15000 at 100 %                                = 15000
      //   EV 4500: at least 7200                                       =  7200
      expect(result.lineItems.filter((l) => l.section === 'large').map((l) => [l.va, l.demandLabel])).toEqual([
        [4500, '100%'],
        [8000, 'T220.55'],
        [2475, 'T220.55'],
        [1650, 'T220.55'],
        [6300, 'OMIT'],
        [15000, '100%'],
        [7200, 'Min 7200'],
      ]);

      // 220.60: heating 4500 + 15000 = 19500 (+ 25 % of the A/C, 1260, kept if cooling goes)
      //   against cooling 6300: cooling is omitted, but 25 % of the largest motor stays:
      //   omitted = 6300 - 1260 = 5040
      expect(line(result, 'large.4').load).toEqual({
        omitted: true,
        loadManaged: false,
        omittedVa: 5040,
        managedVa: 0,
        netVa: 1260,
      });

      // gross = 5625 + 6450 + 4500 + 8000 + 2475 + 1650 + 6300 + 15000 + 7200 = 57200
      // net   = 57200 - 5040 - 0 = 52160;  52160 / 240 = 217.33 A -> 225 A service, 225 A panel
      expect(result.totals).toEqual({
        grossVa: 57200,
        omittedVa: 5040,
        managedVa: 0,
        netVa: 52160,
        amperes: 52160 / 240,
        recommendedServiceAmperes: 225,
        panelSizeAmperes: 225,
      });
    });

    it('works a heat-pump house with load management, a dryer and three cooking appliances', () => {
      const result = sut(
        bareForm({
          squareFeet: '2,850',
          kitchenApplianceCircuits: 3,
          laundryRoomCircuits: 1,
          appliances: [fastened('Water Heater', 4500, { loadManagement: true }), fastened('Dishwasher', 1200), fastened('Disposer', 900)],
          largeAppliances: [
            large('Heat Pump', 6000),
            large('Heating Unit', 10000, { name: 'Strip heat' }),
            large('Dryer', 4800),
            large('Range', 14500),
            large('Cooktop', 6000),
            large('Oven', 4000),
            large('Motor', 1500, { name: 'Well pump' }),
            large('EV', 9600, { loadManagement: true }),
          ],
        }),
      );

      // General: 2850 x 3 = 8550; + 3 x 1500 = 4500; + 1500 = 14550
      //   3000 + (14550 - 3000) x 0.35 = 3000 + 4042.5 = 7042.5
      expect(line(result, 'general.demand').va).toBe(7042.5);

      // Fastened: the managed water heater is set aside (100 %, off the net); the other two
      //   count 2 appliances, fewer than four: 100 % -> 1200 + 900
      expect(['fastened.0', 'fastened.1', 'fastened.2'].map((id) => line(result, id).va)).toEqual([4500, 1200, 900]);
      expect(line(result, 'fastened.0').load).toMatchObject({ loadManaged: true, managedVa: 4500, netVa: 0 });

      // Large:
      //   Heat Pump 6000: largest motor, 125 %          = 7500 (cooling group)
      //   Strip heat 10000 at 100 %                    = 10000 (heating group)
      //   Dryer 4800: at least 5000                    = 5000
      //   Range 14500: Column C, one appliance; 2.5 kW over 12 kW (2 kW and a major fraction) -> 3 steps: 8000 x 1.15 = 9200
      //   Cooktop 6000 and Oven 4000: Column B, two appliances, 65 %: 3900 + 2600
      //   Well pump 1500 at 100 %                      = 1500
      //   EV 9600 (over 7200, 100 %), load-managed     = 9600, off the net
      expect(result.lineItems.filter((l) => l.section === 'large').map((l) => [l.va, l.demandLabel])).toEqual([
        [7500, '125%'],
        [10000, '100%'],
        [5000, 'Min 5000'],
        [9200, 'T220.55'],
        [3900, 'T220.55'],
        [2600, 'T220.55'],
        [1500, '100%'],
        [9600, '100%'],
      ]);
      // 220.60: in heating the compressor runs with its strip heat: heating 7500 + 10000 = 17500
      //   against cooling by the same compressor, 7500: the cooling side has nothing of its own to
      //   omit, the heat pump stays.
      expect(line(result, 'large.0').load).toMatchObject({ omitted: false, omittedVa: 0, netVa: 7500 });

      // gross   = 7042.5 + (4500 + 1200 + 900) + 7500 + 10000 + 5000 + 9200 + 3900 + 2600 + 1500 + 9600
      //         = 62942.5
      // omitted = 0; managed = 4500 + 9600 = 14100
      // net     = 62942.5 - 14100 = 48842.5; / 240 = 203.51 A -> 225 A service, 225 A panel
      expect(result.totals).toEqual({
        grossVa: 62942.5,
        omittedVa: 0,
        managedVa: 14100,
        netVa: 48842.5,
        amperes: 48842.5 / 240,
        recommendedServiceAmperes: 225,
        panelSizeAmperes: 225,
      });
    });

    it('works a small house where cooling wins and the service stays at the 100 A minimum', () => {
      const result = sut(
        bareForm({
          squareFeet: 1200,
          kitchenApplianceCircuits: 2,
          laundryRoomCircuits: 1,
          largeAppliances: [large('A/C Unit', 7000), large('Heating Unit', 5000), large('Motor', 2000)],
        }),
      );
      // General: 3600 + 3000 + 1500 = 8100 -> 3000 + 5100 x 0.35 = 4785
      // A/C 7000 x 1.25 = 8750; heating 5000; motor 2000 at 100 %
      // 220.60: heating 5000 + 1750 kept = 6750 against cooling 8750 -> heating omitted (5000)
      // gross = 4785 + 8750 + 5000 + 2000 = 20535; net = 15535; 64.73 A -> 100 A minimum
      expect(line(result, 'large.1')).toMatchObject({ demandLabel: 'OMIT', va: 5000 });
      expect(line(result, 'large.0')).toMatchObject({ demandLabel: '125%', va: 8750, factor: 1.25 });
      expect(result.totals).toMatchObject({
        grossVa: 20535,
        omittedVa: 5000,
        netVa: 15535,
        recommendedServiceAmperes: 100,
        panelSizeAmperes: 100,
      });
    });
  });

  describe('general lighting and receptacles', () => {
    it('accepts square footage with thousands separators', () => {
      expect(line(sut(bareForm({ squareFeet: '12,345' })), 'general.lighting').va).toBe(37035);
    });

    it('takes each kitchen and laundry circuit at 1500 VA', () => {
      const result = sut(bareForm({ kitchenApplianceCircuits: 3, laundryRoomCircuits: 2 }));
      expect(line(result, 'general.kitchen').va).toBe(4500);
      expect(line(result, 'general.laundry').va).toBe(3000);
    });

    it.each([
      // sq ft, total VA (with the 4,500 VA of the 2 + 1 circuits), demand VA: the subtotal moves in steps of 3 VA
      [1, 4503, 3526.05], // 3000 + 1503 x 0.35
      [38500, 120000, 43950], // 3000 + 117000 x 0.35
      [38501, 120003, 43950.75], // 43950 + 3 x 0.25
    ])('at %p sq ft (%p VA) puts %p VA in the gross', (squareFeet, total, demand) => {
      const result = sut(bareForm({ squareFeet }));
      expect(line(result, 'general.subtotal').va).toBe(total);
      expect(line(result, 'general.demand').va).toBe(demand);
      expect(result.totals.grossVa).toBe(demand);
    });
  });

  describe('220.53 fastened appliances', () => {
    const three = [fastened('A', 1000), fastened('B', 1000), fastened('C', 1000)];

    it('takes three appliances at 100 % and four at 75 %', () => {
      expect(sut(bareForm({ appliances: three })).totals.grossVa).toBe(GENERAL_VA + 3000);
      const four = sut(bareForm({ appliances: [...three, fastened('D', 1000)] }));
      expect(four.totals.grossVa).toBe(GENERAL_VA + 3000); // 4000 x 0.75
      expect(line(four, 'fastened.3')).toMatchObject({ va: 750, demandLabel: '75%', factor: 0.75, necSection: '220.53' });
    });

    it('counts by total quantity, not by rows', () => {
      expect(line(sut(bareForm({ appliances: [fastened('Heaters', 500, { quantity: 4 })] })), 'fastened.0').va).toBe(1500);
      expect(line(sut(bareForm({ appliances: [fastened('Heaters', 500, { quantity: 3 })] })), 'fastened.0').va).toBe(1500);
      const withZero = sut(bareForm({ appliances: [...three, fastened('Spare', 1000, { quantity: 0 })] }));
      expect(line(withZero, 'fastened.total')).toMatchObject({ va: 3000, demandLabel: '100%' });
    });

    it('leaves load-managed appliances out of the count and off the net', () => {
      const result = sut(bareForm({ appliances: [...three, fastened('Managed', 2000, { loadManagement: true })] }));
      // 3 counted appliances -> 100 %: 3000; the managed one at 2000, taken off the net.
      expect(result.totals).toMatchObject({ grossVa: GENERAL_VA + 5000, managedVa: 2000, netVa: GENERAL_VA + 3000 });
    });
  });

  describe('Table 220.55 cooking appliances', () => {
    it.each([
      [8750, 7000],
      [8751, 8000],
      [12000, 8000],
      [12001, 8000],
      [12400, 8000],
      [12500, 8400],
      [13000, 8400],
      [13400, 8400],
      [13500, 8800],
      [14000, 8800],
      [14500, 9200],
      [15000, 9200],
    ])('counts one %p W range as %p VA, labelled T220.55', (watts, va) => {
      expect(line(sut(bareForm({ largeAppliances: [large('Range', watts)] })), 'large.0')).toMatchObject({
        va,
        demandLabel: 'T220.55',
        necSection: '220.55',
      });
    });

    it.each([
      [8750, 11375, 14437.5],
      [8751, 11000, 14000],
      [12000, 11000, 14000],
      [12001, 11000, 14000],
      [12400, 11000, 14000],
      [12500, 11550, 14700],
      [13000, 11550, 14700],
      [13499, 11550, 14700],
      [13500, 12100, 15400],
      [14000, 12100, 15400],
      [14500, 12650, 16100],
      [15000, 12650, 16100],
    ])('counts %p W ranges as %p VA for two and %p VA for three', (watts, two, three) => {
      const twoRanges = sut(bareForm({ largeAppliances: [large('Range', watts), large('Range', watts)] }));
      expect(twoRanges.totals.grossVa).toBe(GENERAL_VA + two);
      const threeRanges = sut(bareForm({ largeAppliances: [large('Range', watts, { quantity: 3 })] }));
      expect(threeRanges.totals.grossVa).toBe(GENERAL_VA + three);
    });

    it('shows the Column C work on the line', () => {
      const result = sut(bareForm({ largeAppliances: [large('Range', 12500)] }));
      expect(line(result, 'large.0').rule).toBe(
        'Table 220.55 Column C, 1 appliance over 8,750 W: 8,000 VA × 105% (note 1: rating 12,500 W, 1 × 5% for each kW or major fraction over 12 kW) = 8,400 VA',
      );
    });

    it('groups ovens and cooktops with ranges', () => {
      // Range 12000 (Column C, 1): 8000; oven 9000 joins Column C: two appliances -> 11000
      const result = sut(bareForm({ largeAppliances: [large('Range', 12000), large('Oven', 9000)] }));
      expect(result.totals.grossVa).toBe(GENERAL_VA + 11000);
    });

    it('leaves a load-managed range out of the table and off the net', () => {
      const result = sut(bareForm({ largeAppliances: [large('Range', 12000), large('Range', 12000, { loadManagement: true })] }));
      // The unmanaged range alone: 8000; the managed one at nameplate 12000, off the net.
      expect(result.totals).toMatchObject({ grossVa: GENERAL_VA + 20000, managedVa: 12000, netVa: GENERAL_VA + 8000 });
    });
  });

  describe('220.54 dryers and 220.57 EV equipment', () => {
    it.each([
      [4999, 5000, 'Min 5000'],
      [5000, 5000, 'Min 5000'],
      [5001, 5001, '100%'],
    ])('counts a %p W dryer as %p VA (%p)', (watts, va, label) => {
      expect(line(sut(bareForm({ largeAppliances: [large('Dryer', watts)] })), 'large.0')).toMatchObject({
        va,
        demandLabel: label,
        necSection: '220.54',
      });
    });

    it.each([
      [7199, 7200, 'Min 7200'],
      [7200, 7200, 'Min 7200'],
      [7201, 7201, '100%'],
    ])('counts a %p W EV charger as %p VA (%p)', (watts, va, label) => {
      expect(line(sut(bareForm({ largeAppliances: [large('EV', watts)] })), 'large.0')).toMatchObject({
        va,
        demandLabel: label,
        necSection: '220.57',
      });
    });

    it('applies the minimum to each unit of a row', () => {
      expect(line(sut(bareForm({ largeAppliances: [large('Dryer', 4000, { quantity: 2 })] })), 'large.0').va).toBe(10000);
    });
  });

  describe('motors (220.50, 430.24)', () => {
    it('takes the largest motor-type load at 125 % and the others at 100 %', () => {
      const result = sut(bareForm({ largeAppliances: [large('Motor', 1000), large('Heat Pump', 4000), large('Motor', 3000)] }));
      // Heat pump 4000 x 1.25 = 5000; with no heating in the form nothing is omitted.
      expect(result.lineItems.filter((l) => l.section === 'large').map((l) => [l.va, l.demandLabel])).toEqual([
        [1000, '100%'],
        [5000, '125%'],
        [3000, '100%'],
      ]);
      expect(result.totals.omittedVa).toBe(0);
    });

    it('takes one unit of a multi-unit largest row at 125 %', () => {
      // 2000 x 1.25 + 2000 = 4500
      expect(line(sut(bareForm({ largeAppliances: [large('Motor', 2000, { quantity: 2 })] })), 'large.0').va).toBe(4500);
    });

    it('gives the 125 % to the largest motor that is not load-managed', () => {
      const result = sut(bareForm({ largeAppliances: [large('A/C Unit', 5000, { loadManagement: true }), large('Motor', 2000)] }));
      expect(line(result, 'large.1')).toMatchObject({ va: 2500, demandLabel: '125%' });
      expect(result.totals).toMatchObject({ managedVa: 5000, netVa: GENERAL_VA + 2500 });
    });
  });

  describe('220.60 heating against cooling', () => {
    it('omits cooling when heating is larger, keeping 25 % of an omitted largest motor', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 10000), large('A/C Unit', 4000)] }));
      // A/C 4000 x 1.25 = 5000; heating 10000 + 1000 kept > 5000: cooling omitted, 5000 - 1000
      expect(line(result, 'large.1')).toMatchObject({ demandLabel: 'OMIT', va: 5000 });
      expect(line(result, 'large.1').load).toMatchObject({ omittedVa: 4000, netVa: 1000 });
      expect(line(result, 'large.1').rule).toContain('25% of this largest motor load (1,000 VA) stays in the load');
      expect(result.totals).toMatchObject({ grossVa: GENERAL_VA + 15000, omittedVa: 4000, netVa: GENERAL_VA + 11000 });
    });

    it('omits heating when cooling is larger', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 3000), large('A/C Unit', 4000)] }));
      // A/C 5000 against heating 3000 + 1000 kept = 4000: heating omitted in full
      expect(line(result, 'large.0')).toMatchObject({ demandLabel: 'OMIT', va: 3000 });
      expect(line(result, 'large.0').load).toMatchObject({ omittedVa: 3000, netVa: 0 });
      expect(line(result, 'large.1').demandLabel).toBe('125%');
      expect(result.totals).toMatchObject({ omittedVa: 3000, netVa: GENERAL_VA + 5000 });
    });

    it('omits an A/C in full when the largest motor is a motor that stays', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 8000), large('A/C Unit', 5000), large('Motor', 6000)] }));
      // Motor 6000 x 1.25 = 7500 stays; A/C 5000 at 100 % against heating 8000: A/C omitted in full
      expect(line(result, 'large.1').load).toMatchObject({ omitted: true, omittedVa: 5000, netVa: 0 });
      expect(result.totals.netVa).toBe(GENERAL_VA + 8000 + 7500);
    });

    it('omits cooling on a tie', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 5000), large('A/C Unit', 5000), large('Motor', 6000)] }));
      // heating 5000 against cooling 5000 (the motor has the 125 %): equal, cooling omitted
      expect(line(result, 'large.0').demandLabel).toBe('100%');
      expect(line(result, 'large.1')).toMatchObject({ demandLabel: 'OMIT', va: 5000 });
      expect(line(result, 'large.1').rule).toContain('equal, cooling is omitted on a tie');
      expect(result.totals.netVa).toBe(GENERAL_VA + 5000 + 7500);
    });

    it('compares what each choice keeps when the groups are equal and the A/C is the largest motor', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 6250), large('A/C Unit', 5000)] }));
      // cooling 5000 x 1.25 = 6250 = heating; heating + 1250 kept = 7500 > 6250: cooling omitted
      expect(line(result, 'large.1').load).toMatchObject({ omitted: true, omittedVa: 5000, netVa: 1250 });
      expect(result.totals.netVa).toBe(GENERAL_VA + 7500);
    });

    it('does not let a small added A/C lower the net', () => {
      const before = sut(bareForm({ largeAppliances: [large('Heating Unit', 10000), large('A/C Unit', 7000)] }));
      const after = sut(bareForm({ largeAppliances: [large('Heating Unit', 10000), large('A/C Unit', 7000), large('A/C Unit', 1300)] }));
      // cooling 8750 + 1300 = 10050 is more than heating 10000, yet omitting heating would keep only
      // 10050 where keeping heating keeps 10000 + 1750 = 11750: cooling stays omitted.
      expect(before.totals.netVa).toBe(GENERAL_VA + 11750);
      expect(after.totals.netVa).toBe(GENERAL_VA + 11750);
      expect(line(after, 'large.2').demandLabel).toBe('OMIT');
    });

    it('leaves load-managed heating out of the comparison', () => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', 20000, { loadManagement: true }), large('A/C Unit', 4000)] }));
      // Only the A/C is compared (heating group empty): heating omitted with nothing to omit.
      expect(line(result, 'large.0').demandLabel).toBe('100%');
      expect(line(result, 'large.1').demandLabel).toBe('125%');
      expect(result.totals).toMatchObject({ omittedVa: 0, managedVa: 20000, netVa: GENERAL_VA + 5000 });
    });
  });

  describe('220.70 load management', () => {
    it('takes managed rows off the net and reports them', () => {
      const result = sut(
        bareForm({
          largeAppliances: [large('EV', 9600, { loadManagement: true }), large('Dryer', 5000, { loadManagement: true })],
        }),
      );
      expect(result.totals).toMatchObject({ grossVa: GENERAL_VA + 14600, managedVa: 14600, netVa: GENERAL_VA });
      expect(line(result, 'large.0').necSection).toBe('220.57, 220.70');
      expect(line(result, 'large.1').demandLabel).toBe('Min 5000');
    });
  });

  describe('amperes and service rating', () => {
    it.each([
      // net VA, amperes, service, panel
      [24000, 100, 100, 100],
      [24000.5, 24000.5 / 240, 110, 125],
      [48000, 200, 200, 200],
      [48000.5, 48000.5 / 240, 225, 225],
      [96000, 400, 400, 400],
      [96001, 96001 / 240, 450, null],
    ])('at %p VA net gives %p A, a %p A service and a %p A panel', (netVa, amperes, service, panel) => {
      const result = sut(bareForm({ largeAppliances: [large('Heating Unit', netVa - GENERAL_VA)] }));
      expect(result.totals).toMatchObject({
        netVa,
        amperes,
        recommendedServiceAmperes: service,
        panelSizeAmperes: panel,
      });
      expect(line(result, 'totals.service')).toMatchObject({ amperes: service, necSection: '230.79(C), 240.6(A)' });
    });
  });

  describe('line items', () => {
    it('lists the rows of every section in form order, each with its rule and NEC section', () => {
      const form = defaultLoadForm(new Date(2025, 0, 15));
      form.squareFeet = 2000;
      const result = sut(form);
      expect(result.lineItems.map((l) => l.id)).toEqual([
        'general.lighting',
        'general.kitchen',
        'general.laundry',
        'general.subtotal',
        'general.demand.1',
        'general.demand.2',
        'general.demand.3',
        'general.demand',
        'fastened.0',
        'fastened.1',
        'fastened.2',
        'fastened.3',
        'fastened.total',
        'large.0',
        'large.1',
        'large.2',
        'large.3',
        'large.4',
        'large.5',
        'large.6',
        'totals.gross',
        'totals.omitted',
        'totals.managed',
        'totals.net',
        'totals.amperes',
        'totals.service',
      ]);
      for (const item of result.lineItems) {
        expect(item.rule).not.toBe('');
        expect(item.necSection).not.toBe('');
      }
      expect(line(result, 'large.1')).toMatchObject({
        description: 'Range',
        rowIndex: 1,
        inputs: { type: 'Range', watts: 12000, quantity: 1, loadManagement: false },
      });
      expect(line(result, 'totals.amperes')).toMatchObject({ va: 52160, amperes: 52160 / 240, rule: '52,160 VA / 240 V' });
    });
  });

  describe('invalid input', () => {
    it('gives errors and no figures', () => {
      const result = calculateLoad(bareForm({ squareFeet: '0', largeAppliances: [large('EV', -1)] }));
      expect(result).toEqual({
        ok: false,
        errors: [
          { field: 'squareFeet', path: ['squareFeet'], message: 'Please enter a valid square footage' },
          { field: 'largeAppliances.0.watts', path: ['largeAppliances', 0, 'watts'], message: 'Watts must be a number, 0 or more' },
        ],
      });
    });
  });
});

describe('heat pump with supplementary (strip) heat (220.60)', () => {
  // A 3,500 sq ft all-electric house with a 6 kW heat pump and 10 kW of strip heat.
  const allElectric = (): LoadCalculationForm =>
    bareForm({
      squareFeet: '3,500',
      kitchenApplianceCircuits: 2,
      laundryRoomCircuits: 1,
      appliances: [
        fastened('Water Heater', 4500),
        fastened('Dishwasher', 1200),
        fastened('Disposer', 1000),
        fastened('Microwave', 1200),
        fastened('Compactor', 1000),
      ],
      largeAppliances: [
        large('Range', 12400),
        large('Dryer', 6000),
        large('EV', 11520),
        large('Motor', 2000, { name: 'Well pump' }),
        large('Heat Pump', 6000),
        large('Heating Unit', 10000, { name: 'Strip heat' }),
      ],
    });

  it('counts the compressor with its strip heat in heating, so nothing is omitted and the service is 250 A', () => {
    const result = sut(allElectric());
    // general: 10,500 + 3,000 + 1,500 = 15,000 -> 3,000 + 12,000 × 35% = 7,200
    // fastened: 8,900 × 75% = 6,675; range 12.4 kW: 8,000 (0.4 kW is no major fraction)
    // dryer 6,000; EV 11,520; well pump 2,000; heat pump 6,000 × 125% = 7,500 (largest motor)
    // 220.60: heating = compressor 7,500 + strips 10,000 = 17,500 against cooling = compressor 7,500:
    //   cooling is the smaller, and the compressor runs in heating too: nothing leaves.
    // net = 7,200 + 6,675 + 8,000 + 6,000 + 11,520 + 2,000 + 7,500 + 10,000 = 58,895
    expect(result.totals).toMatchObject({ omittedVa: 0, netVa: 58895, recommendedServiceAmperes: 250 });
    expect(result.totals.amperes).toBeCloseTo(245.4, 1);
    expect(line(result, 'large.4')).toMatchObject({ va: 7500, demandLabel: '125%' });
    expect(line(result, 'large.4').load).toMatchObject({ omitted: false, netVa: 7500 });
  });

  it('sizes a 9.6 kW heat pump with 5 kW strips at 225 A, not 200 A', () => {
    const result = sut(
      bareForm({
        squareFeet: 2500,
        kitchenApplianceCircuits: 2,
        laundryRoomCircuits: 1,
        appliances: [fastened('Water Heater', 4500), fastened('Microwave', 1800), fastened('Dishwasher', 1500), fastened('Disposer', 800)],
        largeAppliances: [large('Range', 12000), large('Dryer', 5000), large('EV', 7200), large('Heat Pump', 9600), large('Heating Unit', 5000)],
      }),
    );
    // general 12,000 -> 6,150; fastened 6,450; range 8,000; dryer 5,000; EV 7,200 = 32,800
    // heating = 9,600 × 125% + 5,000 = 17,000 against cooling 12,000: 32,800 + 17,000 = 49,800
    //   49,800 / 240 = 207.5 A -> 225 A (omitting the strips instead gave 44,800 VA, 200 A)
    expect(result.totals).toMatchObject({ omittedVa: 0, netVa: 49800, recommendedServiceAmperes: 225 });
  });

  it('still omits an A/C against a heat pump with its strips, keeping the heat pump', () => {
    const result = sut(bareForm({ largeAppliances: [large('Heat Pump', 4000), large('Heating Unit', 5000), large('A/C Unit', 3000)] }));
    // heat pump 4,000 × 125% = 5,000 in both; heating 5,000 + 5,000 against cooling 5,000 + 3,000: the A/C leaves
    expect(line(result, 'large.2')).toMatchObject({ demandLabel: 'OMIT' });
    expect(line(result, 'large.0').load).toMatchObject({ omitted: false });
    expect(result.totals).toMatchObject({ omittedVa: 3000, netVa: GENERAL_VA + 10000 });
  });

  it('keeps the heat pump under NEC 2017 too, and gives it the 25% as the largest motor that remains', () => {
    const result = calculateLoad(allElectric(), { codeEdition: '2017' });
    if (!result.ok) throw new Error('expected a calculation');
    expect(result.totals).toMatchObject({ omittedVa: 0, netVa: 58895 });
  });
});

describe('220.53 counts appliances, not empty rows', () => {
  it('leaves a fixed row at 0 W (a gas water heater) out of the four or more', () => {
    const result = sut(
      bareForm({ appliances: [fastened('Water Heater', 0), fastened('Microwave', 1800), fastened('Dishwasher', 1500), fastened('Disposer', 800)] }),
    );
    // three appliances: fewer than four, 100%: 1,800 + 1,500 + 800 = 4,100 (not 75%, 3,075)
    expect(line(result, 'fastened.total')).toMatchObject({ va: 4100, demandLabel: '100%' });
    expect(line(result, 'fastened.total').rule).toContain('3 appliances fastened in place: fewer than four');
    expect(result.decisions.find((d) => d.rule === 'fastened-demand')?.text).toContain('3 appliances fastened in place: fewer than four, so 100%');
  });
});

describe('Table 220.55 note 1: each kW or major fraction thereof over 12 kW', () => {
  it.each([
    [12400, 8000],
    [12500, 8400],
    [13400, 8400],
  ])('counts a %p W range as %p VA', (watts, va) => {
    expect(line(sut(bareForm({ largeAppliances: [large('Range', watts)] })), 'large.0').va).toBe(va);
  });
});

describe('Formula Details speak the code', () => {
  it('explains note 1 for a 12.5 kW range in the code words, with no development note', () => {
    const result = sut(bareForm({ largeAppliances: [large('Range', 12500)] }));
    const texts = [...result.decisions.map((d) => d.text), ...result.lineItems.map((l) => l.rule)];
    expect(texts.filter((text) => /\bspec\b|spec's|is read as/i.test(text))).toEqual([]);
    expect(result.decisions.find((d) => d.rule === 'table-220.55-note-1')?.text).toBe(
      "Range rating 12,500 W is over 12 kW: Column C's 8,000 VA increased 5% for each kW or major fraction thereof over 12 kW (1 × 5% = 5%): 8,400 VA",
    );
  });
});

describe('the code minimum of small-appliance and laundry circuits (210.11(C), 220.52)', () => {
  it('counts 2 kitchen circuits when 1 is entered, and warns', () => {
    const result = sut(bareForm({ squareFeet: 2000, kitchenApplianceCircuits: 1, laundryRoomCircuits: 1 }));
    // 6,000 + 2 × 1,500 + 1,500 = 10,500 -> 3,000 + 7,500 × 35% = 5,625 (as with 2 entered)
    expect(line(result, 'general.kitchen')).toMatchObject({ va: 3000, inputs: { circuits: 2, vaPerCircuit: 1500 } });
    expect(line(result, 'general.kitchen').rule).toBe('2 circuits × 1,500 VA (1 entered; at least 2, 210.11(C)(1))');
    expect(line(result, 'general.demand').va).toBe(5625);
    expect(result.warnings).toEqual([
      {
        rule: 'small-appliance-circuits-minimum',
        section: '210.11(C)(1), 220.52(A)',
        text: '1 small-appliance (kitchen) circuit entered: the code requires at least 2 (210.11(C)(1)), so 2 × 1,500 VA are counted (220.52(A))',
      },
    ]);
  });

  it('counts 1 laundry circuit when none is entered, and warns', () => {
    const result = sut(bareForm({ squareFeet: 2000, kitchenApplianceCircuits: 2, laundryRoomCircuits: 0 }));
    expect(line(result, 'general.laundry').va).toBe(1500);
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      'No laundry circuit entered: the code requires at least 1 (210.11(C)(2)), so 1 × 1,500 VA is counted (220.52(B))',
    ]);
  });

  it('has no warning at the minimum or above, and counts what is entered above it', () => {
    const result = sut(bareForm({ kitchenApplianceCircuits: 3, laundryRoomCircuits: 2 }));
    expect(result.warnings).toEqual([]);
    expect(line(result, 'general.kitchen').va).toBe(4500);
  });
});

describe('a heat pump interlocked off while its strips heat (220.60, as the optional method (C)(3))', () => {
  const house = () => bareForm({ largeAppliances: [large('Heat Pump', 6000), large('Heating Unit', 10000, { name: 'Strip heat' })] });

  it('compares the strips alone against the compressor and omits the smaller, keeping its 25% as the largest motor', () => {
    const result = calculateLoad(house(), { compressorInterlocked: true });
    if (!result.ok) throw new Error('expected a calculation');
    // heating 10,000 + 1,500 kept against cooling 7,500: the compressor is omitted but for its 25%
    expect(line(result, 'large.0')).toMatchObject({ demandLabel: 'OMIT' });
    expect(result.totals).toMatchObject({ omittedVa: 6000, netVa: GENERAL_VA + 10000 + 1500 });
  });

  it('gives both methods the same reading of the heat pump', () => {
    const methods = calculateLoadMethods(house(), { compressorInterlocked: true });
    const free = calculateLoadMethods(house());
    if (!methods.ok || !free.ok) throw new Error('expected calculations');
    // interlocked: the strips alone (optional (C)(3): 10,000 × 65%); free: compressor with the strips
    expect(methods.optional.chosen?.va).toBe(6500);
    expect(free.optional.chosen?.va).toBe(6000 + 6500);
    expect(free.standard.totals.netVa - methods.standard.totals.netVa).toBe(7500 - 1500);
  });
});
