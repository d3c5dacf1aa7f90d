import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JsonLogger, loadEnv } from '@milestone/nest-kit';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { PURCHASE_ORDER_FORM, defaultFormValues } from '@milestone/contracts/forms';
import { WorkerEnv } from '../../src/config/worker-env.schema.js';
import { WorkerAppModule } from '../../src/modules/execution/worker/worker.module.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { pdfText } from '../support/pdf-text.js';
import { readWorkbook } from '../support/workbook.js';
import { downloadAs, purgeRunRequests, removeWorkerDurables, runReaching, startFiles, workerSettings, type FilesProcess } from './worker-harness.js';

// A form task's Submit (issue 31): the Purchase Order Template's values sent to
// POST /api/tasks/{id}/execute with dateCreated and formData, checked by svc-tasks' API with the
// form's own texts, made by the worker (in-process: kind 'form') into the PDF of the filled form
// and the xlsx of its lines, stored by a real svc-files and read back as a user downloads them.

let db: TestDatabase;
let filesDb: TestDatabase;
let issuer: TestIssuer;
let files: FilesProcess;
let svc: TestService;
let worker: INestApplicationContext;
let ds: DataSource;
let token: string;
let as: ReturnType<typeof client>;
let taskId: number;
const apiName = `svc-tasks-form-${uniqueSuffix()}`;
const workerName = `svc-tasks-worker-form-${uniqueSuffix()}`;
const companyId = aCompanyId();
const userId = aUserId();

const LINES = [
  { part: 'QO120', description: 'Square D 20 A breaker', quantity: 3, unit: 'ea', unitPrice: 19.99 },
  { part: 'THHN-12', description: '12 AWG copper, black', quantity: 250, unit: 'ft', unitPrice: 0.33 },
  { part: 'HOM2040', description: 'Homeline 200 A panel', quantity: 1, unit: 'ea', unitPrice: 249.1 },
];
/** The order as the form's Submit sends it: the defaults (Special Order, WAREHOUSE), filled in. */
const ORDER = {
  ...defaultFormValues(PURCHASE_ORDER_FORM),
  poNumber: 'PO-2026-0042',
  vendor: 'Graybar Electric',
  requestedBy: 'Tom Tech',
  reference: 'Job 4411 - Jane Doe',
  taxRate: 8.25,
  notes: 'Hold at the will-call counter.',
  lines: LINES,
};
// By hand: 3 x 19.99 = 59.97; 250 x 0.33 = 82.50; 249.10; subtotal 391.57; tax 8.25% = 32.304525 -> 32.30; total 423.87.
const TOTALS = { subtotal: '$391.57', tax: '$32.30', total: '$423.87' };

beforeAll(async () => {
  db = await createTestDatabase('form_run');
  filesDb = await createTestDatabase('form_run_files');
  issuer = await createTestIssuer();
  files = await startFiles(filesDb, issuer.identityUrl);
  svc = await startTasksService(db, issuer, apiName);
  ds = svc.app.get(DataSource);
  await purgeRunRequests();
  const env = loadEnv(WorkerEnv, workerSettings(db, files));
  worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(env, { serviceName: workerName }), {
    logger: process.env['TEST_LOG_LEVEL'] ? new JsonLogger('worker', process.env['TEST_LOG_LEVEL']) : false,
  });
  await worker.init();
  token = await issuer.sign({ id: userId, companyId, role: 'admin' });
  as = client(svc.url, token);
  await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Tom', 'Tech', 'admin')`, [
    userId,
    companyId,
    `tom${userId}@acme.example`,
  ]);
  const created = await as.post('/api/tasks', { name: 'Purchase Order Template', type: 'form-processing', config: { form: PURCHASE_ORDER_FORM } });
  expect(created.status).toBe(201);
  taskId = created.body.id as number;
  await files.knowTask(companyId, taskId);
}, 180_000);

afterAll(async () => {
  await worker?.close();
  await svc?.close();
  await removeDurables(apiName);
  await removeWorkerDurables(workerName);
  await files?.close();
  await issuer?.close();
  await db?.drop();
  await filesDb?.drop();
}, 60_000);

async function runCount(): Promise<number> {
  const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions');
  return row.n;
}

async function download(executionId: number, name: string): Promise<Buffer> {
  const answer = await downloadAs(`${files.url}/api/download-output/${executionId}/${encodeURIComponent(name)}`, token);
  expect(answer.status).toBe(200);
  return answer.bytes;
}

