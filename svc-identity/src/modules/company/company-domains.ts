import { randomBytes } from 'node:crypto';

/** A hostname with a letter TLD of 2+ (spec 000 section 5). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const INVALID_DOMAIN_MESSAGE = 'Please enter a valid domain (e.g., example.com)';

/** 'a.com, B.com,,a.com' -> ['a.com', 'b.com']: trimmed, lower-cased, once each, in order. */
export function parseDomainList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The domains an invitation may go to: the company's domain and its authorized list. */
export function authorizedDomainsOf(companyDomain: string | null, verificationDomain: string | null): string[] {
  return [...new Set([...(companyDomain ? [companyDomain] : []), ...parseDomainList(verificationDomain)])];
}

/**
 * Spec 000 section 4: adding a domain sets requireDomainVerification; after a removal it stays on
 * only if domains remain. Otherwise the requested value (or the current one) holds.
 */
export function nextRequireDomainVerification(before: string[], after: string[], current: boolean, requested?: boolean): boolean {
  const added = after.some((d) => !before.includes(d));
  const removed = before.some((d) => !after.includes(d));
  if (added) return true;
  const value = requested ?? current;
  if (removed) return value && after.length > 0;
  return value;
}

/** The prefix of the TXT record that proves a domain: milestone-verification=<token>. */
export const DOMAIN_TXT_PREFIX = 'milestone-verification=';

/** A domain's proof token: not a secret (it is published in DNS), only unguessable. */
export function newDomainToken(): string {
  return randomBytes(16).toString('hex');
}

/** The TXT record value an admin adds to prove a domain. */
export function domainTxtRecord(token: string): string {
  return `${DOMAIN_TXT_PREFIX}${token}`;
}
