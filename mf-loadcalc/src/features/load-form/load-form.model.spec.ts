import { describe, expect, it } from '@jest/globals';
import {
  calculateLoad,
  calculateLoadMethods,
  defaultLoadForm,
  methodLineValue,
  parseLoadForm,
  VALIDATION_MESSAGES,
  type LoadCalculationForm,
} from '@milestone/loadcalc';
import {
  addAppliance,
  addLargeAppliance,
  CODE_EDITION_OPTIONS,
  columnLabel,
  decisionsBySection,
  deleteAppliance,
  deleteLargeAppliance,
  displayNumber,
  formForSaving,
  inputText,
  methodsComparison,
  issuesByField,
  noFiguresReason,
  normalizeFormData,
  omissionText,
  resetForm,
  sectionLines,
  setField,
  updateAppliance,
  updateLargeAppliance,
  visibleIssues,
} from './load-form.model.js';

const TODAY = new Date(2025, 1, 3, 12);

function filledForm(): LoadCalculationForm {
  return { ...defaultLoadForm(TODAY), squareFeet: '2,000', technician: 'Alex Volt' };
}

describe('load form state operations', () => {
  it('adds blank appliance rows at the end and leaves the original form untouched', () => {
    const form = defaultLoadForm(TODAY);
    const sut = addAppliance(form);
    expect(sut.appliances).toHaveLength(5);
    expect(sut.appliances[4]).toEqual({ name: '', watts: 0, quantity: 1, loadManagement: false });
    expect(form.appliances).toHaveLength(4);
  });

  it('refuses to delete the four fixed appliance rows and deletes from the fifth on', () => {
    const form = addAppliance(addAppliance(defaultLoadForm(TODAY)));
    for (const index of [0, 1, 2, 3]) expect(deleteAppliance(form, index)).toBe(form);
    const sut = deleteAppliance(updateAppliance(form, 4, { name: 'Sump Pump' }), 4);
    expect(sut.appliances.map((row) => row.name)).toEqual(['Water Heater', 'Microwave', 'Dishwasher', 'Disposer', '']);
  });

  it('ignores a delete of a row that does not exist', () => {
    const form = defaultLoadForm(TODAY);
    expect(deleteAppliance(form, 9)).toBe(form);
    expect(deleteLargeAppliance(form, 7)).toBe(form);
    expect(deleteLargeAppliance(form, -1)).toBe(form);
  });

  it('updates one appliance row and keeps the others as they were', () => {
    const form = defaultLoadForm(TODAY);
    const sut = updateAppliance(form, 1, { watts: '1,200', loadManagement: true });
    expect(sut.appliances[1]).toEqual({ name: 'Microwave', watts: '1,200', quantity: 1, loadManagement: true });
    expect(sut.appliances[0]).toBe(form.appliances[0]);
    expect(updateAppliance(form, 12, { watts: 1 })).toBe(form);
  });

  it('adds, changes and deletes any large appliance row', () => {
    const form = defaultLoadForm(TODAY);
    const added = updateLargeAppliance(addLargeAppliance(form), 7, { name: 'Dryer', type: 'Dryer', watts: 4000 });
    expect(added.largeAppliances[7]).toEqual({ name: 'Dryer', type: 'Dryer', watts: 4000, quantity: 1, loadManagement: false });
    const sut = deleteLargeAppliance(added, 0);
    expect(sut.largeAppliances).toHaveLength(7);
    expect(sut.largeAppliances[0]!.name).toBe('Range');
  });

  it('sets a Basic Information field', () => {
    const sut = setField(defaultLoadForm(TODAY), 'squareFeet', '2,000');
    expect(sut.squareFeet).toBe('2,000');
  });

  it('resets to the spec defaults dated today', () => {
    const sut = resetForm(TODAY);
    expect(sut).toEqual(defaultLoadForm(TODAY));
    expect(sut.calculationDate).toBe('2025-02-03');
    expect(sut.kitchenApplianceCircuits).toBe(2);
    expect(sut.laundryRoomCircuits).toBe(1);
  });
});

