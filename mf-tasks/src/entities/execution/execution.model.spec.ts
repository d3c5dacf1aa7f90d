import { describe, expect, it } from '@jest/globals';
import { cardRunState, clampProgress, isActive, isFinished, pollWhileActive, progressLine, progressStatus } from './execution.model.js';

describe(cardRunState.name, () => {
  const task = { type: 'excel-processing', inputFileCount: 1, hasScript: true };

  it('offers Run Task when files are uploaded and a script exists', () => {
    expect(cardRunState(task)).toBe('run');
    expect(cardRunState({ ...task, type: 'file-processing', inputFileCount: 3 })).toBe('run');
  });

  it('offers Generate Script (Run Task disabled) when files are uploaded and no script exists', () => {
    expect(cardRunState({ ...task, hasScript: false })).toBe('generate');
  });

  it('offers Open Task without files', () => {
    expect(cardRunState({ ...task, inputFileCount: 0 })).toBe('open');
    expect(cardRunState({ ...task, inputFileCount: 0, hasScript: false })).toBe('open');
  });

  it('keeps Open Task for form and api-reporting tasks', () => {
    expect(cardRunState({ ...task, type: 'form-processing' })).toBe('open');
    expect(cardRunState({ ...task, type: 'api-reporting' })).toBe('open');
  });
});

describe('run status', () => {
  it('knows the final and the live statuses', () => {
    expect(['pending', 'running', 'completed', 'failed', 'cancelled'].map(isFinished)).toEqual([false, false, true, true, true]);
    expect(['pending', 'running', 'completed', 'failed', 'cancelled'].map(isActive)).toEqual([true, true, false, false, false]);
  });

  it('polls every second while a run is pending or running, and not otherwise', () => {
    expect(pollWhileActive(undefined)).toBe(false);
    expect(pollWhileActive([])).toBe(false);
    expect(pollWhileActive([{ status: 'completed' }, { status: 'failed' }])).toBe(false);
    expect(pollWhileActive([{ status: 'pending' }])).toBe(1000);
    expect(pollWhileActive([{ status: 'completed' }, { status: 'running' }])).toBe(1000);
  });

  it("reads 'Finishing up...' at 100 or above, otherwise 'Analyzing data and generating files...'", () => {
    expect(progressLine(0)).toBe('Analyzing data and generating files...');
    expect(progressLine(99)).toBe('Analyzing data and generating files...');
    expect(progressLine(100)).toBe('Finishing up...');
  });

  it('shows a whole percent from 0 to 100', () => {
    expect(clampProgress(42.6)).toBe(43);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(null)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('maps a status to the progress bar state', () => {
    expect(progressStatus('running')).toBe('active');
    expect(progressStatus('completed')).toBe('success');
    expect(progressStatus('failed')).toBe('exception');
    expect(progressStatus('cancelled')).toBe('normal');
  });
});