describe('a submitted form (kind form)', () => {
  it('makes the PDF of the purchase order, with its date, Special Order, WAREHOUSE and the totals, and the xlsx of its lines', async () => {
    const res = await as.post(`/api/tasks/${taskId}/execute`, { dateCreated: '2026-12-07', formData: JSON.stringify(ORDER) });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      kind: 'form',
      status: 'pending',
      parameters: { dateCreated: '2026-12-07', formData: { poNumber: 'PO-2026-0042', dateCreated: '2026-12-07' } },
    });
    const done = await runReaching(ds, res.body.id as number, ['completed', 'failed', 'cancelled'], 120_000);
    expect({ status: done.status, error: done.error }).toEqual({ status: 'completed', error: null });
    const names = done.outputFiles.map((file: { name: string }) => file.name);
    expect(names).toEqual(['Purchase Order Template PO-2026-0042 2026-12-07.pdf', 'Purchase Order Template PO-2026-0042 2026-12-07.xlsx']);

    const pdf = await download(done.id, names[0]!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(pdf));
    for (const shown of [
      'Purchase Order Template',
      'Date Created: 2026-12-07',
      'Order Type Special Order',
      'Ship To WAREHOUSE',
      'Vendor Graybar Electric',
      'PO Number PO-2026-0042',
      'Job 4411 - Jane Doe',
    ]) {
      expect(text).toContain(shown);
    }
    // Each line with its total, then the totals as the screen shows them.
    expect(text).toContain('QO120 Square D 20 A breaker 3 ea $19.99 $59.97');
    expect(text).toContain('THHN-12 12 AWG copper, black 250 ft $0.33 $82.50');
    expect(text).toContain(`Subtotal ${TOTALS.subtotal}`);
    expect(text).toContain(`Tax ${TOTALS.tax}`);
    expect(text).toContain(`Total ${TOTALS.total}`);
    expect(text).toContain('Hold at the will-call counter.');

    const workbook = await readWorkbook(await download(done.id, names[1]!));
    const sheet = workbook.getWorksheet('Line Items')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Part', 'Description', 'Quantity', 'Unit', 'Unit Price', 'Line Total']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'QO120', 'Square D 20 A breaker', 3, 'ea', 19.99, 59.97]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'HOM2040', 'Homeline 200 A panel', 1, 'ea', 249.1, 249.1]);
    // Under the lines, the form's computed totals beside their labels.
    const totals = [6, 7, 8].map((n) => (sheet.getRow(n).values as unknown[]).slice(5, 7));
    expect(totals).toEqual([
      ['Subtotal', 391.57],
      ['Tax', 32.3],
      ['Total', 423.87],
    ]);

    const run = (await as.get(`/api/executions/${done.id}`)).body;
    expect(run.log.stdout).toContain('subtotal 391.57, tax 32.30, total 423.87');
    const listed = (await as.get(`/api/executions?taskId=${taskId}`)).body as Array<{ id: number; kind: string; status: string }>;
    expect(listed.find((row) => row.id === done.id)).toMatchObject({ kind: 'form', status: 'completed' });
  }, 180_000);

  it("refuses an order the form's Submit would refuse, with the form's own text, and stores no run", async () => {
    const before = await runCount();
    const noPrice = await as.post(`/api/tasks/${taskId}/execute`, {
      dateCreated: '2026-12-07',
      formData: JSON.stringify({ ...ORDER, lines: [{ part: 'QO120', quantity: 2 }] }),
    });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Line Items, line 1: Enter the unit price');
    const noDate = await as.post(`/api/tasks/${taskId}/execute`, { formData: JSON.stringify({ ...ORDER, dateCreated: null }) });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe('Pick the date the order was created');
    const noLines = await as.post(`/api/tasks/${taskId}/execute`, { dateCreated: '2026-12-07', formData: JSON.stringify({ ...ORDER, lines: [] }) });
    expect(noLines.body.message).toBe('Add at least one line item');
    const noForm = await as.post(`/api/tasks/${taskId}/execute`, { dateCreated: '2026-12-07' });
    expect(noForm.body.message).toBe('formData is required: a form runs from its submitted values');
    expect(await runCount()).toBe(before);
  });

  it('refuses to run a task whose form definition is wrong, saying what is wrong', async () => {
    const broken = {
      ...PURCHASE_ORDER_FORM,
      sections: [{ id: 'a', title: 'A', items: [{ id: 'total', label: 'Total', type: 'currency', compute: 'subtotal + tax' }] }],
    };
    const created = await as.post('/api/tasks', { name: 'Broken order', type: 'form-processing', config: { form: broken } });
    expect(created.status).toBe(201);
    const res = await as.post(`/api/tasks/${created.body.id}/execute`, { formData: JSON.stringify({}) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The task's form is not valid: The computation of 'Total' (total) refers to an unknown field 'subtotal'");
  });
});
