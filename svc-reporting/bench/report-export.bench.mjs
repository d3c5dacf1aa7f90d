// svc-reporting report builder benchmark over the sandbox's full generated tenant (1000001, about
// 54,000 invoices), synced by the built service itself (bench-platform.mjs):
//   - the pivot over all invoices by business unit x month (sum of subtotal, ROLLUP subtotals and
//     grand totals), the statement generate-report runs, timed with EXPLAIN ANALYZE without and
//     with the covering index st_invoices_company_report_idx (migration 1798000000000), after
//     VACUUM ANALYZE (an index-only scan needs the visibility map);
//   - download-report of every invoice (a table of 7 fields) as csv and xlsx: seconds, bytes and
//     the service process's resident memory (peak and at the start of the download).
// Writes bench/results/report-export.json.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { api, connectAndSync, withBenchPlatform } from './bench-platform.mjs';
import { median, round, writeBenchResult } from '../../tools/bench/bench-support.mjs';
import { defineReport } from '../dist/modules/service-titan/report/report-definition.js';
import { planJoins } from '../dist/modules/service-titan/report/join-planner.js';
import { pivotQuery } from '../dist/modules/service-titan/report/report-query.js';

const TENANT = 1000001;
const COMPANY_ID = 4245;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DB_NAME = `bench_reporting_export_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const PIVOT = {
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
const ALL_INVOICES = {
  selectedFields: [
    'invoices.id',
    'invoices.referenceNumber',
    'invoices.invoiceDate',
    'invoices.subTotal',
    'invoices.salesTax',
    'invoices.total',
    'businessUnits.name',
  ],
  reportConfig: { name: 'All invoices', sort: [{ fieldId: 'invoices.id' }] },
};

/** The built service: this process's child running dist/main.js. */
function servicePid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('dist/main.js')) return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  throw new Error('the service process was not found');
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function explainMs(db, query) {
  const times = [];
  let plan = null;
  for (let i = 0; i < RUNS + 1; i++) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
    const [result] = rows[0]['QUERY PLAN'];
    if (i > 0) times.push(result['Execution Time']);
    plan = result.Plan;
  }
  const scans = [];
  const walk = (node) => {
    if (node['Relation Name'] === 'st_invoices')
      scans.push({
        node: node['Node Type'],
        index: node['Index Name'] ?? null,
        heapFetches: node['Heap Fetches'] ?? null,
        sharedHitBlocks: node['Shared Hit Blocks'],
      });
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return { p50Ms: round(median(times)), minMs: round(Math.min(...times)), invoiceScans: scans };
}

async function download(url, token, format) {
  const pid = servicePid();
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const response = await fetch(`${url}/api/service-titan/download-report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reportData: ALL_INVOICES, format }),
  });
  let bytes = 0;
  let firstByteMs = null;
  for await (const chunk of response.body) {
    if (firstByteMs === null) firstByteMs = performance.now() - started;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`download ${format} answered ${response.status}`);
  return { seconds: round(seconds), firstByteMs: round(firstByteMs), megabytes: round(bytes / 1e6), rssAtStartMb: round(before), rssPeakMb: round(peak) };
}

async function main() {
  const loadAtStart = loadavg()[0];
  await withBenchPlatform({ tenant: TENANT, dbName: DB_NAME }, async ({ url, sandboxUrl, issuer, db }) => {
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const sync = await connectAndSync(api(url, token), sandboxUrl, TENANT);
    const { rows: counts } = await db.query(`SELECT count(*)::int AS invoices FROM st_invoices WHERE company_id = $1`, [COMPANY_ID]);
    const def = defineReport(PIVOT);
    const planned = planJoins({
      dimensions: ['businessUnits', 'invoices'],
      measures: [{ entity: 'invoices', aggregation: 'sum', label: 'Invoice Subtotal' }],
      allowPreAggregation: true,
      filterOnly: [],
    });
    const query = pivotQuery(def, planned.plan, COMPANY_ID, 50_000);
    await db.query(`VACUUM ANALYZE st_invoices`);
    await db.query(`DROP INDEX st_invoices_company_report_idx`);
    const without = await explainMs(db, query);
    await db.query(
      `CREATE INDEX "st_invoices_company_report_idx" ON "st_invoices" ("company_id") INCLUDE ("id", "business_unit_id", "job_id", "invoice_date", "sub_total", "sales_tax", "total", "balance")`,
    );
    await db.query(`VACUUM ANALYZE st_invoices`);
    const withIndex = await explainMs(db, query);
    const csv = await download(url, token, 'csv');
    const xlsx = await download(url, token, 'xlsx');
    const result = {
      benchmark: 'reporting report builder: pivot index and exports',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: { source: `the sandbox's full tenant ${TENANT} (${counts[0].invoices} invoices; first sync ${round(sync.seconds)} s)`, runs: RUNS },
      figures: {
        pivotAllInvoicesByBusinessUnitAndMonth: { withoutCoveringIndex: without, withCoveringIndex: withIndex },
        downloadAllInvoices: { rows: counts[0].invoices, csv, xlsx },
      },
    };
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\n`);
    writeBenchResult('report-export.json', result);
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
