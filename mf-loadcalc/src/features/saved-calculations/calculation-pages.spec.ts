import { describe, expect, it } from '@jest/globals';
import { nextPageOffset, savedNetVa, savedService, shownLine, type CalculationPage, type SavedCalculation } from './calculation-pages.js';

const page = (count: number, total: number): CalculationPage => ({
  calculations: Array.from({ length: count }, (_, i) => ({ id: i + 1 }) as SavedCalculation),
  total,
});

describe('nextPageOffset', () => {
  it('starts the next page after the calculations loaded so far', () => {
    expect(nextPageOffset([page(50, 130)])).toBe(50);
    expect(nextPageOffset([page(50, 130), page(50, 130)])).toBe(100);
  });

  it('is undefined once every calculation is loaded, or when a page comes back empty', () => {
    expect(nextPageOffset([page(50, 130), page(50, 130), page(30, 130)])).toBeUndefined();
    expect(nextPageOffset([page(0, 0)])).toBeUndefined();
    expect(nextPageOffset([page(50, 60), page(0, 60)])).toBeUndefined();
    expect(nextPageOffset([])).toBeUndefined();
  });
});

describe('shownLine', () => {
  it('says how many of the saved calculations show', () => {
    expect(shownLine(50, 130)).toBe('Showing 50 of 130 calculations');
    expect(shownLine(1, 1)).toBe('Showing 1 of 1 calculation');
  });
});

describe('savedNetVa and savedService', () => {
  it('show the totals svc-reporting kept, with thousands separators', () => {
    const saved = { netVa: 52_160, recommendedServiceAmps: 225 };
    expect(savedNetVa(saved)).toBe('52,160 VA');
    expect(savedService(saved)).toBe('225 A');
    expect(savedNetVa({ netVa: 20_082.5 })).toBe('20,082.5 VA');
    expect(savedService({ netVa: 1_500_000, recommendedServiceAmps: null })).toBe('Over 6,000 A');
  });

  it("show '—' for a calculation saved without totals", () => {
    const none = { netVa: null, recommendedServiceAmps: null };
    expect(savedNetVa(none)).toBe('—');
    expect(savedService(none)).toBe('—');
  });
});
