import { publicRoutes } from '@milestone/nest-kit/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { TASK_CREATED_V1, type TaskCreatedV1 } from '@milestone/contracts';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';

describe('Tasks API', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let ds: DataSource;
  const serviceName = `svc-tasks-${uniqueSuffix()}`;

  const companyA = aCompanyId();
  const companyB = aCompanyId();
  const alice = { id: aUserId(), companyId: companyA };
  const bob = { id: aUserId(), companyId: companyB };
  let asAlice: ReturnType<typeof client>;
  let asBob: ReturnType<typeof client>;

  beforeAll(async () => {
    db = await createTestDatabase('tasks');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    nc = await connect({ servers: TEST_NATS_URL });
    asAlice = client(svc.url, await issuer.sign(alice));
    asBob = client(svc.url, await issuer.sign(bob));
  }, 30_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('answers 401 without a token, and with a token of another issuer', async () => {
    expect((await client(svc.url, null).get('/api/tasks')).status).toBe(401);
    expect((await client(svc.url, null).post('/api/tasks', aTaskBody())).status).toBe(401);
    const foreign = await issuer.sign(alice, { issuer: 'someone-else' });
    const res = await client(svc.url, foreign).get('/api/tasks');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('guards every route but /health', () => {
    expect(publicRoutes(svc.app)).toEqual(['HealthController.health']);
  });

  it('keeps /health public', async () => {
    const res = await eventually(async () => {
      const r = await client(svc.url, null).get('/health');
      return r.status === 200 ? r : null;
    });
    expect(res.body).toEqual({ status: 'ok', database: 'up', nats: 'up' });
  });

  it('creates a task owned by the caller and publishes tasks.task.created.v1 through the outbox', async () => {
    const seen: Array<{ msgId: string | undefined; event: TaskCreatedV1 }> = [];
    const sub = nc.subscribe(TASK_CREATED_V1, {
      callback: (_err, msg) => {
        seen.push({ msgId: msg.headers?.get('Nats-Msg-Id'), event: msg.json<TaskCreatedV1>() });
      },
    });
    await nc.flush();

    const res = await asAlice.post('/api/tasks', {
      name: '  Purchase order sheet  ',
      description: ' Fills the PO template ',
      type: 'form-processing',
      instructions: JSON.stringify([{ id: 's1', content: 'Upload the sheet' }]),
      config: { aiGenerated: false, features: ['print'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Purchase order sheet',
      description: 'Fills the PO template',
      hasScript: false,
      instructions: JSON.stringify([{ id: 's1', content: 'Upload the sheet' }]),
      type: 'form-processing',
      status: 'inactive',
      aiScript: null,
      pythonScript: null,
      config: { aiGenerated: false, features: ['print'] },
      customSections: [],
      ownerId: alice.id,
      companyId: companyA,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      inputFileCount: 0,
      permissionLevel: 'owner',
    });

    const fetched = await asAlice.get(`/api/tasks/${res.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(res.body);

    const [outboxRow] = await ds.query(`SELECT id, payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2`, [TASK_CREATED_V1, res.body.id]);
    expect(outboxRow.payload).toEqual({
      taskId: res.body.id,
      companyId: companyA,
      name: 'Purchase order sheet',
      type: 'form-processing',
      status: 'inactive',
      ownerId: alice.id,
      createdAt: res.body.createdAt,
    });
    const published = await eventually(async () => seen.find((s) => s.event.taskId === res.body.id));
    expect(published.msgId).toBe(outboxRow.id);
    sub.unsubscribe();
  });

  it('defaults description to empty, config to {} and instructions to null', async () => {
    const res = await asAlice.post('/api/tasks', { name: 'Bare', type: 'api-reporting' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Bare', description: '', config: {}, instructions: null, customSections: [] });
  });

  it.each([
    [{ type: 'excel-processing' }, 'Task name is required'],
    [{ name: '   ', type: 'excel-processing' }, 'Task name is required'],
    [{ name: 42, type: 'excel-processing' }, 'Task name is required'],
    [{ name: 'x'.repeat(256), type: 'excel-processing' }, 'Task name must be at most 255 characters'],
    [{ name: 'Report' }, 'Task type must be one of form-processing, excel-processing, api-reporting, load-calculation, file-processing'],
    [{ name: 'Report', type: 'spreadsheet' }, 'Task type must be one of form-processing, excel-processing, api-reporting, load-calculation, file-processing'],
    [{ name: 'Report', type: 'api-reporting', config: 'all' }, 'Task config must be an object'],
    [{ name: 'Report', type: 'api-reporting', instructions: ['step'] }, 'Task instructions must be text'],
    [{ name: 'Report', type: 'api-reporting', companyId: 1 }, 'property companyId should not exist'],
    [{ name: 'Panel\u0000schedule', type: 'api-reporting' }, 'name must not contain NUL characters'],
    [{ name: 'Report', type: 'api-reporting', config: { notes: 'a\ud800' } }, 'config.notes contains an invalid character (a lone UTF-16 surrogate)'],
    [{ name: null, type: 'api-reporting' }, 'name must not be null'],
    [{ name: 'Report', type: 'api-reporting', instructions: 'Check\n'.repeat(101) }, 'Task instructions can have at most 100 steps (these have 101)'],
    [{ name: 'Report', type: 'api-reporting', config: { blob: 'x'.repeat(65 * 1024) } }, 'Task config must be at most 64 KB (this one is 66 KB)'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const before = (await asAlice.get('/api/tasks')).headers.get('x-total-count');
    const res = await asAlice.post('/api/tasks', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect((await asAlice.get('/api/tasks')).headers.get('x-total-count')).toBe(before);
  });

  it('answers 404 for a task of another company, and leaves it out of the list', async () => {
    const bobs = await asBob.post('/api/tasks', aTaskBody({ name: 'Bob only' }));
    expect(bobs.status).toBe(201);

    const res = await asAlice.get(`/api/tasks/${bobs.body.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Task not found' });

    const list = await asAlice.get('/api/tasks?limit=500');
    expect(list.body.map((t: { id: number }) => t.id)).not.toContain(bobs.body.id);
    expect(list.body.every((t: { companyId: number }) => t.companyId === companyA)).toBe(true);
    expect((await asBob.get(`/api/tasks/${bobs.body.id}`)).status).toBe(200);
  });

  it.each(['999999999', '0', 'abc', '12abc', '99999999999'])('answers 404 "Task not found" for the id %s', async (id) => {
    const res = await asAlice.get(`/api/tasks/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Task not found' });
  });

  it('leaves deleted tasks out of the list and answers 404 for them', async () => {
    const created = await asAlice.post('/api/tasks', aTaskBody({ name: 'To be deleted' }));
    await ds.query('UPDATE tasks SET deleted_at = now() WHERE id = $1', [created.body.id]);
    expect((await asAlice.get(`/api/tasks/${created.body.id}`)).status).toBe(404);
    const list = await asAlice.get('/api/tasks?limit=500');
    expect(list.body.map((t: { id: number }) => t.id)).not.toContain(created.body.id);
  });

  describe('listing', () => {
    const carol = { id: aUserId(), companyId: aCompanyId() };
    let asCarol: ReturnType<typeof client>;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      asCarol = client(svc.url, await issuer.sign(carol));
      const bodies = [
        { name: 'Load calc (builder name)', type: 'form-processing' },
        { name: 'Load calc (filter name)', type: 'load-calculation' },
        { name: 'Sheet (builder name)', type: 'excel-processing' },
        { name: 'Sheet (filter name)', type: 'file-processing' },
        { name: 'Pay report', type: 'api-reporting' },
      ];
      for (const body of bodies) {
        const res = await asCarol.post('/api/tasks', body);
        expect(res.status).toBe(201);
        ids[body.name] = res.body.id;
      }
      await ds.query(`UPDATE tasks SET status = 'active' WHERE id = $1`, [ids['Pay report']]);
    });

    const names = (body: Array<{ name: string }>) => body.map((t) => t.name);

    it('lists the company’s tasks newest first with the total in X-Total-Count', async () => {
      const res = await asCarol.get('/api/tasks');
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Pay report', 'Sheet (filter name)', 'Sheet (builder name)', 'Load calc (filter name)', 'Load calc (builder name)']);
      expect(res.headers.get('x-total-count')).toBe('5');
    });

    it.each([
      ['load-calculation', ['Load calc (filter name)', 'Load calc (builder name)']],
      ['form-processing', ['Load calc (filter name)', 'Load calc (builder name)']],
      ['file-processing', ['Sheet (filter name)', 'Sheet (builder name)']],
      ['excel-processing', ['Sheet (filter name)', 'Sheet (builder name)']],
      ['api-reporting', ['Pay report']],
    ])('filters by type %s in either vocabulary', async (type, expected) => {
      const res = await asCarol.get(`/api/tasks?type=${type}`);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers.get('x-total-count')).toBe(String(expected.length));
    });

    it('filters by status', async () => {
      expect(names((await asCarol.get('/api/tasks?status=active')).body)).toEqual(['Pay report']);
      const inactive = await asCarol.get('/api/tasks?status=inactive');
      expect(inactive.body).toHaveLength(4);
      expect(inactive.headers.get('x-total-count')).toBe('4');
      expect((await asCarol.get('/api/tasks?status=active&type=file-processing')).body).toEqual([]);
    });

    it('pages with limit and offset while X-Total-Count keeps the total', async () => {
      const first = await asCarol.get('/api/tasks?limit=2');
      const second = await asCarol.get('/api/tasks?limit=2&offset=2');
      const third = await asCarol.get('/api/tasks?limit=2&offset=4');
      expect(names(first.body)).toEqual(['Pay report', 'Sheet (filter name)']);
      expect(names(second.body)).toEqual(['Sheet (builder name)', 'Load calc (filter name)']);
      expect(names(third.body)).toEqual(['Load calc (builder name)']);
      for (const page of [first, second, third]) expect(page.headers.get('x-total-count')).toBe('5');
      expect((await asCarol.get('/api/tasks?offset=10')).body).toEqual([]);
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 500'],
      ['limit=501', 'limit must be a whole number from 1 to 500'],
      ['limit=ten', 'limit must be a whole number from 1 to 500'],
      ['offset=-1', 'offset must be a whole number of 0 or more'],
      ['offset=1e20', 'offset must be at most 2147483647'],
      ['offset=2147483648', 'offset must be at most 2147483647'],
      ['type=a%00b', 'type must not contain NUL characters'],
      ['type=spreadsheet', 'type must be one of form-processing, excel-processing, api-reporting, load-calculation, file-processing'],
      ['status=done', 'status must be one of inactive, active, draft, scheduled, running, completed'],
    ])('refuses the query %s with 400', async (query, message) => {
      const res = await asCarol.get(`/api/tasks?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('answers summaries: no steps, config, sections or scripts, however large the task', async () => {
      const big = await asCarol.post('/api/tasks', {
        name: 'Big one',
        type: 'form-processing',
        instructions: JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: `s${i}`, content: 'x'.repeat(2000) }))),
        config: { notes: 'x'.repeat(60_000) },
      });
      expect(big.status).toBe(201);
      const list = await asCarol.get('/api/tasks?limit=1');
      expect(Object.keys(list.body[0]).sort()).toEqual([
        'companyId',
        'createdAt',
        'description',
        'hasScript',
        'id',
        'inputFileCount',
        'name',
        'ownerId',
        'permissionLevel',
        'status',
        'type',
        'updatedAt',
        'version',
      ]);
      expect(JSON.stringify(list.body).length).toBeLessThan(1000);
      expect(list.body[0]).toEqual({
        ...big.body,
        instructions: undefined,
        config: undefined,
        customSections: undefined,
        aiScript: undefined,
        pythonScript: undefined,
      });
      await ds.query('DELETE FROM tasks WHERE id = $1', [big.body.id]);
    });

    it('gives a company with no tasks an empty list', async () => {
      const stranger = client(svc.url, await issuer.sign({ id: aUserId(), companyId: aCompanyId() }));
      const res = await stranger.get('/api/tasks');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(res.headers.get('x-total-count')).toBe('0');
    });
  });
});
