import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  pendingSchemaChanges,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { client, startReportingService } from '../support/reporting-service.js';

/*
 * A table of invoice items sorted by their invoice's subtotal is read keyed first (report-query.ts,
 * keyedPageSql: the invoices joined inner, walked by st_invoices_company_sub_total_idx). Its pages
 * must be exactly those of the LEFT JOINs: here a replica written by hand holds items whose invoice
 * is not in the replica, items without an invoice, an invoice without a subtotal, ties of subtotals
 * and items without a technician, and every page is compared with the order worked out here.
 */

interface Item {
  id: number;
  invoiceId: number | null;
  technicianId: number | null;
}
interface Invoice {
  id: number;
  jobId: number | null;
  subTotal: string | null;
}

const TECHNICIANS = new Map([
  [1, 'Avery'],
  [2, 'Blake'],
  [3, 'Casey'],
]);
const JOBS = new Map([
  [11, { number: 'J-11', status: 'Completed' }],
  [12, { number: 'J-12', status: 'Scheduled' }],
  [13, { number: 'J-13', status: 'InProgress' }],
]);
const INVOICES: Invoice[] = [
  { id: 101, jobId: 11, subTotal: '900.00' },
  { id: 102, jobId: 12, subTotal: '450.50' },
  // A tie with 102: its items follow by item id.
  { id: 103, jobId: 13, subTotal: '450.50' },
  { id: 104, jobId: null, subTotal: '12.00' },
  // No subtotal: its items sort with the items that have no invoice, last.
  { id: 105, jobId: 11, subTotal: null },
];
// 40 items over the invoices, an invoice that is not in the replica (999) and none, in an id order
// that is not the invoices' order.
const ITEMS: Item[] = Array.from({ length: 40 }, (_, i) => {
  const invoiceIds = [103, 999, 101, null, 105, 102, 104, 101];
  return { id: 5000 + ((i * 17) % 40), invoiceId: invoiceIds[i % invoiceIds.length]!, technicianId: i % 5 === 0 ? null : (i % 3) + 1 };
});

const FIELDS = ['jobs.jobNumber', 'jobs.jobStatus', 'invoices.referenceNumber', 'invoices.subTotal', 'technicians.name'];
type Row = Array<string | null>;

/** The rows of the LEFT JOINs, worked out here: each item with its invoice, job and technician, when the replica has them. */
function joinedRows(): Array<{ id: number; row: Row }> {
  const invoices = new Map(INVOICES.map((inv) => [inv.id, inv]));
  return ITEMS.map((item) => {
    const invoice = item.invoiceId === null ? undefined : invoices.get(item.invoiceId);
    const job = invoice?.jobId ? JOBS.get(invoice.jobId) : undefined;
    return {
      id: item.id,
      row: [
        job?.number ?? null,
        job?.status ?? null,
        invoice ? `INV-${invoice.id}` : null,
        invoice?.subTotal ?? null,
        item.technicianId === null ? null : TECHNICIANS.get(item.technicianId)!,
      ],
    };
  });
}

/** NULLS LAST in either direction, as the report builder sorts. */
function compareNullsLast(a: string | number | null, b: string | number | null, direction: 'asc' | 'desc'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return direction === 'asc' ? order : -order;
}

const money = (value: string | null) => (value === null ? null : Number(value));

/** The whole table in the report's order: by subtotal (largest first), then `thenBy` technician name, then item id. */
function expectedOrder(thenBy?: 'asc' | 'desc'): Row[] {
  return joinedRows()
    .sort(
      (a, b) => compareNullsLast(money(a.row[3]!), money(b.row[3]!), 'desc') || (thenBy ? compareNullsLast(a.row[4]!, b.row[4]!, thenBy) : 0) || a.id - b.id,
    )
    .map((r) => r.row);
}

