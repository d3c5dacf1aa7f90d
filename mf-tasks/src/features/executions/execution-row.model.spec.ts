import { describe, expect, it } from '@jest/globals';
import { chartRows, durationText, runCount, triggerTag } from './execution-row.model.js';

describe(triggerTag.name, () => {
  it('tags runs not started by hand', () => {
    expect(triggerTag({ trigger: 'manual', retryOf: null })).toBeNull();
    expect(triggerTag({ trigger: 'schedule', retryOf: null })).toBe('Scheduled');
    expect(triggerTag({ trigger: 'retry', retryOf: 41 })).toBe('Retry of #41');
    expect(triggerTag({ trigger: 'recovery', retryOf: 7 })).toBe('Recovery of #7');
  });
});

describe(durationText.name, () => {
  it('reads seconds, then minutes', () => {
    expect(durationText({ startTime: '2026-11-24T10:00:00.000Z', endTime: '2026-11-24T10:00:04.200Z' })).toBe('4.2 s');
    expect(durationText({ startTime: '2026-11-24T10:00:00Z', endTime: '2026-11-24T10:03:12Z' })).toBe('3 min 12 s');
    expect(durationText({ startTime: '2026-11-24T10:00:00Z', endTime: null })).toBeNull();
  });
});

describe('the chart', () => {
  const days = [
    { date: '2026-11-23', pending: 0, running: 1, completed: 4, failed: 2, cancelled: 1 },
    { date: '2026-11-24', pending: 2, running: 0, completed: 0, failed: 0, cancelled: 0 },
  ];

  it('labels each Chicago day as it is, whatever the browser’s zone', () => {
    expect(chartRows(days).map((r) => r.label)).toEqual(['Nov 23', 'Nov 24']);
  });

  it('counts every run', () => {
    expect(runCount(days)).toBe(10);
    expect(runCount([])).toBe(0);
  });
});
