/**
 * Addresses as people type them ('1420 Oak  Street,Springfield, IL 62704 ') and as the sources
 * want them. Property-data APIs ask for 'Street, City, State Zip'; ATTOM splits it in two lines.
 */

/** Trimmed, single spaces, a space after each comma, no stray commas at the ends: what is sent to a provider. */
export function tidyAddress(input: string): string {
  return input
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/(, )+/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

/**
 * The comparison key of an address: lower case, letters and digits only, single spaces
 * ('1420 Oak St., Springfield, IL 62704' -> '1420 oak st springfield il 62704'). The replica
 * query computes the same key in SQL to prefer an exact match.
 */
export function addressKey(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The house number the address starts with ('1420B Oak St' -> '1420'), or null. */
export function houseNumberOf(input: string): string | null {
  const match = /^\s*(\d+)/.exec(input);
  return match ? match[1]! : null;
}

/** ATTOM's two lines: the street, then 'City, ST zip' (empty when the address has no comma). */
export function splitAddressLines(input: string): { line1: string; line2: string } {
  const tidy = tidyAddress(input);
  const comma = tidy.indexOf(',');
  if (comma < 0) return { line1: tidy, line2: '' };
  return { line1: tidy.slice(0, comma).trim(), line2: tidy.slice(comma + 1).trim() };
}
