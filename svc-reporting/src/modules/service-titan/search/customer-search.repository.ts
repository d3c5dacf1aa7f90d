import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** How many customers one search answers with at most. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * The lowest trigram similarity a name that does not contain the query must reach to be found
 * (a typo such as 'jonh smith'). Written into the statement so that the answer does not depend
 * on the session's pg_trgm.similarity_threshold; the `%` beside it is what lets PostgreSQL use
 * the trigram index (it filters with the session's threshold, 0.3 by default, the same value).
 */
export const FUZZY_SIMILARITY = 0.3;

/** One customer as the search reads it from the replica. */
export interface CustomerSearchRow {
  id: number;
  name: string;
  /** The customer's own address (raw.address), used when it has no active location. */
  customerStreet: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerZip: string | null;
  /** The first active location (lowest id). */
  locationAddress: string | null;
  squareFootage: number | null;
  phone: string | null;
  email: string | null;
  /** raw.customFields as ServiceTitan sent it (an array of {typeId, name, value}), or null. */
  customFields: unknown;
}

interface RawRow {
  id: string;
  name: string;
  customer_street: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_zip: string | null;
  location_address: string | null;
  square_footage: number | null;
  phone: string | null;
  email: string | null;
  custom_fields: unknown;
}

/** Escapes LIKE's wildcards so that a typed '%' or '_' matches itself. */
export function likeContaining(lowered: string): string {
  return `%${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/*
 * One statement: the matching customers of the company (the trigram index on lower(name) serves
 * both the LIKE and the % branch), best first, cut to the limit *before* the lateral joins, so
 * the first location and the contacts are read for 20 customers only. A company that is not
 * connected has no st_connections row: nothing is answered, whatever replica rows remain.
 */
const SEARCH_SQL = `
WITH matched AS (
  SELECT c.id, c.name, c.street, c.city, c.state, c.zip, c.raw -> 'customFields' AS custom_fields,
         similarity(lower(c.name), $2) AS score
  FROM st_customers c
  WHERE c.company_id = $1
    AND c.active
    AND EXISTS (SELECT 1 FROM st_connections k WHERE k.company_id = $1)
    AND (lower(c.name) LIKE $3 OR (lower(c.name) % $2 AND similarity(lower(c.name), $2) >= $4))
  ORDER BY score DESC, c.name, c.id
  LIMIT $5
)
SELECT m.id, m.name, m.street AS customer_street, m.city AS customer_city, m.state AS customer_state,
       m.zip AS customer_zip, m.custom_fields,
       loc.full_address AS location_address, loc.square_footage,
       phone.value AS phone, email.value AS email
FROM matched m
LEFT JOIN LATERAL (
  SELECT l.full_address, l.square_footage
  FROM st_locations l
  WHERE l.company_id = $1 AND l.customer_id = m.id AND l.active
  ORDER BY l.id
  LIMIT 1
) loc ON true
LEFT JOIN LATERAL (
  SELECT p.value
  FROM st_customer_contacts p
  WHERE p.company_id = $1 AND p.customer_id = m.id AND p.active AND p.type IN ('Phone', 'MobilePhone') AND p.value <> ''
  ORDER BY (p.type = 'Phone') DESC, p.id
  LIMIT 1
) phone ON true
LEFT JOIN LATERAL (
  SELECT e.value
  FROM st_customer_contacts e
  WHERE e.company_id = $1 AND e.customer_id = m.id AND e.active AND e.type = 'Email' AND e.value <> ''
  ORDER BY e.id
  LIMIT 1
) email ON true
ORDER BY m.score DESC, m.name, m.id`;

/** The customer search's one query over the replica, scoped by the caller's company. */
@Injectable()
export class CustomerSearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `query` is already trimmed and at least 2 characters long. */
  async search(companyId: number, query: string, limit = CUSTOMER_SEARCH_LIMIT): Promise<CustomerSearchRow[]> {
    const lowered = query.toLowerCase();
    const rows = (await this.db.query(SEARCH_SQL, [companyId, lowered, likeContaining(lowered), FUZZY_SIMILARITY, limit])) as RawRow[];
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      customerStreet: r.customer_street,
      customerCity: r.customer_city,
      customerState: r.customer_state,
      customerZip: r.customer_zip,
      locationAddress: r.location_address,
      squareFootage: r.square_footage,
      phone: r.phone,
      email: r.email,
      customFields: r.custom_fields,
    }));
  }
}
