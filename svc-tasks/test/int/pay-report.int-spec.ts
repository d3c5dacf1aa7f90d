import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { PAY_REPORT_COMPUTE_V1, type PayReportComputeReplyV1, type PayReportComputeRequestV1 } from '@milestone/contracts';
import { JsonLogger, loadEnv } from '@milestone/nest-kit';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  TEST_NATS_URL,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { WorkerEnv } from '../../src/config/worker-env.schema.js';
import { WorkerAppModule } from '../../src/modules/execution/worker/worker.module.js';
import { NO_REPORTING_ERROR } from '../../src/modules/execution/pay-report/pay-report-runner.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { aPayReport } from '../factories/pay-report.factory.js';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { readWorkbook } from '../support/workbook.js';
import {
  downloadAs,
  executionOf,
  removeWorkerDurables,
  runReaching,
  startFiles,
  workerSettings,
  type FilesProcess,
  purgeRunRequests,
} from './worker-harness.js';

// The technician pay report run (issue 29): svc-tasks' API checks the page's parameters and queues
// a `report` run; the worker (in-process) asks reporting.pay-report.compute.v1 on the real NATS
// subject, where a test double speaking the contract answers a known report; it writes the xlsx
// and the CSV, and a real svc-files (its build) stores them, read back here as a user downloads them.

let db: TestDatabase;
let filesDb: TestDatabase;
let issuer: TestIssuer;
let files: FilesProcess;
let svc: TestService;
let worker: INestApplicationContext;
let ds: DataSource;
let nc: NatsConnection;
let responder: Subscription | null = null;
const apiName = `svc-tasks-pay-report-${uniqueSuffix()}`;
const workerName = `svc-tasks-worker-pay-report-${uniqueSuffix()}`;

interface Member {
  id: number;
  companyId: number;
  token: string;
  as: ReturnType<typeof client>;
  taskId: number;
}
let ada: Member;
let outsider: Member;
let lonely: Omit<Member, 'taskId'>;

/** What the double answers a request with (the known report of the asking company by default), and what it was asked. */
let answer: (request: PayReportComputeRequestV1) => Promise<PayReportComputeReplyV1>;
const asked: PayReportComputeRequestV1[] = [];
const knownReport = (request: PayReportComputeRequestV1) =>
  Promise.resolve<PayReportComputeReplyV1>({
    report: aPayReport(request.companyId, { groupBy: request.groupBy, ...(request.includeCommissionAnalysis ? {} : { commissionAnalysis: null }) }),
  });

function serveReports(): void {
  responder = nc.subscribe(PAY_REPORT_COMPUTE_V1, {
    queue: 'svc-reporting',
    callback: (_error, msg) => {
      const request = msg.json<PayReportComputeRequestV1>();
      asked.push(request);
      void answer(request).then((reply) => msg.respond(JSON.stringify(reply)));
    },
  });
}

async function member(role: 'admin' | 'user', withTask: boolean): Promise<Member> {
  const id = aUserId();
  const companyId = aCompanyId();
  const token = await issuer.sign({ id, companyId, role });
  const as = client(svc.url, token);
  await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Ada', 'Admin', $4)`, [
    id,
    companyId,
    `u${id}@acme.example`,
    role,
  ]);
  let taskId = 0;
  if (withTask) {
    const created = await as.post('/api/tasks', { name: 'Technician Pay Report', type: 'api-reporting', description: 'The weekly payroll file' });
    expect(created.status).toBe(201);
    taskId = created.body.id as number;
    await files.knowTask(companyId, taskId);
  }
  return { id, companyId, token, as, taskId };
}

beforeAll(async () => {
  db = await createTestDatabase('pay_report');
  filesDb = await createTestDatabase('pay_report_files');
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
  nc = await connect({ servers: TEST_NATS_URL });
  answer = knownReport;
  serveReports();
  ada = await member('admin', true);
  outsider = await member('admin', true);
  lonely = await member('user', false);
}, 180_000);

afterAll(async () => {
  responder?.unsubscribe();
  await nc?.close();
  await worker?.close();
  await svc?.close();
  await removeDurables(apiName);
  await removeWorkerDurables(workerName);
  await files?.close();
  await issuer?.close();
  await db?.drop();
  await filesDb?.drop();
}, 60_000);

const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };
const PAGE = { ...WEEK, output_file: 'Payroll week 47', group_by: 'team', include_commission_analysis: true, use_weekly_periods: true };

async function runCount(): Promise<number> {
  const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions');
  return row.n as number;
}

