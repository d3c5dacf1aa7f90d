import { BACKOFF_CAP_MS, backoffDelay, parseRetryAfter, retryDelay } from './retry.js';

const now = Date.parse('2026-11-02T10:00:00.000Z');

describe(parseRetryAfter.name, () => {
  it('reads delta-seconds as milliseconds', () => {
    expect(parseRetryAfter('1', now)).toBe(1000);
    expect(parseRetryAfter(' 30 ', now)).toBe(30_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Mon, 02 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  });

  it('answers 0 for a date already past', () => {
    expect(parseRetryAfter('Mon, 02 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('answers null when there is no usable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
  });
});

describe(backoffDelay.name, () => {
  it('doubles from 500 ms, between half and all of the step', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
  });

  it('never waits more than 30 s however many retries came before', () => {
    expect(backoffDelay(6, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(40, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('spreads clients that failed together', () => {
    const waits = new Set(Array.from({ length: 20 }, () => backoffDelay(4)));
    expect(waits.size).toBeGreaterThan(10);
  });
});

describe(retryDelay.name, () => {
  it('waits what the server asked for when it asked, else backs off', () => {
    expect(retryDelay(5, 1000, () => 1)).toBe(1000);
    expect(retryDelay(5, 0, () => 1)).toBe(0);
    expect(retryDelay(2, null, () => 1)).toBe(2000);
  });
});
