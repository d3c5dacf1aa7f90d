import { describe, expect, it } from '@jest/globals';
import { requestedDelayMs, retryDelayMs } from './retry.js';

const now = Date.parse('2026-01-05T12:00:00Z');

describe(requestedDelayMs.name, () => {
  it('reads Retry-After in seconds, as an HTTP date, and retry-after-ms first', () => {
    expect(requestedDelayMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(requestedDelayMs(new Headers({ 'retry-after': '0.5' }), now)).toBe(500);
    expect(requestedDelayMs(new Headers({ 'retry-after': 'Mon, 05 Jan 2026 12:00:07 GMT' }), now)).toBe(7000);
    expect(requestedDelayMs(new Headers({ 'retry-after': 'Mon, 05 Jan 2026 11:00:00 GMT' }), now)).toBe(0);
    expect(requestedDelayMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
  });

  it('ignores a missing or meaningless header', () => {
    expect(requestedDelayMs(undefined, now)).toBeNull();
    expect(requestedDelayMs(new Headers(), now)).toBeNull();
    expect(requestedDelayMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(requestedDelayMs(new Headers({ 'retry-after-ms': '-5' }), now)).toBeNull();
  });
});

describe(retryDelayMs.name, () => {
  const backOff = { baseDelayMs: 100, maxDelayMs: 1000 };

  it('backs off exponentially when the server does not say, capped', () => {
    expect([0, 1, 2, 3, 4].map((retry) => retryDelayMs(retry, new Headers(), backOff, now))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('honours the server and caps what it asks for', () => {
    expect(retryDelayMs(3, new Headers({ 'retry-after': '0' }), backOff, now)).toBe(0);
    expect(retryDelayMs(0, new Headers({ 'retry-after': '0.3' }), backOff, now)).toBe(300);
    expect(retryDelayMs(0, new Headers({ 'retry-after': '3600' }), backOff, now)).toBe(1000);
  });
});
