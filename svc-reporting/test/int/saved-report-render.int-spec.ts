import { signServiceToken } from '@milestone/nest-kit';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { aDefinition, aJobTable } from '../factories/saved-report.factory.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { connectToSandbox, sandboxSettings, startSandbox, syncSucceeded, type RunningSandbox } from '../support/sandbox.js';
import { csvRows, readXlsx, sheetValues } from '../support/report-files.js';

/*
 * POST /internal/saved-reports/{id}/render (issue 28, scheduled delivery): svc-tasks' worker has a
 * company's saved report rendered as a file. Company A is connected to sandbox tenant 1000002 (as
 * the download tests), company B to no tenant, so its reports answer 409. Each file is read back
 * and compared with what download-report writes for the same definition.
 */

const TENANT_A = 1000002;
const SECRET = 'a-service-token-secret-of-more-than-32-characters';
const TZ = 'America/Chicago';
const NOT_CONNECTED = 'ServiceTitan is not connected for your company. An owner or admin can connect it on the integration status page.';

interface FileAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** Today in Chicago, and `days` before it, computed apart from the service's calendar. */
function chicagoDaysBack(days: number): { startDate: string; endDate: string } {
  const endDate = new Date().toLocaleDateString('en-CA', { timeZone: TZ });
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  return { startDate: new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10), endDate };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  return sheetValues((await readXlsx(bytes)).getWorksheet('Report')!);
}

