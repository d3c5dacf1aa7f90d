import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadEnv, Outbox } from '@milestone/nest-kit';
import {
  createTestDatabase,
  createTestIssuer,
  testServiceSettings,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { anXlsx, RENDERED_WORKBOOK, startMailDouble, startReportingDouble, type MailDouble, type ReportingDouble } from '../support/delivery-doubles.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';
import { WorkerEnv } from '../../src/config/worker-env.schema.js';
import { TaskRepository } from '../../src/modules/task/task.repository.js';
import { ScheduleRunner } from '../../src/modules/schedule/schedule-runner.js';
import { ScheduleRepository } from '../../src/modules/schedule/schedule.repository.js';
import { ExecutionQueue } from '../../src/modules/execution/execution-queue.js';
import {
  NO_MAIL_SERVICE,
  NO_REPORTING_SERVICE,
  NOT_CONNECTED,
  ReportDeliveryRunner,
  SAVED_REPORT_GONE,
} from '../../src/modules/execution/report-delivery/report-delivery-runner.js';
import { freePort } from './worker-harness.js';

// A schedule that e-mails a saved report (issue 28): the schedules API with a delivery, Send now,
// the scheduler and Retry queuing its `report` run, and the worker's ReportDeliveryRunner against
// local servers speaking svc-reporting's render contract and svc-identity's mail contract.

const SECRET = 'delivery-test-service-token-secret-of-48-characters';

type Client = ReturnType<typeof client>;

let db: TestDatabase;
let issuer: TestIssuer;
let svc: TestService;
let ds: DataSource;
const serviceName = `svc-tasks-delivery-${uniqueSuffix()}`;
const companyId = aCompanyId();
const owner = { id: aUserId(), companyId };
const colleague = { id: aUserId(), companyId };
const outsider = { id: aUserId(), companyId: aCompanyId(), role: 'owner' };
const OWNER_EMAIL = `owner${owner.id}@acme.example`;
const COLLEAGUE_EMAIL = `colleague${colleague.id}@acme.example`;
const OUTSIDER_EMAIL = `outsider${outsider.id}@other.example`;
let asOwner: Client;
let asColleague: Client;
let asOutsider: Client;

let reporting: ReportingDouble;
let identity: MailDouble;

beforeAll(async () => {
  db = await createTestDatabase('delivery');
  issuer = await createTestIssuer();
  svc = await startTasksService(db, issuer, serviceName);
  ds = svc.app.get(DataSource);
  for (const [user, email] of [
    [owner, OWNER_EMAIL],
    [colleague, COLLEAGUE_EMAIL],
    [outsider, OUTSIDER_EMAIL],
  ] as const) {
    await ds.query(`INSERT INTO company_users (id, company_id, email, first_name, last_name, role) VALUES ($1, $2, $3, 'Ada', 'Lovelace', 'user')`, [
      user.id,
      user.companyId,
      email,
    ]);
  }
  asOwner = client(svc.url, await issuer.sign(owner));
  asColleague = client(svc.url, await issuer.sign(colleague));
  asOutsider = client(svc.url, await issuer.sign(outsider));

  reporting = await startReportingDouble(SECRET);
  identity = await startMailDouble(SECRET);
}, 60_000);

afterAll(async () => {
  reporting?.close();
  identity?.close();
  await svc?.close();
  await removeDurables(serviceName);
  await issuer?.close();
  await db?.drop();
});

async function reportTask(): Promise<number> {
  const res = await asOwner.post('/api/tasks', aTaskBody({ name: `Revenue report ${uniqueSuffix()}`, type: 'api-reporting' }));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const aDelivery = (overrides: Record<string, unknown> = {}) => ({
  savedReportId: 12,
  format: 'xlsx',
  recipients: [OWNER_EMAIL],
  skipIfEmpty: false,
  ...overrides,
});

describe('a schedule that e-mails a saved report', () => {
  it('is created on a report task with its recipients trimmed, lower-cased and unique, listed, changed and removed', async () => {
    const taskId = await reportTask();
    const created = await asOwner.post(`/api/tasks/${taskId}/schedules`, {
      cronExpression: '0 7 * * 1',
      delivery: { savedReportId: 12, format: 'xlsx', recipients: [` ${OWNER_EMAIL.toUpperCase()} `, COLLEAGUE_EMAIL, OWNER_EMAIL] },
    });
    expect(created.status).toBe(201);
    expect(created.body.delivery).toEqual({ savedReportId: 12, format: 'xlsx', recipients: [OWNER_EMAIL, COLLEAGUE_EMAIL], skipIfEmpty: false });
    expect(created.body.description).toBe('At 07:00 AM, only on Monday');

    const listed = await asColleague.get(`/api/tasks/${taskId}/schedules`);
    expect(listed.body.map((s: { delivery: unknown }) => s.delivery)).toEqual([created.body.delivery]);

    const changed = await asOwner.put(`/api/schedules/${created.body.id}`, {
      delivery: aDelivery({ format: 'pdf', recipients: [COLLEAGUE_EMAIL], skipIfEmpty: true }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.delivery).toEqual({ savedReportId: 12, format: 'pdf', recipients: [COLLEAGUE_EMAIL], skipIfEmpty: true });

    const renamedOnly = await asOwner.put(`/api/schedules/${created.body.id}`, { cronExpression: '0 8 * * 1' });
    expect(renamedOnly.body.delivery).toEqual(changed.body.delivery);

    const removed = await asOwner.put(`/api/schedules/${created.body.id}`, { delivery: null });
    expect(removed.status).toBe(200);
    expect(removed.body.delivery).toBeNull();
    const [row] = await ds.query('SELECT delivery FROM schedules WHERE id = $1', [created.body.id]);
    expect(row.delivery).toBeNull();
  });

  it('is refused on a task that is not a report task, and nothing is saved', async () => {
    const res = await asOwner.post('/api/tasks', aTaskBody());
    const answer = await asOwner.post(`/api/tasks/${res.body.id}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Only a report task (api-reporting) can e-mail a saved report on a schedule');
    expect((await asOwner.get(`/api/tasks/${res.body.id}/schedules`)).body).toEqual([]);
  });

  it('is refused for a recipient who is not a user of the company, another company’s user too, on create and on change', async () => {
    const taskId = await reportTask();
    const stranger = await asOwner.post(`/api/tasks/${taskId}/schedules`, {
      cronExpression: '0 7 * * 1',
      delivery: aDelivery({ recipients: [OWNER_EMAIL, 'Nobody@Acme.Example'] }),
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('Not a user of this company: nobody@acme.example');
    const otherCompany = await asOwner.post(`/api/tasks/${taskId}/schedules`, {
      cronExpression: '0 7 * * 1',
      delivery: aDelivery({ recipients: [OUTSIDER_EMAIL] }),
    });
    expect(otherCompany.status).toBe(400);
    expect(otherCompany.body.message).toBe(`Not a user of this company: ${OUTSIDER_EMAIL}`);

    const created = await asOwner.post(`/api/tasks/${taskId}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery() });
    const changed = await asOwner.put(`/api/schedules/${created.body.id}`, { delivery: aDelivery({ recipients: [OUTSIDER_EMAIL] }) });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe(`Not a user of this company: ${OUTSIDER_EMAIL}`);
    expect((await asOwner.get(`/api/tasks/${taskId}/schedules`)).body[0].delivery.recipients).toEqual([OWNER_EMAIL]);
  });

  it.each([
    ['a format svc-reporting does not render', { format: 'docx' }, 'delivery.format must be one of csv, xlsx, pdf'],
    ['no recipient', { recipients: [] }, 'A delivery needs at least one recipient'],
    ['an address that is not one', { recipients: ['not-an-address'] }, 'Not a valid e-mail address: "not-an-address"'],
    ['no saved report', { savedReportId: 'twelve' }, 'delivery.savedReportId must be the id of a saved report'],
  ])('is refused with a 400 for %s', async (_label, overrides, text) => {
    const taskId = await reportTask();
    const answer = await asOwner.post(`/api/tasks/${taskId}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery(overrides) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.message)).toContain(JSON.stringify(text).slice(1, -1));
  });
});

describe('the runs of a delivery schedule', () => {
  it('Send now queues the delivery as a report run at once, started by the caller and listed on /executions', async () => {
    const taskId = await reportTask();
    const schedule = await asOwner.post(`/api/tasks/${taskId}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery() });
    const sent = await asColleague.post(`/api/schedules/${schedule.body.id}/run`, {});
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      taskId,
      kind: 'report',
      status: 'pending',
      trigger: 'manual',
      scheduleId: schedule.body.id,
      parameters: { delivery: schedule.body.delivery },
    });
    const listed = await asColleague.get(`/api/executions?taskId=${taskId}`);
    expect(listed.body.map((run: { id: number }) => run.id)).toEqual([sent.body.id]);
  });

  it('Send now answers 404 Schedule not found for another company’s schedule, and queues nothing', async () => {
    const taskId = await reportTask();
    const schedule = await asOwner.post(`/api/tasks/${taskId}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery() });
    const answer = await asOutsider.post(`/api/schedules/${schedule.body.id}/run`, {});
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Schedule not found');
    const [row] = await ds.query('SELECT count(*)::int AS n FROM task_executions WHERE task_id = $1', [taskId]);
    expect(row.n).toBe(0);
  });

  it('the scheduler queues a due delivery as a report run with the delivery alone, and a Retry of a failed one queues it again', async () => {
    const taskId = await reportTask();
    const schedule = await asOwner.post(`/api/tasks/${taskId}/schedules`, { cronExpression: '0 7 * * 1', delivery: aDelivery({ skipIfEmpty: true }) });
    await ds.query(`UPDATE schedules SET next_run = now() - interval '1 minute' WHERE id = $1`, [schedule.body.id]);
    const runner = new ScheduleRunner(
      svc.app.get(Outbox),
      svc.app.get(ExecutionQueue, { strict: false }),
      svc.app.get(ScheduleRepository, { strict: false }),
      svc.app.get(TaskRepository, { strict: false }),
    );
    expect(await runner.runDue(new Date())).toBeGreaterThanOrEqual(1);
    const [run] = await ds.query(`SELECT id, kind, parameters, trigger, input_file_ids FROM task_executions WHERE schedule_id = $1`, [schedule.body.id]);
    expect(run).toMatchObject({ kind: 'report', trigger: 'schedule', parameters: { delivery: schedule.body.delivery } });

    await ds.query(`UPDATE task_executions SET status = 'failed', end_time = now(), error = 'The mail service (svc-identity) is not running' WHERE id = $1`, [
      run.id,
    ]);
    const retried = await asOwner.post(`/api/executions/${run.id}/retry`, {});
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ kind: 'report', trigger: 'retry', retryOf: run.id, parameters: { delivery: schedule.body.delivery } });
  });
});

describe(ReportDeliveryRunner.name, () => {
  let sut: ReportDeliveryRunner;
  let taskId: number;
  let workDir: string;
  let executionSeq = 9_000_000;
  const progress: string[] = [];

  const runnerWith = (urls: { REPORTING_URL?: string; IDENTITY_URL?: string }) =>
    new ReportDeliveryRunner(
      loadEnv(WorkerEnv, testServiceSettings(db, null, { SERVICE_TOKEN_SECRET: SECRET, REPORTING_URL: reporting.url, IDENTITY_URL: identity.url, ...urls })),
      svc.app.get(TaskRepository, { strict: false }),
    );

  const run = (delivery: Record<string, unknown>, executionId = (executionSeq += 1), runner = sut) =>
    runner.run({
      executionId,
      companyId,
      taskId,
      parameters: { delivery },
      workDir,
      signal: new AbortController().signal,
      onProgress: (_p, message) => progress.push(message),
    });

  beforeAll(async () => {
    sut = runnerWith({});
    taskId = await reportTask();
  });

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'delivery-run-'));
    reporting.answer = anXlsx;
    identity.refusal = null;
    identity.mails.length = 0;
    reporting.renders.length = 0;
    progress.length = 0;
  });

  afterEach(() => rm(workDir, { recursive: true, force: true }));

  it('renders the saved report in the run’s company and e-mails the file attached to the recipients, keyed by the execution', async () => {
    const executionId = (executionSeq += 1);
    const result = await run(aDelivery({ recipients: [OWNER_EMAIL, COLLEAGUE_EMAIL] }), executionId);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(reporting.renders).toEqual([{ id: 12, body: { companyId, format: 'xlsx' }, caller: 'svc-tasks' }]);
    expect(identity.mails).toHaveLength(1);
    const [mail] = identity.mails;
    expect(mail).toMatchObject({
      companyId,
      to: [OWNER_EMAIL, COLLEAGUE_EMAIL],
      subject: 'Revenue by unit #12 — 2026-11-01 to 2026-11-30',
      idempotencyKey: `execution-${executionId}`,
    });
    expect(mail!.text).toContain('Revenue by unit #12');
    expect(mail!.text).toContain('Period: 2026-11-01 to 2026-11-30.');
    expect(mail!.text).toContain('Rows: 42.');
    expect(mail!.text).toMatch(/sent by the schedule of the task "Revenue report /);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({
      filename: 'Revenue by unit — November.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').equals(RENDERED_WORKBOOK)).toBe(true);
    // The file is the run's output too.
    expect(result.outputs).toHaveLength(1);
    expect(result.outputs[0]!.name).toBe('Revenue by unit — November.xlsx');
    expect((await readFile(result.outputs[0]!.path)).equals(RENDERED_WORKBOOK)).toBe(true);
    expect(progress).toEqual(expect.arrayContaining(['Rendering Revenue by unit #12', 'E-mailing 2 recipients']));
    await result.dispose();
  });

  it('skips the e-mail of a report with no rows when the schedule says so, and succeeds saying so', async () => {
    reporting.answer = (id, res) => anXlsx(id, res, { 'x-report-empty': 'true', 'x-report-rows': '0' });
    const result = await run(aDelivery({ skipIfEmpty: true }));
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('No rows for 2026-11-01 to 2026-11-30: the e-mail was skipped\n');
    expect(identity.mails).toEqual([]);

    const sentAnyway = await run(aDelivery({ skipIfEmpty: false }));
    expect(sentAnyway.exitCode).toBe(0);
    expect(identity.mails).toHaveLength(1);
  });

  it('mails once when the same execution runs twice (a recovered run), and again for a Retry (a new execution)', async () => {
    const first = await run(aDelivery(), 8_000_001);
    const recovered = await run(aDelivery(), 8_000_001);
    expect(first.exitCode).toBe(0);
    expect(recovered.exitCode).toBe(0);
    expect(recovered.stdout).toContain('already e-mailed by this run (execution-8000001)');
    expect(identity.mails).toHaveLength(1);
    const retried = await run(aDelivery(), 8_000_002);
    expect(retried.exitCode).toBe(0);
    expect(identity.mails.map((mail) => mail.idempotencyKey)).toEqual(['execution-8000001', 'execution-8000002']);
  });

  it.each([
    [404, SAVED_REPORT_GONE],
    [409, NOT_CONNECTED],
  ])('ends failed in plain words when svc-reporting answers %d, and mails nothing', async (status, text) => {
    reporting.answer = (_id, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: status, message: status === 404 ? 'Saved report not found' : 'Not connected' }));
    };
    const result = await run(aDelivery());
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(`${text}\n`);
    expect(identity.mails).toEqual([]);
  });

  it('ends failed with the mail service’s refusal as it said it', async () => {
    identity.refusal = `Not a user of this company: ${OWNER_EMAIL}`;
    const result = await run(aDelivery());
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(`Not a user of this company: ${OWNER_EMAIL}\n`);
  });

  it('says which service is not running when nothing answers', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const noReporting = await run(aDelivery(), undefined, runnerWith({ REPORTING_URL: closed }));
    expect(noReporting.stderr).toBe(`${NO_REPORTING_SERVICE}\n`);
    const noMail = await run(aDelivery(), undefined, runnerWith({ IDENTITY_URL: closed }));
    expect(noMail.stderr).toBe(`${NO_MAIL_SERVICE}\n`);
    expect(identity.mails).toEqual([]);
  });
});