describe('POST /api/tasks/execute for the Technician Pay Report', () => {
  it.each([
    ['no period', {}, 'Please select a pay period.'],
    ['a period starting on a Tuesday', { start_date: '2026-11-17', end_date: '2026-11-23' }, 'A pay period runs Monday to Sunday: 2026-11-17 is a Tuesday.'],
    [
      'two weeks',
      { start_date: '2026-11-16', end_date: '2026-11-29' },
      'A pay period is one Monday-Sunday week: the week of 2026-11-16 ends on 2026-11-22, not 2026-11-29.',
    ],
    ['a day that does not exist', { start_date: '2026-02-30', end_date: '2026-03-08' }, 'The pay period needs a start and an end date written YYYY-MM-DD.'],
    ['an unknown group_by', { ...WEEK, group_by: 'region' }, 'group_by must be one of none, team, business_unit, not "region"'],
    [
      'an output file in a folder',
      { ...WEEK, output_file: '../payroll.xlsx' },
      'output_file must be a file name without a folder: "../payroll.xlsx" names a path',
    ],
    [
      'an output file with a bad character',
      { ...WEEK, output_file: 'pay<roll>' },
      'output_file may hold letters, digits, spaces and - _ . , ( ) & + \' # only: "pay<roll>" holds "<"',
    ],
    ['monthly periods', { ...WEEK, use_weekly_periods: false }, 'The pay report runs on weekly pay periods only: use_weekly_periods must be true'],
  ])('answers 400 for %s, queuing nothing', async (_case, parameters, message) => {
    const before = await runCount();
    const res = await ada.as.post('/api/tasks/execute', { taskId: ada.taskId, parameters });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    expect(await runCount()).toBe(before);
  });

  it('answers 404 ‘Technician Pay Report task not found’ without a taskId in a company that has none', async () => {
    const res = await lonely.as.post('/api/tasks/execute', { parameters: PAGE });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Technician Pay Report task not found' });
  });

  it('answers 404 for another company’s pay report task, and its company is never asked for', async () => {
    const before = await runCount();
    const asks = asked.length;
    const res = await ada.as.post('/api/tasks/execute', { taskId: outsider.taskId, parameters: PAGE });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Task not found' });
    expect(await runCount()).toBe(before);
    const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions WHERE task_id = $1', [outsider.taskId]);
    expect(row.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.slice(asks).filter((request) => request.companyId === outsider.companyId)).toEqual([]);
  });

  it('needs no script: Run Task on the card is the pay report too, and asks for a period', async () => {
    const res = await ada.as.post(`/api/tasks/${ada.taskId}/execute`);
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'Please select a pay period.' });
  });
});

