import { describe, expect, it } from '@jest/globals';
import { PARAMETER_TEXT_MAX, chartRows, durationText, errorLine, errorParts, parameterEntries, runCount, triggerTag } from './execution-row.model.js';

describe(triggerTag.name, () => {
  it('tags runs not started by hand', () => {
    expect(triggerTag({ trigger: 'manual', retryOf: null })).toBeNull();
    expect(triggerTag({ trigger: 'schedule', retryOf: null })).toBe('Scheduled');
    expect(triggerTag({ trigger: 'retry', retryOf: 41 })).toBe('Retry of #41');
    expect(triggerTag({ trigger: 'recovery', retryOf: 7 })).toBe('Recovery of #7');
  });
});

describe(parameterEntries.name, () => {
  it('shows each parameter as key: value, a form’s JSON text compact, empty ones left out', () => {
    const entries = parameterEntries({ dateCreated: '2026-11-24', formData: '{ "amps": 30,\n "phase": "single" }', note: '', extra: null, payPeriod: { start: '2026-11-16' } });
    expect(entries.map((e) => `${e.key}: ${e.text}`)).toEqual([
      'dateCreated: 2026-11-24',
      'formData: {"amps":30,"phase":"single"}',
      'payPeriod: {"start":"2026-11-16"}',
    ]);
    expect(parameterEntries({})).toEqual([]);
    expect(parameterEntries(null)).toEqual([]);
  });

  it('cuts a long value short, keeping the whole of it for the tooltip', () => {
    const [entry] = parameterEntries({ notes: 'x'.repeat(200) });
    expect(entry!.text).toHaveLength(PARAMETER_TEXT_MAX);
    expect(entry!.text.endsWith('…')).toBe(true);
    expect(entry!.full).toHaveLength(200);
  });
});

describe('a failed run’s error', () => {
  const failed = {
    status: 'failed' as const,
    error: 'ValueError: bad row 3',
    log: { success: false, error: 'ValueError: bad row 3', stderr: 'Traceback (most recent call last):\n  File "script.py", line 3\nValueError: bad row 3', stdout: '', detailedError: null },
  };

  it('lists the log’s parts that say something, in the spec’s order', () => {
    expect(errorParts(failed).map((p) => p.label)).toEqual(['Error', 'Error Output']);
    expect(errorParts({ ...failed, log: null }).map((p) => `${p.label}: ${p.text}`)).toEqual(['Error: ValueError: bad row 3']);
    // The detailed error that repeats the traceback is not shown twice.
    expect(errorParts({ ...failed, log: { ...failed.log, detailedError: failed.log.stderr } }).map((p) => p.label)).toEqual(['Error', 'Error Output']);
    expect(errorParts({ ...failed, log: { ...failed.log, detailedError: 'Row 3: x is not a number' } }).map((p) => p.label)).toEqual(['Error', 'Error Output', 'Detailed Error']);
  });

  it('says why in one line', () => {
    expect(errorLine(failed)).toBe('ValueError: bad row 3');
    expect(errorLine({ status: 'cancelled', error: 'Cancelled by a user', log: null })).toBe('Cancelled by a user');
  });

  it('says nothing for a run that did not fail', () => {
    expect(errorParts({ ...failed, status: 'completed' })).toEqual([]);
    expect(errorLine({ ...failed, status: 'running' })).toBeNull();
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
