// svc-reporting report builder benchmark over the sandbox's full generated tenant (1000001: 54,168
// invoices, 181,445 invoice items), synced by the built service itself (bench-platform.mjs). Three
// reports, each asked of the service (POST /api/service-titan/generate-report, timed at the HTTP
// client on localhost: p50/p99 over BENCH_RUNS after a warm-up), its SQL timed by EXPLAIN ANALYZE,
// and the same question put to DuckDB (in-process, in memory) over the same replica rows copied
// into it in this run (DuckDB is the floor to compare with, not a goal):
//   1. pivot of every invoice by business unit x month, sum of the subtotal, with the subtotals and
//      grand totals (ROLLUP); target p50 150 ms;
//   2. pivot of every invoice item of a job by technician x business unit, sum of the item totals
//      credited to each technician (the item's own technician: the join planner refuses to reach
//      technicians through the job's splits beside its invoice items, which would count an item once
//      per split; that refusal is checked too); target p50 400 ms;
//   3. the first page (50 rows) of a table of jobs with their invoices and technicians, sorted by
//      invoice subtotal (largest first): its grain is the invoice item (a technician is reached only
//      through the items credited to them), and the count of all its rows; target p50 200 ms.
// Every answer is checked: the service's, PostgreSQL's (its statement run here) and DuckDB's must be
// the same groups with the same sums to the cent (the same rows for the table), or the bench fails.
// The xlsx export of every invoice is report-export.bench.mjs's (bench/results/report-export.json).
// Writes bench/results/report-pivots.json.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { DuckDBDecimalValue, DuckDBInstance, DuckDBTimestampTZValue } from '@duckdb/node-api';
import { api, connectAndSync, withBenchPlatform } from './bench-platform.mjs';
import { median, quantile, round, writeBenchResult } from '../../tools/bench/bench-support.mjs';
import { MAX_PIVOT_GROUPS, planReport } from '../dist/modules/service-titan/report/report.service.js';
import { countQuery, pivotQuery, tableQuery, tableRowsQuery } from '../dist/modules/service-titan/report/report-query.js';

const TENANT = 1000001;
const COMPANY_ID = 4245;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP = 2;
const DB_NAME = `bench_reporting_pivots_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const BU_BY_MONTH = {
  selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'],
  reportConfig: {
    format: 'pivot',
    pivotConfig: {
      rows: ['businessUnits.name'],
      columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
      values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }],
    },
  },
};
const TECH_PIVOT_CONFIG = {
  rows: ['technicians.name'],
  columns: ['businessUnits.name'],
  values: [{ fieldId: 'invoiceItems.total', aggregation: 'sum' }],
};
// The filter on the job makes the statement join jobs (the items of invoices that bill a job: all of
// them in the sandbox); business units come through the invoice, as revenue by business unit does.
const TECH_BY_BU = {
  selectedFields: ['technicians.name', 'businessUnits.name', 'invoiceItems.total', 'jobs.id'],
  reportConfig: { format: 'pivot', filters: [{ fieldId: 'jobs.id', operator: 'isNotEmpty' }], pivotConfig: TECH_PIVOT_CONFIG },
};
// The naive shape: the technicians of the jobs' splits beside the items. Refused ('Needs join key').
const TECH_BY_BU_THROUGH_SPLITS = {
  selectedFields: ['technicians.name', 'businessUnits.name', 'invoiceItems.total', 'jobSplits.split'],
  reportConfig: { format: 'pivot', filters: [{ fieldId: 'jobSplits.split', operator: 'gt', value: 0 }], pivotConfig: TECH_PIVOT_CONFIG },
};
const TABLE_FIELDS = ['jobs.jobNumber', 'jobs.jobStatus', 'invoices.referenceNumber', 'invoices.subTotal', 'technicians.name'];
const JOBS_TABLE = {
  selectedFields: TABLE_FIELDS,
  reportConfig: { format: 'table', sort: [{ fieldId: 'invoices.subTotal', direction: 'desc' }] },
  pageSize: 50,
};
const TARGET_P50_MS = { buByMonth: 150, technicianByBusinessUnit: 400, jobsTableFirstPage: 200 };

// --- DuckDB: the replica rows of the bench company, copied in ---

/** The replica columns each DuckDB table needs: [name, type]; DECIMAL and TIMESTAMPTZ as PostgreSQL's. */
const COPIED = {
  st_business_units: [
    ['id', 'BIGINT'],
    ['name', 'VARCHAR'],
  ],
  st_technicians: [
    ['id', 'BIGINT'],
    ['name', 'VARCHAR'],
  ],
  st_jobs: [
    ['id', 'BIGINT'],
    ['job_number', 'VARCHAR'],
    ['job_status', 'VARCHAR'],
  ],
  st_invoices: [
    ['id', 'BIGINT'],
    ['business_unit_id', 'BIGINT'],
    ['job_id', 'BIGINT'],
    ['reference_number', 'VARCHAR'],
    ['invoice_date', 'TIMESTAMPTZ'],
    ['sub_total', 'DECIMAL(14,2)'],
  ],
  st_invoice_items: [
    ['id', 'BIGINT'],
    ['invoice_id', 'BIGINT'],
    ['technician_id', 'BIGINT'],
    ['total', 'DECIMAL(14,2)'],
  ],
  st_job_splits: [
    ['id', 'BIGINT'],
    ['job_id', 'BIGINT'],
    ['technician_id', 'BIGINT'],
  ],
};
const BATCH = 20_000;

/** '-12.30' -> -1230n: a numeric(14,2) as PostgreSQL writes it (always two decimals), in cents. */
function cents(text) {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount with two decimals: ${text}`);
  return BigInt(`${match[1]}${match[2]}${match[3]}`);
}

