import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { connect, headers } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EXECUTION_REQUESTED_REPORT_V1, STREAMS, deadLetterSubject } from '@milestone/contracts';
import { DEAD_LETTER_HEADERS, JsonLogger, loadEnv } from '@milestone/nest-kit';
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
import { SAVED_REPORT_GONE } from '../../src/modules/execution/report-delivery/report-delivery-runner.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { anXlsx, RENDERED_WORKBOOK, startMailDouble, startReportingDouble, type MailDouble, type ReportingDouble } from '../support/delivery-doubles.js';
import { ExecutionConsumer, reportConsumerName } from '../../src/modules/execution/worker/execution-consumer.js';
import { Reaper } from '../../src/modules/execution/worker/reaper.js';
import { LOST_RUN_ERROR } from '../../src/modules/execution/worker/run-ending.service.js';
import {
  downloadAs,
  purgeRunRequests,
  removeWorkerDurables,
  runReaching,
  SERVICE_SECRET,
  startFiles,
  workerSettings,
  type FilesProcess,
} from './worker-harness.js';

// A schedule's delivery run from its queueing to its end (issue 28): Send now queues a `report`
// run of { delivery }; the worker (in-process) takes it on the report lane, renders it on a double
// of svc-reporting, mails it through a double of svc-identity, and a real svc-files (its build)
// stores the file as the run's output, read back as a user downloads it.

let db: TestDatabase;
let filesDb: TestDatabase;
let issuer: TestIssuer;
let files: FilesProcess;
let svc: TestService;
let worker: INestApplicationContext;
let ds: DataSource;
let reporting: ReportingDouble;
let identity: MailDouble;
const apiName = `svc-tasks-delivery-api-${uniqueSuffix()}`;
const workerName = `svc-tasks-worker-delivery-${uniqueSuffix()}`;
const companyId = aCompanyId();
const admin = { id: aUserId(), companyId, role: 'admin' };
const EMAIL = `ada${admin.id}@acme.example`;
let token: string;
let as: ReturnType<typeof client>;
let taskId: number;

beforeAll(async () => {
  db = await createTestDatabase('delivery_worker');
  filesDb = await createTestDatabase('delivery_worker_files');
  issuer = await createTestIssuer();
  reporting = await startReportingDouble(SERVICE_SECRET);
  identity = await startMailDouble(SERVICE_SECRET);
  files = await startFiles(filesDb, issuer.identityUrl);
  svc = await startTasksService(db, issuer, apiName);
  ds = svc.app.get(DataSource);
  await purgeRunRequests();
  const env = loadEnv(WorkerEnv, workerSettings(db, files, { REPORTING_URL: reporting.url, IDENTITY_URL: identity.url }));
  worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(env, { serviceName: workerName }), {
    logger: process.env['TEST_LOG_LEVEL'] ? new JsonLogger('worker', process.env['TEST_LOG_LEVEL']) : false,
  });
  await worker.init();
  token = await issuer.sign(admin);
  as = client(svc.url, token);
  await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Ada', 'Admin', 'admin')`, [
    admin.id,
    companyId,
    EMAIL,
  ]);
  const created = await as.post('/api/tasks', { name: 'Revenue report', type: 'api-reporting', description: 'Revenue by business unit, monthly' });
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
  reporting?.close();
  identity?.close();
  await issuer?.close();
  await db?.drop();
  await filesDb?.drop();
}, 60_000);