describe('table pages sorted by a joined entity, read keyed first', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let data: DataSource;
  const A = aCompanyId();
  const B = aCompanyId();
  let asA: ReturnType<typeof client>;

  async function insert(companyId: number, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
    for (const row of rows) {
      const columns = ['company_id', 'active', 'created_on', 'modified_on', 'raw', 'synced_at', ...Object.keys(row)];
      const values = [companyId, true, new Date(), new Date(), {}, new Date(), ...Object.values(row)];
      await data.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, values);
    }
  }

  async function replicaOf(companyId: number): Promise<void> {
    await data.query(
      `INSERT INTO st_connections (company_id, auth_url, api_url, tenant_id, client_id, client_secret_sealed, app_key_sealed, source)
       VALUES ($1, 'http://127.0.0.1:9', 'http://127.0.0.1:9', '1000002', 'cid', 'sealed', 'sealed', 'company')`,
      [companyId],
    );
    await insert(
      companyId,
      'st_technicians',
      [...TECHNICIANS].map(([id, name]) => ({ id, name })),
    );
    await insert(
      companyId,
      'st_jobs',
      [...JOBS].map(([id, job]) => ({ id, job_number: job.number, job_status: job.status })),
    );
    await insert(
      companyId,
      'st_invoices',
      INVOICES.map((inv) => ({ id: inv.id, job_id: inv.jobId, reference_number: `INV-${inv.id}`, sub_total: inv.subTotal })),
    );
    await insert(
      companyId,
      'st_invoice_items',
      ITEMS.map((item) => ({ id: item.id, invoice_id: item.invoiceId, technician_id: item.technicianId, total: 1 })),
    );
  }

  /** A page as generate-report answers it, its cells as the expected rows write them. */
  async function page(body: Record<string, unknown>): Promise<{ rows: Row[]; total: number }> {
    const res = await asA.post('/api/service-titan/generate-report', { selectedFields: FIELDS, ...body });
    if (res.status !== 200) throw new Error(`generate-report answered ${res.status}: ${JSON.stringify(res.body)}`);
    const answer = res.body as { data: Array<Record<string, unknown>>; total: number };
    const cell = (id: string, value: unknown) =>
      value === null || value === undefined ? null : id === 'invoices.subTotal' ? Number(value).toFixed(2) : String(value);
    return { rows: answer.data.map((r) => FIELDS.map((id) => cell(id, r[id]))), total: answer.total };
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_table_pages');
    issuer = await createTestIssuer();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, { ST_SYNC_INTERVAL: '0' });
    data = svc.app.get(DataSource);
    await replicaOf(A);
    // Another company with the same ids: none of its rows may join company A's.
    await replicaOf(B);
    await data.query(`UPDATE st_invoices SET sub_total = 100000 WHERE company_id = $1`, [B]);
    asA = client(svc.url, await issuer.sign({ id: aUserId(), companyId: A }));
  }, 60_000);

  afterAll(async () => {
    for (const stop of [() => svc?.close(), () => issuer?.close(), () => db?.drop()]) await stop();
  });

  it('keeps the entities and the migrations in step (the new indexes are the migration’s)', async () => {
    expect(await pendingSchemaChanges(data)).toEqual([]);
    const indexes = await data.query(
      `SELECT indexname FROM pg_indexes WHERE indexname IN ('st_invoices_company_sub_total_idx', 'st_invoice_items_company_report_idx') ORDER BY 1`,
    );
    expect(indexes).toEqual([{ indexname: 'st_invoice_items_company_report_idx' }, { indexname: 'st_invoices_company_sub_total_idx' }]);
  });

  it('answers every page as the LEFT JOINs order them: the items without an invoice or a subtotal last, none dropped', async () => {
    const expected = expectedOrder();
    const keyed = expected.filter((row) => row[3] !== null).length;
    // The data holds both kinds, and a page of 7 that straddles them.
    expect(keyed).toBeGreaterThan(7);
    expect(expected.length - keyed).toBeGreaterThan(7);
    expect(keyed % 7).not.toBe(0);
    const sort = [{ fieldId: 'invoices.subTotal', direction: 'desc' }];
    const pages: Row[] = [];
    for (let n = 1; n <= Math.ceil(expected.length / 7); n++) {
      const answer = await page({ reportConfig: { format: 'table', sort }, page: n, pageSize: 7 });
      expect(answer.total).toBe(ITEMS.length);
      pages.push(...answer.rows);
    }
    expect(pages).toEqual(expected);
    expect((await page({ reportConfig: { format: 'table', sort }, pageSize: 50 })).rows).toEqual(expected);
    // A page past the rows is empty, not an error.
    expect((await page({ reportConfig: { format: 'table', sort }, page: 9, pageSize: 7 })).rows).toEqual([]);
  });

  it('orders the rows without a subtotal by the next sort key, as the plain statement does', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const sort = [
        { fieldId: 'invoices.subTotal', direction: 'desc' },
        { fieldId: 'technicians.name', direction },
      ];
      const first = await page({ reportConfig: { format: 'table', sort }, pageSize: 20 });
      const second = await page({ reportConfig: { format: 'table', sort }, page: 2, pageSize: 20 });
      expect([...first.rows, ...second.rows]).toEqual(expectedOrder(direction));
    }
  });

  it('keeps a filter on the rows of both parts', async () => {
    const sort = [{ fieldId: 'invoices.subTotal', direction: 'desc' }];
    const answer = await page({
      reportConfig: { format: 'table', sort, filters: [{ fieldId: 'technicians.name', operator: 'equals', value: 'Blake' }] },
      pageSize: 50,
    });
    const expected = expectedOrder().filter((row) => row[4] === 'Blake');
    expect(expected.some((row) => row[3] === null)).toBe(true);
    expect(answer).toEqual({ rows: expected, total: expected.length });
  });
});
