import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { nonPublicKind, type AllowedHosts } from './allowed-hosts.js';

/** The code of the error a refused connection fails with (the `cause` of fetch's TypeError). */
export const ADDRESS_NOT_ALLOWED = 'ST_ADDRESS_NOT_ALLOWED';

/** A connection the allow-list refused before any packet went out. Its message is safe to show. */
export class AddressNotAllowedError extends Error {
  override readonly name = 'AddressNotAllowedError';
  readonly code = ADDRESS_NOT_ALLOWED;
}

/** Resolves a host name to all its addresses (dns.lookup, as net.connect would). */
export type Resolve = (hostname: string, options: Pick<LookupOptions, 'family' | 'hints'>) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname, options) => dns.lookup(hostname, { ...options, all: true });

/** Throws AddressNotAllowedError unless every address the host name resolved to is public. */
export function assertPublicAddresses(hostname: string, addresses: ReadonlyArray<LookupAddress>): void {
  for (const { address } of addresses) {
    const kind = nonPublicKind(address);
    if (kind !== null) throw new AddressNotAllowedError(`${hostname} resolves to ${address}, ${kind}, which is not contacted`);
  }
}

/**
 * The lookup net.connect uses for a host name: it resolves once, checks what it got, and hands
 * those very addresses to the socket, so no second resolution (DNS rebinding) can slip a private
 * address in between the check and the connection. IP addresses never come here: net connects to
 * them without a lookup, and the connector has checked them against the allow-list already.
 */
export function guardedLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family, hints: options.hints }).then(
      (addresses) => {
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        try {
          assertPublicAddresses(hostname, addresses);
        } catch (error) {
          callback(error as AddressNotAllowedError, '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * The dispatcher of every ServiceTitan request: a connection opens only to an origin of the
 * allow-list (protocol, host and port), and a host name only to the public addresses it resolved
 * to. Whatever asks for the connection (a stored address, a redirect), nothing else is contacted.
 */
export function createGuardedDispatcher(allowed: AllowedHosts, resolve: Resolve = systemResolve): Dispatcher {
  const connector = buildConnector({ lookup: guardedLookup(resolve) });
  return new Agent({
    connect(options, callback) {
      if (allowed.match(options.protocol, options.hostname, options.port ?? '') === null) {
        const host = options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname;
        callback(
          new AddressNotAllowedError(`${options.protocol}//${host}${options.port ? `:${options.port}` : ''} is not an allowed ServiceTitan address`),
          null,
        );
        return;
      }
      connector(options, callback);
    },
  });
}
