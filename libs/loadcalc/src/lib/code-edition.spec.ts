import { calculateLoad } from './calculate-load.js';
import type { CodeEdition } from './code-edition.js';
import { defaultLoadForm } from './load-form.defaults.js';
import type { ApplianceType, LargeAppliance, LoadCalculationForm } from './load-form.types.js';
import type { LoadCalculation, LoadLineItem } from './load-result.types.js';
import { readSubmission } from './submission.js';
import { buildWorksheet } from './worksheet.js';

function large(type: ApplianceType, watts: number, extra: Partial<LargeAppliance> = {}): LargeAppliance {
  return { name: type, type, watts, quantity: 1, loadManagement: false, ...extra };
}

function bareForm(largeAppliances: LargeAppliance[]): LoadCalculationForm {
  return {
    ...defaultLoadForm(new Date(2025, 0, 15)),
    // 500 sq ft and the code's minimum circuits: 6,000 VA, a general demand of 4,050 VA
    squareFeet: 500,
    kitchenApplianceCircuits: 2,
    laundryRoomCircuits: 1,
    appliances: [],
    largeAppliances,
  };
}

function sut(form: LoadCalculationForm, codeEdition?: CodeEdition): LoadCalculation {
  const result = codeEdition === undefined ? calculateLoad(form) : calculateLoad(form, { codeEdition });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function line(result: LoadCalculation, id: string): LoadLineItem {
  const found = result.lineItems.find((item) => item.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
}

function defaultForm(): LoadCalculationForm {
  const form = defaultLoadForm(new Date(2025, 0, 15));
  form.squareFeet = '2,000';
  return form;
}

describe('code edition: 220.60 heating against A/C', () => {
  it('defaults to 2023 and keeps the result of a call without options', () => {
    const plain = sut(defaultForm());
    expect(plain.codeEdition).toBe('2023');
    expect(sut(defaultForm(), '2023').totals).toEqual(plain.totals);
  });

  it.each(['2020', '2023'] as const)('NEC %s: the default form keeps 25%% of the omitted A/C', (edition) => {
    const result = sut(defaultForm(), edition);
    // general demand 5,625; fastened 6,450; heating 4,500 + 15,000 = 19,500; range 8,000;
    // cooktop 2,475 + oven 1,650; EV 7,200; A/C 5,040 × 1.25 = 6,300 (the only motor).
    // heating 19,500 + 1,260 kept against cooling 6,300: cooling omitted, 6,300 − 1,260 = 5,040.
    // gross = 5,625 + 6,450 + 4,500 + 8,000 + 2,475 + 1,650 + 6,300 + 15,000 + 7,200 = 57,200
    // net = 57,200 − 5,040 = 52,160
    expect(result.totals).toMatchObject({ grossVa: 57200, omittedVa: 5040, netVa: 52160 });
    expect(result.omission).toMatchObject({ group: 'cooling', omittedVa: 5040, keptVa: 1260, codeEdition: edition });
    expect(result.omission?.text).toBe('A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)');
    expect(line(result, 'totals.omitted')).toMatchObject({ rule: result.omission?.text, necSection: '220.60, 430.24' });
  });

  it('NEC 2017: the default form omits the A/C whole, with no motor left for the 25%', () => {
    const result = sut(defaultForm(), '2017');
    // heating 19,500 + 0 (no motor remains) against cooling 5,040 + 1,260: cooling omitted.
    // The A/C is out of the calculation, so it is no largest motor: its line shows 5,040 at 100%.
    // gross = 57,200 − 1,260 = 55,940; omitted 5,040; net = 50,900
    expect(line(result, 'large.4')).toMatchObject({ va: 5040, demandLabel: 'OMIT' });
    expect(result.totals).toMatchObject({ grossVa: 55940, omittedVa: 5040, netVa: 50900 });
    expect(result.omission?.text).toBe('A/C Unit 5,040 W omitted whole (220.60); no motor remains to take the 25% (430.24)');
  });

  it('NEC 2017 gives the 25% to the largest motor that remains', () => {
    const form = bareForm([large('Heating Unit', 10000), large('A/C Unit', 5040), large('Motor', 1000)]);
    // 2023: A/C 5,040 × 1.25 = 6,300 largest; heating 10,000 + 1,260 > 6,300: cooling omitted,
    //   1,260 kept; Motor 1,000 at 100%. net = 4,050 + 10,000 + 1,260 + 1,000 = 16,310
    const y2023 = sut(form, '2023');
    expect(y2023.totals.netVa).toBe(16310);
    // 2017: heating 10,000 + 250 against cooling 5,040 + 1,260: cooling omitted whole (5,040);
    //   Motor 1,000 × 1.25 = 1,250. net = 4,050 + 10,000 + 1,250 = 15,300
    const y2017 = sut(form, '2017');
    expect(line(y2017, 'large.2')).toMatchObject({ va: 1250, demandLabel: '125%' });
    expect(line(y2017, 'large.1').load).toMatchObject({ omitted: true, omittedVa: 5040, netVa: 0 });
    expect(y2017.totals).toMatchObject({ omittedVa: 5040, netVa: 15300 });
    expect(y2017.omission?.text).toBe('A/C Unit 5,040 W omitted whole (220.60); 25% of the largest remaining motor kept: Motor 1,000 W, 250 VA (430.24)');
  });

  it('the editions agree when heating is the side omitted', () => {
    const form = bareForm([large('Heating Unit', 3000), large('A/C Unit', 4000)]);
    // A/C 4,000 × 1.25 = 5,000 stays (largest motor in both editions); heating 3,000 omitted
    for (const edition of ['2017', '2020', '2023'] as const) {
      const result = sut(form, edition);
      expect(result.totals).toMatchObject({ omittedVa: 3000, netVa: 4050 + 5000 });
      expect(result.omission?.text).toBe(`Heating Unit 3,000 W omitted${edition === '2017' ? ' whole' : ''} (220.60)`);
    }
  });

  it('NEC 2017 compares what each side keeps with the 25% where it would land', () => {
    const form = bareForm([large('Heating Unit', 6000), large('A/C Unit', 5040)]);
    // 2023: heating 6,000 + 1,260 = 7,260 against 6,300: cooling omitted; net 4,050 + 7,260 = 11,310
    expect(sut(form, '2023').totals.netVa).toBe(11310);
    // 2017: heating 6,000 + 0 against cooling 5,040 + 1,260 = 6,300: heating omitted;
    //   A/C 6,300 stays. net = 4,050 + 6,300 = 10,350
    const y2017 = sut(form, '2017');
    expect(y2017.omission).toMatchObject({ group: 'heating', omittedVa: 6000 });
    expect(y2017.totals.netVa).toBe(10350);
  });

  it('names quantities in the OMIT text with thousands separators', () => {
    const form = bareForm([large('Heating Unit', 20000), large('A/C Unit', 3500, { name: 'Mini split', quantity: 2 })]);
    // A/C 3,500 × 1.25 + 3,500 = 7,875; heating 20,000 + 875: cooling omitted, 7,875 − 875 = 7,000
    expect(sut(form).omission?.text).toBe('Mini split 2 × 3,500 W omitted (220.60); 875 VA kept: 25% of the largest motor (220.60, 430.24)');
  });
});

describe('Formula Details decisions', () => {
  it('lists the decisions of the default form with their sections', () => {
    const result = sut(defaultForm());
    const byRule = new Map(result.decisions.map((d) => [d.rule, d]));
    expect([...byRule.keys()]).toEqual([
      'general-lighting',
      'general-demand',
      'fastened-demand',
      'table-220.55-columns',
      'ev-minimum',
      'largest-motor',
      'noncoincident',
      'service-size',
    ]);
    expect(byRule.get('general-demand')?.section).toBe('Table 220.45');
    expect(byRule.get('fastened-demand')).toMatchObject({ section: '220.53' });
    expect(byRule.get('fastened-demand')?.text).toContain('four or more, so 75%');
    expect(byRule.get('table-220.55-columns')?.text).toContain('Column A (under 3,500 W): 2 at 75%; Column C (over 8,750 W): 1 at 8,000 VA');
    expect(byRule.get('ev-minimum')).toMatchObject({ section: '220.57' });
    // 52,160 / 240 = 217.33 A: 225 A
    expect(byRule.get('service-size')?.text).toContain('217.33 A');
    expect(byRule.get('service-size')?.text).toContain('225 A');
  });

  it('explains Table 220.55 note 1 for a 12.5 kW range', () => {
    const result = sut(bareForm([large('Range', 12500)]));
    // 8,000 × 1.05 = 8,400 (one kW step over 12 kW)
    const note = result.decisions.find((d) => d.rule === 'table-220.55-note-1');
    expect(note).toMatchObject({ section: 'Table 220.55, note 1' });
    expect(note?.text).toContain('8,000 VA increased 5% for each kW or major fraction thereof over 12 kW (1 × 5% = 5%): 8,400 VA');
    expect(result.totals.netVa).toBe(4050 + 8400);
  });

  it('cites the 2017 and 2020 numbering under those editions', () => {
    const result = sut(bareForm([large('EV', 5000), large('Dryer', 4000)]), '2017');
    const sections = Object.fromEntries(result.decisions.map((d) => [d.rule, d.section]));
    expect(sections).toMatchObject({ 'general-demand': 'Table 220.42', 'ev-minimum': '625.42', 'dryer-minimum': '220.54' });
  });
});

describe('citations follow the chosen edition (one table per edition)', () => {
  /** Every load kind whose section moved: lighting, its demand table, an EV charger, a managed load. */
  function everyKind(): LoadCalculationForm {
    const form = defaultForm();
    form.appliances = [...form.appliances, { name: 'Pool heater', watts: 3000, quantity: 1, loadManagement: true }];
    form.largeAppliances = [...form.largeAppliances, large('EV', 9600, { name: 'Second charger', loadManagement: true }), large('Dryer', 5000)];
    return form;
  }
  const ONLY_2023 = /220\.41|220\.45|220\.57|220\.70/;
  const BEFORE_2023 = /220\.12|220\.42|625\.42|750\.30/;

  /** What a reader sees of a calculation: every line's work, label and section, every decision. */
  function citedTexts(result: LoadCalculation): string[] {
    return [
      ...result.lineItems.flatMap((item) => [item.rule, item.demandLabel, item.necSection]),
      ...result.decisions.flatMap((decision) => [decision.section, decision.text]),
      result.omission?.text ?? '',
    ];
  }

  function worksheetText(edition: CodeEdition): string {
    const read = readSubmission({ ...everyKind(), technician: 'Tom Tech', codeEdition: edition });
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    return JSON.stringify(buildWorksheet(read));
  }

  it.each(['2017', '2020'] as const)('cites NEC %s numbers only: 220.12, Table 220.42, 625.42, 750.30', (edition) => {
    const result = sut(everyKind(), edition);
    expect(citedTexts(result).filter((text) => ONLY_2023.test(text))).toEqual([]);
    expect(line(result, 'general.lighting').necSection).toBe('220.12');
    expect(line(result, 'general.demand')).toMatchObject({ necSection: 'Table 220.42', demandLabel: 'T220.42' });
    expect(line(result, 'general.demand.2').necSection).toBe('Table 220.42');
    expect(line(result, 'large.6').necSection).toBe('625.42');
    expect(line(result, 'fastened.4').necSection).toBe('220.53, 750.30');
    expect(line(result, 'totals.managed').necSection).toBe('750.30');
    expect(worksheetText(edition)).not.toMatch(ONLY_2023);
  });

  it('cites NEC 2023 numbers only: 220.41, Table 220.45, 220.57, 220.70', () => {
    const result = sut(everyKind(), '2023');
    expect(citedTexts(result).filter((text) => BEFORE_2023.test(text))).toEqual([]);
    expect(line(result, 'general.lighting').necSection).toBe('220.41');
    expect(line(result, 'general.demand')).toMatchObject({ necSection: 'Table 220.45', demandLabel: 'T220.45' });
    expect(line(result, 'large.6').necSection).toBe('220.57');
    expect(line(result, 'totals.managed').necSection).toBe('220.70');
    expect(worksheetText('2023')).not.toMatch(BEFORE_2023);
  });
});
