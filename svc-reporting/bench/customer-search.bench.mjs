// svc-reporting customer search benchmark: latency of POST /api/service-titan/customer-search over
// the replica of the full generated tenant (15,000 customers), as a technician types in the load
// calculator (2 to 6 letters of a real customer's name).
//   - starts the ServiceTitan sandbox (tools/servicetitan-sandbox/dist/main.js) with the full tenant
//     1000001, a NATS server of its own (jest.nats.mjs: the bench's events never reach a running
//     platform) and a token issuer (@milestone/nest-kit/testing, as the integration tests do),
//   - starts the built service (dist/main.js) on a free port against a database of its own,
//   - fills the replica the honest way: an owner connects the company to the sandbox through the API
//     (PUT /api/service-titan/connection) and the service's own first sync runs; BENCH_FILL=sql
//     instead inserts generated customers, locations and contacts with SQL (when the sync cannot run),
//   - asks BENCH_QUERIES queries (default 400) one after another, timed with hrtime, after a warm-up,
//   - writes bench/results/customer-search.json at the workspace root, stops everything, drops the database.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { api, connectAndSync, withBenchPlatform } from './bench-platform.mjs';
import { round, writeBenchResult } from '../../tools/bench/bench-support.mjs';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const FILL = process.env.BENCH_FILL === 'sql' ? 'sql' : 'sync';
const TENANT = 1000001;
const COMPANY_ID = 4242;
const CUSTOMERS_SQL = 15_000;
const DB_NAME = `bench_reporting_search_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** Connects the company to the sandbox as its owner; the service's first sync fills the replica. */
const fillBySync = (call, sandboxUrl) => connectAndSync(call, sandboxUrl, TENANT);

/*
 * The SQL fill: customers named like the generated tenant's (first and last names from faker's
 * en_US lists, reached through the sandbox package), each with a location and contacts, plus a
 * connection row so the search answers.
 */
async function fillBySql(db) {
  const { Faker, en_US, en, base } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(1000001);
  const started = Date.now();
  await db.query(
    `INSERT INTO st_connections (company_id, auth_url, api_url, tenant_id, client_id, client_secret_sealed, app_key_sealed, source)
     VALUES ($1, 'http://127.0.0.1:9', 'http://127.0.0.1:9', $2, 'bench', 'bench', 'bench', 'admin')`,
    [COMPANY_ID, String(TENANT)],
  );
  const batch = 1000;
  for (let from = 0; from < CUSTOMERS_SQL; from += batch) {
    const ids = [];
    const names = [];
    const streets = [];
    const feet = [];
    for (let i = from; i < Math.min(from + batch, CUSTOMERS_SQL); i++) {
      ids.push(10_000_001 + i);
      names.push(i % 9 === 0 ? faker.company.name() : faker.person.fullName());
      streets.push(
        `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`,
      );
      feet.push(800 + ((i * 7919) % 4000));
    }
    await db.query(
      `INSERT INTO st_customers (company_id, id, active, created_on, modified_on, raw, synced_at, name, type)
       SELECT $1, id, true, now(), now(), jsonb_build_object('id', id, 'name', name, 'customFields', '[]'::jsonb), now(), name, 'Residential'
       FROM unnest($2::bigint[], $3::text[]) AS t(id, name)`,
      [COMPANY_ID, ids, names],
    );
    await db.query(
      `INSERT INTO st_locations (company_id, id, active, created_on, modified_on, raw, synced_at, customer_id, name, full_address, square_footage)
       SELECT $1, id + 1000000, true, now(), now(), '{}'::jsonb, now(), id, 'Home', address, feet
       FROM unnest($2::bigint[], $3::text[], $4::int[]) AS t(id, address, feet)`,
      [COMPANY_ID, ids, streets, feet],
    );
    await db.query(
      `INSERT INTO st_customer_contacts (company_id, id, active, created_on, modified_on, raw, synced_at, customer_id, type, value)
       SELECT $1, id * 10 + k, true, now(), now(), '{}'::jsonb, now(), id, CASE k WHEN 1 THEN 'Phone' ELSE 'Email' END,
              CASE k WHEN 1 THEN '555-01' || lpad((id % 100)::text, 2, '0') ELSE 'customer' || id || '@example.com' END
       FROM unnest($2::bigint[]) AS t(id), generate_series(1, 2) AS k`,
      [COMPANY_ID, ids],
    );
  }
  await db.query('ANALYZE st_customers, st_locations, st_customer_contacts');
  return { seconds: (Date.now() - started) / 1000 };
}

/** Deterministic pseudo-random numbers (the same queries on every run over the same replica). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a technician types: the first 2 to 6 letters of one word of a real customer's name. */
function queriesFrom(names, count) {
  const random = mulberry32(20261102);
  const queries = [];
  while (queries.length < count) {
    const words = names[Math.floor(random() * names.length)].split(/\s+/).filter((w) => /^[A-Za-z]{2,}/.test(w));
    if (words.length === 0) continue;
    const word = words[Math.floor(random() * words.length)];
    const length = Math.min(word.length, 2 + Math.floor(random() * 5));
    queries.push(word.slice(0, length));
  }
  return queries;
}

function quantile(sorted, q) {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main() {
  const loadAtStart = loadavg()[0];
  await withBenchPlatform({ tenant: TENANT, dbName: DB_NAME }, async ({ url, sandboxUrl, issuer, db }) => {
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const call = api(url, token);
    const fill = FILL === 'sync' ? await fillBySync(call, sandboxUrl) : await fillBySql(db);
    const { rows: counts } = await db.query(
      `SELECT (SELECT count(*) FROM st_customers WHERE company_id = $1)::int AS customers,
              (SELECT count(*) FROM st_locations WHERE company_id = $1)::int AS locations,
              (SELECT count(*) FROM st_customer_contacts WHERE company_id = $1)::int AS contacts`,
      [COMPANY_ID],
    );
    const { rows } = await db.query('SELECT name FROM st_customers WHERE company_id = $1 AND active ORDER BY id', [COMPANY_ID]);
    const queries = queriesFrom(
      rows.map((r) => r.name),
      QUERIES,
    );

    // Warm-up: JIT, the connection pool, PostgreSQL's caches.
    for (const name of queries.slice(0, 20)) await call('POST', '/api/service-titan/customer-search', { name });

    const timings = [];
    const timingsByLength = {};
    let found = 0;
    let empty = 0;
    for (const name of queries) {
      const started = process.hrtime.bigint();
      const response = await fetch(`${url}/api/service-titan/customer-search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const body = await response.json();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      timings.push(ms);
      (timingsByLength[name.length] ??= []).push(ms);
      if (response.status !== 200) throw new Error(`search '${name}' answered ${response.status}`);
      found += body.length;
      if (body.length === 0) empty += 1;
    }
    timings.sort((a, b) => a - b);
    const byLength = {};
    for (const [length, list] of Object.entries(timingsByLength)) {
      list.sort((a, b) => a - b);
      byLength[length] = { queries: list.length, p50: round(quantile(list, 0.5)), p99: round(quantile(list, 0.99)) };
    }

    const result = {
      benchmark: 'reporting customer search',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        service: 'svc-reporting/dist/main.js, one instance, own database, own NATS',
        endpoint:
          'POST /api/service-titan/customer-search (signed-in user; one SQL statement over the replica, at most 20 customers with first location and contacts)',
        replica:
          FILL === 'sync'
            ? `filled by the service's own first sync of the sandbox's full tenant ${TENANT} (connected through PUT /api/service-titan/connection)`
            : `filled with SQL: ${CUSTOMERS_SQL} customers named with faker en_US (seed ${TENANT}), one location and two contacts each`,
        queries: `${QUERIES} sequential queries, the first 2-6 letters of a word of a real customer's name of the replica (deterministic pick), after 20 warm-up queries`,
        latency: 'per-request hrtime from the client (ms), loopback HTTP included',
      },
      figures: {
        replica: { ...counts[0], fillSeconds: round(fill.seconds) },
        latencyMs: { p50: round(quantile(timings, 0.5)), p90: round(quantile(timings, 0.9)), p99: round(quantile(timings, 0.99)), max: round(timings.at(-1)) },
        latencyMsByQueryLength: byLength,
        averageResults: round(found / queries.length),
        emptyAnswers: empty,
      },
    };
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\n`);
    writeBenchResult('customer-search.json', result);
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
