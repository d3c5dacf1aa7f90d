import { VerifiedTokenCache } from './verified-token-cache.js';

describe(VerifiedTokenCache.name, () => {
  let clock = 1_000_000;
  const now = (): number => clock;

  it('remembers what a verified token said until its own expiry', () => {
    const sut = new VerifiedTokenCache<string>(10, 60_000, now);
    sut.add('t1', 's-1', clock + 5_000);
    expect(sut.get('t1')).toBe('s-1');
    clock += 5_001;
    expect(sut.get('t1')).toBeUndefined();
  });

  it('forgets a token after the maximum age even when it expires later', () => {
    const sut = new VerifiedTokenCache<string>(10, 60_000, now);
    sut.add('t2', 's-2', clock + 15 * 60_000);
    clock += 60_001;
    expect(sut.get('t2')).toBeUndefined();
  });

  it('drops the oldest token when full', () => {
    const sut = new VerifiedTokenCache<string>(2, 60_000, now);
    sut.add('a', 's-a', clock + 10_000);
    sut.add('b', 's-b', clock + 10_000);
    sut.add('c', 's-c', clock + 10_000);
    expect([sut.get('a'), sut.get('b'), sut.get('c')]).toEqual([undefined, 's-b', 's-c']);
  });

  it('knows nothing of a token it was never given', () => {
    expect(new VerifiedTokenCache<string>().get('never')).toBeUndefined();
  });
});
