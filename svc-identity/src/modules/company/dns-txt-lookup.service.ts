import { Resolver } from 'node:dns/promises';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { IdentitySettings } from '../../config/identity-settings.js';

/** DNS answers that mean "no such record" rather than "could not ask". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/** TXT records of a domain, asked of DNS_SERVERS (or the system's resolvers). */
@Injectable()
export class DnsTxtLookup {
  constructor(private readonly settings: IdentitySettings) {}

  /** The domain's TXT records, each one's strings joined; none when the domain has none. */
  async txtRecords(domain: string): Promise<string[]> {
    // A resolver per lookup: short-lived, and a change of servers never leaks between calls.
    const resolver = new Resolver({ timeout: 3000, tries: 2 });
    if (this.settings.dnsServers) resolver.setServers(this.settings.dnsServers);
    try {
      const records = await resolver.resolveTxt(domain);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (NO_RECORD.has(code)) return [];
      throw new ServiceUnavailableException(`The DNS lookup of ${domain} failed. Try again in a minute.`);
    }
  }
}
