/*
 * Scalars of the event payloads that say more than TypeScript can. To TypeScript they are plain
 * `number` and `string`; the event schemas generated from the payload types
 * (./schemas, npm run contracts) hold what they say, so a consumer refuses `7.5` as an id or
 * `'yesterday'` as a time.
 */

/** @asType integer */
// A whole number: an id (an int identity column) or a count.
export type Integer = number;

/** @format date-time */
// An instant in RFC 3339 with its offset, as Date.prototype.toISOString() writes it.
export type IsoDateTime = string;