describe('POST /internal/saved-reports/{id}/render', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;
  const A = aCompanyId();
  const B = aCompanyId();
  const userOf = new Map<number, string>();

  async function post(path: string, body: unknown, bearer?: string): Promise<FileAnswer> {
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  const workerToken = () => signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-reporting' });

  async function render(id: number, body: unknown): Promise<FileAnswer> {
    return post(`/internal/saved-reports/${id}/render`, body, await workerToken());
  }

  async function rendered(id: number, body: unknown): Promise<FileAnswer> {
    const res = await render(id, body);
    if (res.status !== 200) throw new Error(`render answered ${res.status}: ${res.bytes.toString('utf8')}`);
    return res;
  }

  async function downloaded(companyId: number, body: unknown): Promise<FileAnswer> {
    const res = await post('/api/service-titan/download-report', body, userOf.get(companyId));
    if (res.status !== 200) throw new Error(`download-report answered ${res.status}: ${res.bytes.toString('utf8')}`);
    return res;
  }

  async function saved(companyId: number, name: string, definition: Record<string, unknown>): Promise<number> {
    const res = await client(svc.url, userOf.get(companyId)!).post('/api/reports', { name, definition });
    if (res.status !== 201) throw new Error(`saving answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body as { id: number }).id;
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_render');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, { ...sandboxSettings(sandbox), SERVICE_TOKEN_SECRET: SECRET });
    for (const company of [A, B]) userOf.set(company, await issuer.sign({ id: aUserId(), companyId: company, email: `dana@${company}.example` }));
    await connectToSandbox(svc.url, issuer, sandbox, A, TENANT_A);
    await syncSucceeded(svc, A);
  }, 300_000);

  afterAll(async () => {
    for (const stop of [() => svc?.close(), () => sandbox?.stop(), () => issuer?.close(), () => db?.drop()]) await stop();
  });

  const JOBS = aJobTable();

  it('renders the xlsx download-report writes for the saved definition, named after the report', async () => {
    const definition = aDefinition({ dateRange: { startDate: '2026-01-01', endDate: '2026-10-31' } });
    const id = await saved(A, 'Umsatz – by unit', definition);
    const file = await rendered(id, { companyId: A, format: 'xlsx' });
    const download = await downloaded(A, { reportData: definition, format: 'xlsx', config: { title: 'Umsatz – by unit' } });
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Umsatz _ by unit.xlsx"; filename*=UTF-8''Umsatz%20%E2%80%93%20by%20unit.xlsx`);
    expect(file.headers.get('x-report-name')).toBe('Umsatz%20%E2%80%93%20by%20unit');
    expect(decodeURIComponent(file.headers.get('x-report-name')!)).toBe('Umsatz – by unit');
    expect(file.headers.get('x-report-empty')).toBe('false');
    expect(file.headers.get('x-report-date-range')).toBe('2026-01-01/2026-10-31');
    const rows = await sheetRows(file.bytes);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows).toEqual(await sheetRows(download.bytes));
    // The pivot's data lines (not its subtotals or grand total).
    expect(Number(file.headers.get('x-report-rows'))).toBe(rows.filter((row) => row.at(-1) === 'Data').length);
  }, 60_000);

  it('computes a relative period when it renders, not the dates saved beside the preset', async () => {
    const id = await saved(A, 'Jobs of the last ten years', {
      ...JOBS,
      dateRange: { preset: 'last-3650-days', startDate: '2001-01-01', endDate: '2001-01-31' },
    });
    const period = chicagoDaysBack(3649);
    const file = await rendered(id, { companyId: A, format: 'csv' });
    expect(file.headers.get('x-report-date-range')).toBe(`${period.startDate}/${period.endDate}`);
    expect(file.headers.get('x-report-empty')).toBe('false');
    const [header, ...rows] = csvRows(file.bytes);
    expect(rows.length).toBeGreaterThan(20);
    expect(Number(file.headers.get('x-report-rows'))).toBe(rows.length);
    // The same rows as a download of the days the preset covers today.
    const [, ...expected] = csvRows((await downloaded(A, { reportData: { ...JOBS, dateRange: period }, format: 'csv' })).bytes);
    expect(header).toEqual(['Job Number', 'Job Total', 'Customer Name', 'Business Unit', 'Job Completed']);
    expect(rows).toEqual(expected);
    // generate-report reads the preset the same way and says which days it used.
    const answer = await client(svc.url, userOf.get(A)!).post('/api/service-titan/generate-report', {
      ...JOBS,
      dateRange: { preset: 'last-3650-days' },
      pageSize: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dateRange: { ...period, preset: 'last-3650-days' }, total: rows.length });
  }, 60_000);

  it('says X-Report-Empty: true for a report with no rows in its period, and still sends the file', async () => {
    const id = await saved(A, 'Jobs of January 2001', { ...JOBS, dateRange: { startDate: '2001-01-01', endDate: '2001-01-31' } });
    const file = await rendered(id, { companyId: A, format: 'csv' });
    expect(file.headers.get('x-report-empty')).toBe('true');
    expect(file.headers.get('x-report-rows')).toBe('0');
    expect(csvRows(file.bytes)).toEqual([['Job Number', 'Job Total', 'Customer Name', 'Business Unit', 'Job Completed']]);
    const pivot = await saved(A, 'Revenue of January 2001', aDefinition({ dateRange: { startDate: '2001-01-01', endDate: '2001-01-31' } }));
    const pdf = await rendered(pivot, { companyId: A, format: 'pdf' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-report-empty')).toBe('true');
  }, 60_000);

  it("answers 404 for another company's report and for an id that names none", async () => {
    const id = await saved(A, 'Revenue by unit', aDefinition());
    const notFound = { statusCode: 404, message: 'Saved report not found' };
    for (const [path, body] of [
      [id, { companyId: B, format: 'csv' }],
      [2_000_000_000, { companyId: A, format: 'csv' }],
      ['abc', { companyId: A, format: 'csv' }],
    ] as const) {
      const res = await post(`/internal/saved-reports/${path}/render`, body, await workerToken());
      expect({ status: res.status, body: JSON.parse(res.bytes.toString('utf8')) }).toEqual({ status: 404, body: notFound });
    }
  });

  it("answers 409 with the download's sentence when the company is not connected to ServiceTitan", async () => {
    const id = await saved(B, 'Revenue by unit', aDefinition());
    const res = await render(id, { companyId: B, format: 'xlsx' });
    expect({ status: res.status, body: JSON.parse(res.bytes.toString('utf8')) }).toEqual({ status: 409, body: { statusCode: 409, message: NOT_CONNECTED } });
  });

  it.each([
    [{ companyId: 1, format: 'docx' }, 'The format must be csv, xlsx or pdf.'],
    [{ format: 'csv' }, 'companyId must be a positive whole number.'],
    [{ companyId: '7', format: 'csv' }, 'companyId must be a positive whole number.'],
    [{ companyId: 0, format: 'csv' }, 'companyId must be a positive whole number.'],
  ])('answers 400 with the reason for the body %j', async (body, message) => {
    const res = await render(1, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(JSON.parse(res.bytes.toString('utf8')))).toContain(message);
  });

  it('refuses no token, a user token and a service token for another service (401)', async () => {
    const id = await saved(A, 'Revenue by unit', aDefinition());
    const body = { companyId: A, format: 'csv' };
    const forFiles = await signServiceToken(SECRET, { iss: 'svc-tasks', aud: 'svc-files' });
    for (const bearer of [undefined, userOf.get(A)!, forFiles]) {
      const res = await post(`/internal/saved-reports/${id}/render`, body, bearer);
      expect({ status: res.status, body: JSON.parse(res.bytes.toString('utf8')) }).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    }
  });
});
