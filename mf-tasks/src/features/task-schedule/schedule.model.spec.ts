import { describe, expect, it } from '@jest/globals';
import { normalizeCron, presetOf, SCHEDULE_PRESETS } from './schedule.model.js';

describe('schedule presets', () => {
  it('offers every weekday at 7:00, every Monday at 6:00 and hourly', () => {
    expect(SCHEDULE_PRESETS.map((p) => [p.label, p.cron])).toEqual([
      ['Every weekday at 7:00', '0 7 * * 1-5'],
      ['Every Monday at 6:00', '0 6 * * 1'],
      ['Hourly', '0 * * * *'],
    ]);
  });

  it('recognizes a preset typed with extra spaces, and nothing else', () => {
    expect(presetOf('  0 7 *  * 1-5 ')?.label).toBe('Every weekday at 7:00');
    expect(presetOf('0 7 * * 1-4')).toBeUndefined();
  });

  it('reads an empty expression as nothing to preview', () => {
    expect(normalizeCron('   ')).toBe('');
  });
});
