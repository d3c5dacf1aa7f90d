import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StLocationEntity } from '../service-titan/replica/tables/st-location.entity.js';
import { addressKey, houseNumberOf } from './address.js';

/** The lowest trigram similarity between the typed address and a location's full address that counts as the same place. */
export const ADDRESS_SIMILARITY = 0.6;

export interface KnownProperty {
  squareFootage: number;
  formattedAddress: string;
}

/*
 * The company's active locations with a square footage whose address is the typed one: same
 * letters and digits, or trigram-similar (pg_trgm ignores case and punctuation, so '123 Main St.'
 * and '123 main st' are similar 1.0), served by the trigram index on lower(full_address). Similar
 * addresses of neighbours ('125 Main St') are kept out by requiring the same house number.
 */
const FIND_SQL = `
SELECT l.full_address, l.square_footage
FROM st_locations l
WHERE l.company_id = $1
  AND l.active
  AND l.square_footage > 0
  AND lower(l.full_address) % $2
  AND similarity(lower(l.full_address), $2) >= $3
  AND ($4::text IS NULL OR substring(l.full_address from '^\\s*([0-9]+)') = $4)
ORDER BY (trim(regexp_replace(lower(l.full_address), '[^a-z0-9]+', ' ', 'g')) = $5) DESC,
         similarity(lower(l.full_address), $2) DESC, l.id
LIMIT 1`;

/** Square footage of an address from the company's ServiceTitan locations (the replica). */
@Injectable()
export class PropertyLookupRepository {
  constructor(@InjectRepository(StLocationEntity) private readonly locations: Repository<StLocationEntity>) {}

  async findByAddress(companyId: number, address: string): Promise<KnownProperty | null> {
    const params = [companyId, address.toLowerCase(), ADDRESS_SIMILARITY, houseNumberOf(address), addressKey(address)];
    // The index's candidates are those of the session's threshold (0.3 by default: most addresses
    // of a town share ' st', ' il 6'...); set to ours for this transaction only, the index
    // answers the few candidates that can match instead of thousands to recheck.
    const rows = await this.locations.manager.transaction(async (tx) => {
      await tx.query(`SELECT set_config('pg_trgm.similarity_threshold', $1, true)`, [String(ADDRESS_SIMILARITY)]);
      return (await tx.query(FIND_SQL, params)) as Array<{ full_address: string; square_footage: number }>;
    });
    const row = rows[0];
    return row ? { squareFootage: row.square_footage, formattedAddress: row.full_address } : null;
  }
}
