import type { CompanySettings, CompanySettingsBody } from '../../api/admin-api.js';

export const INVALID_DOMAIN = 'Please enter a valid domain (e.g., example.com)';
// A hostname with a letter TLD of 2+ (spec 000 section 5).
const DOMAIN = /^(?=.{1,255}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

/** What the editor stores for an input: trimmed, lower-case, without a leading '@'. */
export function normalizeDomain(input: string): string {
  return input.trim().toLowerCase().replace(/^@+/, '');
}

/** Add is disabled when the input is empty or already listed (spec 000 section 5). */
export function canAddDomain(domains: readonly string[], input: string): boolean {
  const domain = normalizeDomain(input);
  return domain !== '' && !domains.includes(domain);
}

export function domainProblem(input: string): string | null {
  return DOMAIN.test(normalizeDomain(input)) ? null : INVALID_DOMAIN;
}

/** The authorized domains of the settings (the list, or the comma-separated verificationDomain). */
export function authorizedDomains(settings: Pick<CompanySettings, 'authorizedDomains' | 'verificationDomain'>): string[] {
  if (settings.authorizedDomains?.length) return [...settings.authorizedDomains];
  return settings.verificationDomain
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** Adding a domain turns requireDomainVerification on (spec 000 section 4). */
export function settingsAfterAdding(domains: readonly string[], input: string): CompanySettingsBody & { domains: string[] } {
  const next = [...domains, normalizeDomain(input)];
  return { domains: next, verificationDomain: next.join(','), requireDomainVerification: true };
}

/** After a removal, requireDomainVerification stays on only if domains remain (spec 000 section 4). */
export function settingsAfterRemoving(
  domains: readonly string[],
  domain: string,
  requireDomainVerification: boolean,
): CompanySettingsBody & { domains: string[] } {
  const next = domains.filter((d) => d !== domain);
  return { domains: next, verificationDomain: next.join(','), requireDomainVerification: requireDomainVerification && next.length > 0 };
}
