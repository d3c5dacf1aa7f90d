import { VerifiedTokenCache } from './verified-token-cache.js';

describe(VerifiedTokenCache.name, () => {
  let clock = 1_000_000;
  const now = (): number => clock;

  it('remembers a verified token and its session until its own expiry', () => {
    const sut = new VerifiedTokenCache(10, 60_000, now);
    sut.add('t1', 's-1', clock + 5_000);
    expect(sut.sessionOf('t1')).toBe('s-1');
    clock += 5_001;
    expect(sut.sessionOf('t1')).toBeUndefined();
  });

  it('forgets a token after the maximum age even when it expires later', () => {
    const sut = new VerifiedTokenCache(10, 60_000, now);
    sut.add('t2', 's-2', clock + 15 * 60_000);
    clock += 60_001;
    expect(sut.sessionOf('t2')).toBeUndefined();
  });

  it('drops the oldest token when full', () => {
    const sut = new VerifiedTokenCache(2, 60_000, now);
    sut.add('a', 's-a', clock + 10_000);
    sut.add('b', 's-b', clock + 10_000);
    sut.add('c', 's-c', clock + 10_000);
    expect([sut.sessionOf('a'), sut.sessionOf('b'), sut.sessionOf('c')]).toEqual([undefined, 's-b', 's-c']);
  });

  it('knows nothing of a token it was never given', () => {
    expect(new VerifiedTokenCache().sessionOf('never')).toBeUndefined();
  });
});
