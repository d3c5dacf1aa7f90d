import { describe, expect, it } from '@jest/globals';
import { PARAMETER_TEXT_MAX, errorLine, errorParts, parameterEntries } from './execution-details.model.js';

describe(parameterEntries.name, () => {
  it('shows each parameter as key: value, a form’s JSON text compact, empty ones left out', () => {
    const entries = parameterEntries({
      dateCreated: '2026-11-24',
      formData: '{ "amps": 30,\n "phase": "single" }',
      note: '',
      extra: null,
      payPeriod: { start: '2026-11-16' },
    });
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
    log: {
      success: false,
      error: 'ValueError: bad row 3',
      stderr: 'Traceback (most recent call last):\n  File "script.py", line 3\nValueError: bad row 3',
      stdout: '',
      detailedError: null,
    },
  };

  it('lists the log’s parts that say something, in the spec’s order', () => {
    expect(errorParts(failed).map((p) => p.label)).toEqual(['Error', 'Error Output']);
    expect(errorParts({ ...failed, log: null }).map((p) => `${p.label}: ${p.text}`)).toEqual(['Error: ValueError: bad row 3']);
    // The detailed error that repeats the traceback is not shown twice.
    expect(errorParts({ ...failed, log: { ...failed.log, detailedError: failed.log.stderr } }).map((p) => p.label)).toEqual(['Error', 'Error Output']);
    expect(errorParts({ ...failed, log: { ...failed.log, detailedError: 'Row 3: x is not a number' } }).map((p) => p.label)).toEqual([
      'Error',
      'Error Output',
      'Detailed Error',
    ]);
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