/** Each column read from PostgreSQL as text the appender takes exactly (a time as microseconds). */
const readExpression = (name, type) =>
  type === 'TIMESTAMPTZ' ? `(extract(epoch FROM "${name}") * 1000000)::bigint::text AS "${name}"` : `"${name}"::text AS "${name}"`;

function append(appender, type, value) {
  if (value === null) return appender.appendNull();
  if (type === 'BIGINT') return appender.appendBigInt(BigInt(value));
  if (type === 'VARCHAR') return appender.appendVarchar(value);
  if (type === 'TIMESTAMPTZ') return appender.appendTimestampTZ(new DuckDBTimestampTZValue(BigInt(value)));
  if (type === 'DECIMAL(14,2)') return appender.appendDecimal(new DuckDBDecimalValue(cents(value), 14, 2));
  throw new Error(`no appender for ${type}`);
}

/** Copies the company's rows of each table in COPIED, `BATCH` at a time in id order, through DuckDB's appender. */
async function copyIntoDuckDb(db, duck) {
  const started = performance.now();
  const rows = {};
  for (const [table, columns] of Object.entries(COPIED)) {
    await duck.run(`CREATE TABLE ${table} (${columns.map(([n, t]) => `"${n}" ${t}`).join(', ')}, PRIMARY KEY ("id"))`);
    const appender = await duck.createAppender(table);
    let last = '-9223372036854775808';
    let count = 0;
    for (;;) {
      const { rows: batch } = await db.query(
        `SELECT ${columns.map(([n, t]) => readExpression(n, t)).join(', ')} FROM "${table}" WHERE company_id = $1 AND id > $2::bigint ORDER BY id LIMIT ${BATCH}`,
        [COMPANY_ID, last],
      );
      for (const row of batch) {
        for (const [name, type] of columns) append(appender, type, row[name]);
        appender.endRow();
      }
      count += batch.length;
      if (batch.length < BATCH) break;
      last = batch.at(-1).id;
      appender.flushSync();
    }
    appender.closeSync();
    const [{ n }] = (await duck.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${table}`)).getRowObjects();
    if (n !== count) throw new Error(`DuckDB holds ${n} rows of ${table}, ${count} were copied`);
    rows[table] = count;
  }
  return { seconds: round((performance.now() - started) / 1000), rows };
}

// The same questions written for DuckDB, from the replica's tables (the equivalent of the service's
// statements: the same joins, the same Chicago months, ROLLUP rows x ROLLUP columns).
const DUCK_BU_BY_MONTH = `
  WITH r AS (
    SELECT bu.name AS d0, date_trunc('month', i.invoice_date AT TIME ZONE 'America/Chicago') AS c0, i.sub_total AS v0
    FROM st_invoices i LEFT JOIN st_business_units bu ON bu.id = i.business_unit_id),
  g AS (SELECT d0, c0, GROUPING(d0) AS g_d0, GROUPING(c0) AS g_c0, sum(v0) AS v0 FROM r GROUP BY ROLLUP(d0), ROLLUP(c0))
  SELECT d0, strftime(c0, '%Y-%m') AS c0, g_d0, g_c0, CAST(v0 AS VARCHAR) AS v0 FROM g`;
const DUCK_TECH_BY_BU = `
  WITH r AS (
    SELECT t.name AS d0, bu.name AS c0, it.total AS v0
    FROM st_invoice_items it
    LEFT JOIN st_invoices i ON i.id = it.invoice_id
    LEFT JOIN st_technicians t ON t.id = it.technician_id
    LEFT JOIN st_jobs j ON j.id = i.job_id
    LEFT JOIN st_business_units bu ON bu.id = i.business_unit_id
    WHERE j.id IS NOT NULL),
  g AS (SELECT d0, c0, GROUPING(d0) AS g_d0, GROUPING(c0) AS g_c0, sum(v0) AS v0 FROM r GROUP BY ROLLUP(d0), ROLLUP(c0))
  SELECT d0, c0, g_d0, g_c0, CAST(v0 AS VARCHAR) AS v0 FROM g`;
// What the refused shape would have added up: each item once per split of its job.
const DUCK_FAN_OUT_TOTAL = `
  SELECT CAST(sum(it.total) AS VARCHAR) AS v0
  FROM st_invoice_items it JOIN st_invoices i ON i.id = it.invoice_id JOIN st_job_splits s ON s.job_id = i.job_id`;
const TABLE_ROWS = `
  FROM st_invoice_items it
  LEFT JOIN st_invoices i ON i.id = it.invoice_id
  LEFT JOIN st_technicians t ON t.id = it.technician_id
  LEFT JOIN st_jobs j ON j.id = i.job_id`;
const DUCK_TABLE_PAGE = `
  SELECT j.job_number AS f0, j.job_status AS f1, i.reference_number AS f2, CAST(i.sub_total AS VARCHAR) AS f3, t.name AS f4
  ${TABLE_ROWS} ORDER BY i.sub_total DESC NULLS LAST, it.id ASC LIMIT 50`;
const DUCK_TABLE_COUNT = `SELECT count(*)::INTEGER AS total ${TABLE_ROWS}`;

// --- before: the same run's statements without the report-table-page migration's indexes ---

// Migration 1800437261000 (report-table-page-indexes): dropped and made again by this run, in its own database.
const PAGE_INDEXES = {
  st_invoices_company_sub_total_idx: `CREATE INDEX "st_invoices_company_sub_total_idx" ON "st_invoices" ("company_id", "sub_total" DESC NULLS LAST, "id")`,
  st_invoice_items_company_report_idx: `CREATE INDEX "st_invoice_items_company_report_idx" ON "st_invoice_items" ("company_id") INCLUDE ("id", "invoice_id", "technician_id", "total")`,
};

// A materialised aggregate of the items per technician and invoice business unit (refreshed after a sync).
const ITEM_SUMS = `
  CREATE MATERIALIZED VIEW "bench_item_sums" AS
  SELECT it."company_id", it."technician_id", i."business_unit_id", sum(it."total") AS "total"
  FROM "st_invoice_items" it
  JOIN "st_invoices" i ON i."company_id" = it."company_id" AND i."id" = it."invoice_id"
  JOIN "st_jobs" j ON j."company_id" = i."company_id" AND j."id" = i."job_id"
  GROUP BY 1, 2, 3`;
const ITEM_SUMS_PIVOT = `
  WITH "r" AS (
    SELECT t."name" AS "d0", bu."name" AS "c0", s."total" AS "v0" FROM "bench_item_sums" s
    LEFT JOIN "st_technicians" t ON t."company_id" = $1 AND t."id" = s."technician_id"
    LEFT JOIN "st_business_units" bu ON bu."company_id" = $1 AND bu."id" = s."business_unit_id"
    WHERE s."company_id" = $1)
  SELECT "d0", "c0", GROUPING("d0") AS "g_d0", GROUPING("c0") AS "g_c0", sum("v0") AS "v0" FROM "r" GROUP BY ROLLUP("d0"), ROLLUP("c0")`;

/**
 * The figures before the keyed page and its indexes, in this run: the table's page as one plain
 * statement (every item LEFT JOINed and sorted, as report-query.ts wrote it before) and its count,
 * and the technician pivot, all without the two indexes; each answer checked against the service's.
 * Then the indexes are made again, and a materialised aggregate of the technician pivot is timed.
 */
async function beforeAndBeyond(db, { q2, pg2, p3, pgPage }) {
  for (const name of Object.keys(PAGE_INDEXES)) await db.query(`DROP INDEX "${name}"`);
  await db.query(`ANALYZE "st_invoice_items"`);
  await db.query(`ANALYZE "st_invoices"`);
  const rows = tableRowsQuery(p3.def, p3.plan, COMPANY_ID);
  const plainPage = { sql: `${rows.sql}\nLIMIT 50`, params: rows.params };
  const plain = (await db.query(plainPage.sql, plainPage.params)).rows.map(tableRowText);
  if (plain.join('\n') !== pgPage.join('\n')) throw new Error('the plain statement’s page differs from the keyed one’s');
  const tablePage = summary(await explainTimes(db, [plainPage, countQuery(p3.def, p3.plan, COMPANY_ID)]));
  const pivotWithout = summary(await explainTimes(db, [q2]));
  for (const sql of Object.values(PAGE_INDEXES)) await db.query(sql);
  await db.query(`VACUUM ANALYZE "st_invoice_items"`);
  await db.query(`VACUUM ANALYZE "st_invoices"`);
  const refreshStarted = performance.now();
  await db.query(ITEM_SUMS);
  const refreshMs = performance.now() - refreshStarted;
  const aggregated = { sql: ITEM_SUMS_PIVOT, params: [COMPANY_ID] };
  sameCells(
    'technician x business unit, materialised aggregate',
    ['the service’s statement', pg2],
    ['PostgreSQL', cellsOfRollup((await db.query(aggregated.sql, aggregated.params)).rows)],
  );
  const aggregatedPivot = summary(await explainTimes(db, [aggregated]));
  return {
    before: {
      dropped: Object.keys(PAGE_INDEXES),
      jobsTableFirstPage: {
        statement: 'the plain page (every item LEFT JOINed to its invoice and sorted) and the count, without the two indexes',
        postgresExecution: tablePage,
      },
      technicianByBusinessUnit: { statement: 'the service’s statement without the items covering index', postgresExecution: pivotWithout },
    },
    candidates: {
      technicianByBusinessUnit: {
        materialisedAggregate: {
          change: 'the rollup over a materialised view of the item sums per technician and business unit',
          buildMs: round(refreshMs),
          postgresExecution: aggregatedPivot,
        },
      },
    },
  };
}

// --- comparing answers ---

const centsOf = (value) =>
  value === null || value === undefined ? 'null' : typeof value === 'number' ? String(Math.round(value * 100)) : String(cents(String(value)));

/**
 * A pivot's rollup rows (d0, c0, g_d0, g_c0, v0), PostgreSQL's or DuckDB's, as one map: the row and
 * column labels of each cell (a rolled-up dimension left out: a subtotal or total) -> cents.
 */
function cellsOfRollup(rows) {
  const cells = new Map();
  for (const row of rows) {
    const key = JSON.stringify([Number(row.g_d0) === 1 ? [] : [row.d0], Number(row.g_c0) === 1 ? [] : [row.c0]]);
    if (cells.has(key)) throw new Error(`the cell ${key} comes twice`);
    cells.set(key, centsOf(row.v0));
  }
  return cells;
}

/** The service's pivot answer (its lines: data, subtotals, the grand total) as the same map. */
function cellsOfAnswer(body) {
  if (body.total > body.data.length) throw new Error(`the pivot has ${body.total} lines, the bench reads only the first ${body.data.length}`);
  const cells = new Map();
  for (const line of body.data) {
    for (const [columnKey, values] of Object.entries(line.values)) cells.set(JSON.stringify([line.labels, JSON.parse(columnKey)]), centsOf(values.v0));
  }
  return cells;
}

/** Throws unless `a` and `b` are the same cells with the same cents. */
function sameCells(what, [nameA, a], [nameB, b]) {
  const differences = [];
  for (const [key, value] of a) if (b.get(key) !== value) differences.push(`${key}: ${nameA} ${value}, ${nameB} ${b.get(key)}`);
  for (const key of b.keys()) if (!a.has(key)) differences.push(`${key}: only ${nameB} has it`);
  if (differences.length > 0)
    throw new Error(`${what}: ${nameA} and ${nameB} disagree on ${differences.length} cells, e.g. ${differences.slice(0, 3).join('; ')}`);
  return a.size;
}

const tableRowText = (row) => JSON.stringify([row.f0, row.f1, row.f2, centsOf(row.f3), row.f4]);

// --- timing ---

async function timed(work) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}
const summary = (times) => ({ p50Ms: round(median(times)), p99Ms: round(quantile(times, 0.99)), minMs: round(Math.min(...times)), runs: times.length });

/** POST generate-report as the company's owner: the answer's body, timed from the request to its last byte. */
async function generate(url, token, request) {
  const response = await fetch(`${url}/api/service-titan/generate-report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = await response.json();
  return { status: response.status, body };
}

async function serviceTimes(url, token, request) {
  let last;
  const times = await timed(async () => {
    last = await generate(url, token, request);
    if (last.status !== 200) throw new Error(`generate-report answered ${last.status}: ${JSON.stringify(last.body)}`);
  });
  return { times, body: last.body };
}

/** The indexes a statement's plan reads (a check that the keyed page walks the sort's index), and its statement's own time split. */
async function indexesOf(db, query) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${query.sql}`, query.params);
  const names = new Set();
  const walk = (node) => {
    if (node['Index Name']) names.add(`${node['Node Type']} ${node['Index Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return [...names].sort();
}

/** The PostgreSQL execution time of the statements (EXPLAIN ANALYZE's, added up), per run after the warm-up. */
async function explainTimes(db, queries) {
  const times = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    let ms = 0;
    for (const query of queries) {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${query.sql}`, query.params);
      ms += rows[0]['QUERY PLAN'][0]['Execution Time'];
    }
    if (i >= WARM_UP) times.push(ms);
  }
  return times;
}

async function duckTimes(duck, sqls) {
  let answers;
  const times = await timed(async () => {
    answers = [];
    for (const sql of sqls) answers.push((await duck.runAndReadAll(sql)).getRowObjects());
  });
  return { times, answers };
}

function figure(key, service, explain, duck, extra) {
  const http = summary(service);
  const sql = summary(explain);
  const floor = summary(duck);
  return {
    ...extra,
    targetP50Ms: TARGET_P50_MS[key],
    withinTarget: http.p50Ms <= TARGET_P50_MS[key],
    overTargetMs: round(Math.max(0, http.p50Ms - TARGET_P50_MS[key])),
    service: http,
    postgresExecution: sql,
    duckdb: floor,
    ratio: { serviceToDuckdb: round(http.p50Ms / floor.p50Ms), postgresExecutionToDuckdb: round(sql.p50Ms / floor.p50Ms) },
  };
}

async function main() {
  const loadAtStart = loadavg();
  await withBenchPlatform({ tenant: TENANT, dbName: DB_NAME }, async ({ url, sandboxUrl, issuer, db }) => {
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const sync = await connectAndSync(api(url, token), sandboxUrl, TENANT);
    await measure({ url, token, db, sync, loadAtStart });
  });
}

/** The three reports of the synced company, each by the service, PostgreSQL and DuckDB, checked against each other. */
async function measure({ url, token, db, sync, loadAtStart }) {
  await db.query(`VACUUM ANALYZE`);
  const loadAfterSync = loadavg();

  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  const duck = await instance.connect();
  const copy = await copyIntoDuckDb(db, duck);
  const [{ threads }] = (await duck.runAndReadAll(`SELECT current_setting('threads')::INTEGER AS threads`)).getRowObjects();

  /** A pivot timed three ways, and its cells compared: the service's with PostgreSQL's, PostgreSQL's with DuckDB's. */
  const pivot = async (what, request, duckSql) => {
    const { def, plan } = planReport(request);
    const query = pivotQuery(def, plan, COMPANY_ID, MAX_PIVOT_GROUPS);
    const service = await serviceTimes(url, token, request);
    const explain = await explainTimes(db, [query]);
    const floor = await duckTimes(duck, [duckSql]);
    const cells = cellsOfRollup((await db.query(query.sql, query.params)).rows);
    const compared = sameCells(what, ['PostgreSQL', cells], ['DuckDB', cellsOfRollup(floor.answers[0])]);
    sameCells(what, ['the service', cellsOfAnswer(service.body)], ['PostgreSQL', cells]);
    return { plan, query, service, explain, floor, cells, compared };
  };

  // 1. business unit x month
  const r1 = await pivot('business unit x month', BU_BY_MONTH, DUCK_BU_BY_MONTH);

  // 2. technician x business unit; the naive shape through the job splits refused
  const refused = await generate(url, token, TECH_BY_BU_THROUGH_SPLITS);
  if (refused.status !== 400 || !/Needs join key/.test(refused.body?.error ?? refused.body?.message ?? '')) {
    throw new Error(`the technicians through the job splits beside the items should be refused: ${refused.status} ${JSON.stringify(refused.body)}`);
  }
  const r2 = await pivot('technician x business unit', TECH_BY_BU, DUCK_TECH_BY_BU);
  const credited = r2.cells.get(JSON.stringify([[], []]));
  const [{ v0: fannedOut }] = (await duck.runAndReadAll(DUCK_FAN_OUT_TOTAL)).getRowObjects();

  // 3. the first page of jobs with their invoices and technicians
  const p3 = planReport(JOBS_TABLE);
  const q3 = [tableQuery(p3.def, p3.plan, COMPANY_ID), countQuery(p3.def, p3.plan, COMPANY_ID)];
  const s3 = await serviceTimes(url, token, JOBS_TABLE);
  const e3 = await explainTimes(db, q3);
  const d3 = await duckTimes(duck, [DUCK_TABLE_PAGE, DUCK_TABLE_COUNT]);
  if (s3.body.grain !== p3.plan.grain) throw new Error(`the service says the table's grain is ${s3.body.grain}, the planner ${p3.plan.grain}`);
  const pgPage = (await db.query(q3[0].sql, q3[0].params)).rows.map(tableRowText);
  const [{ total: pgTotal }] = (await db.query(q3[1].sql, q3[1].params)).rows;
  const duckPage = d3.answers[0].map(tableRowText);
  const servicePage = s3.body.data.map((row) => tableRowText(Object.fromEntries(TABLE_FIELDS.map((id, i) => [`f${i}`, row[id]]))));
  for (const [name, page] of [
    ['DuckDB', duckPage],
    ['the service', servicePage],
  ]) {
    const at = pgPage.findIndex((row, i) => row !== page[i]);
    if (page.length !== pgPage.length || at !== -1)
      throw new Error(`the first page: ${name} and PostgreSQL disagree at row ${at + 1}: ${page[at]} / ${pgPage[at]}`);
  }
  if (Number(pgTotal) !== d3.answers[1][0].total || s3.body.total !== Number(pgTotal)) {
    throw new Error(`the table's row count: PostgreSQL ${pgTotal}, DuckDB ${d3.answers[1][0].total}, the service ${s3.body.total}`);
  }

  const pageTimes = summary(await explainTimes(db, [q3[0]]));
  const countTimes = summary(await explainTimes(db, [q3[1]]));
  const plans = { page: await indexesOf(db, q3[0]), count: await indexesOf(db, q3[1]) };
  const { before, candidates } = await beforeAndBeyond(db, { q2: r2.query, pg2: r2.cells, p3, pgPage });

  const result = {
    benchmark: 'reporting report builder: pivots and a table page, beside DuckDB',
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      loadAverageAtStart: loadAtStart.map(round),
      loadAverageAfterSync: loadAfterSync.map(round),
      loadAverageAtEnd: loadavg().map(round),
    },
    settings: {
      source: `the sandbox's full tenant ${TENANT} (first sync ${round(sync.seconds)} s)`,
      runs: RUNS,
      warmUp: WARM_UP,
      service: 'POST /api/service-titan/generate-report on localhost, timed at the client to the last byte',
      postgresExecution: "EXPLAIN ANALYZE's Execution Time of the service's statements (the table: its page and its count)",
      duckdb: `@duckdb/node-api, in memory, ${threads} threads, the same rows copied in this run (no extension loaded beyond those built in)`,
    },
    duckdbCopy: copy,
    figures: {
      buByMonth: figure('buByMonth', r1.service.times, r1.explain, r1.floor.times, {
        grain: r1.plan.grain,
        cellsCompared: r1.compared,
        lines: r1.service.body.total,
      }),
      technicianByBusinessUnit: figure('technicianByBusinessUnit', r2.service.times, r2.explain, r2.floor.times, {
        grain: r2.plan.grain,
        joins: r2.plan.joins.map((rule) => rule.key),
        cellsCompared: r2.compared,
        lines: r2.service.body.total,
        creditedTotalCents: credited,
        throughJobSplitsTotalCents: fannedOut === null ? null : String(cents(fannedOut)),
        throughJobSplitsRefused: refused.body?.error ?? refused.body?.message,
      }),
      jobsTableFirstPage: figure('jobsTableFirstPage', s3.times, e3, d3.times, {
        grain: p3.plan.grain,
        joins: p3.plan.joins.map((rule) => rule.key),
        rowsOfTheReport: Number(pgTotal),
        pageRows: pgPage.length,
        sort: 'invoices.subTotal desc, then the grain id',
        statements: { pageP50Ms: pageTimes.p50Ms, countP50Ms: countTimes.p50Ms, indexesRead: plans },
      }),
      xlsxExport: 'measured by report-export.bench.mjs (bench/results/report-export.json)',
    },
    before,
    candidates,
  };
  duck.closeSync();
  instance.closeSync();
  printTable(result);
  writeBenchResult('report-pivots.json', result);
  const missed = Object.entries(result.figures).filter(([, f]) => typeof f === 'object' && !f.withinTarget);
  if (missed.length > 0) process.stdout.write(`over target: ${missed.map(([k, f]) => `${k} by ${f.overTargetMs} ms`).join(', ')}\n`);
}

function printTable(result) {
  const rows = Object.entries(result.figures).filter(([, f]) => typeof f === 'object');
  const header = ['report', 'grain', 'service p50', 'p99', 'target', 'PG exec p50', 'DuckDB p50', 'service/DuckDB', 'PG/DuckDB'];
  const lines = rows.map(([key, f]) => [
    key,
    f.grain,
    `${f.service.p50Ms} ms`,
    `${f.service.p99Ms} ms`,
    `${f.targetP50Ms} ms ${f.withinTarget ? 'ok' : 'MISSED'}`,
    `${f.postgresExecution.p50Ms} ms`,
    `${f.duckdb.p50Ms} ms`,
    `x${f.ratio.serviceToDuckdb}`,
    `x${f.ratio.postgresExecutionToDuckdb}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const write = (cells) => process.stdout.write(`${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}\n`);
  write(header);
  lines.forEach(write);
  const t = result.figures.jobsTableFirstPage.statements;
  process.stdout.write(
    `the table's statements (PostgreSQL execution p50): page ${t.pageP50Ms} ms reading ${t.indexesRead.page.join(', ')}; count ${t.countP50Ms} ms reading ${t.indexesRead.count.join(', ')}\n`,
  );
  const b = result.before;
  const c = result.candidates;
  process.stdout.write(
    `before, this run (PostgreSQL execution p50, without the two indexes): the table's plain page and count ${b.jobsTableFirstPage.postgresExecution.p50Ms} ms; ` +
      `technician x business unit ${b.technicianByBusinessUnit.postgresExecution.p50Ms} ms. ` +
      `Candidate: technician x business unit over a materialised aggregate ${c.technicianByBusinessUnit.materialisedAggregate.postgresExecution.p50Ms} ms (built in ${c.technicianByBusinessUnit.materialisedAggregate.buildMs} ms)\n`,
  );
  const m = result.machine;
  process.stdout.write(
    `${RUNS} runs each; load average ${m.loadAverageAtStart[0]} at the start, ${m.loadAverageAfterSync[0]} after the sync, ${m.loadAverageAtEnd[0]} at the end (${m.cpus} CPUs)\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
