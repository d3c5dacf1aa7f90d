import { describe, expect, it } from '@jest/globals';
import { authorizedDomains, canAddDomain, domainProblem, normalizeDomain, settingsAfterAdding, settingsAfterRemoving } from './domains.model.js';

describe('authorized domains editor', () => {
  it('disables Add for an empty input or a domain already listed', () => {
    expect(canAddDomain(['acme.com'], '')).toBe(false);
    expect(canAddDomain(['acme.com'], '   ')).toBe(false);
    expect(canAddDomain(['acme.com'], 'acme.com')).toBe(false);
    expect(canAddDomain(['acme.com'], ' ACME.com ')).toBe(false);
    expect(canAddDomain(['acme.com'], 'acme-electric.com')).toBe(true);
  });

  it('stores domains trimmed and lower-case, without a leading @', () => {
    expect(normalizeDomain('  @Acme.COM ')).toBe('acme.com');
  });

  it('refuses inputs that are not domains', () => {
    expect(domainProblem('acme.com')).toBeNull();
    expect(domainProblem('mail.acme-electric.co.uk')).toBeNull();
    expect(domainProblem('acme')).toBe('Please enter a valid domain (e.g., example.com)');
    expect(domainProblem('acme.c0m')).toBe('Please enter a valid domain (e.g., example.com)');
    expect(domainProblem('http://acme.com')).toBe('Please enter a valid domain (e.g., example.com)');
  });

  it('turns domain verification on when a domain is added', () => {
    expect(settingsAfterAdding(['acme.com'], 'Acme-Electric.com')).toEqual({
      domains: ['acme.com', 'acme-electric.com'],
      verificationDomain: 'acme.com,acme-electric.com',
      requireDomainVerification: true,
    });
  });

  it('keeps verification on after a removal only while domains remain', () => {
    expect(settingsAfterRemoving(['acme.com', 'b.com'], 'acme.com', true)).toEqual({
      domains: ['b.com'],
      verificationDomain: 'b.com',
      requireDomainVerification: true,
    });
    expect(settingsAfterRemoving(['acme.com'], 'acme.com', true)).toEqual({ domains: [], verificationDomain: '', requireDomainVerification: false });
    expect(settingsAfterRemoving(['acme.com', 'b.com'], 'b.com', false).requireDomainVerification).toBe(false);
  });

  it('reads the list, or the comma-separated verification domain', () => {
    expect(authorizedDomains({ authorizedDomains: ['a.com'], verificationDomain: 'ignored.com' })).toEqual(['a.com']);
    expect(authorizedDomains({ authorizedDomains: [], verificationDomain: 'a.com, b.com' })).toEqual(['a.com', 'b.com']);
    expect(authorizedDomains({ authorizedDomains: [], verificationDomain: '' })).toEqual([]);
  });
});
