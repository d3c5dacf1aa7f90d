import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** How many customers one search answers with at most. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * A name that does not contain the query is still found when the query is this word-similar to a
 * part of it (a typo: 'jane whitfeld'). Written into the statement so that the answer does not
 * depend on the session; the `<%` beside it is what lets PostgreSQL use the trigram index (it
 * filters with pg_trgm.word_similarity_threshold, 0.6 by default: the same value).
 */
export const WORD_SIMILARITY = 0.6;

/** Queries shorter than this are matched as substrings only (two letters have no typo worth fixing). */
export const FUZZY_MIN_LENGTH = 3;

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
 * One statement. First the company's customers whose name contains the query (the trigram index
 * on lower(name) serves the LIKE), most similar first; only when they are fewer than the limit,
 * the customers whose name is word-similar to the query (typos), after them. Both are cut to the
 * limit *before* the lateral joins, so the first location and the contacts are read for 20
 * customers at most. A company that is not connected has no st_connections row: nothing is
 * answered, whatever replica rows remain. The gating conditions ($6, the count, the connection)
 * are evaluated once, before any scan.
 */
const SEARCH_SQL = `
WITH connected AS (
  SELECT EXISTS (SELECT 1 FROM st_connections k WHERE k.company_id = $1) AS yes
),
containing AS (
  SELECT c.id, c.name, c.street, c.city, c.state, c.zip, c.raw -> 'customFields' AS custom_fields,
         0 AS tier, similarity(lower(c.name), $2) AS score
  FROM st_customers c
  WHERE (SELECT yes FROM connected) AND c.company_id = $1 AND c.active AND lower(c.name) LIKE $3
  ORDER BY score DESC, c.name, c.id
  LIMIT $5
),
alike AS (
  SELECT c.id, c.name, c.street, c.city, c.state, c.zip, c.raw -> 'customFields' AS custom_fields,
         1 AS tier, word_similarity($2, lower(c.name)) AS score
  FROM st_customers c
  WHERE $6 AND (SELECT count(*) FROM containing) < $5 AND (SELECT yes FROM connected)
    AND c.company_id = $1 AND c.active
    AND $2 <% lower(c.name) AND word_similarity($2, lower(c.name)) >= $4 AND lower(c.name) NOT LIKE $3
  ORDER BY score DESC, c.name, c.id
  LIMIT $5
),
matched AS (
  SELECT * FROM containing
  UNION ALL
  SELECT * FROM alike
  ORDER BY tier, score DESC, name, id
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
ORDER BY m.tier, m.score DESC, m.name, m.id`;

/** The customer search's one query over the replica, scoped by the caller's company. */
@Injectable()
export class CustomerSearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `query` is already trimmed and at least 2 characters long. */
  async search(companyId: number, query: string, limit = CUSTOMER_SEARCH_LIMIT): Promise<CustomerSearchRow[]> {
    const lowered = query.toLowerCase();
    const fuzzy = lowered.length >= FUZZY_MIN_LENGTH;
    const rows = (await this.db.query(SEARCH_SQL, [companyId, lowered, likeContaining(lowered), WORD_SIMILARITY, limit, fuzzy])) as RawRow[];
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
