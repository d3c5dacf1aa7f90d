import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { FIELDS } from '../../src/modules/service-titan/report/report-catalog.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { connectToSandbox, startSandbox, syncSucceeded, type RunningSandbox } from '../support/sandbox.js';

/*
 * The report builder against a replica the sync filled from the sandbox's generated tenants:
 * company A from tenant 1000002, company B from tenant 1000003 (another generated company),
 * company C not connected. Every figure a report answers is checked against one computed here
 * independently: the replica's rows read plainly (SELECT * per table) and joined, bucketed and
 * summed in JavaScript, in cents.
 */

const TENANT_A = 1000002;
const TENANT_B = 1000003;
const TZ = 'America/Chicago';

/** The Chicago day of an instant, YYYY-MM-DD (written apart from the service's own helper). */
const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: TZ });
const monthOf = (d: Date) => dayOf(d).slice(0, 7);
function mondayOf(d: Date): string {
  const day = new Date(`${dayOf(d)}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
const cents = (v: unknown) => (v === null || v === undefined ? 0 : Math.round(Number(v) * 100));
const inRange = (d: Date | null, from: string, to: string) => d !== null && dayOf(d) >= from && dayOf(d) <= to;

type Row = Record<string, unknown> & { id: string };
type Line = { type: string; depth: number; labels: unknown[]; other?: boolean; values: Record<string, Record<string, number | null>> };

describe('the report builder over the ServiceTitan replica', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;
  let sql: pg.Client;
  const encryptionKey = randomBytes(32).toString('base64');
  const A = aCompanyId();
  const B = aCompanyId();
  const C = aCompanyId();
  const tokens = new Map<number, string>();

  const as = (companyId: number) => client(svc.url, tokens.get(companyId)!);
  const generate = (companyId: number, body: unknown) => as(companyId).post('/api/service-titan/generate-report', body);
  async function report<T = Record<string, unknown>>(companyId: number, body: unknown): Promise<T> {
    const res = await generate(companyId, body);
    if (res.status !== 200) throw new Error(`generate-report answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as T;
  }

  /** The company's rows of a replica table, by id. */
  const tables = new Map<string, Map<string, Row>>();
  async function rowsOf(companyId: number, table: string): Promise<Map<string, Row>> {
    const key = `${companyId}:${table}`;
    if (!tables.has(key)) {
      const { rows } = await sql.query<Row>(`SELECT * FROM ${table} WHERE company_id = $1`, [companyId]);
      tables.set(key, new Map(rows.map((r) => [String(r.id), r])));
    }
    return tables.get(key)!;
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_report');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, {
      ST_SYNC_INTERVAL: '0',
      ST_ENCRYPTION_KEY: encryptionKey,
      ST_MAX_RPS: '50',
      ST_ALLOWED_HOSTS: sandbox.url,
    });
    sql = new pg.Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
    await sql.connect();
    for (const company of [A, B, C]) tokens.set(company, await issuer.sign({ id: aUserId(), companyId: company }));
    await connectToSandbox(svc.url, issuer, sandbox, A, TENANT_A);
    await connectToSandbox(svc.url, issuer, sandbox, B, TENANT_B);
    await syncSucceeded(svc, A);
    await syncSucceeded(svc, B);
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    await svc?.close();
    await sandbox?.stop();
    await issuer?.close();
    await db?.drop();
  });

  describe('the catalog', () => {
    it('answers the fields with their groups, the 15 join rules and the entities', async () => {
      const fields = await as(A).get('/api/service-titan/fields');
      expect(fields.status).toBe(200);
      expect(fields.body.fields).toHaveLength(FIELDS.length);
      expect(fields.body.fields).toContainEqual({
        id: 'invoices.subTotal',
        label: 'Invoice Subtotal',
        description: expect.any(String),
        type: 'number',
        entity: 'invoices',
        groupId: 'accounting',
        currency: true,
      });
      expect(fields.body.fieldGroups.map((g: { officialModule: string }) => g.officialModule)).toContain('CRM');
      const groups = await as(A).get('/api/service-titan/field-groups');
      expect(groups.body).toEqual(fields.body.fieldGroups);
      const rules = await as(A).get('/api/service-titan/join-rules');
      expect(rules.body).toHaveLength(15);
      expect(rules.body).toContainEqual(expect.objectContaining({ key: 'invoices.jobId', from: 'invoices', to: 'jobs', cardinality: 'many-to-one' }));
      const entities = await as(A).get('/api/service-titan/entities');
      expect(entities.body.map((e: { key: string }) => e.key)).toEqual(
        expect.arrayContaining(['customers', 'jobs', 'invoices', 'technicians', 'campaigns', 'appointments', 'locations', 'payments']),
      );
    });

    it('names only columns the migrated replica has', async () => {
      const { rows } = await sql.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_name LIKE 'st\\_%'`,
      );
      const columns = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
      const tableOf: Record<string, string> = Object.fromEntries(
        ((await as(A).get('/api/service-titan/entities')).body as Array<{ key: string }>).map((e) => [e.key, '']),
      );
      expect(Object.keys(tableOf)).toHaveLength(13);
      for (const field of FIELDS) {
        const table = {
          customers: 'st_customers',
          locations: 'st_locations',
          jobs: 'st_jobs',
          appointments: 'st_appointments',
          invoices: 'st_invoices',
          invoiceItems: 'st_invoice_items',
          payments: 'st_payments',
          estimates: 'st_estimates',
          jobSplits: 'st_job_splits',
          technicians: 'st_technicians',
          businessUnits: 'st_business_units',
          jobTypes: 'st_job_types',
          campaigns: 'st_campaigns',
        }[field.entity];
        const column = 'column' in field.source ? field.source.column : 'raw';
        expect(columns.has(`${table}.${column}`) ? field.id : `${field.id} has no column ${table}.${column}`).toBe(field.id);
      }
    });
  });

  describe('POST /api/service-titan/validate-field-selection', () => {
    it('greys appointment fields beside invoice fields, naming the relationship they lack', async () => {
      const res = await as(A).post('/api/service-titan/validate-field-selection', { selectedFieldIds: ['invoices.subTotal', 'appointments.status'] });
      expect(res.status).toBe(200);
      expect(res.body.valid).toBe(false);
      expect(res.body.errors).toEqual([expect.stringContaining('Needs join key: Appointments ↔ Invoices')]);

      const alone = await as(A).post('/api/service-titan/validate-field-selection', { selectedFieldIds: ['invoices.subTotal', 'businessUnits.name'] });
      expect(alone.body).toMatchObject({ valid: true, errors: [], grain: 'invoices' });
      expect(alone.body.compatibleFields).toContain('jobs.jobStatus');
      expect(alone.body.compatibleFields).not.toContain('appointments.status');
      expect(alone.body.incompatibleFields).toContainEqual({
        fieldId: 'appointments.status',
        reason: expect.stringContaining('both join Jobs (many-to-one)'),
        missingRelationship: { from: 'invoices', to: 'appointments' },
      });
    });

    it('takes appointments beside invoices when both are only summed or counted (each aggregated per job first)', async () => {
      const res = await as(A).post('/api/service-titan/validate-field-selection', {
        selectedFieldIds: ['businessUnits.name', 'invoices.subTotal', 'appointments.id'],
        valueFieldIds: ['invoices.subTotal', 'appointments.id'],
      });
      expect(res.body).toMatchObject({ valid: true, errors: [], grain: 'jobs' });
    });

    it('answers 400 for a body that is not a selection', async () => {
      expect((await as(A).post('/api/service-titan/validate-field-selection', { selectedFieldIds: 'jobs.id' })).status).toBe(400);
      expect((await as(A).post('/api/service-titan/validate-field-selection', {})).status).toBe(400);
    });
  });

  describe('table reports', () => {
    it('answers a page of completed jobs with their customer and unit, sorted by total, as the rows say', async () => {
      const from = '2026-06-01';
      const to = '2026-08-31';
      const body = {
        selectedFields: ['jobs.jobNumber', 'jobs.total', 'customers.name', 'businessUnits.name', 'jobs.completedOn'],
        dateField: 'jobs.completedOn',
        dateRange: { startDate: from, endDate: to },
        reportConfig: { format: 'table', sort: [{ fieldId: 'jobs.total', direction: 'desc' }] },
        page: 2,
        pageSize: 25,
      };
      const answer = await report<{ data: Array<Record<string, unknown>>; total: number; grain: string; columns: unknown[] }>(A, body);
      const jobs = await rowsOf(A, 'st_jobs');
      const customers = await rowsOf(A, 'st_customers');
      const units = await rowsOf(A, 'st_business_units');
      const expected = [...jobs.values()]
        .filter((j) => inRange(j['completed_on'] as Date | null, from, to))
        .sort((a, b) => cents(b['total']) - cents(a['total']) || (a['total'] === null ? 1 : 0) - (b['total'] === null ? 1 : 0) || Number(a.id) - Number(b.id));
      expect(answer.grain).toBe('jobs');
      expect(answer.total).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(50);
      expect(answer.data).toEqual(
        expected.slice(25, 50).map((j) => ({
          'jobs.jobNumber': j['job_number'],
          'jobs.total': j['total'] === null ? null : Number(j['total']),
          'customers.name': customers.get(String(j['customer_id']))?.['name'] ?? null,
          'businessUnits.name': units.get(String(j['business_unit_id']))?.['name'] ?? null,
          'jobs.completedOn': (j['completed_on'] as Date).toISOString(),
        })),
      );
    });

    it("applies the spec's Business Unit and Job Status filters and a filter on any field", async () => {
      const answer = await report<{ data: Array<Record<string, unknown>>; total: number }>(A, {
        selectedFields: ['jobs.id', 'jobs.jobStatus', 'businessUnits.name'],
        reportConfig: { businessUnit: 'Plumbing', jobStatus: 'Completed', filters: [{ fieldId: 'jobs.total', operator: 'gte', value: 500 }] },
        pageSize: 1000,
      });
      const units = await rowsOf(A, 'st_business_units');
      const plumbing = [...units.values()].find((u) => u['name'] === 'Plumbing')!.id;
      const expected = [...(await rowsOf(A, 'st_jobs')).values()].filter(
        (j) => String(j['business_unit_id']) === plumbing && j['job_status'] === 'Completed' && cents(j['total']) >= 50_000,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.total).toBe(expected.length);
      expect(answer.data.map((r) => r['jobs.id']).sort()).toEqual(expected.map((j) => Number(j.id)).sort());
      for (const row of answer.data) expect(row).toMatchObject({ 'jobs.jobStatus': 'Completed', 'businessUnits.name': 'Plumbing' });
    });

    it('lists each customer once when filtered by their jobs (EXISTS), not once per matching job', async () => {
      const answer = await report<{ data: Array<Record<string, unknown>>; total: number; grain: string }>(A, {
        selectedFields: ['customers.id', 'customers.name'],
        dateField: 'jobs.completedOn',
        dateRange: { startDate: '2026-07-01', endDate: '2026-09-30' },
        reportConfig: { businessUnit: 'Plumbing', jobStatus: 'Completed', sort: [{ fieldId: 'customers.id' }] },
        pageSize: 1000,
      });
      const units = await rowsOf(A, 'st_business_units');
      const plumbing = [...units.values()].find((u) => u['name'] === 'Plumbing')!.id;
      const matching = [...(await rowsOf(A, 'st_jobs')).values()].filter(
        (j) =>
          String(j['business_unit_id']) === plumbing &&
          j['job_status'] === 'Completed' &&
          inRange(j['completed_on'] as Date | null, '2026-07-01', '2026-09-30'),
      );
      const customers = [...new Set(matching.map((j) => Number(j['customer_id'])))].sort((a, b) => a - b);
      expect(matching.length).toBeGreaterThan(customers.length);
      expect(answer.grain).toBe('customers');
      expect(answer.total).toBe(customers.length);
      expect(answer.data.map((r) => r['customers.id'])).toEqual(customers.slice(0, 1000));
    });

    it('filters on the last 30 days in Chicago time when a date field is chosen without a range', async () => {
      const answer = await report<{ dateRange: { startDate: string; endDate: string } }>(A, { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn' });
      const today = dayOf(new Date());
      const start = new Date(new Date(`${today}T00:00:00Z`).getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
      expect(answer.dateRange).toEqual({ startDate: start, endDate: today });
    });
  });

  describe('pivot reports', () => {
    const from = '2026-01-01';
    const to = '2026-10-31';

    it('sums and truly averages invoice subtotals by business unit and job type x month, with subtotals and grand totals', async () => {
      const answer = await report<{ data: Line[]; total: number; pivot: { columnKeys: Array<{ key: string; type: string }> } }>(A, {
        selectedFields: ['businessUnits.name', 'jobTypes.name', 'invoices.invoiceDate', 'invoices.subTotal'],
        dateField: 'invoices.invoiceDate',
        dateRange: { startDate: from, endDate: to },
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['businessUnits.name', 'jobTypes.name'],
            columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
            values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }, { fieldId: 'invoices.subTotal', aggregation: 'avg' }, { aggregation: 'count' }],
          },
        },
        pageSize: 1000,
      });
      const invoices = [...(await rowsOf(A, 'st_invoices')).values()].filter((i) => inRange(i['invoice_date'] as Date, from, to));
      const jobs = await rowsOf(A, 'st_jobs');
      const jobTypes = await rowsOf(A, 'st_job_types');
      const units = await rowsOf(A, 'st_business_units');
      // Independent sums: key -> [cents, count].
      const sums = new Map<string, [number, number]>();
      const add = (key: string, value: unknown) => {
        const s = sums.get(key) ?? [0, 0];
        sums.set(key, [s[0] + cents(value), s[1] + (value === null ? 0 : 1)]);
      };
      for (const invoice of invoices) {
        const unit = units.get(String(invoice['business_unit_id']))?.['name'] ?? null;
        const job = jobs.get(String(invoice['job_id']));
        const type = (job && jobTypes.get(String(job['job_type_id']))?.['name']) ?? null;
        const month = monthOf(invoice['invoice_date'] as Date);
        for (const rowKey of [JSON.stringify([unit, type]), JSON.stringify([unit]), '[]']) {
          add(`${rowKey}|${JSON.stringify([month])}`, invoice['sub_total']);
          add(`${rowKey}|[]`, invoice['sub_total']);
        }
      }
      expect(invoices.length).toBeGreaterThan(100);
      let checked = 0;
      let subtotalAverageDiffersFromAverageOfAverages = false;
      for (const line of answer.data) {
        const rowKey = JSON.stringify(line.labels);
        for (const [columnKey, cell] of Object.entries(line.values)) {
          const [sum, count] = sums.get(`${rowKey}|${columnKey}`)!;
          expect({ at: `${rowKey} ${columnKey}`, sum: Math.round(cell['v0']! * 100), count: cell['v2'] }).toEqual({ at: `${rowKey} ${columnKey}`, sum, count });
          expect(cell['v1']).toBeCloseTo(sum / 100 / count, 6);
          checked++;
        }
        if (line.type === 'subtotal') {
          const children = answer.data.filter((l) => l.depth === 2 && l.labels[0] === line.labels[0]);
          const averageOfAverages = children.reduce((s, l) => s + l.values['[]']!['v1']!, 0) / children.length;
          if (Math.abs(averageOfAverages - line.values['[]']!['v1']!) > 0.01) subtotalAverageDiffersFromAverageOfAverages = true;
        }
      }
      // Every cell of the rollup was answered and checked: leaves, unit subtotals, the grand total, each by month and in all.
      expect(checked).toBe(sums.size);
      expect(answer.data.at(-1)).toMatchObject({ type: 'grandTotal', depth: 0, labels: [] });
      expect(answer.data.filter((l) => l.type === 'subtotal').map((l) => l.labels[0])).toEqual(['Electrical', 'General', 'HVAC', 'Plumbing']);
      expect(answer.pivot.columnKeys.at(-1)).toEqual({ key: '[]', labels: [], type: 'total' });
      expect(subtotalAverageDiffersFromAverageOfAverages).toBe(true);
    });

    it("hands the pivot's grand total with every page, so a pivot read a page at a time shows it from the first", async () => {
      const pivot = {
        selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'],
        dateField: 'invoices.invoiceDate',
        dateRange: { startDate: from, endDate: to },
        reportConfig: {
          format: 'pivot',
          pivotConfig: { rows: ['businessUnits.name', { fieldId: 'invoices.invoiceDate', dateBucket: 'month' }], values: ['invoices.subTotal'] },
        },
      };
      type Paged = { data: Line[]; total: number; pivot: { grandTotal: Line | null } };
      const whole = await report<Paged>(A, { ...pivot, pageSize: 1000 });
      const first = await report<Paged>(A, { ...pivot, page: 1, pageSize: 3 });
      const second = await report<Paged>(A, { ...pivot, page: 2, pageSize: 3 });
      expect(whole.total).toBeGreaterThan(6);
      expect(first.data.some((l) => l.type === 'grandTotal')).toBe(false);
      expect(first.pivot.grandTotal).toEqual(whole.data.at(-1));
      expect(second.pivot.grandTotal).toEqual(whole.data.at(-1));
      expect(whole.pivot.grandTotal).toMatchObject({ type: 'grandTotal', labels: [] });
    });

    it('gives column groups their subtotals: invoices by business unit x quarter and month, the quarter after its months', async () => {
      const answer = await report<{ data: Line[]; pivot: { columnKeys: Array<{ key: string; labels: unknown[]; type: string }> } }>(A, {
        selectedFields: ['businessUnits.name'],
        dateField: 'invoices.invoiceDate',
        dateRange: { startDate: from, endDate: to },
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['businessUnits.name'],
            columns: [
              { fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' },
              { fieldId: 'invoices.invoiceDate', dateBucket: 'month' },
            ],
            values: [{ aggregation: 'count' }],
          },
        },
      });
      const units = await rowsOf(A, 'st_business_units');
      const counts = new Map<string, number>();
      const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const invoice of (await rowsOf(A, 'st_invoices')).values()) {
        const date = invoice['invoice_date'] as Date;
        if (!inRange(date, from, to)) continue;
        const month = monthOf(date);
        const quarter = `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
        for (const row of [JSON.stringify([units.get(String(invoice['business_unit_id']))?.['name'] ?? null]), '[]']) {
          for (const column of [JSON.stringify([quarter, month]), JSON.stringify([quarter]), '[]']) bump(`${row}|${column}`);
        }
      }
      const cells = answer.data.flatMap((l) => Object.entries(l.values).map(([column, v]) => [`${JSON.stringify(l.labels)}|${column}`, v['v0']] as const));
      expect(new Map(cells)).toEqual(counts);
      const keys = answer.pivot.columnKeys;
      expect(keys.slice(0, 4).map((k) => [k.labels, k.type])).toEqual([
        [['2026-Q1', '2026-01'], 'data'],
        [['2026-Q1', '2026-02'], 'data'],
        [['2026-Q1', '2026-03'], 'data'],
        [['2026-Q1'], 'subtotal'],
      ]);
      expect(keys.at(-1)!.type).toBe('total');
    });

    it('counts each job once when appointments are counted beside the sum of job totals (a naive join would not)', async () => {
      const answer = await report<{ data: Line[]; grain: string }>(A, {
        selectedFields: ['businessUnits.name'],
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['businessUnits.name'],
            values: [
              { fieldId: 'jobs.total', aggregation: 'sum' },
              { fieldId: 'appointments.id', aggregation: 'count' },
            ],
          },
        },
      });
      expect(answer.grain).toBe('jobs');
      const jobs = [...(await rowsOf(A, 'st_jobs')).values()];
      const appointments = [...(await rowsOf(A, 'st_appointments')).values()];
      const units = await rowsOf(A, 'st_business_units');
      const perJob = new Map<string, number>();
      for (const a of appointments) perJob.set(String(a['job_id']), (perJob.get(String(a['job_id'])) ?? 0) + 1);
      expect([...perJob.values()].some((n) => n > 1)).toBe(true);
      let grand = 0;
      for (const name of ['Electrical', 'Plumbing', 'HVAC', 'General']) {
        const unitJobs = jobs.filter((j) => units.get(String(j['business_unit_id']))?.['name'] === name);
        const total = unitJobs.reduce((s, j) => s + cents(j['total']), 0);
        const count = unitJobs.reduce((s, j) => s + (perJob.get(j.id) ?? 0), 0);
        grand += total;
        const line = answer.data.find((l) => l.labels[0] === name)!;
        expect({ name, total: Math.round(line.values['[]']!['v0']! * 100), count: line.values['[]']!['v1'] }).toEqual({ name, total, count });
      }
      expect(Math.round(answer.data.at(-1)!.values['[]']!['v0']! * 100)).toBe(grand);
      // The same sum over jobs joined to their appointments repeats a job per visit: larger, so the check above would catch it.
      const { rows } = await sql.query<{ naive: string }>(
        `SELECT sum(j.total) AS naive FROM st_jobs j JOIN st_appointments a ON a.company_id = j.company_id AND a.job_id = j.id WHERE j.company_id = $1`,
        [A],
      );
      expect(cents(rows[0]!.naive)).toBeGreaterThan(grand);
    });

    it('averages invoice subtotals truly beside a count of done visits, both aggregated per job first, over the jobs that had one', async () => {
      const answer = await report<{ data: Line[]; grain: string }>(A, {
        selectedFields: ['businessUnits.name'],
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['businessUnits.name'],
            values: [
              { fieldId: 'invoices.subTotal', aggregation: 'avg' },
              { fieldId: 'appointments.id', aggregation: 'count' },
            ],
          },
          filters: [{ fieldId: 'appointments.status', operator: 'equals', value: 'Done' }],
        },
      });
      expect(answer.grain).toBe('jobs');
      const units = await rowsOf(A, 'st_business_units');
      const jobs = await rowsOf(A, 'st_jobs');
      const done = new Map<string, number>();
      for (const a of (await rowsOf(A, 'st_appointments')).values())
        if (a['status'] === 'Done') done.set(String(a['job_id']), (done.get(String(a['job_id'])) ?? 0) + 1);
      const byUnit = new Map<string, { cents: number; invoices: number; visits: number }>();
      const all = { cents: 0, invoices: 0, visits: 0 };
      for (const [jobId, visits] of done) {
        const job = jobs.get(jobId);
        if (!job) continue;
        const unit = String(units.get(String(job['business_unit_id']))?.['name'] ?? null);
        const s = byUnit.get(unit) ?? { cents: 0, invoices: 0, visits: 0 };
        s.visits += visits;
        all.visits += visits;
        for (const invoice of (await rowsOf(A, 'st_invoices')).values()) {
          if (String(invoice['job_id']) !== jobId || invoice['sub_total'] === null) continue;
          s.cents += cents(invoice['sub_total']);
          s.invoices += 1;
          all.cents += cents(invoice['sub_total']);
          all.invoices += 1;
        }
        byUnit.set(unit, s);
      }
      for (const line of answer.data) {
        const s = line.type === 'grandTotal' ? all : byUnit.get(String(line.labels[0]))!;
        expect(line.values['[]']!['v1']).toBe(s.visits);
        expect(line.values['[]']!['v0']).toBeCloseTo(s.cents / 100 / s.invoices, 6);
      }
      expect(answer.data).toHaveLength(byUnit.size + 1);
    });

    it('refuses to sum invoice subtotals by technician, which would count an invoice once per item', async () => {
      const res = await generate(A, {
        selectedFields: ['technicians.name', 'invoices.subTotal'],
        reportConfig: { format: 'pivot', pivotConfig: { rows: ['technicians.name'], values: ['invoices.subTotal'], aggregation: 'sum' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Sum of Invoice Subtotal would count each invoice once per invoice item');
    });

    it('keeps the top 3 campaigns by job count, the rest as Other, sorted by value with a hidden measure', async () => {
      const answer = await report<{ data: Line[]; pivot: { values: Array<{ key: string }> } }>(A, {
        selectedFields: ['campaigns.name'],
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['campaigns.name'],
            values: [
              { fieldId: 'jobs.total', aggregation: 'sum', hidden: true },
              { fieldId: 'jobs.id', aggregation: 'count' },
            ],
            sort: { by: 'value', direction: 'desc', valueKey: 'v0' },
            topN: 3,
          },
        },
      });
      const jobs = [...(await rowsOf(A, 'st_jobs')).values()];
      const campaigns = await rowsOf(A, 'st_campaigns');
      const byCampaign = new Map<string, { total: number; count: number }>();
      for (const j of jobs) {
        const name = String(campaigns.get(String(j['campaign_id']))?.['name'] ?? null);
        const s = byCampaign.get(name) ?? { total: 0, count: 0 };
        byCampaign.set(name, { total: s.total + cents(j['total']), count: s.count + 1 });
      }
      const ranked = [...byCampaign.entries()].sort((a, b) => b[1].total - a[1].total);
      expect(ranked.length).toBeGreaterThan(3);
      expect(answer.pivot.values.map((v) => v.key)).toEqual(['v1']);
      expect(answer.data.map((l) => [l.labels[0], l.other ?? false, l.values['[]']])).toEqual([
        ...ranked.slice(0, 3).map(([name, s]) => [name, false, { v1: s.count }]),
        ['Other', true, { v1: ranked.slice(3).reduce((n, [, s]) => n + s.count, 0) }],
        [undefined, false, { v1: jobs.length }],
      ]);
    });

    it('buckets dates by Monday weeks in Chicago time, sorted by label', async () => {
      const answer = await report<{ data: Line[] }>(A, {
        selectedFields: ['appointments.start'],
        dateField: 'appointments.start',
        dateRange: { startDate: '2026-03-01', endDate: '2026-04-30' },
        reportConfig: { format: 'pivot', pivotConfig: { rows: [{ fieldId: 'appointments.start', dateBucket: 'week' }], values: [{ aggregation: 'count' }] } },
      });
      const counts = new Map<string, number>();
      for (const a of (await rowsOf(A, 'st_appointments')).values()) {
        if (!inRange(a['start'] as Date, '2026-03-01', '2026-04-30')) continue;
        const week = mondayOf(a['start'] as Date);
        counts.set(week, (counts.get(week) ?? 0) + 1);
      }
      const leaves = answer.data.filter((l) => l.type === 'data');
      expect(leaves.map((l) => [l.labels[0], l.values['[]']!['v0']])).toEqual([...counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
      for (const l of leaves) expect(new Date(`${String(l.labels[0])}T12:00:00Z`).getUTCDay()).toBe(1);
    });
  });

  describe('summary reports', () => {
    it('counts, sums, averages and bounds invoice subtotals over the range', async () => {
      const from = '2026-05-01';
      const to = '2026-05-31';
      const answer = await report<{ data: Array<Record<string, unknown>>; rowCount: number }>(A, {
        selectedFields: ['invoices.subTotal', 'invoices.invoiceDate'],
        dateField: 'invoices.invoiceDate',
        dateRange: { startDate: from, endDate: to },
        reportConfig: { format: 'summary' },
      });
      const invoices = [...(await rowsOf(A, 'st_invoices')).values()].filter((i) => inRange(i['invoice_date'] as Date, from, to));
      const values = invoices
        .map((i) => i['sub_total'])
        .filter((v) => v !== null)
        .map(Number);
      const sum = invoices.reduce((s, i) => s + cents(i['sub_total']), 0);
      expect(answer.rowCount).toBe(invoices.length);
      const [subTotal] = answer.data;
      expect(subTotal).toMatchObject({ fieldId: 'invoices.subTotal', count: values.length, min: Math.min(...values), max: Math.max(...values) });
      expect(Math.round((subTotal!['sum'] as number) * 100)).toBe(sum);
      expect(subTotal!['avg']).toBeCloseTo(sum / 100 / values.length, 6);
    });
  });

  describe('tenancy and input', () => {
    it('answers each company from its own replica only, and 409 to a company that is not connected', async () => {
      const body = {
        selectedFields: ['businessUnits.name'],
        reportConfig: { format: 'pivot', pivotConfig: { rows: ['businessUnits.name'], values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }] } },
      };
      for (const company of [A, B]) {
        const answer = await report<{ data: Line[] }>(company, body);
        const total = [...(await rowsOf(company, 'st_invoices')).values()].reduce((s, i) => s + cents(i['sub_total']), 0);
        expect(Math.round(answer.data.at(-1)!.values['[]']!['v0']! * 100)).toBe(total);
      }
      const customersOfA = new Set([...(await rowsOf(A, 'st_customers')).values()].map((c) => c['name']));
      const listed = await report<{ data: Array<Record<string, unknown>> }>(B, { selectedFields: ['customers.name'], pageSize: 1000 });
      const customersOfB = new Set([...(await rowsOf(B, 'st_customers')).values()].map((c) => c['name']));
      expect(listed.data.every((r) => customersOfB.has(r['customers.name']))).toBe(true);
      expect(listed.data.filter((r) => customersOfA.has(r['customers.name']) && !customersOfB.has(r['customers.name']))).toEqual([]);
      const res = await generate(C, { selectedFields: ['jobs.id'] });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('ServiceTitan is not connected');
    });

    it.each([
      ['no field', { selectedFields: [] }, 'Please select at least one field to generate a report.'],
      [
        'an unknown field',
        { selectedFields: ['jobs.id; DROP TABLE st_jobs'] },
        "Unknown field 'jobs.id; DROP TABLE st_jobs': choose fields from the field catalog.",
      ],
      [
        'a date field that is not a date',
        { selectedFields: ['jobs.id'], dateField: 'jobs.total' },
        'Job Total is not a date field: choose a date field to filter by date.',
      ],
      [
        'a start after the end',
        { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn', dateRange: { startDate: '2026-05-02', endDate: '2026-05-01' } },
        'The start date must be on or before the end date.',
      ],
      [
        'a day that does not exist',
        { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn', dateRange: { startDate: '2026-02-30' } },
        'The start date must be a date (YYYY-MM-DD).',
      ],
      [
        'a text where a number goes',
        { selectedFields: ['jobs.id'], reportConfig: { filters: [{ fieldId: 'jobs.total', operator: 'gt', value: "1' OR '1'='1" }] } },
        "Job Total takes a number: '1' OR '1'='1' is not one.",
      ],
      [
        'a sum of text',
        {
          selectedFields: ['jobs.id'],
          reportConfig: { format: 'pivot', pivotConfig: { rows: ['jobs.jobStatus'], values: [{ fieldId: 'customers.name', aggregation: 'sum' }] } },
        },
        'Sum needs a number field: Customer Name is not a number.',
      ],
      ['an unknown format', { selectedFields: ['jobs.id'], reportConfig: { format: 'chart' } }, 'The report format must be table, pivot or summary.'],
      [
        'an unknown business unit',
        { selectedFields: ['jobs.id'], reportConfig: { businessUnit: 'Roofing' } },
        'Business Unit is one of All, Electrical, Plumbing, HVAC, General.',
      ],
      [
        'fields that cannot join',
        { selectedFields: ['appointments.status', 'invoices.total'] },
        expect.stringContaining('Needs join key: Appointments ↔ Invoices'),
      ],
    ])('answers 400 with a clear text for %s', async (_name, body, message) => {
      const res = await generate(A, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('still has every replica table after the input above', async () => {
      expect((await rowsOf(A, 'st_jobs')).size).toBeGreaterThan(0);
      const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM st_jobs WHERE company_id = $1', [A]);
      expect(Number(rows[0]!.n)).toBe((await rowsOf(A, 'st_jobs')).size);
    });
  });
});
