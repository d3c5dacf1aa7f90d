import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JsonLogger, loadEnv } from '@milestone/nest-kit';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { calculateExistingDwelling, calculateLoad, calculateLoadMethods, defaultLoadForm, formatNumber, type LoadCalculationForm } from '@milestone/loadcalc';
import { WorkerEnv } from '../../src/config/worker-env.schema.js';
import { WorkerAppModule } from '../../src/modules/execution/worker/worker.module.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { pdfText } from '../support/pdf-text.js';
import { downloadAs, removeWorkerDurables, runReaching, startFiles, workerSettings, type FilesProcess, purgeRunRequests } from './worker-harness.js';

// A load calculation form submitted as a run of its task (issue #15): svc-tasks' API checks it,
// the worker (in-process) computes it with @milestone/loadcalc and lays out the worksheet PDF, a
// real svc-files (its build) stores it, and the test reads the PDF's text as a user downloads it.

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
const apiName = `svc-tasks-worksheet-${uniqueSuffix()}`;
const workerName = `svc-tasks-worker-worksheet-${uniqueSuffix()}`;
const companyId = aCompanyId();
const userId = aUserId();

/** The form as the calculator's Submit sends it: the spec's defaults for a 2,000 sq ft house, filled in. */
const FORM: LoadCalculationForm = {
  ...defaultLoadForm(new Date(2025, 1, 3)),
  customerName: 'Jane Doe',
  customerEmail: 'jane@example.com',
  address: '12 Main St, Springfield',
  technician: 'Tom Tech',
  squareFeet: '2,000',
};

const EV_CHARGER = { name: 'EV charger', type: 'EV', watts: 9600, quantity: 1 } as const;

beforeAll(async () => {
  db = await createTestDatabase('worksheet');
  filesDb = await createTestDatabase('worksheet_files');
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
  const created = await as.post('/api/tasks', { name: 'Residential Load Calculation', type: 'form-processing' });
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

interface Submitted {
  executionId: number;
  fileName: string;
  size: number;
  text: string;
}

/** Submits the form as the calculator does, waits for the run, and downloads its one output as its user. */
async function submit(formData: Record<string, unknown>, dateCreated = '2025-02-03'): Promise<Submitted> {
  const res = await as.post(`/api/tasks/${taskId}/execute`, { dateCreated, formData: JSON.stringify(formData) });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ kind: 'worksheet', status: 'pending', parameters: { dateCreated, formData } });
  const done = await runReaching(ds, res.body.id as number, ['completed', 'failed', 'cancelled'], 60_000);
  expect({ status: done.status, error: done.error }).toEqual({ status: 'completed', error: null });
  expect(done.outputFiles).toHaveLength(1);
  const [output] = done.outputFiles;
  const stored = await files.query<{ name: string; size: number }>(`SELECT name, size FROM output_files WHERE execution_id = $1`, [done.id]);
  expect(stored).toEqual([{ name: output!.name, size: output!.size }]);

  const download = await downloadAs(`${files.url}/api/download-output/${done.id}/${encodeURIComponent(output!.name)}`, token);
  expect(download.status).toBe(200);
  // pdf.js takes a plain Uint8Array, not a Buffer.
  const bytes = new Uint8Array(download.bytes);
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(output!.size);
  return { executionId: done.id, fileName: output!.name, size: output!.size, text: await pdfText(bytes) };
}

function va(value: number): string {
  return `${formatNumber(value)} VA`;
}

function amperes(value: number | null): string {
  return `${formatNumber(value ?? Number.NaN)} A`;
}

async function runCount(): Promise<number> {
  const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions');
  return row.n;
}