describe(normalizeFormData.name, () => {
  it('keeps a saved form as it was', () => {
    const form = addAppliance(filledForm());
    expect(normalizeFormData(JSON.parse(JSON.stringify(form)), TODAY)).toEqual(form);
  });

  it('fills what a saved form lacks from the defaults and never throws on junk', () => {
    expect(normalizeFormData({ squareFeet: 1800 }, TODAY)).toEqual({ ...defaultLoadForm(TODAY), squareFeet: 1800 });
    expect(normalizeFormData(null, TODAY)).toEqual(defaultLoadForm(TODAY));
    expect(normalizeFormData([1, 2], TODAY)).toEqual(defaultLoadForm(TODAY));
    const odd = normalizeFormData({ technician: 7, appliances: [null, { watts: true }], largeAppliances: [{ type: 'Toaster' }] }, TODAY);
    expect(odd.technician).toBe('');
    expect(odd.appliances).toEqual([
      { name: '', watts: 0, quantity: 1, loadManagement: false },
      { name: '', watts: 'true', quantity: 1, loadManagement: false },
    ]);
    // The engine reports the unknown type next to the select instead of it turning into a motor.
    const result = calculateLoad({ ...odd, squareFeet: 1000 });
    expect(result.ok || result.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'largeAppliances.0.type', message: VALIDATION_MESSAGES.type }),
        expect.objectContaining({ field: 'appliances.1.watts' }),
      ]),
    );
  });
});

describe(formForSaving.name, () => {
  it('saves the numbers as the engine read them, with trimmed texts', () => {
    const form = updateLargeAppliance({ ...filledForm(), technician: '  Alex Volt ', kitchenApplianceCircuits: '3' }, 0, { watts: '4,500.5' });
    const parsed = parseLoadForm(form);
    if (!parsed.ok) throw new Error('the form should parse');
    const sut = formForSaving(form, parsed.value);
    expect(sut.squareFeet).toBe(2000);
    expect(sut.kitchenApplianceCircuits).toBe(3);
    expect(sut.technician).toBe('Alex Volt');
    expect(sut.largeAppliances[0]).toEqual({ name: 'Heating Unit', type: 'Heating Unit', watts: 4500.5, quantity: 1, loadManagement: false });
    expect(calculateLoad(sut)).toEqual(calculateLoad(form));
  });
});

describe('validation issues next to the fields', () => {
  it('hides the empty square feet of a fresh form until it is touched or submitted', () => {
    const form = defaultLoadForm(TODAY);
    const result = calculateLoad(form);
    const issues = result.ok ? [] : result.errors;
    expect(issues.map((issue) => issue.field)).toEqual(['squareFeet']);
    expect(visibleIssues(issues, form, new Set(), false)).toEqual([]);
    expect(visibleIssues(issues, form, new Set(['squareFeet']), false)).toEqual(issues);
    expect(visibleIssues(issues, form, new Set(), true)).toEqual(issues);
  });

  it('shows a wrong value at once, also in a row', () => {
    const form = updateAppliance({ ...filledForm(), squareFeet: '20,00' }, 2, { watts: 'abc' });
    const result = calculateLoad(form);
    const issues = visibleIssues(result.ok ? [] : result.errors, form, new Set(), false);
    const sut = issuesByField(issues);
    expect(sut.get('squareFeet')).toBe(VALIDATION_MESSAGES.squareFeet);
    expect(sut.get('appliances.2.watts')).toBe(VALIDATION_MESSAGES.watts);
  });

  it('keeps the first message of a field', () => {
    const sut = issuesByField([
      { field: 'technician', path: ['technician'], message: 'first' },
      { field: 'technician', path: ['technician'], message: 'second' },
    ]);
    expect(sut.get('technician')).toBe('first');
  });

  it('says why there are no figures', () => {
    expect(noFiguresReason(calculateLoad(defaultLoadForm(TODAY)))).toBe('Enter the square footage to calculate the load.');
    const twoBad = updateAppliance(setField(defaultLoadForm(TODAY), 'laundryRoomCircuits', '-1'), 0, { quantity: '1.5' });
    expect(noFiguresReason(calculateLoad(twoBad))).toBe(`Correct the 3 highlighted fields to calculate the load (${VALIDATION_MESSAGES.squareFeet}).`);
    expect(noFiguresReason(calculateLoad(filledForm()))).toBe('');
  });
});