describe('a pay report run', () => {
  it('asks for the caller’s company’s week, reports its steps, and stores the xlsx and the CSV whose totals are the reply’s', async () => {
    // The double answers after a moment, so the run is seen computing.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async (request) => {
      await held;
      return knownReport(request);
    };
    const started = Date.now();
    const res = await ada.as.post('/api/tasks/execute', { taskId: ada.taskId, parameters: PAGE });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      taskId: ada.taskId,
      kind: 'report',
      status: 'pending',
      parameters: { ...PAGE, output_file: 'Payroll week 47.xlsx' },
    });
    const id = res.body.id as number;
    const computing = await eventually(
      async () => {
        const run = await executionOf(ds, id);
        return run.progressMessage?.startsWith('Computing') ? run : null;
      },
      20_000,
      25,
    );
    expect({ status: computing.status, progress: computing.progress }).toEqual({ status: 'running', progress: 15 });
    release();

    const done = await runReaching(ds, id, ['completed', 'failed', 'cancelled'], 30_000);
    const elapsed = Date.now() - started;
    expect({ status: done.status, error: done.error }).toEqual({ status: 'completed', error: null });
    expect(asked.at(-1)).toEqual({
      companyId: ada.companyId,
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      groupBy: 'team',
      includeCommissionAnalysis: true,
    });

    const shown = (await ada.as.get(`/api/executions/${id}`)).body;
    expect(shown).toMatchObject({ status: 'completed', progress: 100, error: null, log: { success: true } });
    expect(shown.log.stdout).toContain('Technician Pay Report 2026-11-16 to 2026-11-22: 3 technicians, total gross pay 2019.25');
    expect(shown.outputFiles.map((file: { name: string }) => file.name)).toEqual(['Payroll week 47.xlsx', 'Payroll week 47.csv']);
    expect(shown.result).toEqual({ output_files: ['Payroll week 47.xlsx', 'Payroll week 47.csv'] });

    const [xlsxFile, csvFile] = shown.outputFiles as Array<{ name: string; size: number; downloadUrl: string }>;
    const xlsx = await downloadAs(`${files.url}${xlsxFile!.downloadUrl}`, ada.token);
    expect({ status: xlsx.status, size: xlsx.bytes.length }).toEqual({ status: 200, size: xlsxFile!.size });
    const workbook = await readWorkbook(xlsx.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Commission Analysis', 'Notes']);
    const summary = workbook.getWorksheet('Summary')!;
    const header = (summary.getRow(6).values as unknown[]).slice(1);
    const names: unknown[] = [];
    summary.eachRow((row, number) => {
      if (number > 6) names.push(row.getCell(1).value);
    });
    expect(names).toEqual([
      'Ada Lovelace',
      '=Bob "Tables", Jr.',
      'Subtotal: Install (2 technicians)',
      'Cy Young',
      'Subtotal: No team (1 technician)',
      'Grand Total (3 technicians)',
    ]);
    const total = summary.getRow(12);
    expect(total.getCell(header.indexOf('Total Gross Pay') + 1).value).toBe(2019.25);
    expect(total.getCell(header.indexOf('Bonus / Commission') + 1).value).toBe(150.3);
    expect(workbook.getWorksheet('Commission Analysis')!.getCell('A4').value).toBe(
      '3 lines; flagged: Split without bonus: 1; Bonus without job: 0; Amount differs: 1',
    );

    const csv = await downloadAs(`${files.url}${csvFile!.downloadUrl}`, ada.token);
    expect(csv.status).toBe(200);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFRow,Technician,')).toBe(true);
    expect(text).toContain('\r\ntotal,Grand Total (3 technicians),,,,,,,72.00,2.50,0.00,0.00,38.25,1893.75,150.30,-24.80,2019.25,');
    // The time from the click to the files being ready, the double's hold included.
    process.stdout.write(`pay report run (test double, held until seen computing): ${elapsed} ms\n`);
    answer = knownReport;
  });

  it('finds the company’s Technician Pay Report by its name when no taskId is sent, without the commission sheet unless asked', async () => {
    const res = await ada.as.post('/api/tasks/execute', { parameters: { ...WEEK, group_by: 'none' } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      taskId: ada.taskId,
      kind: 'report',
      parameters: { output_file: 'Technician Pay Report 2026-11-16 to 2026-11-22.xlsx', include_commission_analysis: false },
    });
    const done = await runReaching(ds, res.body.id as number, ['completed', 'failed'], 30_000);
    expect(done.status).toBe('completed');
    const shown = (await ada.as.get(`/api/executions/${done.id}`)).body;
    const xlsx = await downloadAs(`${files.url}${shown.outputFiles[0].downloadUrl}`, ada.token);
    const workbook = await readWorkbook(xlsx.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Notes']);
  });

  it.each([
    ['not-connected', 'This company is not connected to ServiceTitan. Connect it on the integration status page to make the pay report.'],
    ['not-synced', 'ServiceTitan is connected but its data has not been synced yet.'],
  ] as const)('ends failed with svc-reporting’s own text when it answers %s, storing no file', async (failure, message) => {
    answer = () => Promise.resolve({ failure, message });
    try {
      const res = await ada.as.post('/api/tasks/execute', { taskId: ada.taskId, parameters: PAGE });
      expect(res.status).toBe(202);
      const done = await runReaching(ds, res.body.id as number, ['completed', 'failed'], 30_000);
      const shown = (await ada.as.get(`/api/executions/${done.id}`)).body;
      expect(shown).toMatchObject({ status: 'failed', error: message, outputFiles: [], log: { success: false, error: message } });
    } finally {
      answer = knownReport;
    }
  });

  it('ends failed saying the reporting service is not running when nobody answers the subject', async () => {
    responder?.unsubscribe();
    responder = null;
    try {
      const res = await ada.as.post('/api/tasks/execute', { taskId: ada.taskId, parameters: PAGE });
      const done = await runReaching(ds, res.body.id as number, ['completed', 'failed'], 30_000);
      expect({ status: done.status, error: done.error }).toEqual({ status: 'failed', error: NO_REPORTING_ERROR });
    } finally {
      serveReports();
      await nc.flush();
    }
  });

  it('writes nothing when the reply is another company’s report', async () => {
    answer = (request) => Promise.resolve({ report: aPayReport(request.companyId + 1) });
    try {
      const res = await ada.as.post('/api/tasks/execute', { taskId: ada.taskId, parameters: PAGE });
      const done = await runReaching(ds, res.body.id as number, ['completed', 'failed'], 30_000);
      expect({ status: done.status, error: done.error, outputs: done.outputFiles }).toEqual({
        status: 'failed',
        error: 'The reporting service answered with another company’s report; nothing was written.',
        outputs: [],
      });
    } finally {
      answer = knownReport;
    }
  });
});
