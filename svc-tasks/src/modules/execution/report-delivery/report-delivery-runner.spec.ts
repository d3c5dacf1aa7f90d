import { attachmentName, subjectOf } from './report-delivery-runner.js';

describe(subjectOf.name, () => {
  it('names the report and its period, or the report alone when it is not over dates', () => {
    expect(subjectOf({ name: 'Revenue by unit', range: ['2026-11-01', '2026-11-30'] })).toBe('Revenue by unit — 2026-11-01 to 2026-11-30');
    expect(subjectOf({ name: 'All technicians', range: null })).toBe('All technicians');
  });

  it('keeps the subject on one line of at most 200 characters, never half an emoji', () => {
    expect(subjectOf({ name: 'Revenue\r\nby\tunit', range: null })).toBe('Revenue by unit');
    const long = subjectOf({ name: '📈'.repeat(150), range: null });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toBe('📈'.repeat(100));
  });
});

describe(attachmentName.name, () => {
  it('makes one file name of a name with folders or control characters', () => {
    expect(attachmentName('Revenue/Unit\\2026\u0007.csv')).toBe('Revenue-Unit-2026-.csv');
  });

  it('cuts a long name to 255 characters and keeps its extension', () => {
    const name = attachmentName(`${'é'.repeat(300)}.xlsx`);
    expect(name.length).toBe(255);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});
