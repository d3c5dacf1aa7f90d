// svc-reporting pay report computation benchmark: reporting.pay-report.compute.v1 for one week of
// the sandbox's full generated tenant (1000001: 60 technicians, ~54,000 jobs, ~158,000 gross pay
// items over 52 weeks), asked over NATS as the pay report's run asks it.
//   - starts the sandbox, a NATS server, a token issuer and the built service (bench-platform.mjs),
//   - an owner connects the company to the sandbox; the service's own first sync fills the replica,
//   - asks for Last Week (the sandbox's anchor week before: 2026-10-26..2026-11-01) RUNS times in
//     each of three shapes (no grouping; by team with the commission analysis; by business unit
//     with it), after two warm-up requests each,
//   - writes bench/results/pay-report-compute.json: the round trip (request to parsed answer) and
//     the service's own query time (computeMs), p50 and p99, and the answer's size.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { connect } from '@nats-io/transport-node';
import { PAY_REPORT_COMPUTE_V1 } from '@milestone/contracts';
import { api, connectAndSync, withBenchPlatform } from './bench-platform.mjs';
import { quantile, round, writeBenchResult } from '../../tools/bench/bench-support.mjs';

const TENANT = 1000001;
const COMPANY_ID = 4244;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WEEK = { startDate: '2026-10-26', endDate: '2026-11-01' };
const SHAPES = [
  { name: 'summary', groupBy: 'none', includeCommissionAnalysis: false },
  { name: 'by team, with commission analysis', groupBy: 'team', includeCommissionAnalysis: true },
  { name: 'by business unit, with commission analysis', groupBy: 'business_unit', includeCommissionAnalysis: true },
];
/** The goal for the whole path (click to file ready); the computation is one part of it. */
const GOAL_P50_MS = 1000;
const DB_NAME = `bench_reporting_payreport_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function main() {
  const loadAtStart = loadavg()[0];
  await withBenchPlatform({ tenant: TENANT, dbName: DB_NAME }, async ({ url, sandboxUrl, issuer, db }) => {
    const token = await issuer.sign({ id: 1, companyId: COMPANY_ID, role: 'owner' });
    const sync = await connectAndSync(api(url, token), sandboxUrl, TENANT);
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM st_jobs WHERE company_id = $1) AS jobs, (SELECT count(*)::int FROM st_gross_pay_items WHERE company_id = $1) AS gross_pay_items`,
      [COMPANY_ID],
    );
    const nats = await connect({ servers: process.env.NATS_URL });
    const figures = {};
    try {
      for (const shape of SHAPES) {
        const request = { companyId: COMPANY_ID, ...WEEK, groupBy: shape.groupBy, includeCommissionAnalysis: shape.includeCommissionAnalysis };
        const roundTrips = [];
        const computes = [];
        let last = null;
        for (let i = 0; i < RUNS + 2; i++) {
          const started = performance.now();
          const answer = await nats.request(PAY_REPORT_COMPUTE_V1, JSON.stringify(request), { timeout: 30_000 });
          const reply = answer.json();
          const ms = performance.now() - started;
          if (!reply.report) throw new Error(`no report: ${JSON.stringify(reply)}`);
          if (i >= 2) {
            roundTrips.push(ms);
            computes.push(reply.report.computeMs);
          }
          last = { bytes: answer.data.length, report: reply.report };
        }
        figures[shape.name] = {
          roundTripMs: { p50: round(quantile(roundTrips, 0.5)), p99: round(quantile(roundTrips, 0.99)) },
          computeMs: { p50: round(quantile(computes, 0.5)), p99: round(quantile(computes, 0.99)) },
          answerBytes: last.bytes,
          technicians: last.report.technicians.length,
          groups: last.report.groups.length,
          analysisLines: last.report.commissionAnalysis?.lines.length ?? 0,
          flagged: last.report.commissionAnalysis?.flagged ?? null,
          totalGrossPay: last.report.totals.totalGrossPay,
        };
      }
    } finally {
      await nats.close();
    }
    const result = {
      benchmark: 'reporting pay report computation',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: round(loadAtStart), loadAverageAtEnd: round(loadavg()[0]) },
      settings: {
        service: 'svc-reporting/dist/main.js, one instance, own database, own NATS',
        source: `the sandbox's full tenant ${TENANT}, synced by the service (${rows[0].jobs} jobs, ${rows[0].gross_pay_items} gross pay items in the replica; first sync ${round(sync.seconds)} s)`,
        week: `${WEEK.startDate}..${WEEK.endDate} (America/Chicago), ${RUNS} runs per shape after 2 warm-up runs`,
        seed: "the spec's 'estimated 5-8 minutes (processing 50,000+ records)'",
      },
      figures,
    };
    process.stdout.write(`${JSON.stringify(result.figures, null, 2)}\n`);
    writeBenchResult('pay-report-compute.json', result);
    for (const [name, f] of Object.entries(figures))
      if (f.roundTripMs.p50 >= GOAL_P50_MS) throw new Error(`${name}: p50 ${f.roundTripMs.p50} ms, over ${GOAL_P50_MS} ms`);
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
