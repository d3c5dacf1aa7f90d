import { BlockList, isIP } from 'node:net';

/**
 * ServiceTitan's own hosts, production and integration (docs: "Environments"): the default of
 * ST_ALLOWED_HOSTS, https on port 443 only.
 */
export const SERVICE_TITAN_HOSTS = [
  'auth.servicetitan.io',
  'auth-integration.servicetitan.io',
  'api.servicetitan.io',
  'api-integration.servicetitan.io',
] as const;
export const DEFAULT_ALLOWED_HOSTS = SERVICE_TITAN_HOSTS.join(',');

/** One entry of ST_ALLOWED_HOSTS: an origin the connector may contact. */
export interface AllowedOrigin {
  protocol: 'https:' | 'http:';
  /** Lower case; an IPv6 address without its brackets. */
  hostname: string;
  port: number;
}

export class AllowedHostsError extends Error {
  override readonly name = 'AllowedHostsError';
}

function defaultPort(protocol: string): number {
  return protocol === 'http:' ? 80 : 443;
}

function unbracketed(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

// The IANA special-purpose ranges that are not the public internet: a host name that resolves into
// one of them is refused (loopback, private networks, link-local such as 169.254.169.254 where
// clouds serve instance credentials, and the rest). IPv4-mapped IPv6 addresses
// (::ffff:127.0.0.1) are checked against the IPv4 ranges by BlockList itself.
const NON_PUBLIC_RANGES: ReadonlyArray<readonly [label: string, subnets: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']>]> = [
  [
    'a loopback address',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'a private address',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['100.64.0.0', 10, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  ],
  [
    'a link-local address',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  [
    'a reserved address',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['192.88.99.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      // the unspecified address and the deprecated IPv4-compatible ::a.b.c.d
      ['::', 96, 'ipv6'],
      // NAT64 and 6to4 carry an IPv4 address inside, which may be a private one
      ['64:ff9b::', 96, 'ipv6'],
      ['64:ff9b:1::', 48, 'ipv6'],
      ['2002::', 16, 'ipv6'],
      ['100::', 64, 'ipv6'],
      ['2001::', 23, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['fec0::', 10, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
];

const NON_PUBLIC = NON_PUBLIC_RANGES.map(([label, subnets]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return { label, list };
});

/** What kind of non-public address `address` is ('a loopback address', ...), or null for a public one. An unreadable address counts as reserved. */
export function nonPublicKind(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'a reserved address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return NON_PUBLIC.find(({ list }) => list.check(address, type))?.label ?? null;
}

/**
 * One entry: `host`, `host:port` (https), or an origin `https://host[:port]`; `http://` only for a
 * loopback or private IP address (a local sandbox): secrets never travel in clear over a network.
 */
export function parseAllowedOrigin(entry: string): AllowedOrigin {
  const text = entry.trim();
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `https://${text}`);
  } catch {
    throw new AllowedHostsError(`"${text}" is not a host[:port] or an origin`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AllowedHostsError(`"${text}": only https (and http for a local IP address) can be allowed`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new AllowedHostsError(`"${text}" must be a host[:port] or an origin, without a path, query or credentials`);
  }
  const hostname = unbracketed(url.hostname);
  const protocol = url.protocol;
  const local = isIP(hostname) !== 0 && ['a loopback address', 'a private address'].includes(nonPublicKind(hostname) ?? '');
  if (protocol === 'http:' && !local) {
    throw new AllowedHostsError(`"${text}": http is allowed only for a loopback or private IP address (a local sandbox); use https`);
  }
  return { protocol, hostname, port: url.port === '' ? defaultPort(protocol) : Number(url.port) };
}

/** ST_ALLOWED_HOSTS: a comma list of entries (parseAllowedOrigin); throws AllowedHostsError naming the bad one. */
export function parseAllowedHosts(list: string): AllowedOrigin[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new AllowedHostsError('must name at least one host');
  return entries.map(parseAllowedOrigin);
}

/** Why an address (as stored or entered: a base URL) may not be contacted. */
export type AddressRefusal = 'unreadable' | 'not_plain' | 'needs_https' | 'not_allowed';

/** The operator's allow-list of ServiceTitan addresses, and the checks against it. */
export class AllowedHosts {
  constructor(readonly origins: ReadonlyArray<AllowedOrigin>) {}

  static parse(list: string): AllowedHosts {
    return new AllowedHosts(parseAllowedHosts(list));
  }

  /** The entry allowing this protocol, host and port ('' = the protocol's default), or null. */
  match(protocol: string, hostname: string, port: string | number): AllowedOrigin | null {
    const host = unbracketed(hostname).toLowerCase();
    const number = port === '' ? defaultPort(protocol) : Number(port);
    return this.origins.find((o) => o.protocol === protocol && o.hostname === host && o.port === number) ?? null;
  }

  /** Why the base URL may not be used, or null when it may. */
  refusal(address: string): AddressRefusal | null {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return 'unreadable';
    }
    if (url.username || url.password || url.search || url.hash) return 'not_plain';
    if (this.match(url.protocol, url.hostname, url.port)) return null;
    if (url.protocol === 'http:' && this.match('https:', url.hostname, '')) return 'needs_https';
    return 'not_allowed';
  }
}
