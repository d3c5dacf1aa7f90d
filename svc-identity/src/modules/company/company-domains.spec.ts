import { DOMAIN_PATTERN, authorizedDomainsOf, nextRequireDomainVerification, parseDomainList } from './company-domains.js';

describe('company domains', () => {
  it('accepts host names with a letter TLD of two or more, and nothing else', () => {
    for (const ok of ['example.com', 'mail.acme-electric.co.uk', 'x1.io']) expect(DOMAIN_PATTERN.test(ok)).toBe(true);
    for (const bad of ['example', 'example.c', 'exa mple.com', '-acme.com', 'acme.123', 'http://acme.com', 'a..com', '']) {
      expect(DOMAIN_PATTERN.test(bad)).toBe(false);
    }
  });

  it('reads a comma-separated list trimmed, lower-cased and once each', () => {
    expect(parseDomainList(' a.com, B.com,,a.com ')).toEqual(['a.com', 'b.com']);
    expect(parseDomainList(null)).toEqual([]);
    expect(authorizedDomainsOf('acme.com', 'acme.com,b.com')).toEqual(['acme.com', 'b.com']);
    expect(authorizedDomainsOf(null, null)).toEqual([]);
  });

  it('turns domain verification on when a domain is added, and off when the last one is removed', () => {
    expect(nextRequireDomainVerification(['a.com'], ['a.com', 'b.com'], false)).toBe(true);
    expect(nextRequireDomainVerification(['a.com'], ['a.com', 'b.com'], false, false)).toBe(true);
    expect(nextRequireDomainVerification(['a.com', 'b.com'], ['a.com'], true)).toBe(true);
    expect(nextRequireDomainVerification(['a.com'], [], true)).toBe(false);
    expect(nextRequireDomainVerification(['a.com'], ['a.com'], true, false)).toBe(false);
    expect(nextRequireDomainVerification([], [], false)).toBe(false);
  });
});
