import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AUTOSAVE_DELAY_MS, debounce } from './debounce.js';

describe(debounce.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves 500 ms after the last edit, once, with the latest value', () => {
    const saves: string[] = [];
    const saver = debounce<string>((v) => saves.push(v));
    expect(AUTOSAVE_DELAY_MS).toBe(500);
    saver.schedule('a');
    jest.advanceTimersByTime(400);
    saver.schedule('ab');
    jest.advanceTimersByTime(499);
    expect(saves).toEqual([]);
    expect(saver.pending()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(saves).toEqual(['ab']);
    expect(saver.pending()).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(saves).toEqual(['ab']);
  });

  it('can run a pending save now or drop it', () => {
    const saves: number[] = [];
    const saver = debounce<number>((v) => saves.push(v));
    saver.schedule(1);
    saver.flush();
    expect(saves).toEqual([1]);
    saver.schedule(2);
    saver.cancel();
    jest.advanceTimersByTime(1000);
    expect(saves).toEqual([1]);
    saver.flush();
    expect(saves).toEqual([1]);
  });
});
