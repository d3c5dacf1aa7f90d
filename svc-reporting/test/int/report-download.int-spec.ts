import { jest } from '@jest/globals';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { ReportRepository, type ReportCursor } from '../../src/modules/service-titan/report/report.repository.js';
import { EXPORT_BATCH_ROWS } from '../../src/modules/service-titan/report/export/report-export.constants.js';
import { PDF_MAX_ROWS } from '../../src/modules/service-titan/report/export/pdf-export.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { connectToSandbox, sandboxSettings, startSandbox, syncSucceeded, type RunningSandbox } from '../support/sandbox.js';
import { csvRows, readXlsx, sheetValues } from '../support/report-files.js';

/*
 * download-report against a replica the sync filled from the sandbox: company A from tenant
 * 1000002, company L from tenant 1000003 with 150,000 invoices more written straight into its
 * replica (a large export), company C not connected. Each file is read back (csv-parse, exceljs,
 * pdf.js) and compared with generate-report's answer for the same definition.
 */

const TENANT_A = 1000002;
const TENANT_L = 1000003;
const LARGE_INVOICES = 150_000;
const TZ = 'America/Chicago';

/** 'YYYY-MM-DD HH:mm:ss' in Chicago, written apart from the service's helper. */
function chicago(iso: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en-CA', { timeZone: TZ });
  const time = d.toLocaleTimeString('en-GB', { timeZone: TZ, hourCycle: 'h23' });
  return `${day} ${time}`;
}

type Line = { type: string; depth: number; labels: Array<string | number | null>; values: Record<string, Record<string, number | null>> };
interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** The PDF's text per page, as a reader finds it (whitespace collapsed). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

