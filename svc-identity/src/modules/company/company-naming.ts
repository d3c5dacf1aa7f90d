import { FREE_MAIL_DOMAINS } from './free-mail-domains.constants.js';

/** Second-level labels under a country code that are not the organisation's name (acme.co.uk). */
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}

/** The part of an address after the last '@', lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function titleCase(words: string[]): string {
  return words
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** 'acme-electric.com' -> 'Acme Electric'; 'mail.acme.co.uk' -> 'Acme'. */
export function companyNameFromDomain(domain: string): string {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  if (labels.length > 1) labels.pop();
  if (labels.length > 1 && GENERIC_SECOND_LEVEL.has(labels[labels.length - 1]!)) labels.pop();
  const name = labels[labels.length - 1] ?? domain;
  return titleCase(name.split(/[-_]+/)) || domain;
}

/**
 * The name of a free-mail user's own company: "Jane Doe's Company" from the names given at
 * registration, else from the address ('jane.doe@gmail.com' -> "Jane Doe's Company").
 */
export function personalCompanyName(email: string, firstName?: string | null, lastName?: string | null): string {
  let owner = [firstName, lastName]
    .map((n) => n?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (!owner) {
    const local = email.slice(0, email.lastIndexOf('@')).split('+')[0] ?? '';
    owner = titleCase(local.split(/[._-]+/)) || local;
  }
  return `${owner}'s Company`;
}