describe('the load calculation worksheet', () => {
  it('completes a submitted form with one PDF: the customer, every NEC section, and calculateLoad’s figures as the screen formats them', async () => {
    const sut = await submit({ ...FORM });
    expect(sut.fileName).toBe('Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf');

    const standard = calculateLoad(FORM, { codeEdition: '2023' });
    if (!standard.ok) throw new Error('the form does not calculate');
    const { totals } = standard;
    // The figures of the screen's Load Summary, formatted as it formats them ('52,160 VA', '217.33 A', '225 A').
    expect(sut.text).toContain(
      `Total Net Load Amperes Recommended Service Panel Size ${va(totals.netVa)} ${amperes(totals.amperes)} ${amperes(totals.recommendedServiceAmperes)}`,
    );
    // Every line of the engine with its work, value and NEC section ('Total Net Load 57,200 − 5,040 − 0 VA — — 52,160 VA 220.40').
    const lineOf = (id: string) => standard.lineItems.find((line) => line.id === id)!;
    expect(sut.text).toContain(`Total Net Load ${lineOf('totals.net').rule} — — ${va(totals.netVa)} ${lineOf('totals.net').necSection}`);
    expect(sut.text).toContain(`Amperage ${va(totals.netVa)} ${va(totals.netVa)} / 240 V — — ${amperes(totals.amperes)} 220.5(A)`);
    expect(sut.text).toContain(`Water Heater 4,500 W × 1 ${lineOf('fastened.0').rule} × 0.75 75% ${va(lineOf('fastened.0').va)} 220.53`);
    expect(sut.text).toContain(`EV EV, 4,500 W × 1 ${lineOf('large.6').rule} — Min 7,200 ${va(lineOf('large.6').va)} 220.57`);
    for (const line of standard.lineItems) {
      expect(sut.text).toContain(line.description);
      expect(sut.text).toContain(line.necSection);
    }
    for (const text of [
      'Load Calculation Worksheet',
      'Customer Jane Doe',
      'jane@example.com',
      '12 Main St, Springfield',
      'Technician Tom Tech',
      'Feb 3, 2025',
      'NEC 2023',
    ]) {
      expect(sut.text).toContain(text);
    }
    expect(sut.text).toContain('A/C Unit 5,040 W omitted (220.60); 1,260 VA kept: 25% of the largest motor (220.60, 430.24)');
    expect(sut.text).toContain('Technician signature: Tom Tech');
    expect(sut.text).toContain('Inspector signature');

    // The optional method beside the standard one, with its service and which is lower.
    const methods = calculateLoadMethods(FORM, { codeEdition: '2023' });
    if (!methods.ok) throw new Error('the form does not calculate');
    expect(sut.text).toContain(
      `Optional Method NEC 220.82 LOWER Net Load Amperes Recommended Service ${va(methods.optional.netVa)} ${amperes(methods.optional.amperes)} ${amperes(methods.optional.recommendedServiceAmperes)}`,
    );
    expect(sut.text).toContain(
      `The optional method (220.82) gives the lower service: ${amperes(methods.optional.recommendedServiceAmperes)} against ${amperes(totals.recommendedServiceAmperes)} by the standard method.`,
    );
    expect(sut.text).not.toContain('Existing Dwelling');

    const run = (await as.get(`/api/executions/${sut.executionId}`)).body;
    expect(run).toMatchObject({
      kind: 'worksheet',
      status: 'completed',
      progress: 100,
      log: { success: true },
      outputFiles: [{ name: sut.fileName, size: sut.size }],
    });
    expect(run.log.stdout).toContain(
      `${va(totals.netVa)}, ${amperes(totals.amperes)}, recommended service ${amperes(totals.recommendedServiceAmperes)} (NEC 2023)`,
    );

    // It shows like any run: in /executions, and in the task's file repository with the PDF to download.
    const listed = (await as.get(`/api/executions?taskId=${taskId}`)).body as Array<{ id: number; kind: string; status: string }>;
    expect(listed.find((row) => row.id === sut.executionId)).toMatchObject({ kind: 'worksheet', status: 'completed' });
    const repository = client(files.url, token);
    const entry = await eventually(async () => {
      const answer = (await repository.get(`/api/tasks/${taskId}/files`)).body as Array<{
        executionId: number;
        status: string;
        outputFiles: Array<{ name: string; size: number }>;
      }>;
      return answer.find((row) => row.executionId === sut.executionId && row.status === 'completed');
    });
    expect(entry.outputFiles).toEqual([expect.objectContaining({ name: sut.fileName, size: sut.size })]);
  });

  it('applies the code edition: a 2017 worksheet shows its own, different net', async () => {
    const nec2017 = calculateLoad(FORM, { codeEdition: '2017' });
    const nec2023 = calculateLoad(FORM, { codeEdition: '2023' });
    if (!nec2017.ok || !nec2023.ok) throw new Error('the form does not calculate');
    expect(nec2017.totals.netVa).not.toBe(nec2023.totals.netVa);

    const sut = await submit({ ...FORM, codeEdition: '2017' });
    expect(sut.text).toContain('NEC 2017');
    expect(sut.text).toContain(`Total Net Load Amperes Recommended Service Panel Size ${va(nec2017.totals.netVa)} ${amperes(nec2017.totals.amperes)}`);
    expect(sut.text).not.toContain(va(nec2023.totals.netVa));
    // 2017's section numbers: general lighting 220.12, its demand Table 220.42.
    expect(sut.text).toContain('220.12');
    expect(sut.text).toContain('Table 220.42');
  });

  it('shows the 220.83 block when the existing-dwelling check is on: existing load, new load, result and whether the service suffices', async () => {
    const existingDwelling = { enabled: true, existingServiceAmperes: 200, newLoads: [EV_CHARGER] };
    const result = calculateExistingDwelling(FORM, { codeEdition: '2023', existingServiceAmperes: 200, newLoads: [{ ...EV_CHARGER }] });
    if (!result.ok) throw new Error('the check does not calculate');

    const sut = await submit({ ...FORM, customerName: '', existingDwelling });
    expect(sut.fileName).toBe('Load Calculation Worksheet - 2025-02-03.pdf');
    expect(sut.text).toContain(`Existing Dwelling: Loads Added NEC ${result.method}`);
    expect(sut.text).toContain(
      `Existing Load New Load Net Load Amperes Existing Service Existing Service Suffices ${va(result.existingLoadVa)} ${va(result.newLoadVa)} ${va(result.netVa)} ${amperes(result.amperes)} 200 A ${result.sufficient ? 'Yes' : 'No'}`,
    );
    expect(sut.text).toContain('New: EV charger');
  });

  it.each([
    ['no form', { dateCreated: '2025-02-03' }, 'formData is required: a load calculation runs from its submitted form'],
    ['a form without square footage', { formData: JSON.stringify({ ...FORM, squareFeet: '' }) }, 'Please enter a valid square footage'],
    ['a form without a technician', { formData: JSON.stringify({ ...FORM, technician: '  ' }) }, 'Please enter technician name'],
    ['an unknown code edition', { formData: JSON.stringify({ ...FORM, codeEdition: '1999' }) }, 'Please choose the NEC code edition: 2017, 2020, 2023'],
    [
      'an existing service of 0 A',
      { formData: JSON.stringify({ ...FORM, existingDwelling: { enabled: true, existingServiceAmperes: 0, newLoads: [EV_CHARGER] } }) },
      'Please enter the existing service rating in amperes, more than 0',
    ],
  ])('refuses %s with 400 and its text, and stores nothing', async (_label, body, message) => {
    const runs = await runCount();
    const [outbox] = await ds.query(`SELECT count(*)::int AS n FROM outbox`);
    const res = await as.post(`/api/tasks/${taskId}/execute`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect(await runCount()).toBe(runs);
    expect((await ds.query(`SELECT count(*)::int AS n FROM outbox`))[0].n).toBe(outbox.n);
  });
});
