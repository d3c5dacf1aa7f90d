import { VerifiedTokenCache } from './verified-token-cache.js';

describe(VerifiedTokenCache.name, () => {
  let clock = 1_000_000;
  const now = (): number => clock;

  it('remembers a verified token until its own expiry', () => {
    const sut = new VerifiedTokenCache(10, 60_000, now);
    sut.add('t1', clock + 5_000);
    expect(sut.has('t1')).toBe(true);
    clock += 5_001;
    expect(sut.has('t1')).toBe(false);
  });

  it('forgets a token after the maximum age even when it expires later', () => {
    const sut = new VerifiedTokenCache(10, 60_000, now);
    sut.add('t2', clock + 15 * 60_000);
    clock += 60_001;
    expect(sut.has('t2')).toBe(false);
  });

  it('drops the oldest token when full', () => {
    const sut = new VerifiedTokenCache(2, 60_000, now);
    sut.add('a', clock + 10_000);
    sut.add('b', clock + 10_000);
    sut.add('c', clock + 10_000);
    expect([sut.has('a'), sut.has('b'), sut.has('c')]).toEqual([false, true, true]);
  });

  it('knows nothing of a token it was never given', () => {
    expect(new VerifiedTokenCache().has('never')).toBe(false);
  });
});
