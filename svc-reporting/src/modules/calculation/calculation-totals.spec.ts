import { describe, expect, it } from '@jest/globals';
import { defaultLoadForm } from '@milestone/loadcalc';
import { totalsOf } from './calculation-totals.js';

/** The spec's default form (section 3) at 2,000 sq ft. */
function defaultForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...defaultLoadForm(new Date(2026, 2, 2)), squareFeet: 2000, technician: 'Alex Volt', ...overrides };
}

describe('totalsOf', () => {
  it('computes the default form at 2,000 sq ft: 52,160 VA, 217.33 A, 225 A service', () => {
    // general 6,000 + 3,000 + 1,500 = 10,500 -> 3,000 + 7,500 x 35% = 5,625; fastened 8,600 x 75% = 6,450;
    // large 4,500 + 8,000 (range) + 5,500 x 75% = 4,125 + 6,300 (A/C x 125%) + 15,000 + 7,200 (EV min);
    // gross 57,200; the A/C side is omitted but keeps 25% of the largest motor (2020+): 57,200 - 5,040 = 52,160.
    const totals = totalsOf(defaultForm());
    expect(totals.netVa).toBe(52_160);
    expect(totals.amperes).toBeCloseTo(52_160 / 240, 10);
    expect(totals.recommendedServiceAmps).toBe(225);
  });

  it("applies the form's code edition: under NEC 2017 the omitted A/C leaves whole", () => {
    // 57,200 - 6,300 (the A/C's 125% line omitted whole) = 50,900 VA; 212.08 A -> 225 A.
    expect(totalsOf(defaultForm({ codeEdition: '2017' }))).toEqual({ netVa: 50_900, amperes: 50_900 / 240, recommendedServiceAmps: 225 });
    expect(totalsOf(defaultForm({ codeEdition: '2023' })).netVa).toBe(52_160);
  });

  it.each([
    ['a blank square footage', defaultForm({ squareFeet: '' })],
    ['an empty object', {}],
    ['rows that are not lists', defaultForm({ appliances: 'many', largeAppliances: 7 })],
    ['a wrong number', defaultForm({ kitchenApplianceCircuits: 'two' })],
  ])('keeps no totals for %s', (_name, form) => {
    expect(totalsOf(form)).toEqual({ netVa: null, amperes: null, recommendedServiceAmps: null });
  });
});