async function deliverySchedule(): Promise<number> {
  const res = await as.post(`/api/tasks/${taskId}/schedules`, {
    cronExpression: '0 7 1 * *',
    delivery: { savedReportId: 31, format: 'xlsx', recipients: [EMAIL] },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('a delivery schedule’s run on the worker', () => {
  it('ends completed with the e-mail sent, its attachment the run’s stored output, and a Retry of a failed one mails again', async () => {
    const scheduleId = await deliverySchedule();
    const sent = await as.post(`/api/schedules/${scheduleId}/run`, {});
    expect(sent.status).toBe(201);
    const done = await runReaching(ds, sent.body.id as number, ['completed', 'failed', 'cancelled'], 30_000);
    expect({ status: done.status, error: done.error }).toEqual({ status: 'completed', error: null });
    expect(reporting.renders.at(-1)).toEqual({ id: 31, body: { companyId, format: 'xlsx' }, caller: 'svc-tasks' });
    expect(identity.mails).toHaveLength(1);
    expect(identity.mails[0]).toMatchObject({
      to: [EMAIL],
      subject: 'Revenue by unit #31 — 2026-11-01 to 2026-11-30',
      idempotencyKey: `execution-${sent.body.id}`,
    });
    expect(identity.mails[0]!.text).toContain('sent by the schedule of the task "Revenue report"');

    const shown = (await as.get(`/api/executions/${sent.body.id}`)).body;
    expect(shown.log.stdout).toContain(`e-mailed as Revenue by unit — November.xlsx (${RENDERED_WORKBOOK.length} bytes) to ${EMAIL}`);
    expect(shown.outputFiles.map((file: { name: string }) => file.name)).toEqual(['Revenue by unit — November.xlsx']);
    const stored = await downloadAs(`${files.url}${shown.outputFiles[0].downloadUrl}`, token);
    expect(stored.status).toBe(200);
    expect(stored.bytes.equals(RENDERED_WORKBOOK)).toBe(true);

    // The saved report was deleted: the run fails in plain words; its Retry, once the report is back, mails again.
    reporting.answer = (_id, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, message: 'Saved report not found' }));
    };
    const again = await as.post(`/api/schedules/${scheduleId}/run`, {});
    const failed = await runReaching(ds, again.body.id as number, ['completed', 'failed', 'cancelled'], 30_000);
    expect({ status: failed.status, error: failed.error }).toEqual({ status: 'failed', error: SAVED_REPORT_GONE });
    reporting.answer = anXlsx;
    const retried = await as.post(`/api/executions/${failed.id}/retry`, {});
    expect(retried.status).toBe(202);
    const retriedRun = await runReaching(ds, retried.body.id as number, ['completed', 'failed', 'cancelled'], 30_000);
    expect(retriedRun.status).toBe('completed');
    expect(identity.mails.map((mail) => mail.idempotencyKey)).toEqual([`execution-${sent.body.id}`, `execution-${retried.body.id}`]);
  });

  it('puts a run request that is not the contract’s aside in the dead letters, applying nothing of it, and the next run still runs', async () => {
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const msgID = `bad-request-${uniqueSuffix()}`;
      const sent = headers();
      sent.set('Nats-Msg-Id', msgID);
      await jetstream(nc).publish(EXECUTION_REQUESTED_REPORT_V1, JSON.stringify({ executionId: 'one', companyId, kind: 'report' }), { headers: sent });
      const jsm = await jetstreamManager(nc);
      const letter = await eventually(
        () => jsm.streams.getMessage(STREAMS.DEADLETTER.name, { last_by_subj: deadLetterSubject(workerName, EXECUTION_REQUESTED_REPORT_V1) }).catch(() => null),
        20_000,
        100,
      );
      expect(letter.header?.get(DEAD_LETTER_HEADERS.msgId)).toBe(msgID);
      expect(letter.header?.get(DEAD_LETTER_HEADERS.reason)).toMatch(/executionId/);
      expect(letter.json()).toEqual({ executionId: 'one', companyId, kind: 'report' });
      // Terminated, not redelivered: the lane holds nothing of it.
      await eventually(
        async () => {
          const info = await jsm.consumers.info(STREAMS.EXECUTIONS.name, reportConsumerName(workerName));
          return info.num_pending === 0 && info.num_ack_pending === 0;
        },
        20_000,
        100,
      );
    } finally {
      await nc.close();
    }
    const scheduleId = await deliverySchedule();
    const next = await as.post(`/api/schedules/${scheduleId}/run`, {});
    expect((await runReaching(ds, next.body.id as number, ['completed', 'failed', 'cancelled'], 30_000)).status).toBe('completed');
  });

  it('fails a delivery run left pending whose request was lost, so its user can retry it instead of waiting for ever', async () => {
    const scheduleId = await deliverySchedule();
    const rows: Array<{ id: number }> = await ds.query(
      `INSERT INTO task_executions (company_id, task_id, kind, status, started_by, trigger, schedule_id, parameters, created_at)
       VALUES ($1, $2, 'report', 'pending', $3, 'schedule', $4, $5, now() - interval '2 minutes') RETURNING id`,
      [companyId, taskId, admin.id, scheduleId, JSON.stringify({ delivery: { savedReportId: 31, format: 'xlsx', recipients: [EMAIL], skipIfEmpty: false } })],
    );
    await eventually(() => worker.get(ExecutionConsumer).queueIdle(), 60_000, 200);
    await worker.get(Reaper).sweep();
    expect(await runReaching(ds, rows[0]!.id, ['failed'], 5_000)).toMatchObject({ status: 'failed', error: LOST_RUN_ERROR });
  }, 120_000);
});
