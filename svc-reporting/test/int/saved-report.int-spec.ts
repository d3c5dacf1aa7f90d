import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { TASK_CREATED_V1, TASK_DELETED_V1, type EventMap, type EventSubject } from '@milestone/contracts';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  TEST_NATS_URL,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { planReport } from '../../src/modules/service-titan/report/report.service.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';
import { aDefinition, aTaskId } from '../factories/saved-report.factory.js';

const NAME_REQUIRED = 'Please enter a name for your report.';
const NOT_FOUND = { statusCode: 404, message: 'Report not found' };

/** The sentence generate-report answers for a definition it refuses (report-definition.ts, join-planner.ts). */
function refusalOf(definition: Record<string, unknown>): string {
  try {
    planReport(definition);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the report builder takes this definition');
}

describe('Saved reports API (issue 28)', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;

  const companyA = aCompanyId();
  const owner = { id: aUserId(), companyId: companyA, email: 'olivia@alpha.example', role: 'user' };
  const viewer = { id: aUserId(), companyId: companyA, email: 'victor@alpha.example', role: 'user' };
  const admin = { id: aUserId(), companyId: companyA, email: 'ada@alpha.example', role: 'admin' };
  // Same user id in another company, an admin there: the company is the scope, not the user or the role.
  const mallory = { id: owner.id, companyId: aCompanyId(), email: 'mallory@bravo.example', role: 'owner' };
  let asOwner: ReturnType<typeof client>;
  let asViewer: ReturnType<typeof client>;
  let asAdmin: ReturnType<typeof client>;
  let asMallory: ReturnType<typeof client>;

  async function publish<S extends EventSubject>(subject: S, payload: EventMap[S]): Promise<void> {
    await js.publish(subject, JSON.stringify(payload), { msgID: randomUUID() });
  }

  /** A task of svc-tasks, announced as svc-tasks does (tasks.task.created.v1). */
  async function aTaskOf(companyId: number): Promise<number> {
    const taskId = aTaskId();
    await publish(TASK_CREATED_V1, {
      taskId,
      companyId,
      name: 'Revenue',
      type: 'api-reporting',
      status: 'active',
      ownerId: owner.id,
      createdAt: new Date().toISOString(),
    });
    return taskId;
  }

  async function saved(name = 'Revenue by business unit', extra: Record<string, unknown> = {}): Promise<{ id: number; name: string; updatedAt: string }> {
    const res = await asOwner.post('/api/reports', { name, definition: aDefinition(), ...extra });
    expect(res.status).toBe(201);
    return res.body;
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_saved');
    issuer = await createTestIssuer();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`);
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    asOwner = client(svc.url, await issuer.sign(owner));
    asViewer = client(svc.url, await issuer.sign(viewer));
    asAdmin = client(svc.url, await issuer.sign(admin));
    asMallory = client(svc.url, await issuer.sign(mallory));
  }, 30_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  it('needs a token on every route', async () => {
    const anonymous = client(svc.url, null);
    for (const res of [
      await anonymous.get('/api/reports'),
      await anonymous.post('/api/reports', { name: 'x', definition: aDefinition() }),
      await anonymous.get('/api/reports/1'),
      await anonymous.put('/api/reports/1', { name: 'x' }),
      await anonymous.post('/api/reports/1/duplicate'),
      await anonymous.delete('/api/reports/1'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
  });

  describe('saving', () => {
    it('saves a report with its name and description trimmed and its whole definition, owned by the caller', async () => {
      const definition = aDefinition();
      const res = await asOwner.post('/api/reports', { name: '  Revenue by business unit  ', description: '  October, by month ', definition });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Revenue by business unit',
        description: 'October, by month',
        taskId: null,
        ownerId: owner.id,
        ownerEmail: owner.email,
        canEdit: true,
        definition,
        createdAt: expect.any(String),
        updatedAt: res.body.createdAt,
      });
      expect((await asOwner.get(`/api/reports/${res.body.id}`)).body).toEqual(res.body);
    });

    it.each([
      ['no name', {}],
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '   ' }],
      ['a name that is not text', { name: 42 }],
    ])("refuses %s with 'Please enter a name for your report.' and saves nothing", async (_case, name) => {
      const before = (await asOwner.get('/api/reports')).headers.get('x-total-count');
      const res = await asOwner.post('/api/reports', { ...name, definition: aDefinition() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: NAME_REQUIRED });
      expect((await asOwner.get('/api/reports')).headers.get('x-total-count')).toBe(before);
    });

    it('refuses a name past 255 characters and a description past 2,000', async () => {
      expect((await asOwner.post('/api/reports', { name: 'x'.repeat(256), definition: aDefinition() })).body).toEqual({
        statusCode: 400,
        message: 'Report name must be at most 255 characters.',
      });
      expect((await asOwner.post('/api/reports', { name: 'x', description: 'y'.repeat(2001), definition: aDefinition() })).body).toEqual({
        statusCode: 400,
        message: 'Report description must be at most 2000 characters.',
      });
    });

    it('refuses a missing definition, or one that is not an object', async () => {
      const message = 'definition must be the report definition (selectedFields, dateRange, dateField, reportConfig).';
      for (const definition of [undefined, 'pivot', ['businessUnits.name']]) {
        expect((await asOwner.post('/api/reports', { name: 'x', definition })).body).toEqual({ statusCode: 400, message });
      }
    });

    it('refuses a definition past 64 KB, saying its size', async () => {
      const definition = aDefinition({
        reportConfig: {
          format: 'table',
          description: 'd'.repeat(2000),
          filters: Array.from({ length: 20 }, () => ({ fieldId: 'jobs.jobStatus', operator: 'contains', value: 'x'.repeat(4000) })),
        },
      });
      const res = await asOwner.post('/api/reports', { name: 'Huge', definition });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The report definition must be at most 64 KB \(this one is \d+ KB\)$/);
    });

    it.each([
      ['no fields', aDefinition({ selectedFields: [] })],
      ['a field the catalog does not have', aDefinition({ selectedFields: ['invoices.nope'] })],
      ['a date range on a field that is not a date', aDefinition({ dateField: 'businessUnits.name' })],
      ['a start after the end', aDefinition({ dateRange: { startDate: '2026-11-01', endDate: '2026-10-01' } })],
      ['an unknown business unit', aDefinition({ reportConfig: { format: 'table', businessUnit: 'Roofing' } })],
    ])('refuses a definition with %s, with the report builder’s own sentence', async (_case, definition) => {
      const res = await asOwner.post('/api/reports', { name: 'Refused', definition });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: refusalOf(definition) });
    });

    it("answers 'Please select at least one field to generate a report.' for a definition with no fields (spec 001 section 5)", async () => {
      expect((await asOwner.post('/api/reports', { name: 'Empty', definition: aDefinition({ selectedFields: [] }) })).body).toEqual({
        statusCode: 400,
        message: 'Please select at least one field to generate a report.',
      });
    });

    it('refuses a definition with a field generate-report does not take (a page is not part of a report)', async () => {
      const res = await asOwner.post('/api/reports', { name: 'Paged', definition: { ...aDefinition(), page: 2 } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('property page should not exist');
    });

    it('saves a report from a task of the company, once svc-tasks has announced the task', async () => {
      const taskId = await aTaskOf(companyA);
      const res = await asOwner.post('/api/reports', { name: 'From the task', taskId, definition: aDefinition() });
      expect(res.status).toBe(201);
      expect(res.body.taskId).toBe(taskId);
    });

    it("answers 404 'Task not found' for a task of another company, one never announced, or a deleted one", async () => {
      const otherCompanysTask = await aTaskOf(mallory.companyId);
      const deleted = await aTaskOf(companyA);
      await eventually(async () => (await asOwner.post('/api/reports', { name: 'Before', taskId: deleted, definition: aDefinition() })).status === 201);
      await publish(TASK_DELETED_V1, { taskId: deleted, companyId: companyA, deletedBy: owner.id, at: new Date().toISOString() });
      // Once svc-reporting has taken the deletion in (its read model says so), no report is saved to the task.
      const ds = svc.app.get(DataSource);
      await eventually(
        async () =>
          ((await ds.query(`SELECT "deleted_at" FROM "known_tasks" WHERE "task_id" = $1`, [deleted])) as Array<{ deleted_at: Date | null }>)[0]?.deleted_at,
      );
      for (const taskId of [otherCompanysTask, aTaskId(), deleted]) {
        const res = await asOwner.post('/api/reports', { name: 'Nowhere', taskId, definition: aDefinition() });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Task not found' });
      }
      // The report saved before the deletion stays the company's.
      expect((await asOwner.get(`/api/reports?taskId=${deleted}`)).body.map((r: { name: string }) => r.name)).toEqual(['Before']);
    });
  });

  describe('listing', () => {
    it("lists the company's reports to every member, the last changed first, without their definitions", async () => {
      const first = await saved('List first');
      const second = await saved('List second');
      const page = await asViewer.get('/api/reports?limit=2');
      expect(page.status).toBe(200);
      expect(page.body.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      expect(page.body[0]).toEqual({
        id: second.id,
        name: 'List second',
        description: null,
        taskId: null,
        ownerId: owner.id,
        ownerEmail: owner.email,
        canEdit: false,
        createdAt: second.updatedAt,
        updatedAt: second.updatedAt,
      });
      // A rename makes the first the last changed.
      await asOwner.put(`/api/reports/${first.id}`, { name: 'List first, renamed' });
      expect((await asViewer.get('/api/reports?limit=2')).body.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    });

    it('pages with limit and offset and counts every report in X-Total-Count', async () => {
      const all = await asOwner.get('/api/reports?limit=100');
      const total = Number(all.headers.get('x-total-count'));
      expect(total).toBe(all.body.length);
      expect(total).toBeGreaterThan(3);
      const second = await asOwner.get('/api/reports?limit=2&offset=2');
      expect(second.body.map((r: { id: number }) => r.id)).toEqual(all.body.slice(2, 4).map((r: { id: number }) => r.id));
      expect(second.headers.get('x-total-count')).toBe(String(total));
    });

    it('lists only the reports of one task with ?taskId=', async () => {
      const taskId = await aTaskOf(companyA);
      const res = await eventually(async () => {
        const r = await asOwner.post('/api/reports', { name: 'Of the task', taskId, definition: aDefinition() });
        return r.status === 201 ? r : null;
      });
      const list = await asViewer.get(`/api/reports?taskId=${taskId}`);
      expect(list.body.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
      expect(list.headers.get('x-total-count')).toBe('1');
    });

    it.each([
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'offset must be a whole number of 0 or more'],
      ['taskId=abc', 'taskId must be a whole number.'],
      ['taskId=0', 'taskId must be a whole number.'],
    ])('refuses ?%s with a 400 that says why', async (query, message) => {
      expect((await asOwner.get(`/api/reports?${query}`)).body).toEqual({ statusCode: 400, message });
    });
  });

  describe('shared with the company, changed by the owner', () => {
    it('lets a member who did not save it open and duplicate it, but not rename, change or delete it', async () => {
      const report = await saved('Shared');
      const opened = await asViewer.get(`/api/reports/${report.id}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id: report.id, name: 'Shared', canEdit: false, definition: aDefinition() });

      const rename = await asViewer.put(`/api/reports/${report.id}`, { name: 'Mine now' });
      expect(rename.status).toBe(403);
      expect(rename.body).toEqual({ statusCode: 403, message: 'Only the person who saved this report, or an owner or admin of the company, can change it.' });
      const removal = await asViewer.delete(`/api/reports/${report.id}`);
      expect(removal.status).toBe(403);
      expect(removal.body).toEqual({ statusCode: 403, message: 'Only the person who saved this report, or an owner or admin of the company, can delete it.' });
      expect((await asOwner.get(`/api/reports/${report.id}`)).body).toMatchObject({ name: 'Shared', updatedAt: report.updatedAt });

      const copy = await asViewer.post(`/api/reports/${report.id}/duplicate`);
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: 'Shared (copy)', ownerId: viewer.id, ownerEmail: viewer.email, canEdit: true, definition: aDefinition() });
      expect(copy.body.id).not.toBe(report.id);
      // The copy is the viewer's: they rename and delete it; the original's owner, a plain user, may not.
      expect((await asViewer.put(`/api/reports/${copy.body.id}`, { name: 'My copy' })).body.name).toBe('My copy');
      expect((await asOwner.put(`/api/reports/${copy.body.id}`, { name: 'Not yours' })).status).toBe(403);
      expect((await asViewer.delete(`/api/reports/${copy.body.id}`)).body).toEqual({ success: true });
    });

    it('lets the owner rename it, change its description and definition, and delete it', async () => {
      const report = await saved('To change', { description: 'first' });
      const definition = aDefinition({
        selectedFields: ['jobs.jobNumber', 'jobs.total'],
        dateField: 'jobs.completedOn',
        reportConfig: { format: 'table', jobStatus: 'Completed' },
      });
      const res = await asOwner.put(`/api/reports/${report.id}`, { name: '  Completed jobs ', description: '', definition });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: report.id, name: 'Completed jobs', description: null, definition, canEdit: true });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(report.updatedAt));
      expect((await asOwner.get(`/api/reports/${report.id}`)).body).toEqual(res.body);
      // What is left out stays.
      expect((await asOwner.put(`/api/reports/${report.id}`, { description: 'Kept definition' })).body).toMatchObject({ name: 'Completed jobs', definition });

      expect((await asOwner.delete(`/api/reports/${report.id}`)).body).toEqual({ success: true });
      expect((await asOwner.get(`/api/reports/${report.id}`)).body).toEqual(NOT_FOUND);
      expect((await asOwner.delete(`/api/reports/${report.id}`)).body).toEqual(NOT_FOUND);
    });

    it('lets an admin of the company rename and delete a report someone else saved', async () => {
      const report = await saved('Left behind');
      expect((await asAdmin.get(`/api/reports/${report.id}`)).body.canEdit).toBe(true);
      expect((await asAdmin.put(`/api/reports/${report.id}`, { name: 'Tidied' })).body).toMatchObject({ name: 'Tidied', ownerId: owner.id });
      expect((await asAdmin.delete(`/api/reports/${report.id}`)).body).toEqual({ success: true });
    });

    it('refuses a rename to an empty name, and a definition the report builder refuses, changing nothing', async () => {
      const report = await saved('Kept');
      expect((await asOwner.put(`/api/reports/${report.id}`, { name: '  ' })).body).toEqual({ statusCode: 400, message: NAME_REQUIRED });
      const refused = aDefinition({ selectedFields: [] });
      expect((await asOwner.put(`/api/reports/${report.id}`, { name: 'Renamed', definition: refused })).body).toEqual({
        statusCode: 400,
        message: refusalOf(refused),
      });
      expect((await asOwner.get(`/api/reports/${report.id}`)).body).toMatchObject({ name: 'Kept', definition: aDefinition(), updatedAt: report.updatedAt });
    });

    it("names a duplicate '<name> (copy)' within the 255 characters of a name", async () => {
      const long = await saved('r'.repeat(255));
      const copy = await asOwner.post(`/api/reports/${long.id}/duplicate`);
      expect(copy.body.name).toBe(`${'r'.repeat(248)} (copy)`);
      expect(copy.body.name).toHaveLength(255);
      const short = await asOwner.post(`/api/reports/${(await saved('Weekly')).id}/duplicate`);
      const again = await asOwner.post(`/api/reports/${short.body.id}/duplicate`);
      expect(again.body.name).toBe('Weekly (copy) (copy)');
    });

    it('keeps the task of the report it duplicates', async () => {
      const taskId = await aTaskOf(companyA);
      const report = await eventually(async () => {
        const r = await asOwner.post('/api/reports', { name: 'Tasked', taskId, definition: aDefinition() });
        return r.status === 201 ? r.body : null;
      });
      expect((await asViewer.post(`/api/reports/${report.id}/duplicate`)).body).toMatchObject({ taskId, name: 'Tasked (copy)' });
    });
  });

  describe('another company', () => {
    it("answers 404 'Report not found' for every route on another company's report, as for one that does not exist", async () => {
      const report = await saved('Alpha secret');
      for (const id of [report.id, 2_000_000_000, 'abc', 0, -1]) {
        for (const res of [
          await asMallory.get(`/api/reports/${id}`),
          await asMallory.put(`/api/reports/${id}`, { name: 'Bravo' }),
          await asMallory.post(`/api/reports/${id}/duplicate`),
          await asMallory.delete(`/api/reports/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body).toEqual(NOT_FOUND);
        }
      }
      expect((await asOwner.get(`/api/reports/${report.id}`)).body).toMatchObject({ name: 'Alpha secret', updatedAt: report.updatedAt });
    });

    it("lists none of another company's reports", async () => {
      await saved('Alpha only');
      const list = await asMallory.get('/api/reports');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      expect(list.headers.get('x-total-count')).toBe('0');
    });
  });
});
