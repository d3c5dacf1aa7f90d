import {
  columnAPercent,
  columnBPercent,
  columnCIncreaseSteps,
  columnCMaxDemandVa,
  cookingColumnFor,
  cookingDemand,
  dryerUnitVa,
  evUnitVa,
  fastenedAppliancePercent,
  generalDemandSteps,
  generalDemandVa,
  omittedGroup,
  recommendServiceRating,
} from './load-rules.js';

describe('Table 220.45 demand on general lighting, small-appliance and laundry loads', () => {
  it.each([
    // total VA, demand VA (first 3000 at 100 %, 3001-120000 at 35 %, the rest at 25 %)
    [0, 0],
    [2999, 2999],
    [3000, 3000],
    [3001, 3000.35], // 3000 + 1 x 0.35
    [10500, 5625], // 3000 + 7500 x 0.35
    [120000, 43950], // 3000 + 117000 x 0.35
    [120001, 43950.25], // 43950 + 1 x 0.25
    [200000, 63950], // 43950 + 80000 x 0.25
  ])('takes %p VA to a demand of %p VA', (total, demand) => {
    expect(generalDemandVa(total)).toBe(demand);
  });

  it('shows each band with the part of the total that falls in it', () => {
    expect(generalDemandSteps(120001)).toEqual([
      { percent: 100, fromVa: 0, toVa: 3000, portionVa: 3000, demandVa: 3000 },
      { percent: 35, fromVa: 3000, toVa: 120000, portionVa: 117000, demandVa: 40950 },
      { percent: 25, fromVa: 120000, toVa: null, portionVa: 1, demandVa: 0.25 },
    ]);
  });
});

describe('220.53 appliances fastened in place', () => {
  it('takes 100 % for three or fewer and 75 % for four or more', () => {
    expect(fastenedAppliancePercent(0)).toBe(100);
    expect(fastenedAppliancePercent(3)).toBe(100);
    expect(fastenedAppliancePercent(4)).toBe(75);
    expect(fastenedAppliancePercent(12)).toBe(75);
  });
});

describe('220.54 dryers and 220.57 EV charging equipment', () => {
  it.each([
    [0, 5000],
    [4999, 5000],
    [5000, 5000],
    [5001, 5001],
  ])('counts a %p W dryer as %p VA', (watts, va) => expect(dryerUnitVa(watts)).toBe(va));

  it.each([
    [0, 7200],
    [7199, 7200],
    [7200, 7200],
    [7201, 7201],
  ])('counts a %p W EV charger as %p VA', (watts, va) => expect(evUnitVa(watts)).toBe(va));
});