describe('POST /api/service-titan/download-report', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let svc: TestService;
  let sql: pg.Client;
  const A = aCompanyId();
  const L = aCompanyId();
  const C = aCompanyId();
  const tokens = new Map<number, string>();

  async function generate<T>(companyId: number, body: unknown): Promise<T> {
    const res = await client(svc.url, tokens.get(companyId)!).post('/api/service-titan/generate-report', body);
    if (res.status !== 200) throw new Error(`generate-report answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as T;
  }

  async function download(companyId: number | null, body: unknown): Promise<Download> {
    const res = await fetch(`${svc.url}/api/service-titan/download-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(companyId === null ? {} : { authorization: `Bearer ${tokens.get(companyId)!}` }) },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function downloaded(companyId: number, body: unknown): Promise<Download> {
    const res = await download(companyId, body);
    if (res.status !== 200) throw new Error(`download-report answered ${res.status}: ${res.bytes.toString('utf8')}`);
    return res;
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_download');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, sandboxSettings(sandbox));
    sql = new pg.Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
    await sql.connect();
    for (const company of [A, L, C]) tokens.set(company, await issuer.sign({ id: aUserId(), companyId: company }));
    await connectToSandbox(svc.url, issuer, sandbox, A, TENANT_A);
    await connectToSandbox(svc.url, issuer, sandbox, L, TENANT_L);
    await syncSucceeded(svc, A);
    await syncSucceeded(svc, L);
    const { rows } = await sql.query<{ id: string }>(`SELECT id FROM st_business_units WHERE company_id = $1 ORDER BY id LIMIT 1`, [L]);
    await sql.query(
      `INSERT INTO st_invoices (company_id, id, active, created_on, modified_on, raw, synced_at, reference_number, invoice_date, sub_total, sales_tax, total, business_unit_id)
       SELECT $1, 900000000 + g, true, now(), now(), '{}'::jsonb, now(), 'BULK-' || g, timestamptz '2026-01-01 12:00Z' + (g % 300) * interval '1 day',
              (g % 1000) + 0.25, 1.5, (g % 1000) + 1.75, $2
       FROM generate_series(1, $3::int) AS g`,
      [L, rows[0]!.id, LARGE_INVOICES],
    );
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    await svc?.close();
    await sandbox?.stop();
    await issuer?.close();
    await db?.drop();
  });

  const JOBS = {
    selectedFields: ['jobs.jobNumber', 'jobs.total', 'customers.name', 'businessUnits.name', 'jobs.completedOn'],
    dateField: 'jobs.completedOn',
    dateRange: { startDate: '2026-06-01', endDate: '2026-08-31' },
    reportConfig: { name: 'Completed jobs, summer', format: 'table', sort: [{ fieldId: 'jobs.total', direction: 'desc' }] },
  };
  const PIVOT = {
    selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'],
    dateField: 'invoices.invoiceDate',
    dateRange: { startDate: '2026-01-01', endDate: '2026-06-30' },
    reportConfig: {
      name: 'Revenue by business unit',
      format: 'pivot',
      pivotConfig: {
        rows: ['businessUnits.name', 'jobTypes.name'],
        columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }],
        values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }, { aggregation: 'count' }],
      },
    },
  };

  describe('table reports', () => {
    it('writes the same rows as generate-report to a csv with a BOM, times in Chicago, as an attachment', async () => {
      const answer = await generate<{ data: Array<Record<string, unknown>>; total: number }>(A, { ...JOBS, pageSize: 1000 });
      expect(answer.total).toBeGreaterThan(20);
      expect(answer.total).toBeLessThanOrEqual(1000);
      const file = await downloaded(A, { reportData: JOBS, format: 'csv' });
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Completed jobs, summer \d{4}-\d{2}-\d{2}\.csv"$/);
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = csvRows(file.bytes);
      expect(header).toEqual(['Job Number', 'Job Total', 'Customer Name', 'Business Unit', 'Job Completed']);
      expect(rows).toEqual(
        answer.data.map((r) => [
          String(r['jobs.jobNumber'] ?? ''),
          r['jobs.total'] === null ? '' : String(r['jobs.total']),
          String(r['customers.name'] ?? ''),
          String(r['businessUnits.name'] ?? ''),
          r['jobs.completedOn'] === null ? '' : chicago(String(r['jobs.completedOn'])),
        ]),
      );
    });

    it('writes an xlsx with typed cells, money and date formats, a frozen header, an autofilter and widths', async () => {
      const answer = await generate<{ data: Array<Record<string, unknown>> }>(A, { ...JOBS, pageSize: 1000 });
      const file = await downloaded(A, { reportData: JOBS, format: 'xlsx', config: { title: 'Sommer – Aufträge' } });
      expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      // A title that is not plain ASCII: an ASCII fallback and the UTF-8 name (RFC 6266).
      expect(file.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Sommer _ Auftr_ge \d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''Sommer%20%E2%80%93%20Auftr%C3%A4ge%20/,
      );
      const workbook = await readXlsx(file.bytes);
      const sheet = workbook.getWorksheet('Report')!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBe('A1:E1');
      expect(sheet.getRow(1).font?.bold).toBe(true);
      const values = sheetValues(sheet);
      expect(values[0]).toEqual(['Job Number', 'Job Total', 'Customer Name', 'Business Unit', 'Job Completed']);
      expect(values.slice(1)).toEqual(
        answer.data.map((r) => [
          r['jobs.jobNumber'] ?? null,
          r['jobs.total'] ?? null,
          r['customers.name'] ?? null,
          r['businessUnits.name'] ?? null,
          // The Chicago wall time, as a date cell.
          r['jobs.completedOn'] === null ? null : new Date(`${chicago(String(r['jobs.completedOn'])).replace(' ', 'T')}Z`),
        ]),
      );
      expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getCell('B2').numFmt).toContain('"$"#,##0.00');
      expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm');
      for (const column of sheet.columns) expect(column.width).toBeGreaterThanOrEqual(8);
      const about = sheetValues(workbook.getWorksheet('About')!).map((r) => r[0]);
      expect(about).toEqual([
        'Sommer – Aufträge',
        'Job Completed: 2026-06-01 to 2026-08-31 (Chicago time)',
        'No filters',
        expect.stringMatching(/^Generated /),
        `${answer.data.length} rows`,
      ]);
    });

    it('escapes text cells that a spreadsheet would run as a formula, and leaves negative numbers numbers', async () => {
      const { rows } = await sql.query<{ id: string }>(`SELECT id FROM st_customers WHERE company_id = $1 ORDER BY id LIMIT 6`, [A]);
      const names = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturned'];
      for (const [i, name] of names.entries())
        await sql.query(`UPDATE st_customers SET name = $3, balance = $4 WHERE company_id = $1 AND id = $2`, [A, rows[i]!.id, name, -12.5 - i]);
      const definition = {
        selectedFields: ['customers.id', 'customers.name', 'customers.balance'],
        reportConfig: { filters: [{ fieldId: 'customers.id', operator: 'in', value: rows.map((r) => Number(r.id)) }], sort: [{ fieldId: 'customers.id' }] },
      };
      const [, ...lines] = csvRows((await downloaded(A, { reportData: definition, format: 'csv' })).bytes);
      expect(lines.map((l) => [l[1], l[2]])).toEqual(names.map((name, i) => [`'${name}`, String(-12.5 - i)]));

      const sheet = (await readXlsx((await downloaded(A, { reportData: definition, format: 'xlsx' })).bytes)).getWorksheet('Report')!;
      // In xlsx a text cell is never a formula: the names stay strings, exactly as written.
      for (const [i, name] of names.entries()) {
        expect(sheet.getCell(i + 2, 2).type).toBe(ExcelJS.ValueType.String);
        // (XML reads a carriage return in text as a line feed.)
        expect(sheet.getCell(i + 2, 2).value).toBe(name.replace('\r', '\n'));
        expect(sheet.getCell(i + 2, 3).value).toBe(-12.5 - i);
      }
    });

    it('prints a pdf with the title, date range, filters, the header on every page and page numbers', async () => {
      const definition = { ...JOBS, reportConfig: { ...JOBS.reportConfig, businessUnit: 'Plumbing' } };
      const answer = await generate<{ data: Array<Record<string, unknown>>; total: number }>(A, { ...definition, pageSize: 1000 });
      const file = await downloaded(A, { reportData: definition, format: 'pdf' });
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = await pdfPages(file.bytes);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages[0]).toContain('Completed jobs, summer');
      expect(pages[0]).toContain('Job Completed: 2026-06-01 to 2026-08-31 (Chicago time)');
      expect(pages[0]).toContain('Filters: Business Unit is Plumbing');
      expect(pages[0]).not.toContain('download CSV or XLSX');
      pages.forEach((page, i) => {
        expect(page).toContain('Job Number Job Total Customer Name Business Unit Job Completed');
        expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      });
      const text = pages.join(' ');
      for (const row of answer.data) expect(text).toContain(String(row['jobs.jobNumber']));
      const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
      expect(text).toContain(money.format(answer.data[0]!['jobs.total'] as number));
    });

    it('states the row cap in a pdf of more rows than it prints', async () => {
      const definition = { selectedFields: ['invoices.id', 'invoices.subTotal'], reportConfig: { sort: [{ fieldId: 'invoices.id' }] } };
      const { total } = await generate<{ total: number }>(L, definition);
      expect(total).toBeGreaterThan(LARGE_INVOICES);
      const started = performance.now();
      const pages = await pdfPages((await downloaded(L, { reportData: definition, format: 'pdf' })).bytes);
      process.stdout.write(`pdf of ${PDF_MAX_ROWS} of ${total} rows: ${Math.round(performance.now() - started)} ms, ${pages.length} pages\n`);
      expect(pages[0]).toContain(`First ${PDF_MAX_ROWS.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows: download CSV or XLSX for all.`);
      expect(pages.join(' ').match(/\$\d/g)?.length).toBe(PDF_MAX_ROWS);
    }, 120_000);
  });

  describe('pivot reports', () => {
    it('writes every line of the pivot, its subtotals and grand total flagged, to csv and xlsx as generate-report answers it', async () => {
      const answer = await generate<{ data: Line[]; pivot: { columnKeys: Array<{ key: string; labels: string[]; type: string }> } }>(A, {
        ...PIVOT,
        pageSize: 1000,
      });
      expect(answer.data.filter((l) => l.type === 'subtotal').length).toBeGreaterThan(1);
      const keys = answer.pivot.columnKeys;
      expect(keys.map((k) => k.labels[0] ?? 'Total')).toEqual(['2026-Q1', '2026-Q2', 'Total']);
      const expectedHeader = [
        'Business Unit',
        'Job Type',
        ...keys.flatMap((k) => [k.labels[0] ?? 'Total', k.labels[0] ?? 'Total'].map((t, i) => `${t} · ${i === 0 ? 'Sum of Invoice Subtotal' : 'Count'}`)),
        'Row Type',
      ];
      const typeWord = { data: 'Data', subtotal: 'Subtotal', grandTotal: 'Grand Total' } as Record<string, string>;
      const label = (line: Line, i: number) =>
        line.type === 'grandTotal' ? (i === 0 ? 'Grand Total' : null) : i >= line.labels.length ? null : (line.labels[i] ?? '(blank)');
      const cells = (line: Line) => keys.flatMap((k) => [line.values[k.key]?.['v0'] ?? null, line.values[k.key]?.['v1'] ?? null]);

      const [header, ...rows] = csvRows((await downloaded(A, { reportData: PIVOT, format: 'csv' })).bytes);
      expect(header).toEqual(expectedHeader);
      expect(rows).toEqual(
        answer.data.map((line) => [label(line, 0) ?? '', label(line, 1) ?? '', ...cells(line).map((v) => (v === null ? '' : String(v))), typeWord[line.type]]),
      );
      expect(rows.at(-1)![0]).toBe('Grand Total');

      const sheet = (await readXlsx((await downloaded(A, { reportData: PIVOT, format: 'xlsx' })).bytes)).getWorksheet('Report')!;
      const values = sheetValues(sheet);
      expect(values[0]).toEqual(expectedHeader);
      expect(values.slice(1)).toEqual(answer.data.map((line) => [label(line, 0), label(line, 1), ...cells(line), typeWord[line.type]]));
      answer.data.forEach((line, i) => expect({ i, bold: sheet.getRow(i + 2).getCell(3).font?.bold === true }).toEqual({ i, bold: line.type !== 'data' }));
      expect(sheet.getCell('D2').numFmt).toBe('#,##0');
    });

    it('prints the pivot in a pdf with its subtotal and grand total rows', async () => {
      const answer = await generate<{ data: Line[] }>(A, { ...PIVOT, pageSize: 1000 });
      const text = (await pdfPages((await downloaded(A, { reportData: PIVOT, format: 'pdf' })).bytes)).join(' ');
      expect(text).toContain('Revenue by business unit');
      expect(text).toContain('2026-Q1 · Sum of Invoice Subtotal');
      const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
      const grand = answer.data.at(-1)!;
      expect(text).toContain(`Grand Total ${money.format(grand.values['["2026-Q1"]']!['v0']!)}`);
      const subtotalRows = (text.match(/Subtotal/g)?.length ?? 0) - (text.match(/Invoice Subtotal/g)?.length ?? 0);
      expect(subtotalRows).toBe(answer.data.filter((l) => l.type === 'subtotal').length);
    });
  });

  it('writes a summary with a line per field', async () => {
    const definition = {
      selectedFields: ['invoices.subTotal', 'invoices.invoiceDate'],
      dateField: 'invoices.invoiceDate',
      dateRange: { startDate: '2026-05-01', endDate: '2026-05-31' },
      reportConfig: { format: 'summary' },
    };
    const answer = await generate<{ data: Array<Record<string, unknown>> }>(A, definition);
    const [header, subTotal, date] = csvRows((await downloaded(A, { reportData: definition, format: 'csv' })).bytes);
    expect(header).toEqual(['Field', 'Count', 'Sum', 'Average', 'Minimum', 'Maximum']);
    const s = answer.data[0]!;
    expect(subTotal).toEqual(['Invoice Subtotal', String(s['count']), String(s['sum']), String(s['avg']), String(s['min']), String(s['max'])]);
    expect(date).toEqual([
      'Invoice Date',
      String(answer.data[1]!['count']),
      '',
      '',
      chicago(String(answer.data[1]!['min'])),
      chicago(String(answer.data[1]!['max'])),
    ]);
  });

  describe('a large export', () => {
    const LARGE = {
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

    /** Records the rows of each FETCH of the service's cursors from now on. */
    function watchBatches(): { batches: number[]; restore: () => void } {
      const repository = svc.app.get(ReportRepository, { strict: false });
      const original = repository.openCursor.bind(repository);
      const batches: number[] = [];
      const spy = jest.spyOn(repository, 'openCursor').mockImplementation(async (...args: Parameters<ReportRepository['openCursor']>) => {
        const cursor: ReportCursor = await original(...args);
        return {
          ...cursor,
          next: async (n: number) => {
            const rows = await cursor.next(n);
            batches.push(rows.length);
            return rows;
          },
        };
      });
      return { batches, restore: () => spy.mockRestore() };
    }

    /** POSTs the download with node:http, so that the test decides when it reads. */
    function openDownload(companyId: number, body: unknown): Promise<IncomingMessage> {
      return new Promise((resolve, reject) => {
        const url = new URL(`${svc.url}/api/service-titan/download-report`);
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(companyId)!}` },
          },
          resolve,
        );
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    }

    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('streams a csv of every row from a cursor a batch at a time, waiting while the client does not read', async () => {
      const { total } = await generate<{ total: number }>(L, LARGE);
      const watch = watchBatches();
      let res: IncomingMessage | undefined;
      try {
        const started = performance.now();
        res = await openDownload(L, { reportData: LARGE, format: 'csv' });
        expect(res.statusCode).toBe(200);
        // One listener from the first byte to the last: a flowing stream may emit several chunks
        // before pause() takes, and a chunk emitted with no listener is lost.
        const chunks: Buffer[] = [];
        await new Promise<void>((resolve) =>
          res!.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            resolve();
          }),
        );
        res.pause();
        // The answer began after a few batches of the many the report has.
        const atFirstByte = watch.batches.length;
        const batchesInAll = Math.ceil(total / EXPORT_BATCH_ROWS);
        expect(atFirstByte).toBeLessThan(batchesInAll / 5);
        // While the client does not read, the export fetches only as the sockets' buffers take
        // bytes (the kernel grows them slowly), its snapshot idle: it waits on the client, not on
        // PostgreSQL. (That the writers stop outright without a reader: report-export-writers.spec.ts.)
        const seen: number[] = [];
        for (let i = 0; i < 7; i++) {
          await sleep(300);
          seen.push(watch.batches.length);
        }
        process.stdout.write(`batches fetched while the client does not read: ${seen.join(' ')} of ${batchesInAll}\n`);
        expect(watch.batches.length).toBeLessThan(batchesInAll / 2);
        // Its one snapshot is seen idle between two fetches (a fetch the buffers let through may be
        // under way at the first look, on a busy machine).
        await eventually(
          async () => {
            const { rows: idle } = await sql.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND query LIKE 'FETCH FORWARD%'`,
            );
            return idle[0]!.n === 1;
          },
          5000,
          50,
        );
        res.resume();
        await new Promise((resolve) => res!.once('end', resolve));
        const ms = performance.now() - started;
        const bytes = Buffer.concat(chunks);
        const [header, ...rows] = csvRows(bytes);
        process.stdout.write(
          `csv of ${rows.length} rows (${(bytes.length / 1e6).toFixed(1)} MB): ${Math.round(ms)} ms, ${seen.length * 300} ms of it paused\n`,
        );
        expect(header).toEqual(['Invoice ID', 'Invoice Number', 'Invoice Date', 'Invoice Subtotal', 'Sales Tax', 'Invoice Total', 'Business Unit']);
        expect(rows).toHaveLength(total);
        expect(rows.at(-1)![1]).toBe(`BULK-${LARGE_INVOICES}`);
        expect(Math.max(...watch.batches)).toBe(EXPORT_BATCH_ROWS);
        expect(watch.batches.reduce((a, b) => a + b, 0)).toBe(total);
      } finally {
        res?.destroy();
        watch.restore();
      }
    }, 120_000);

    it('streams an xlsx of every row', async () => {
      const { total } = await generate<{ total: number }>(L, LARGE);
      const started = performance.now();
      const file = await downloaded(L, { reportData: LARGE, format: 'xlsx' });
      const ms = performance.now() - started;
      let rows = 0;
      let last: unknown = null;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file.bytes), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        styles: 'ignore',
        hyperlinks: 'ignore',
      });
      for await (const sheet of reader) {
        for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
          if ((sheet as unknown as { name: string }).name !== 'Report') break;
          rows++;
          last = row.getCell(2).value;
        }
      }
      process.stdout.write(`xlsx of ${total} rows (${(file.bytes.length / 1e6).toFixed(1)} MB): ${Math.round(ms)} ms\n`);
      expect(rows).toBe(total + 1);
      expect(last).toBe(`BULK-${LARGE_INVOICES}`);
    }, 240_000);

    it('ends the export’s cursor when the client goes away', async () => {
      const res = await openDownload(L, { reportData: LARGE, format: 'xlsx' });
      await new Promise((resolve) => res.once('data', resolve));
      res.destroy();
      await eventually(
        async () => {
          const { rows } = await sql.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'FETCH FORWARD%' AND state <> 'idle'`,
          );
          return rows[0]!.n === 0 ? true : null;
        },
        10_000,
        100,
      );
      // The connection went back to the pool: the service still answers downloads.
      expect(
        (
          await downloaded(L, {
            reportData: { selectedFields: ['invoices.id'], reportConfig: { filters: [{ fieldId: 'invoices.id', operator: 'lt', value: 900000003 }] } },
            format: 'csv',
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([
      ['an unknown format', { reportData: { selectedFields: ['jobs.id'] }, format: 'docx' }, 'The download format must be csv, xlsx or pdf.'],
      ['no format', { reportData: { selectedFields: ['jobs.id'] } }, 'The download format must be csv, xlsx or pdf.'],
      ['no report', { format: 'csv' }, 'reportData must be the report definition (selectedFields, dateRange, dateField, reportConfig).'],
      [
        'a report that is a list',
        { reportData: ['jobs.id'], format: 'csv' },
        'reportData must be the report definition (selectedFields, dateRange, dateField, reportConfig).',
      ],
      ['no field', { reportData: { selectedFields: [] }, format: 'xlsx' }, 'Please select at least one field to generate a report.'],
      [
        'an unknown field',
        { reportData: { selectedFields: ['jobs.id; DROP TABLE st_jobs'] }, format: 'csv' },
        "Unknown field 'jobs.id; DROP TABLE st_jobs': choose fields from the field catalog.",
      ],
      [
        'a start after the end',
        {
          reportData: { selectedFields: ['jobs.id'], dateField: 'jobs.createdOn', dateRange: { startDate: '2026-05-02', endDate: '2026-05-01' } },
          format: 'pdf',
        },
        'The start date must be on or before the end date.',
      ],
      [
        'fields that cannot join',
        { reportData: { selectedFields: ['appointments.status', 'invoices.total'] }, format: 'csv' },
        expect.stringContaining('Needs join key: Appointments ↔ Invoices'),
      ],
    ])('answers 400 with a clear text for %s', async (_name, body, message) => {
      const res = await download(A, body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      const answer = JSON.parse(res.bytes.toString('utf8')) as { statusCode: number; message: unknown };
      expect(answer.statusCode).toBe(400);
      expect(Array.isArray(answer.message) ? answer.message : [answer.message]).toEqual([message]);
    });

    it('answers 400 for a title too long, 409 to a company that is not connected and 401 without a token', async () => {
      expect((await download(A, { reportData: { selectedFields: ['jobs.id'] }, format: 'csv', config: { title: 'x'.repeat(201) } })).status).toBe(400);
      const notConnected = await download(C, { reportData: { selectedFields: ['jobs.id'] }, format: 'csv' });
      expect(notConnected.status).toBe(409);
      expect(notConnected.bytes.toString('utf8')).toContain('ServiceTitan is not connected');
      expect((await download(null, { reportData: { selectedFields: ['jobs.id'] }, format: 'csv' })).status).toBe(401);
    });

    it("answers with the caller's company's rows only", async () => {
      const definition = {
        selectedFields: ['invoices.referenceNumber'],
        reportConfig: { filters: [{ fieldId: 'invoices.referenceNumber', operator: 'contains', value: 'BULK-' }] },
      };
      const [, ...ofA] = csvRows((await downloaded(A, { reportData: definition, format: 'csv' })).bytes);
      expect(ofA).toEqual([]);
    });
  });
});
