import { calculateLoadMethods } from './load-methods.js';
import { defaultLoadForm, newAppliance, newLargeAppliance } from './load-form.defaults.js';
import { applianceName, indexedText } from './indexed-text.js';

describe('texts made once per row index', () => {
  it('gives the same text for an index on every call, past the indexes it keeps too', () => {
    const id = indexedText('large.');
    expect(id(0)).toBe('large.0');
    expect(id(3)).toBe('large.3');
    expect(id(3)).toBe('large.3');
    expect(id(255)).toBe('large.255');
    expect(id(256)).toBe('large.256');
    expect(id(1000)).toBe('large.1000');
    expect(applianceName(0)).toBe('Appliance 1');
    expect(applianceName(299)).toBe('Appliance 300');
  });

  it('names and numbers every row of a long form, and one result changed by its caller leaves the next alone', () => {
    const form = defaultLoadForm(new Date(2025, 0, 15));
    form.squareFeet = '2,000';
    form.appliances = Array.from({ length: 300 }, () => ({ ...newAppliance(), watts: 100 }));
    form.largeAppliances = [...form.largeAppliances, ...Array.from({ length: 300 }, () => ({ ...newLargeAppliance('Motor'), watts: 100 }))];
    const first = calculateLoadMethods(form);
    if (!first.ok) throw new Error('the form did not calculate');
    const fastened = first.standard.lineItems.filter((line) => line.section === 'fastened' && line.rowIndex !== null);
    expect(fastened.map((line) => line.id)).toEqual(form.appliances.map((_, index) => `fastened.${index}`));
    expect(fastened[299]?.description).toBe('Appliance 300');
    expect(first.optional.lineItems.find((line) => line.id === 'optional.large.306')?.description).toBe('Motor');
    expect(first.standard.omission).not.toBeNull();

    const before = JSON.stringify(first);
    for (const line of first.standard.lineItems) {
      line.id = 'changed';
      line.rule = 'changed';
      line.demandLabel = 'changed';
    }
    for (const line of first.optional.lineItems) line.id = 'changed';
    first.standard.decisions.length = 0;
    first.standard.omission!.necSections.push('changed');
    first.standard.omission!.text = 'changed';
    expect(JSON.stringify(calculateLoadMethods(form))).toBe(before);
  });
});