describe('Table 220.55 columns', () => {
  it.each([
    [1750, 'below'],
    [1751, 'A'],
    [3499, 'A'],
    [3500, 'B'],
    [8750, 'B'],
    [8751, 'C'],
    [12000, 'C'],
    [27000, 'C'],
    [27001, 'above'],
  ])('puts a %p W appliance in %p', (watts, column) => expect(cookingColumnFor(watts)).toBe(column));

  it('holds the code table values for Columns A and B', () => {
    const a = Array.from({ length: 25 }, (_, i) => columnAPercent(i + 1));
    expect(a).toEqual([80, 75, 70, 66, 62, 59, 56, 53, 51, 49, 47, 45, 43, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30]);
    expect([26, 40, 61, 100].map(columnAPercent)).toEqual([30, 30, 30, 30]);
    const b = Array.from({ length: 25 }, (_, i) => columnBPercent(i + 1));
    expect(b).toEqual([80, 65, 55, 50, 45, 43, 40, 36, 35, 34, 32, 32, 32, 32, 32, 28, 28, 28, 28, 28, 26, 26, 26, 26, 26]);
    expect([26, 30, 31, 40, 41, 50, 51, 60, 61, 200].map(columnBPercent)).toEqual([24, 24, 22, 22, 20, 20, 18, 18, 16, 16]);
  });

  it('holds the code table values for Column C (kW for the number of appliances)', () => {
    const c = Array.from({ length: 25 }, (_, i) => columnCMaxDemandVa(i + 1) / 1000);
    expect(c).toEqual([8, 11, 14, 17, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
    // 26-40: 15 kW + 1 kW per range; 41 and over: 25 kW + 3/4 kW per range
    expect(columnCMaxDemandVa(26)).toBe(41000);
    expect(columnCMaxDemandVa(40)).toBe(55000);
    expect(columnCMaxDemandVa(41)).toBe(55750);
    expect(columnCMaxDemandVa(61)).toBe(70750);
  });

  it.each([
    [12000, 0],
    [12001, 0],
    [12400, 0],
    [12499, 0],
    [12500, 1], // a major fraction of a kW counts as a whole one (note 1)
    [13000, 1],
    [13400, 1],
    [13500, 2],
    [14000, 2],
    [14499, 2],
    [14500, 3],
    [15000, 3],
    [27000, 15],
  ])('raises a %p W rating by %p steps of 5 % (each kW or major fraction thereof over 12 kW)', (watts, steps) =>
    expect(columnCIncreaseSteps(watts)).toBe(steps),
  );
});

describe('Table 220.55 for one, two and three ranges', () => {
  // The demand of the whole group, per band edge of the spec. Worked:
  //   up to 8750 W: Column B, 80 % (one), 65 % (two), 55 % (three) of the nameplate sum;
  //   8751-12000 W: Column C, 8000 / 11000 / 14000 VA;
  //   12500-13499: x 1.05; 13500-14499: x 1.10; 14500-15499: x 1.15 (5 % for each kW or major
  //   fraction thereof over 12 kW, note 1: 12.4 kW has no major fraction and stays at 8000).
  it.each([
    // watts, one range, two ranges, three ranges
    [8750, 7000, 11375, 14437.5], // 8750 x .80; 17500 x .65; 26250 x .55
    [8751, 8000, 11000, 14000],
    [12000, 8000, 11000, 14000],
    [12001, 8000, 11000, 14000],
    [12400, 8000, 11000, 14000], // 0.4 kW over 12 kW is not a major fraction
    [12500, 8400, 11550, 14700], // 8000 x 1.05; 11000 x 1.05; 14000 x 1.05
    [13000, 8400, 11550, 14700],
    [13400, 8400, 11550, 14700],
    [13500, 8800, 12100, 15400], // x 1.10
    [14000, 8800, 12100, 15400],
    [14500, 9200, 12650, 16100], // x 1.15
    [15000, 9200, 12650, 16100],
    [15500, 9600, 13200, 16800], // x 1.20
    [27000, 14000, 19250, 24500], // x 1.75
    [27001, 27001, 54002, 81003], // over 27 kW: outside the table, nameplate
  ])('at %p W counts %p VA for one, %p for two, %p for three', (watts, one, two, three) => {
    const total = (count: number): number => cookingDemand(Array.from({ length: count }, () => ({ watts, quantity: 1 }))).reduce((s, r) => s + r.demandVa, 0);
    expect(total(1)).toBe(one);
    expect(total(2)).toBe(two);
    expect(total(3)).toBe(three);
    // The same appliances on one row with a quantity give the same demand.
    expect(cookingDemand([{ watts, quantity: 3 }])[0]!.demandVa).toBe(three);
  });

  it('shares a Column C demand equally, to the cent, without losing a cent', () => {
    const rows = cookingDemand([
      { watts: 12000, quantity: 1 },
      { watts: 12000, quantity: 1 },
      { watts: 12000, quantity: 1 },
    ]);
    // 14000 / 3 = 4666.666...: shares of 4666.67, 4666.66 and 4666.67 add up to 14000 exactly.
    expect(rows.map((r) => r.demandVa)).toEqual([4666.67, 4666.66, 4666.67]);
  });

  it('averages unequal ratings over 8 3/4 kW, counting any under 12 kW as 12 kW (note 2)', () => {
    // (12000 + 14500) / 2 = 13250 W average: 1.25 kW over 12 kW, one step (0.25 is no major
    //   fraction) -> 11000 x 1.05 = 11550, 5775 each.
    const rows = cookingDemand([
      { watts: 9000, quantity: 1 },
      { watts: 14500, quantity: 1 },
    ]);
    expect(rows.map((r) => r.demandVa)).toEqual([5775, 5775]);
    expect(rows[0]).toMatchObject({ columnCRatingVa: 13250, columnCIncreaseSteps: 1, columnCSameRating: false });
  });

  it('works each column with its own count and adds the results (note 3)', () => {
    // Range 12000 W: Column C, one appliance: 8000.
    // Cooktop 3300 W and oven 2200 W: Column A, two appliances: 75 % -> 2475 + 1650.
    // Cooktop 6000 W: Column B, one appliance: 80 % -> 4800.
    const rows = cookingDemand([
      { watts: 12000, quantity: 1 },
      { watts: 3300, quantity: 1 },
      { watts: 2200, quantity: 1 },
      { watts: 6000, quantity: 1 },
    ]);
    expect(rows.map((r) => [r.column, r.columnCount, r.demandVa])).toEqual([
      ['C', 1, 8000],
      ['A', 2, 2475],
      ['A', 2, 1650],
      ['B', 1, 4800],
    ]);
  });

  it('counts appliances of 1 3/4 kW or less at nameplate, outside the table', () => {
    expect(cookingDemand([{ watts: 1750, quantity: 2 }])[0]).toMatchObject({ column: 'below', percent: 100, demandVa: 3500 });
    expect(cookingDemand([{ watts: 1751, quantity: 1 }])[0]).toMatchObject({ column: 'A', percent: 80, demandVa: 1400.8 });
  });

  it('gives nothing for rows of quantity 0', () => {
    expect(cookingDemand([{ watts: 12000, quantity: 0 }]).map((r) => r.demandVa)).toEqual([0]);
  });
});

describe('220.60 heating against cooling', () => {
  it('omits the group that keeps less in the load, cooling on a tie, nothing when both are empty', () => {
    expect(omittedGroup(19500, 6300)).toBe('cooling');
    expect(omittedGroup(5000, 8750)).toBe('heating');
    expect(omittedGroup(5000, 5000)).toBe('cooling');
    expect(omittedGroup(0, 0)).toBeNull();
    expect(omittedGroup(0, 10)).toBe('heating');
    expect(omittedGroup(10, 0)).toBe('cooling');
  });
});

describe('service rating (240.6(A), 230.79(C))', () => {
  it.each([
    [0, 100, 100],
    [64.73, 100, 100],
    [100, 100, 100],
    [100.0001, 110, 125],
    [125, 125, 125],
    [150.01, 175, 200],
    [200, 200, 200],
    [200.0001, 225, 225],
    [225.5, 250, 400],
    [400, 400, 400],
    [400.01, 450, null],
    [6000, 6000, null],
    [6000.5, null, null],
  ])('recommends for %p A a %p A service on a %p A panel', (amperes, service, panel) => {
    expect(recommendServiceRating(amperes)).toEqual({ serviceAmperes: service, panelAmperes: panel });
  });
});
