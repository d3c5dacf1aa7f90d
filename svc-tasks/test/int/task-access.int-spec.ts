import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import {
  STREAMS,
  TASK_DELETED_V1,
  TASK_UPDATED_V1,
  USER_DELETED_V1,
  USER_PROFILE_CHANGED_V1,
  USER_REGISTERED_V1,
  type EventMap,
  type EventSubject,
} from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
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
import { CONSUMED_SUBJECTS, client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { queriesDuring } from '../support/sql-queries.js';
import { aCompanyCreatedEvent, aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';

type Client = ReturnType<typeof client>;
const SUPER_OWNER_EMAIL = `super-${uniqueSuffix()}@milestone.example`;
const STALE = 'This task was changed by someone else. Reload to see the latest version.';

describe('Task access, edits, status and deletion', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let ds: DataSource;

  const companyId = aCompanyId();
  const otherCompanyId = aCompanyId();
  interface Person {
    id: number;
    companyId: number;
    role: 'user' | 'admin' | 'owner';
    email: string;
    superOwner?: boolean;
    as?: Client;
  }
  const person = (role: Person['role'], extra: Partial<Person> = {}): Person => {
    const id = aUserId();
    return { id, companyId, role, email: `u${id}@acme.example`, ...extra };
  };
  const creator = person('user');
  const companyOwner = person('owner');
  const companyAdmin = person('admin');
  const plain = person('user');
  const grantedAdmin = person('user');
  const grantedOwner = person('user');
  const superOwner = person('user', { email: SUPER_OWNER_EMAIL, superOwner: true });
  const outsider = person('owner', { companyId: otherCompanyId });
  const everyone = [creator, companyOwner, companyAdmin, plain, grantedAdmin, grantedOwner, superOwner, outsider];
  let taskId: number;

  async function publish<S extends EventSubject>(subject: S, payload: EventMap[S]): Promise<void> {
    await js.publish(subject, JSON.stringify(payload), { msgID: randomUUID() });
  }

  async function register(p: Person): Promise<void> {
    await publish(USER_REGISTERED_V1, { userId: p.id, companyId: p.companyId, email: p.email, role: p.role, createdAt: new Date().toISOString() });
  }

  async function known(ids: number[]): Promise<void> {
    await eventually(async () => {
      const [row] = await ds.query('SELECT count(*)::int AS n FROM company_users WHERE id = ANY($1)', [ids]);
      return row.n === ids.length;
    }, 15_000);
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_access');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName, { SUPER_OWNER_EMAIL });
    ds = svc.app.get(DataSource);
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    for (const subject of CONSUMED_SUBJECTS) {
      await eventually(() => jsm.consumers.info(STREAMS.IDENTITY.name, durableName(serviceName, subject)).then(() => true), 15_000);
    }
    for (const p of everyone) {
      p.as = client(svc.url, await issuer.sign({ id: p.id, companyId: p.companyId, role: p.role, email: p.email, superOwner: p.superOwner }));
      await register(p);
    }
    await known(everyone.map((p) => p.id));

    const created = await creator.as!.post('/api/tasks', aTaskBody({ name: 'Shared task' }));
    expect(created.status).toBe(201);
    taskId = created.body.id;
    expect((await companyOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: grantedAdmin.id, permission: 'admin' })).status).toBe(201);
    expect((await superOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: grantedOwner.id, permission: 'owner' })).status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  describe('effective levels', () => {
    it.each([
      ['a plain member (viewer)', () => plain, 'viewer'],
      ['a company admin', () => companyAdmin, 'admin'],
      ['a user granted admin', () => grantedAdmin, 'admin'],
      ['the task creator', () => creator, 'owner'],
      ['the company owner', () => companyOwner, 'owner'],
      ['a user granted owner', () => grantedOwner, 'owner'],
      ['the super-owner', () => superOwner, 'super_owner'],
    ])('answers %s’s level', async (_label, who, level) => {
      const res = await plain.as!.get(`/api/users/${who().id}/permission-level/${taskId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ level });
      // The user asking about themself gets the same answer from their own token.
      expect((await who().as!.get(`/api/users/${who().id}/permission-level/${taskId}`)).body).toEqual({ level });
    });

    it('answers 404 for a user of another company, and for a task of another company', async () => {
      const user = await plain.as!.get(`/api/users/${outsider.id}/permission-level/${taskId}`);
      expect(user.status).toBe(404);
      expect(user.body).toEqual({ statusCode: 404, message: 'User not found' });
      const task = await outsider.as!.get(`/api/users/${outsider.id}/permission-level/${taskId}`);
      expect(task.status).toBe(404);
      expect(task.body).toEqual({ statusCode: 404, message: 'Task not found' });
    });
  });

  describe('the caller’s own level with every task (permissionLevel)', () => {
    let plainOwn: number;
    let plainAdmin: number;
    type Level = 'viewer' | 'admin' | 'owner' | 'super_owner';

    beforeAll(async () => {
      plainOwn = (await plain.as!.post('/api/tasks', aTaskBody({ name: 'Plain’s own task' }))).body.id;
      plainAdmin = (await creator.as!.post('/api/tasks', aTaskBody({ name: 'Plain administers this' }))).body.id;
      expect((await companyOwner.as!.post(`/api/tasks/${plainAdmin}/permissions`, { taskId: plainAdmin, userId: plain.id, permission: 'admin' })).status).toBe(
        201,
      );
    });

    it.each([
      ['a plain member', () => plain, { shared: 'viewer', own: 'owner', granted: 'admin' }],
      ['a company admin', () => companyAdmin, { shared: 'admin', own: 'admin', granted: 'admin' }],
      ['the company owner', () => companyOwner, { shared: 'owner', own: 'owner', granted: 'owner' }],
      ['a user granted admin on the shared task', () => grantedAdmin, { shared: 'admin', own: 'viewer', granted: 'viewer' }],
      ['the creator of the shared task', () => creator, { shared: 'owner', own: 'viewer', granted: 'owner' }],
      ['the super-owner', () => superOwner, { shared: 'super_owner', own: 'super_owner', granted: 'super_owner' }],
    ] as const)('answers %s’s level in the list and with the task', async (_label, who, expected) => {
      const ids = { shared: taskId, own: plainOwn, granted: plainAdmin };
      const list = await who().as!.get('/api/tasks?limit=500');
      expect(list.status).toBe(200);
      const listed = new Map((list.body as Array<{ id: number; permissionLevel: Level }>).map((t) => [t.id, t.permissionLevel]));
      for (const [key, id] of Object.entries(ids) as Array<[keyof typeof ids, number]>) {
        const one = await who().as!.get(`/api/tasks/${id}`);
        expect(one.status).toBe(200);
        expect([key, listed.get(id), one.body.permissionLevel]).toEqual([key, expected[key], expected[key]]);
        // The same level as the permission-level endpoint answers them.
        expect((await who().as!.get(`/api/users/${who().id}/permission-level/${id}`)).body).toEqual({ level: expected[key] });
      }
    });

    it('answers the caller’s level with a created and with a saved task', async () => {
      const byPlain = await plain.as!.post('/api/tasks', aTaskBody());
      expect(byPlain.body).toMatchObject({ ownerId: plain.id, permissionLevel: 'owner' });
      const bySuper = await superOwner.as!.post('/api/tasks', aTaskBody());
      expect(bySuper.body.permissionLevel).toBe('super_owner');
      const saved = await plain.as!.put(`/api/tasks/${plainAdmin}`, { version: 1, name: 'Renamed by a task admin' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'Renamed by a task admin', version: 2, permissionLevel: 'admin' });
      const unchanged = await companyAdmin.as!.put(`/api/tasks/${plainAdmin}`, { version: 2, name: 'Renamed by a task admin' });
      expect(unchanged.body).toMatchObject({ version: 2, permissionLevel: 'admin' });
    });

    describe('a page of 50 tasks with mixed grants', () => {
      const pageCompany = aCompanyId();
      const pagePlain: Person = { ...person('user'), companyId: pageCompany };
      const pageOwner: Person = { ...person('owner'), companyId: pageCompany };
      const pageSuper: Person = { ...person('user', { email: SUPER_OWNER_EMAIL, superOwner: true }), companyId: pageCompany };
      /** Task id -> pagePlain's expected level, newest first. */
      const expected = new Map<number, Level>();

      beforeAll(async () => {
        for (const p of [pagePlain, pageOwner, pageSuper]) {
          p.as = client(svc.url, await issuer.sign({ id: p.id, companyId: p.companyId, role: p.role, email: p.email, superOwner: p.superOwner }));
        }
        await register(pagePlain);
        await known([pagePlain.id]);
        // Five kinds, in turn: pagePlain's own task, granted admin, granted owner, granted viewer, nothing.
        const created: Array<[number, Level]> = [];
        for (let i = 0; i < 50; i += 1) {
          const kind = i % 5;
          const author = kind === 0 ? pagePlain : pageOwner;
          const id = (await author.as!.post('/api/tasks', aTaskBody({ name: `Page task ${i}` }))).body.id as number;
          const grant = ([null, 'admin', 'owner', 'viewer', null] as const)[kind];
          if (grant) {
            const granter = grant === 'owner' ? pageSuper : pageOwner;
            expect((await granter.as!.post(`/api/tasks/${id}/permissions`, { taskId: id, userId: pagePlain.id, permission: grant })).status).toBe(201);
          }
          created.push([id, (['owner', 'admin', 'owner', 'viewer', 'viewer'] as const)[kind]]);
        }
        for (const [id, level] of created.reverse()) expected.set(id, level);
      }, 60_000);

      it('answers each task’s level for a plain user, the company owner and the super-owner', async () => {
        const page = await pagePlain.as!.get('/api/tasks?limit=50');
        expect(page.status).toBe(200);
        expect(page.headers.get('x-total-count')).toBe('50');
        expect((page.body as Array<{ id: number; permissionLevel: Level }>).map((t) => [t.id, t.permissionLevel])).toEqual([...expected]);
        const byOwner = (await pageOwner.as!.get('/api/tasks?limit=50')).body as Array<{ permissionLevel: Level }>;
        expect(new Set(byOwner.map((t) => t.permissionLevel))).toEqual(new Set(['owner']));
        const bySuper = (await pageSuper.as!.get('/api/tasks?limit=50')).body as Array<{ permissionLevel: Level }>;
        expect(new Set(bySuper.map((t) => t.permissionLevel))).toEqual(new Set(['super_owner']));
      });

      it('reads the levels of a page with one query, whatever its size', async () => {
        const taskQueries = async (limit: number) => {
          const queries = await queriesDuring(ds, async () => {
            const res = await pagePlain.as!.get(`/api/tasks?limit=${limit}`);
            expect(res.body).toHaveLength(limit);
          });
          return {
            tasks: queries.filter((q) => q.includes('"tasks"')).length,
            permissions: queries.filter((q) => q.includes('"task_permissions"')).length,
          };
        };
        const one = await taskQueries(1);
        expect(one.permissions).toBe(1);
        expect(await taskQueries(10)).toEqual(one);
        expect(await taskQueries(50)).toEqual(one);
      });
    });
  });

  describe('granting', () => {
    const MANAGE = 'You need owner or admin permissions to manage task access';
    const ADMIN_ONLY_BY_OWNER = 'Only a task owner or the super-owner can grant or remove admin access';
    const OWNER_ONLY_BY_SUPER = 'Only the super-owner can grant or remove owner access';
    it.each([
      ['a viewer', 'viewer', 403, MANAGE, () => plain],
      ['a viewer', 'admin', 403, MANAGE, () => plain],
      ['a viewer', 'owner', 403, MANAGE, () => plain],
      ['a company admin', 'viewer', 201, null, () => companyAdmin],
      ['a company admin', 'admin', 403, ADMIN_ONLY_BY_OWNER, () => companyAdmin],
      ['a company admin', 'owner', 403, OWNER_ONLY_BY_SUPER, () => companyAdmin],
      ['a task admin', 'viewer', 201, null, () => grantedAdmin],
      ['a task admin', 'admin', 403, ADMIN_ONLY_BY_OWNER, () => grantedAdmin],
      ['a task admin', 'owner', 403, OWNER_ONLY_BY_SUPER, () => grantedAdmin],
      ['the task creator', 'viewer', 201, null, () => creator],
      ['the task creator', 'admin', 201, null, () => creator],
      ['the task creator', 'owner', 403, OWNER_ONLY_BY_SUPER, () => creator],
      ['a company owner', 'viewer', 201, null, () => companyOwner],
      ['a company owner', 'admin', 201, null, () => companyOwner],
      ['a company owner', 'owner', 403, OWNER_ONLY_BY_SUPER, () => companyOwner],
      ['a task owner by grant', 'admin', 201, null, () => grantedOwner],
      ['the super-owner', 'viewer', 201, null, () => superOwner],
      ['the super-owner', 'admin', 201, null, () => superOwner],
      ['the super-owner', 'owner', 201, null, () => superOwner],
    ] as const)('%s granting %s answers %i', async (_label, permission, status, message, who) => {
      const target = person('user');
      await register(target);
      await known([target.id]);
      const res = await who().as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: target.id, permission });
      expect(res.status).toBe(status);
      const level = await plain.as!.get(`/api/users/${target.id}/permission-level/${taskId}`);
      if (status === 201) {
        expect(res.body).toEqual({
          id: expect.any(Number),
          taskId,
          userId: target.id,
          permission,
          grantedBy: who().id,
          createdAt: expect.any(String),
          user: { id: target.id, firstName: null, lastName: null, email: target.email },
        });
        expect(level.body).toEqual({ level: permission });
      } else {
        expect(res.body).toEqual({ statusCode: 403, message });
        expect(level.body).toEqual({ level: 'viewer' });
      }
    });

    it('lets nobody raise their own level', async () => {
      const admin = await grantedAdmin.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: grantedAdmin.id, permission: 'owner' });
      expect(admin.status).toBe(403);
      expect(admin.body.message).toBe('You cannot raise your own access level');
      const companyAdminSelf = await companyAdmin.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: companyAdmin.id, permission: 'owner' });
      expect(companyAdminSelf.status).toBe(403);
      expect(companyAdminSelf.body.message).toBe('You cannot raise your own access level');
      const viewer = await plain.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: plain.id, permission: 'admin' });
      expect(viewer.status).toBe(403);
      expect((await plain.as!.get(`/api/users/${plain.id}/permission-level/${taskId}`)).body).toEqual({ level: 'viewer' });
      expect((await grantedAdmin.as!.get(`/api/users/${grantedAdmin.id}/permission-level/${taskId}`)).body).toEqual({ level: 'admin' });
    });

    it.each([
      [{ userId: 5, permission: 'editor' }, 'Invalid permission type'],
      [{ userId: 5 }, 'Invalid permission type'],
      [{ userId: 0, permission: 'viewer' }, 'userId must be a positive number'],
      [{ userId: 'x', permission: 'viewer' }, 'userId must be a positive number'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await companyOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('answers 404 for another company’s task or user', async () => {
      const foreignTask = await outsider.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: outsider.id, permission: 'viewer' });
      expect(foreignTask.status).toBe(404);
      expect(foreignTask.body.message).toBe('Task not found');
      expect((await outsider.as!.get(`/api/tasks/${taskId}/permissions`)).status).toBe(404);
      const foreignUser = await superOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: outsider.id, permission: 'viewer' });
      expect(foreignUser.status).toBe(404);
      expect(foreignUser.body.message).toBe('User not found');
      expect((await outsider.as!.delete(`/api/tasks/${taskId}/permissions/${grantedAdmin.id}`)).status).toBe(404);
    });

    it('lists the task’s grants with their users to any member', async () => {
      const res = await plain.as!.get(`/api/tasks/${taskId}/permissions`);
      expect(res.status).toBe(200);
      const admin = res.body.find((p: { userId: number }) => p.userId === grantedAdmin.id);
      expect(admin).toEqual({
        id: expect.any(Number),
        taskId,
        userId: grantedAdmin.id,
        permission: 'admin',
        grantedBy: companyOwner.id,
        createdAt: expect.any(String),
        user: { id: grantedAdmin.id, firstName: null, lastName: null, email: grantedAdmin.email },
      });
    });

    it('keeps one permission per task and user: a new level replaces the old', async () => {
      const target = person('user');
      await register(target);
      await known([target.id]);
      const url = `/api/tasks/${taskId}/permissions`;
      expect((await companyOwner.as!.post(url, { taskId, userId: target.id, permission: 'viewer' })).status).toBe(201);
      expect((await companyOwner.as!.post(url, { taskId, userId: target.id, permission: 'admin' })).status).toBe(201);
      const [row] = await ds.query('SELECT count(*)::int AS n, max(permission) AS p FROM task_permissions WHERE task_id = $1 AND user_id = $2', [
        taskId,
        target.id,
      ]);
      expect(row).toEqual({ n: 1, p: 'admin' });
      // A company admin may not take an admin grant away; the owner may ("none").
      expect((await companyAdmin.as!.delete(`${url}/${target.id}`)).status).toBe(403);
      expect((await companyOwner.as!.delete(`${url}/${target.id}/viewer`)).status).toBe(404);
      expect((await companyOwner.as!.delete(`${url}/${target.id}/editor`)).body).toEqual({ statusCode: 400, message: 'Invalid permission type' });
      expect((await companyOwner.as!.delete(`${url}/${target.id}/admin`)).status).toBe(204);
      expect((await plain.as!.get(`/api/users/${target.id}/permission-level/${taskId}`)).body).toEqual({ level: 'viewer' });
      expect((await companyOwner.as!.delete(`${url}/${target.id}`)).status).toBe(404);
    });
  });

  describe('editing', () => {
    let id: number;
    beforeEach(async () => {
      const res = await creator.as!.post('/api/tasks', aTaskBody({ instructions: JSON.stringify([{ id: 'a', content: 'First' }]) }));
      id = res.body.id;
    });

    it('saves steps for a task admin and raises the version, and publishes tasks.task.updated.v1', async () => {
      const steps = [
        { id: 'a', content: 'First' },
        { id: 'b', content: 'Second' },
      ];
      const res = await companyAdmin.as!.put(`/api/tasks/${id}`, { version: 1, instructions: JSON.stringify(steps) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, version: 2, instructions: JSON.stringify(steps) });
      expect((await plain.as!.get(`/api/tasks/${id}`)).body.version).toBe(2);
      const [event] = await ds.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2`, [TASK_UPDATED_V1, id]);
      expect(event.payload).toMatchObject({ taskId: id, companyId, version: 2, changed: ['instructions'], updatedBy: companyAdmin.id });
    });

    it('answers 409 to a stale save and keeps the other person’s steps', async () => {
      const first = await creator.as!.put(`/api/tasks/${id}`, { version: 1, instructions: JSON.stringify([{ id: 'a', content: 'Mine' }]) });
      expect(first.status).toBe(200);
      const stale = await companyAdmin.as!.put(`/api/tasks/${id}`, { version: 1, instructions: JSON.stringify([{ id: 'a', content: 'Theirs' }]) });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ statusCode: 409, message: STALE });
      const now = await plain.as!.get(`/api/tasks/${id}`);
      expect(now.body).toMatchObject({ version: 2, instructions: JSON.stringify([{ id: 'a', content: 'Mine' }]) });
    });

    it('lets only one of two concurrent saves of the same version win', async () => {
      const saves = await Promise.all(
        ['One', 'Two', 'Three'].map((content) => creator.as!.put(`/api/tasks/${id}`, { version: 1, instructions: JSON.stringify([{ id: 'a', content }]) })),
      );
      expect(saves.map((s) => s.status).sort()).toEqual([200, 409, 409]);
      expect((await plain.as!.get(`/api/tasks/${id}`)).body.version).toBe(2);
    });

    it('refuses edits by a viewer (403) and requires the version (400)', async () => {
      const viewer = await plain.as!.put(`/api/tasks/${id}`, { version: 1, config: { features: [] } });
      expect(viewer.status).toBe(403);
      expect(viewer.body.message).toBe('You need admin or owner permissions on this task to edit it');
      const noVersion = await creator.as!.put(`/api/tasks/${id}`, { config: {} });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.message).toBe('version must be the whole number of the task version you edited');
      expect((await outsider.as!.put(`/api/tasks/${id}`, { version: 1, name: 'x' })).status).toBe(404);
    });

    it('accepts legacy plain-text instructions as one step per line', async () => {
      const res = await creator.as!.put(`/api/tasks/${id}`, { version: 1, instructions: 'Open the sheet\n\n  Total it  \n' });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.instructions)).toEqual([
        { id: 'step-1', content: 'Open the sheet' },
        { id: 'step-2', content: 'Total it' },
      ]);
    });

    it('replaces the whole config, with sections and API configuration, and validates its known keys', async () => {
      const config = {
        features: ['print'],
        sections: [],
        apiEndpoints: [],
        aiGenerated: true,
        implementationDetails: { notes: 'x' },
        customSections: [{ id: 'c1', label: 'Parts', type: 'data-table', content: 'Code\tQty', removable: true }],
        removedDefaultSections: ['form'],
        sectionOverrides: { overview: { title: 'Summary' } },
        apiConfiguration: { selectedFields: ['job.id'], filterConfigs: [], referenceMappings: [] },
      };
      const res = await creator.as!.put(`/api/tasks/${id}`, { version: 1, config, customSections: config.customSections });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ config, customSections: config.customSections, version: 2 });
      const bad = await creator.as!.put(`/api/tasks/${id}`, { version: 2, config: { features: 'print' } });
      expect(bad.body).toEqual({ statusCode: 400, message: 'Task config features must be a list' });
      const badInstructions = await creator.as!.put(`/api/tasks/${id}`, { version: 2, instructions: '{"a":1}' });
      expect(badInstructions.body).toEqual({ statusCode: 400, message: 'Task instructions must be a list of steps, each with an id and a content' });
    });

    it.each([
      [
        '101 steps',
        { instructions: JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, content: 'Check' }))) },
        'Task instructions can have at most 100 steps (these have 101)',
      ],
      ['101 lines of plain text', { instructions: 'Check\n'.repeat(101) }, 'Task instructions can have at most 100 steps (these have 101)'],
      [
        'a step of 2,001 characters',
        {
          instructions: JSON.stringify([
            { id: 'a', content: 'ok' },
            { id: 'b', content: 'x'.repeat(2001) },
          ]),
        },
        'Each instruction step must be at most 2000 characters (step 2 has 2001)',
      ],
      // {"blob":"..."} is 11 bytes besides the text: 70 KB in all.
      ['a config of 70 KB', { config: { blob: 'x'.repeat(70 * 1024 - 11) } }, 'Task config must be at most 64 KB (this one is 70 KB)'],
      [
        'custom sections of 65 KB',
        { customSections: Array.from({ length: 13 }, (_, i) => ({ id: `c${i}`, label: 'Notes', content: 'x'.repeat(5000) })) },
        'Task customSections must be at most 64 KB (this one is 65 KB)',
      ],
      [
        'a section of 20,001 characters',
        { config: { customSections: [{ id: 'c1', label: 'Parts', type: 'data-table', content: 'x'.repeat(20_001) }] } },
        'Section content must be at most 20000 characters ("Parts" has 20001)',
      ],
    ])('refuses a save with %s (400 with the limit) and keeps the task as it was', async (_what, change, message) => {
      const before = (await creator.as!.get(`/api/tasks/${id}`)).body;
      const res = await creator.as!.put(`/api/tasks/${id}`, { version: 1, ...change });
      expect(res.body).toEqual({ statusCode: 400, message });
      expect((await creator.as!.get(`/api/tasks/${id}`)).body).toEqual(before);
    });

    it('saves a task at every limit', async () => {
      const steps = Array.from({ length: 100 }, (_, i) => ({ id: `s${i}`, content: 'x'.repeat(2000) }));
      const sections = [{ id: 'c1', label: 'Parts', type: 'data-table', content: 'x'.repeat(20_000) }];
      const res = await creator.as!.put(`/api/tasks/${id}`, {
        version: 1,
        instructions: JSON.stringify(steps),
        config: { customSections: sections },
        customSections: sections,
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.instructions)).toHaveLength(100);
    });
  });

  describe('status machine', () => {
    it('walks the allowed moves and refuses the others with 409', async () => {
      const id = (await creator.as!.post('/api/tasks', aTaskBody())).body.id as number;
      let version = 1;
      const move = async (status: string) => {
        const res = await creator.as!.put(`/api/tasks/${id}`, { version, status });
        if (res.status === 200) version = res.body.version;
        return res;
      };
      const refused = await move('running');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('A task cannot go from inactive to running; from inactive it can go to draft, active, scheduled');
      for (const status of ['draft', 'active', 'scheduled', 'running', 'completed', 'active', 'inactive']) {
        const res = await move(status);
        expect([status, res.status]).toEqual([status, 200]);
        expect(res.body.status).toBe(status);
      }
      expect((await move('completed')).status).toBe(409);
      expect((await move('inactive')).status).toBe(200); // staying put is always allowed
      expect(version).toBe(8);
    });
  });

  describe('deleting', () => {
    it('needs task owner; soft-deletes, keeps the row, publishes tasks.task.deleted.v1', async () => {
      const id = (await creator.as!.post('/api/tasks', aTaskBody({ name: 'Short-lived' }))).body.id as number;
      const byAdmin = await companyAdmin.as!.delete(`/api/tasks/${id}`);
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe('You need owner permissions on this task to delete it');
      expect((await grantedAdmin.as!.delete(`/api/tasks/${id}`)).status).toBe(403);
      expect((await outsider.as!.delete(`/api/tasks/${id}`)).status).toBe(404);

      expect((await creator.as!.delete(`/api/tasks/${id}`)).status).toBe(204);
      expect((await creator.as!.get(`/api/tasks/${id}`)).status).toBe(404);
      expect((await creator.as!.put(`/api/tasks/${id}`, { version: 1, name: 'Back' })).status).toBe(404);
      expect((await creator.as!.delete(`/api/tasks/${id}`)).status).toBe(404);
      const list = await creator.as!.get('/api/tasks?limit=500');
      expect(list.body.map((t: { id: number }) => t.id)).not.toContain(id);
      const [row] = await ds.query('SELECT name, deleted_at FROM tasks WHERE id = $1', [id]);
      expect(row.name).toBe('Short-lived');
      expect(row.deleted_at).toBeInstanceOf(Date);
      const [event] = await ds.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2`, [TASK_DELETED_V1, id]);
      expect(event.payload).toEqual({ taskId: id, companyId, deletedBy: creator.id, at: expect.any(String) });
    });

    it('lets a company owner delete any task of the company', async () => {
      const id = (await creator.as!.post('/api/tasks', aTaskBody())).body.id as number;
      expect((await companyOwner.as!.delete(`/api/tasks/${id}`)).status).toBe(204);
    });
  });

  describe('identity.user.profile-changed.v1', () => {
    const profileOf = (p: Person, names: { firstName: string | null; lastName: string | null; email?: string }, at: Date) => ({
      userId: p.id,
      companyId: p.companyId,
      email: names.email ?? p.email,
      firstName: names.firstName,
      lastName: names.lastName,
      at: at.toISOString(),
    });
    async function row(id: number): Promise<{ email: string | null; first_name: string | null; last_name: string | null; role: string } | undefined> {
      const [found] = await ds.query('SELECT email, first_name, last_name, role FROM company_users WHERE id = $1', [id]);
      return found;
    }
    async function grantAndList(p: Person) {
      expect((await companyOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: p.id, permission: 'viewer' })).status).toBe(201);
      const res = await plain.as!.get(`/api/tasks/${taskId}/permissions`);
      expect(res.status).toBe(200);
      return res.body.find((g: { userId: number }) => g.userId === p.id)?.user;
    }

    it('shows the names in the permission list once the registration and profile events arrived', async () => {
      const named = person('user');
      await register(named);
      await publish(USER_PROFILE_CHANGED_V1, profileOf(named, { firstName: 'Grace', lastName: 'Hopper' }, new Date()));
      await eventually(async () => (await row(named.id))?.first_name === 'Grace', 15_000);
      expect(await grantAndList(named)).toEqual({ id: named.id, firstName: 'Grace', lastName: 'Hopper', email: named.email });

      // A later profile edit (new names and e-mail) shows too; the same event again changes nothing.
      const renamed = profileOf(named, { firstName: 'Grace B.', lastName: 'Murray', email: `Renamed-${named.id}@acme.example` }, new Date(Date.now() + 1000));
      await publish(USER_PROFILE_CHANGED_V1, renamed);
      await publish(USER_PROFILE_CHANGED_V1, renamed);
      await eventually(async () => (await row(named.id))?.last_name === 'Murray', 15_000);
      const res = await plain.as!.get(`/api/tasks/${taskId}/permissions`);
      expect(res.body.find((g: { userId: number }) => g.userId === named.id).user).toEqual({
        id: named.id,
        firstName: 'Grace B.',
        lastName: 'Murray',
        email: `renamed-${named.id}@acme.example`,
      });
    });

    it('takes the profile before the registration, keeping the names and the registered role', async () => {
      const early = person('admin');
      const at = new Date();
      await publish(USER_PROFILE_CHANGED_V1, profileOf(early, { firstName: 'Ada', lastName: 'Lovelace' }, at));
      // Known from the profile alone, with the least role until the registration says more.
      await eventually(async () => (await row(early.id)) !== undefined, 15_000);
      expect(await row(early.id)).toEqual({ email: early.email, first_name: 'Ada', last_name: 'Lovelace', role: 'user' });

      await register(early);
      await eventually(async () => (await row(early.id))?.role === 'admin', 15_000);
      expect(await row(early.id)).toEqual({ email: early.email, first_name: 'Ada', last_name: 'Lovelace', role: 'admin' });
      expect((await plain.as!.get(`/api/users/${early.id}/permission-level/${taskId}`)).body).toEqual({ level: 'admin' });
      expect(await grantAndList(early)).toEqual({ id: early.id, firstName: 'Ada', lastName: 'Lovelace', email: early.email });
    });

    it('keeps the newest profile when an older one (or the registration’s e-mail) arrives after it', async () => {
      const edited = person('user');
      const newer = profileOf(edited, { firstName: 'New', lastName: 'Name', email: `new-${edited.id}@acme.example` }, new Date(Date.now() + 1000));
      await publish(USER_PROFILE_CHANGED_V1, newer);
      await eventually(async () => (await row(edited.id))?.first_name === 'New', 15_000);

      const late = [randomUUID(), randomUUID()];
      await js.publish(USER_PROFILE_CHANGED_V1, JSON.stringify(profileOf(edited, { firstName: 'Old', lastName: 'Name' }, new Date())), { msgID: late[0] });
      await js.publish(
        USER_REGISTERED_V1,
        JSON.stringify({ userId: edited.id, companyId, email: edited.email, role: 'user', createdAt: new Date().toISOString() }),
        { msgID: late[1] },
      );
      // Both handled (their inbox rows are there), and neither took the newer names or e-mail away.
      await eventually(async () => {
        const [r] = await ds.query(`SELECT count(*)::int AS n FROM inbox WHERE message_id = ANY($1)`, [late]);
        return r.n === 2;
      }, 15_000);
      expect(await row(edited.id)).toEqual({ email: `new-${edited.id}@acme.example`, first_name: 'New', last_name: 'Name', role: 'user' });
    });
  });

  describe('identity.user.deleted.v1', () => {
    it('removes the user’s permissions and passes their tasks to the company owner, idempotently', async () => {
      // The company's owner is known from its creation event too.
      const company = aCompanyCreatedEvent({ companyId, ownerUserId: companyOwner.id });
      await js.publish('identity.company.created.v1', JSON.stringify(company), { msgID: randomUUID() });

      const leaver = person('user');
      await register(leaver);
      await known([leaver.id]);
      const asLeaver = client(svc.url, await issuer.sign({ id: leaver.id, companyId, role: 'user' }));
      const own = (await asLeaver.post('/api/tasks', aTaskBody({ name: 'Leaver’s task' }))).body.id as number;
      expect((await companyOwner.as!.post(`/api/tasks/${taskId}/permissions`, { taskId, userId: leaver.id, permission: 'admin' })).status).toBe(201);
      const schedule = await asLeaver.post(`/api/tasks/${own}/schedules`, { cronExpression: '0 7 * * 1-5' });
      expect(schedule.status).toBe(201);

      const deleted = { userId: leaver.id, companyId, deletedBy: companyAdmin.id, at: new Date().toISOString() };
      await publish(USER_DELETED_V1, deleted);
      const task = await eventually(async () => {
        const res = await plain.as!.get(`/api/tasks/${own}`);
        return res.body.ownerId === companyOwner.id ? res.body : null;
      }, 15_000);
      // Version 2 was its schedule (status 'scheduled'), 3 the new owner.
      expect(task.version).toBe(3);
      // Its schedule no longer runs as the deleted user: it runs as the owner, still enabled.
      const [scheduleRow] = await ds.query(`SELECT run_as_user_id, enabled FROM schedules WHERE id = $1`, [schedule.body.id]);
      expect(scheduleRow).toEqual({ run_as_user_id: companyOwner.id, enabled: true });
      const perms = await plain.as!.get(`/api/tasks/${taskId}/permissions`);
      expect(perms.body.map((p: { userId: number }) => p.userId)).not.toContain(leaver.id);
      expect((await plain.as!.get(`/api/users/${leaver.id}/permission-level/${taskId}`)).status).toBe(404);

      // The same event again (another message id): nothing changes.
      await publish(USER_DELETED_V1, deleted);
      await eventually(async () => {
        const [row] = await ds.query(`SELECT count(*)::int AS n FROM inbox WHERE consumer = $1`, [durableName(serviceName, USER_DELETED_V1)]);
        return row.n === 2;
      }, 15_000);
      expect((await plain.as!.get(`/api/tasks/${own}`)).body).toMatchObject({ ownerId: companyOwner.id, version: 3, status: 'scheduled' });
    });
  });
});
