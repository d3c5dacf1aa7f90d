import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { entityUrlPath, type StEntityKey } from '@milestone/servicetitan-contract';
import {
  PAY_REPORT_COMPUTE_V1,
  type PayReportComputeReplyV1,
  type PayReportComputeRequestV1,
  type PayReportFiguresV1,
  type PayReportV1,
} from '@milestone/contracts';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { aCompanyId } from '../factories/calculation.factory.js';
import { startReportingService } from '../support/reporting-service.js';
import { connectToSandbox, startSandbox, syncSucceeded, type RunningSandbox } from '../support/sandbox.js';

// The pay report's computation over the replica, asked over NATS as the pay report's run asks it.
// Company A's replica is synced from the sandbox's tenant 1000002, company B's from 1000003; the
// figures are checked against the sandbox's own records (read from its API in the test, summed in
// integer cents here), never against the replica's tables. Company D holds hand-made rows for the
// cases the generator never makes (paid time off, double overtime, adjustments, inactive
// technicians, Chicago's week bounds).

const TENANT_A = 1000002;
const TENANT_B = 1000003;
/** The sandbox's anchor (support/sandbox.ts): its history is the 52 weeks before this Monday. */
const ANCHOR = Date.parse('2026-11-02T00:00:00Z');
const WEEK_MS = 7 * 86_400_000;
/** The 12 weeks the sandbox seeds payroll mistakes in (their Mondays), oldest first. */
const SEEDED_WEEKS = Array.from({ length: 12 }, (_, i) => new Date(ANCHOR - (12 - i) * WEEK_MS).toISOString().slice(0, 10));
const sundayOf = (monday: string) => new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/** "1234.50" / "-3.07" as integer cents, exactly (no float in between). */
function cents(decimal: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`not a decimal with two places: ${decimal}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}
/** A sandbox amount (a JSON number of dollars with at most two decimals) as integer cents. */
const centsOf = (amount: number) => Math.round(amount * 100);

interface GrossPayItem {
  id: number;
  employeeId: number;
  employeeType: string;
  date: string;
  amount: number;
  grossPayItemType: string;
  paidDurationHours: number | null;
  paidTimeType: string | null;
  jobId: number | null;
  active: boolean;
}
interface Technician {
  id: number;
  name: string;
  active: boolean;
  team: string | null;
  businessUnitId: number | null;
}
interface PayException {
  kind: 'split-without-bonus' | 'amount-differs' | 'bonus-without-job';
  week: string;
  technicianId: number;
  jobId: number;
  delta: number;
}

describe('technician pay report (reporting.pay-report.compute.v1, against the sandbox)', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;
  let sql: pg.Client;
  let nats: NatsConnection;
  const encryptionKey = randomBytes(32).toString('base64');
  const companyA = aCompanyId();
  const companyB = aCompanyId();
  const companyC = aCompanyId();
  const companyD = aCompanyId();
  const records: Partial<Record<StEntityKey, unknown[]>> = {};

  const ask = async (request: Partial<PayReportComputeRequestV1> | unknown, timeout = 30_000): Promise<PayReportComputeReplyV1> =>
    (await nats.request(PAY_REPORT_COMPUTE_V1, JSON.stringify(request), { timeout })).json<PayReportComputeReplyV1>();

  async function report(request: Partial<PayReportComputeRequestV1> & { companyId: number; startDate: string }): Promise<PayReportV1> {
    const reply = await ask({ endDate: sundayOf(request.startDate), groupBy: 'none', includeCommissionAnalysis: false, ...request });
    if (!('report' in reply)) throw new Error(`no report: ${JSON.stringify(reply)}`);
    return reply.report;
  }

  const connectCompany = (companyId: number, tenant: number) => connectToSandbox(svc.url, issuer, sandbox, companyId, tenant);

  /** Every record of an entity of tenant A, straight from the sandbox's export API. */
  async function exportOf<T>(key: StEntityKey): Promise<T[]> {
    if (records[key]) return records[key] as T[];
    const token = await fetch(`${sandbox.url}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: `cid.sandbox.${TENANT_A}`, client_secret: `cs.sandbox.${TENANT_A}.milestone` }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const all: T[] = [];
    let from: string | null = null;
    for (;;) {
      const url = `${sandbox.url}${entityUrlPath(key, TENANT_A)}${from ? `?from=${encodeURIComponent(from)}` : ''}`;
      const page = (await (await fetch(url, { headers: { authorization: `Bearer ${token}`, 'st-app-key': 'ak1.sandbox.milestone' } })).json()) as {
        hasMore: boolean;
        continueFrom: string;
        data: T[];
      };
      all.push(...page.data);
      if (!page.hasMore) break;
      from = page.continueFrom;
    }
    records[key] = all;
    return all;
  }

  /** Gross pay per technician for a week, in cents, from the sandbox's generated items: the days Monday..Sunday of the items' dates. */
  async function expectedPay(
    monday: string,
  ): Promise<Map<number, { total: number; hourly: number; bonus: number; other: number; regular: number; overtime: number }>> {
    const sunday = sundayOf(monday);
    const pay = new Map<number, { total: number; hourly: number; bonus: number; other: number; regular: number; overtime: number }>();
    for (const item of await exportOf<GrossPayItem>('grossPayItems')) {
      const day = item.date.slice(0, 10);
      if (!item.active || item.employeeType !== 'Technician' || day < monday || day > sunday) continue;
      const entry = pay.get(item.employeeId) ?? { total: 0, hourly: 0, bonus: 0, other: 0, regular: 0, overtime: 0 };
      const amount = centsOf(item.amount);
      entry.total += amount;
      if (item.grossPayItemType === 'TimesheetTime' || item.grossPayItemType === 'Salary') entry.hourly += amount;
      else if (item.grossPayItemType === 'InvoiceRelatedBonus') entry.bonus += amount;
      else entry.other += amount;
      // Hours in hundredths (the generator's are quarter hours: exact).
      if (item.paidTimeType === 'Regular') entry.regular += Math.round((item.paidDurationHours ?? 0) * 100);
      if (item.paidTimeType === 'Overtime') entry.overtime += Math.round((item.paidDurationHours ?? 0) * 100);
      pay.set(item.employeeId, entry);
    }
    return pay;
  }

  const sumOf = (rows: PayReportFiguresV1[], field: keyof PayReportFiguresV1) =>
    rows.reduce((n, row) => n + (typeof row[field] === 'number' ? (row[field] as number) : cents(row[field] as string)), 0);

  beforeAll(async () => {
    db = await createTestDatabase('reporting_pay_report');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    nats = await connect({ servers: process.env['NATS_URL'] });
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, {
      ST_SYNC_INTERVAL: '0',
      ST_ENCRYPTION_KEY: encryptionKey,
      ST_MAX_RPS: '50',
      ST_ALLOWED_HOSTS: sandbox.url,
    });
    sql = new pg.Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
    await sql.connect();
    await connectCompany(companyA, TENANT_A);
    await connectCompany(companyB, TENANT_B);
    await Promise.all([syncSucceeded(svc, companyA, 120_000), syncSucceeded(svc, companyB, 120_000)]);
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await svc?.close();
    await nats?.drain();
    await sandbox?.stop();
    await issuer?.close();
    await db?.drop();
  });

  it("each technician's gross pay for a week equals, to the cent, the sum of the sandbox's generated gross pay items of that week", async () => {
    const technicians = await exportOf<Technician>('technicians');
    for (const monday of SEEDED_WEEKS) {
      const expected = await expectedPay(monday);
      const result = await report({ companyId: companyA, startDate: monday });
      const listed = new Map(result.technicians.map((row) => [row.technicianId, row]));
      for (const [technicianId, want] of expected) {
        const row = listed.get(technicianId);
        expect({ monday, technicianId, listed: row !== undefined }).toEqual({ monday, technicianId, listed: true });
        expect({
          monday,
          technicianId,
          total: cents(row!.totalGrossPay),
          hourly: cents(row!.hourlyPay),
          bonus: cents(row!.bonusPay),
          other: cents(row!.adjustments),
          regular: cents(row!.regularHours),
          overtime: cents(row!.overtimeHours),
        }).toEqual({
          monday,
          technicianId,
          ...want,
        });
      }
      // Active technicians without pay that week are listed with zeros; nobody else is listed.
      for (const row of result.technicians)
        if (!expected.has(row.technicianId))
          expect({ monday, id: row.technicianId, total: row.totalGrossPay }).toEqual({ monday, id: row.technicianId, total: '0.00' });
      expect(new Set(result.technicians.map((row) => row.technicianId))).toEqual(
        new Set([...technicians.filter((t) => t.active).map((t) => t.id), ...expected.keys()]),
      );
      const grand = [...expected.values()].reduce((n, e) => n + e.total, 0);
      expect({ monday, grand: cents(result.totals.totalGrossPay) }).toEqual({ monday, grand });
      expect(cents(result.totals.totalGrossPay)).toBe(cents(result.totals.hourlyPay) + cents(result.totals.bonusPay) + cents(result.totals.adjustments));
    }
  });

  it('counts the jobs completed and the revenue credited through job splits, and the sold-by revenue, as the sandbox records them', async () => {
    const monday = SEEDED_WEEKS[SEEDED_WEEKS.length - 1]!;
    // 2026-10-26 starts in CDT (UTC-5); daylight saving ends on its Sunday, so the week ends in CST (UTC-6).
    expect(monday).toBe('2026-10-26');
    const from = Date.parse('2026-10-26T00:00:00-05:00');
    const to = Date.parse('2026-11-02T00:00:00-06:00');
    const jobs = (await exportOf<{ id: number; jobStatus: string; completedOn: string | null; invoiceId: number }>('jobs')).filter(
      (j) => j.jobStatus === 'Completed' && j.completedOn && Date.parse(j.completedOn) >= from && Date.parse(j.completedOn) < to,
    );
    const invoices = new Map((await exportOf<{ id: number; subTotal: string }>('invoices')).map((i) => [i.id, i]));
    const splits = await exportOf<{ jobId: number; technicianId: number; split: number }>('jobSplits');
    const want = new Map<number, { jobs: number; revenue: number }>();
    for (const job of jobs) {
      for (const split of splits.filter((s) => s.jobId === job.id)) {
        const entry = want.get(split.technicianId) ?? { jobs: 0, revenue: 0 };
        entry.jobs += 1;
        // subtotal cents x percent / 100, kept in hundredths of a cent until the end
        entry.revenue += cents(invoices.get(job.invoiceId)!.subTotal) * split.split;
        want.set(split.technicianId, entry);
      }
    }
    const sold = new Map<number, number>();
    for (const e of await exportOf<{ soldBy: number | null; soldOn: string | null; subtotal: number; status: { name: string } }>('estimates')) {
      if (e.status.name !== 'Sold' || e.soldBy === null || !e.soldOn || Date.parse(e.soldOn) < from || Date.parse(e.soldOn) >= to) continue;
      sold.set(e.soldBy, (sold.get(e.soldBy) ?? 0) + centsOf(e.subtotal));
    }
    const result = await report({ companyId: companyA, startDate: monday });
    expect(result.from).toBe(new Date(from).toISOString());
    expect(result.to).toBe(new Date(to).toISOString());
    expect(want.size).toBeGreaterThan(0);
    for (const row of result.technicians) {
      const w = want.get(row.technicianId) ?? { jobs: 0, revenue: 0 };
      expect({ id: row.technicianId, jobs: row.jobsCompleted, revenue: cents(row.revenueCredited) }).toEqual({
        id: row.technicianId,
        jobs: w.jobs,
        revenue: Math.round(w.revenue / 100),
      });
      expect({ id: row.technicianId, sold: cents(row.soldByRevenue) }).toEqual({ id: row.technicianId, sold: sold.get(row.technicianId) ?? 0 });
    }
  });

  it('flags in the commission analysis exactly the payroll mistakes the sandbox seeded, and nothing else', async () => {
    const seeded = await sandbox.control<PayException[]>('GET', `/sandbox/tenants/${TENANT_A}/pay-exceptions`);
    // One of each kind in each of the 12 weeks (tools/servicetitan-sandbox/src/data/pay-exceptions.ts).
    expect(seeded).toHaveLength(36);
    for (const monday of SEEDED_WEEKS)
      expect(
        seeded
          .filter((e) => e.week === monday)
          .map((e) => e.kind)
          .sort(),
      ).toEqual(['amount-differs', 'bonus-without-job', 'split-without-bonus']);
    let lines = 0;
    for (const monday of SEEDED_WEEKS) {
      const result = await report({ companyId: companyA, startDate: monday, includeCommissionAnalysis: true });
      const analysis = result.commissionAnalysis!;
      lines += analysis.lines.length;
      const flagged = analysis.lines.filter((line) => line.flag !== null);
      const key = (kind: string, technicianId: number, jobId: number | null) => `${kind} ${technicianId} ${jobId}`;
      expect({ monday, flagged: flagged.map((l) => key(l.flag!, l.technicianId, l.jobId)).sort() }).toEqual({
        monday,
        flagged: seeded
          .filter((e) => e.week === monday)
          .map((e) => key(e.kind, e.technicianId, e.jobId))
          .sort(),
      });
      for (const line of flagged) {
        const e = seeded.find((s) => s.week === monday && s.technicianId === line.technicianId && s.jobId === line.jobId)!;
        // The line's difference (paid - owed) is what the sandbox says it seeded, to the cent.
        expect({ monday, kind: e.kind, difference: cents(line.difference) }).toEqual({ monday, kind: e.kind, difference: centsOf(e.delta) });
      }
      // Every line's arithmetic: expected = commission + sold-by; difference = paid - expected.
      for (const line of analysis.lines) {
        expect(cents(line.expectedTotal)).toBe(cents(line.expectedCommission) + cents(line.expectedSoldBy));
        expect(cents(line.difference)).toBe(cents(line.paidBonus) - cents(line.expectedTotal));
      }
      expect(analysis.flagged).toEqual({
        'split-without-bonus': flagged.filter((l) => l.flag === 'split-without-bonus').length,
        'amount-differs': flagged.filter((l) => l.flag === 'amount-differs').length,
        'bonus-without-job': flagged.filter((l) => l.flag === 'bonus-without-job').length,
      });
    }
    expect(lines).toBeGreaterThan(SEEDED_WEEKS.length * 3);
  });

  it('groups by team and by business unit with a subtotal per group that adds up to the grand total', async () => {
    const monday = SEEDED_WEEKS[SEEDED_WEEKS.length - 1]!;
    const flat = await report({ companyId: companyA, startDate: monday });
    const technicians = new Map((await exportOf<Technician>('technicians')).map((t) => [t.id, t]));
    for (const groupBy of ['team', 'business_unit'] as const) {
      const grouped = await report({ companyId: companyA, startDate: monday, groupBy });
      expect(grouped.totals).toEqual(flat.totals);
      expect(grouped.groups.length).toBeGreaterThan(0);
      for (const group of grouped.groups) {
        const members = grouped.technicians.filter((row) => row.groupKey === group.key);
        expect(members.length).toBe(group.technicians);
        for (const field of ['totalGrossPay', 'hourlyPay', 'bonusPay', 'revenueCredited', 'soldByRevenue', 'regularHours', 'jobsCompleted'] as const) {
          expect({ group: group.key, field, sum: sumOf(members, field) }).toEqual({ group: group.key, field, sum: sumOf([group], field) });
        }
        for (const row of members) {
          const t = technicians.get(row.technicianId)!;
          expect(row.groupKey).toBe(groupBy === 'team' ? (t.team ?? '') : String(t.businessUnitId ?? ''));
        }
      }
      expect(sumOf(grouped.groups, 'totalGrossPay')).toBe(cents(grouped.totals.totalGrossPay));
      // Rows come group by group, in the groups' order.
      const order = grouped.groups.map((g) => g.key);
      const seen = grouped.technicians.map((row) => order.indexOf(row.groupKey!));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    expect(flat.groups).toEqual([]);
    expect(flat.technicians.every((row) => row.groupKey === null)).toBe(true);
  });

  it("never lists another company's technicians: two companies on two tenants each get their own", async () => {
    const monday = SEEDED_WEEKS[SEEDED_WEEKS.length - 1]!;
    const [a, b] = await Promise.all([
      report({ companyId: companyA, startDate: monday, includeCommissionAnalysis: true }),
      report({ companyId: companyB, startDate: monday, includeCommissionAnalysis: true }),
    ]);
    const namesA = new Set((await exportOf<Technician>('technicians')).map((t) => t.name));
    const { rows } = await sql.query<{ name: string }>('SELECT name FROM st_technicians WHERE company_id = $1', [companyB]);
    const namesB = new Set(rows.map((r) => r.name));
    expect(a.technicians.map((t) => t.name).every((name) => namesA.has(name) && !namesB.has(name))).toBe(true);
    expect(b.technicians.map((t) => t.name).every((name) => namesB.has(name) && !namesA.has(name))).toBe(true);
    expect(a.technicians.length).toBeGreaterThan(0);
    expect(b.technicians.length).toBeGreaterThan(0);
    // Both tenants number their technicians and jobs alike (5001..., 20000001...), so the same ids
    // sit in the same tables for both companies: A's figures matching tenant A alone to the cent
    // (the first test) shows none of B's rows joined in; and B's are its own.
    const { rows: ids } = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM st_technicians a JOIN st_technicians b ON b.id = a.id AND b.company_id = $2 WHERE a.company_id = $1',
      [companyA, companyB],
    );
    expect(ids[0]!.n).toBeGreaterThan(0);
    expect(b.totals.totalGrossPay).not.toBe(a.totals.totalGrossPay);
    const { rows: paidB } = await sql.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::numeric(14,2)::text AS total FROM st_gross_pay_items WHERE company_id = $1 AND active AND employee_type = 'Technician' AND date >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND date < ($2::date + 7)::timestamp AT TIME ZONE 'UTC'`,
      [companyB, monday],
    );
    expect(b.totals.totalGrossPay).toBe(paidB[0]!.total);
  });

  it('answers a company that is not connected to ServiceTitan that it is not, and one never synced that it is not yet', async () => {
    expect(
      await ask({ companyId: companyC, startDate: SEEDED_WEEKS[0], endDate: sundayOf(SEEDED_WEEKS[0]!), groupBy: 'none', includeCommissionAnalysis: false }),
    ).toEqual({
      failure: 'not-connected',
      message: 'ServiceTitan is not connected for your company. Connect it on the integration status page (/service-titan/status) to run the pay report.',
    });
    await sql.query(
      `INSERT INTO st_connections (company_id, auth_url, api_url, tenant_id, client_id, client_secret_sealed, app_key_sealed, source) VALUES ($1, 'x', 'x', '1', 'x', 'x', 'x', 'admin')`,
      [companyC],
    );
    expect(
      await ask({ companyId: companyC, startDate: SEEDED_WEEKS[0], endDate: sundayOf(SEEDED_WEEKS[0]!), groupBy: 'none', includeCommissionAnalysis: false }),
    ).toMatchObject({ failure: 'not-synced' });
  });

  it('refuses a request that is not one Monday-Sunday week, or that it cannot read, saying why', async () => {
    expect(await ask({ companyId: companyA, startDate: '2026-10-27', endDate: '2026-11-02', groupBy: 'none', includeCommissionAnalysis: false })).toEqual({
      failure: 'invalid',
      message: 'A pay period runs Monday to Sunday: 2026-10-27 is a Tuesday.',
    });
    expect(await ask({ companyId: companyA, startDate: '2026-10-26', endDate: '2026-11-01', groupBy: 'region', includeCommissionAnalysis: false })).toEqual({
      failure: 'invalid',
      message: 'Group the report by one of none, team, business_unit',
    });
    const reply = await nats.request(PAY_REPORT_COMPUTE_V1, 'not json', { timeout: 10_000 });
    expect(reply.json()).toEqual({ failure: 'invalid', message: 'A pay report request is a JSON object' });
  });

  describe('hand-made rows (company D, the week of Monday 2025-06-02, Chicago on CDT: UTC-5)', () => {
    const insert = async (table: string, row: Record<string, unknown>) => {
      const full = {
        company_id: companyD,
        active: true,
        created_on: '2025-01-01T00:00:00Z',
        modified_on: '2025-06-10T00:00:00Z',
        raw: '{}',
        synced_at: '2025-06-10T00:00:00Z',
        ...row,
      };
      const columns = Object.keys(full);
      await sql.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(full));
    };
    const item = (id: number, employee: number, date: string, type: string, amount: string, extra: Record<string, unknown> = {}) =>
      insert('st_gross_pay_items', { id, employee_id: employee, employee_type: 'Technician', date, gross_pay_item_type: type, amount, ...extra });

    beforeAll(async () => {
      await sql.query(
        `INSERT INTO st_connections (company_id, auth_url, api_url, tenant_id, client_id, client_secret_sealed, app_key_sealed, source) VALUES ($1, 'x', 'x', '9', 'x', 'x', 'x', 'admin')`,
        [companyD],
      );
      await sql.query(`INSERT INTO st_sync_state (company_id, entity, state, synced_at) VALUES ($1, 'grossPayItems', 'ok', now())`, [companyD]);
      await insert('st_business_units', { id: 1, name: 'Electrical' });
      await insert('st_technicians', {
        id: 11,
        name: 'Ada Active',
        team: 'Service',
        business_unit_id: 1,
        hourly_rate: '25.00',
        commission_rate: '0.0500',
        sold_by_rate: '0.1000',
      });
      await insert('st_technicians', {
        id: 12,
        name: 'Idle Active',
        team: 'Service',
        business_unit_id: 1,
        hourly_rate: '20.00',
        commission_rate: '0.0300',
        sold_by_rate: '0.0500',
      });
      await insert('st_technicians', { id: 13, name: 'Gone Quiet', active: false, team: 'Install', business_unit_id: 1 });
      await insert('st_technicians', { id: 14, name: 'Gone Paid', active: false, team: null, business_unit_id: null });
      // Ada: regular, overtime, double overtime, paid time off, an adjustment, a reimbursement.
      await item(101, 11, '2025-06-02T00:00:00Z', 'TimesheetTime', '200.00', { paid_duration_hours: '8', paid_time_type: 'Regular' });
      await item(102, 11, '2025-06-03T00:00:00Z', 'TimesheetTime', '75.00', { paid_duration_hours: '2', paid_time_type: 'Overtime' });
      await item(103, 11, '2025-06-08T00:00:00Z', 'TimesheetTime', '50.00', { paid_duration_hours: '1', paid_time_type: 'DoubleOvertime' });
      await item(104, 11, '2025-06-05T00:00:00Z', 'TimesheetTime', '200.00', { paid_duration_hours: '8', paid_time_type: 'PaidTimeOff' });
      await item(105, 11, '2025-06-06T00:00:00Z', 'CustomBonus', '100.00');
      await item(106, 11, '2025-06-06T00:00:00Z', 'Reimbursement', '12.34');
      // Outside the week (the Sunday before, the Monday after) and a deleted item: not counted.
      await item(107, 11, '2025-06-01T00:00:00Z', 'TimesheetTime', '999.00', { paid_duration_hours: '40', paid_time_type: 'Regular' });
      await item(108, 11, '2025-06-09T00:00:00Z', 'TimesheetTime', '999.00', { paid_duration_hours: '40', paid_time_type: 'Regular' });
      await item(109, 11, '2025-06-04T00:00:00Z', 'CustomBonus', '999.00', { active: false });
      // An employee who is not a technician, with the same id: not counted.
      await item(110, 11, '2025-06-04T00:00:00Z', 'Salary', '999.00', { employee_type: 'Employee' });
      // An inactive technician who was paid that week.
      await item(111, 14, '2025-06-04T00:00:00Z', 'CustomBonus', '40.00');
      // A job completed Sunday 22:00 in Chicago (Monday 03:00 UTC): this week's. Ada 50%, Idle 50%.
      await insert('st_invoices', { id: 501, sub_total: '1000.00', total: '1080.00', job_id: 401 });
      await insert('st_jobs', { id: 401, job_number: '401', job_status: 'Completed', completed_on: '2025-06-09T03:00:00Z', invoice_id: 501 });
      await insert('st_job_splits', { id: 601, job_id: 401, technician_id: 11, split: '50' });
      await insert('st_job_splits', { id: 602, job_id: 401, technician_id: 12, split: '50' });
      // Ada sold an estimate on it; her commission 1000 x 50% x 5% = 25.00 and sold-by 400 x 10% = 40.00, paid on Monday (next week's date).
      await insert('st_estimates', { id: 701, job_id: 401, status: 'Sold', sold_on: '2025-06-08T20:00:00Z', sold_by: 11, subtotal: '400.00' });
      await item(112, 11, '2025-06-09T00:00:00Z', 'InvoiceRelatedBonus', '65.00', { job_id: 401 });
      // Idle's commission (15.00) paid 15.02: within... no, more than a cent off.
      await item(113, 12, '2025-06-08T00:00:00Z', 'InvoiceRelatedBonus', '15.02', { job_id: 401 });
      // A job completed Sunday 2025-06-01 23:30 in Chicago (Monday 04:30 UTC): the week before's.
      await insert('st_invoices', { id: 502, sub_total: '500.00', job_id: 402 });
      await insert('st_jobs', { id: 402, job_number: '402', job_status: 'Completed', completed_on: '2025-06-02T04:30:00Z', invoice_id: 502 });
      await insert('st_job_splits', { id: 603, job_id: 402, technician_id: 11, split: '100' });
      // Timesheets: dispatched Sunday 23:00 Chicago (counted, 1.5 h) and the Sunday before at 23:00 (not).
      await insert('st_timesheets', { id: 801, job_id: 401, technician_id: 11, dispatched_on: '2025-06-09T04:00:00Z', done_on: '2025-06-09T05:30:00Z' });
      await insert('st_timesheets', { id: 802, job_id: 402, technician_id: 11, dispatched_on: '2025-06-02T04:00:00Z', done_on: '2025-06-02T06:00:00Z' });
    });

    it('sorts paid hours by paid time type and pay into hourly, bonus and adjustments, within the week of Chicago', async () => {
      const result = await report({ companyId: companyD, startDate: '2025-06-02' });
      expect(result.from).toBe('2025-06-02T05:00:00.000Z');
      expect(result.to).toBe('2025-06-09T05:00:00.000Z');
      const ada = result.technicians.find((t) => t.technicianId === 11);
      expect(ada).toMatchObject({
        name: 'Ada Active',
        active: true,
        team: 'Service',
        businessUnitName: 'Electrical',
        hourlyRate: '25.00',
        commissionRate: '0.0500',
        regularHours: '8.00',
        overtimeHours: '2.00',
        doubleOvertimeHours: '1.00',
        paidTimeOffHours: '8.00',
        timesheetHours: '1.50',
        hourlyPay: '525.00',
        bonusPay: '0.00',
        adjustments: '112.34',
        totalGrossPay: '637.34',
        jobsCompleted: 1,
        revenueCredited: '500.00',
        estimatesSold: 1,
        soldByRevenue: '400.00',
      });
    });

    it('lists active technicians without activity with zeros and inactive ones only when they had activity', async () => {
      const result = await report({ companyId: companyD, startDate: '2025-06-02' });
      expect(result.technicians.map((t) => t.technicianId).sort()).toEqual([11, 12, 14]);
      expect(result.technicians.find((t) => t.technicianId === 14)).toMatchObject({
        name: 'Gone Paid',
        active: false,
        adjustments: '40.00',
        totalGrossPay: '40.00',
      });
      // A week with nothing at all: every active technician, all zeros.
      const empty = await report({ companyId: companyD, startDate: '2025-03-03' });
      expect(empty.technicians.map((t) => [t.technicianId, t.totalGrossPay, t.regularHours, t.jobsCompleted])).toEqual([
        [11, '0.00', '0.00', 0],
        [12, '0.00', '0.00', 0],
      ]);
      expect(empty.totals).toMatchObject({ technicians: 2, totalGrossPay: '0.00', jobsCompleted: 0 });
    });

    it('reconciles a commission paid the day after the week with its job, and flags a bonus a cent and more off', async () => {
      const result = await report({ companyId: companyD, startDate: '2025-06-02', includeCommissionAnalysis: true, groupBy: 'team' });
      const lines = result.commissionAnalysis!.lines;
      expect(lines.find((l) => l.technicianId === 11 && l.jobId === 401)).toMatchObject({
        invoiceSubtotal: '1000.00',
        split: '50.00',
        expectedCommission: '25.00',
        soldByCredit: '400.00',
        expectedSoldBy: '40.00',
        expectedTotal: '65.00',
        paidBonus: '65.00',
        bonusItems: 1,
        difference: '0.00',
        flag: null,
      });
      expect(lines.find((l) => l.technicianId === 12 && l.jobId === 401)).toMatchObject({
        expectedTotal: '15.00',
        paidBonus: '15.02',
        difference: '0.02',
        flag: 'amount-differs',
      });
      // Job 402 was completed the Sunday before (Chicago): not this week's line, and its missing bonus is that week's.
      expect(lines.some((l) => l.jobId === 402)).toBe(false);
      const before = await report({ companyId: companyD, startDate: '2025-05-26', includeCommissionAnalysis: true });
      expect(before.commissionAnalysis!.lines).toEqual([
        expect.objectContaining({ technicianId: 11, jobId: 402, expectedCommission: '25.00', paidBonus: '0.00', flag: 'split-without-bonus' }),
      ]);
      expect(result.groups.map((g) => [g.key, g.label, g.technicians, g.totalGrossPay])).toEqual([
        ['', 'No team', 1, '40.00'],
        ['Service', 'Service', 2, '652.36'],
      ]);
      expect(result.totals).toMatchObject({ technicians: 3, totalGrossPay: '692.36' });
    });
  });
});
