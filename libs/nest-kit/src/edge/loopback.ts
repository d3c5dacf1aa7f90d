import { isIP } from 'node:net';

/**
 * Whether a socket address is this machine's: 127.0.0.0/8, ::1, or an IPv4 loopback address
 * written as IPv6 (::ffff:127.0.0.1, what a dual-stack listener reports for an IPv4 peer).
 */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  let ip = address.trim().toLowerCase();
  if (ip.startsWith('::ffff:')) ip = ip.slice('::ffff:'.length);
  if (isIP(ip) === 4) return ip.startsWith('127.');
  if (isIP(ip) === 6) return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
  return false;
}

/**
 * Whether every address an X-Forwarded-For header lists is loopback (true when there is none).
 * Used only to refuse more, never to allow: a caller can add addresses to the header but cannot
 * remove the one its proxy appended, so a non-loopback entry always means a remote client.
 */
export function forwardedChainIsLoopback(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return entries.every(isLoopbackAddress);
}

/**
 * Whether a listen address keeps the server on this machine: a loopback address or 'localhost'.
 * 0.0.0.0, :: and any interface address are not.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isLoopbackAddress(name);
}

function hostNameOf(host: string): string | null {
  try {
    return new URL(`http://${host.trim()}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from a program on this machine, asking for this machine: for what only
 * the developer at it may read (the dev mailbox). All of these must hold:
 * - the socket's peer is loopback (never X-Forwarded-For, which any caller can write);
 * - every X-Forwarded-For hop is loopback: a proxy on this machine forwarding a remote client
 *   (the gateway does, and so would a TLS proxy) is refused; extra hops only ever refuse more;
 * - Host, and X-Forwarded-Host when present, name a loopback address, localhost or one of
 *   `allowedHostNames` (APP_URL's): a foreign page whose name was re-pointed at 127.0.0.1 (DNS
 *   rebinding) runs in the developer's own browser, but its requests carry its own name.
 */
export function fromThisMachine(
  remoteAddress: string | undefined,
  headers: { host?: string | string[] | undefined; 'x-forwarded-host'?: string | string[] | undefined; 'x-forwarded-for'?: string | string[] | undefined },
  allowedHostNames: readonly string[] = [],
): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (!forwardedChainIsLoopback(headers['x-forwarded-for'])) return false;
  if (headers.host === undefined) return false;
  const hosts = [headers.host, headers['x-forwarded-host']]
    .flat()
    .filter((h): h is string => h !== undefined)
    .flatMap((h) => h.split(','));
  return hosts.every((host) => {
    const name = hostNameOf(host);
    return name !== null && (isLoopbackHost(name) || allowedHostNames.includes(name));
  });
}