describe('display formatting', () => {
  it('labels grid columns like a spreadsheet', () => {
    expect([0, 1, 2, 25, 26, 27, 51, 52, 701, 702].map(columnLabel)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(() => columnLabel(-1)).toThrow(RangeError);
  });

  it('shows numbers as typed and stored square feet grouped', () => {
    expect(inputText('2,000')).toBe('2,000');
    expect(inputText(2000)).toBe('2000');
    expect(inputText(2000, true)).toBe('2,000');
    expect(inputText('', true)).toBe('');
  });

  it('groups number fields for print and leaves other text as it is', () => {
    expect(displayNumber(4500)).toBe('4,500');
    expect(displayNumber('12000')).toBe('12,000');
    expect(displayNumber('1,500.5')).toBe('1,500.5');
    expect(displayNumber('')).toBe('—');
    expect(displayNumber('abc')).toBe('abc');
    expect(displayNumber('-5')).toBe('-5');
  });
});

describe(sectionLines.name, () => {
  it('arranges the engine lines per section and row', () => {
    const sut = sectionLines(calculateLoad(addAppliance(filledForm())));
    expect(sut.general.map((line) => line.id)).toEqual([
      'general.lighting',
      'general.kitchen',
      'general.laundry',
      'general.subtotal',
      'general.demand.1',
      'general.demand.2',
      // Every Table 220.45 band is a line, the unused one at 0 VA.
      'general.demand.3',
      'general.demand',
    ]);
    expect([...sut.fastened.keys()]).toEqual([0, 1, 2, 3, 4]);
    expect(sut.fastenedTotal?.id).toBe('fastened.total');
    expect(sut.large.get(4)?.demandLabel).toBe('OMIT');
    expect(sut.totals.get('totals.net')?.va).toBe(52160);
  });

  it('has no lines when the form does not calculate', () => {
    const sut = sectionLines(calculateLoad(defaultLoadForm(TODAY)));
    expect(sut.general).toEqual([]);
    expect(sut.fastened.size).toBe(0);
    expect(sut.fastenedTotal).toBeNull();
  });
});

describe('code edition', () => {
  it('offers NEC 2017, 2020 and 2023', () => {
    expect(CODE_EDITION_OPTIONS.map((option) => option.label)).toEqual(['NEC 2017', 'NEC 2020', 'NEC 2023']);
  });

  it('shows on the OMIT line what 220.60 omitted and kept under each edition', () => {
    // Default form at 2,000 sq ft: heating 4,500 + 15,000 = 19,500 VA against the A/C 5,040 W.
    // 2023: the A/C is omitted, its 25 % as the largest motor stays: 5,040 x 0.25 = 1,260 VA.
    expect(omissionText(calculateLoad(filledForm(), { codeEdition: '2023' }))).toBe(
      'A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)',
    );
    // 2017: the A/C leaves whole and no other motor is on the form to take the 25 %.
    expect(omissionText(calculateLoad(filledForm(), { codeEdition: '2017' }))).toBe(
      'A/C Unit 5,040 W omitted whole (220.60); no motor remains to take the 25% (430.24)',
    );
  });

  it('has no OMIT text when nothing is omitted or the form gives no figures', () => {
    const noCooling = { ...filledForm(), largeAppliances: filledForm().largeAppliances.filter((row) => row.type !== 'A/C Unit') };
    expect(omissionText(calculateLoad(noCooling))).toBe('');
    expect(omissionText(calculateLoad({ ...filledForm(), squareFeet: '' }))).toBe('');
  });
});

describe(decisionsBySection.name, () => {
  it('puts each decision under the section whose lines it explains, with its NEC section', () => {
    const sections = decisionsBySection(calculateLoad(filledForm(), { codeEdition: '2017' }));
    expect(sections.general.map((d) => d.rule)).toEqual(['general-lighting', 'general-demand']);
    // The lighting sections moved in 2023; a 2017 inspector reads 220.12 and Table 220.42.
    expect(sections.general.map((d) => d.section)).toEqual(['220.12, 220.52', 'Table 220.42']);
    expect(sections.fastened.map((d) => d.rule)).toEqual(['fastened-demand']);
    expect(sections.large.map((d) => d.rule)).toEqual(['table-220.55-columns', 'ev-minimum', 'noncoincident']);
    expect(sections.totals.map((d) => d.rule)).toEqual(['service-size']);
    const keys = Object.values(sections)
      .flat()
      .map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names 430.24 for the largest motor under 2023, where the omitted A/C keeps its 25 %', () => {
    const large = decisionsBySection(calculateLoad(filledForm())).large;
    expect(large.map((d) => d.rule)).toContain('largest-motor');
    expect(large.find((d) => d.rule === 'largest-motor')?.section).toContain('430.24');
  });

  it('is empty for a form without figures', () => {
    expect(decisionsBySection(calculateLoad({ ...filledForm(), squareFeet: '0' }))).toEqual({ general: [], fastened: [], large: [], totals: [] });
  });
});

describe(methodsComparison.name, () => {
  it('sets the optional method beside the standard one and names the lower service', () => {
    // Standard (2023): net 52,160 VA / 240 = 217.33 A -> 225 A.
    // Optional: general loads 41,100 VA -> 10,000 + 31,100 x 40 % = 22,440; heating 19,500 x 65 % = 12,675
    // beats the A/C 5,040; net 35,115 VA / 240 = 146.31 A -> 150 A.
    const sut = methodsComparison(calculateLoadMethods(filledForm(), { codeEdition: '2023' }))!;
    expect(sut.standard).toMatchObject({ title: 'Standard Method', netVa: '52,160 VA', amperes: '217.33 A', service: '225 A', lower: false });
    expect(sut.optional).toMatchObject({
      title: 'Optional Method',
      necSection: '220.82',
      netVa: '35,115 VA',
      amperes: '146.31 A',
      service: '150 A',
      lower: true,
    });
    expect(sut.verdict).toBe('The optional method (220.82) gives the lower service: 150 A against 225 A by the standard method.');
    expect(sut.optionalLines.map((line) => line.id)).toContain('optional.heating-cooling');
    expect(sut.optionalLines.every((line) => line.necSection.length > 0)).toBe(true);
  });

  it('judges by net load when both give the same service', () => {
    // 1,000 sq ft, nothing but lighting and the three circuits: standard 3,000 + (7,500 - 3,000) x 35 % = 4,575 VA;
    // optional 3,000 + 4,500 = 7,500 VA, under 10 kVA at 100 %. Both 100 A (the minimum).
    const form = { ...filledForm(), squareFeet: '1,000', appliances: [], largeAppliances: [] };
    const sut = methodsComparison(calculateLoadMethods(form))!;
    expect(sut.lowerService).toBe('same');
    expect(sut.standard.lower).toBe(true);
    expect(sut.optional.lower).toBe(false);
    expect(sut.verdict).toBe('Both methods give a 100 A service; the standard method gives the lower net load (4,575 VA against 7,500 VA).');
  });

  it('is null while the form gives no figures', () => {
    expect(methodsComparison(calculateLoadMethods({ ...filledForm(), squareFeet: '' }))).toBeNull();
  });

  it('shows amperes on the amperage line, a rating on the service line and VA elsewhere', () => {
    const lines = methodsComparison(calculateLoadMethods(filledForm()))!.optionalLines;
    const figure = (id: string) => methodLineValue(lines.find((line) => line.id === id)!);
    expect(figure('optional.net')).toBe('35,115 VA');
    expect(figure('optional.amperes')).toBe('146.31 A');
    expect(figure('optional.service')).toBe('150 A');
  });
});
