import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { STALE_TASK_MESSAGE, STREAMS, TASK_UPDATED_V1, USER_REGISTERED_V1 } from '@milestone/contracts';
import { durableName } from '@milestone/nest-kit';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { CONSUMED_SUBJECTS, client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyId, aTaskBody, aUserId } from '../factories/task.factory.js';
import { SANDBOX_RUNNER } from '../../src/modules/execution/worker/sandbox-settings.js';
import { CHECK_SANDBOX_RUNNER } from '../../src/modules/execution/worker/sandbox-settings.js';
import { startWorkerProcess, type WorkerProcess } from './worker-harness.js';

type Client = ReturnType<typeof client>;

const FORBIDDEN = 'Only task admins can edit the script.';
const VALID = 'import milestone\n\nfor path in milestone.inputs():\n    print(path)\n';
const FIXED = "import milestone\n\nprint('fixed')\n";
const NO_WORKER = 'No execution worker is running to check the script; try again in a minute.';

/** The providers of the app that are sandbox runners (by token, or by the shape of a SandboxRunner). */
function sandboxRunnersOf(service: TestService): string[] {
  const found: string[] = [];
  for (const module of service.app.get(ModulesContainer).values()) {
    for (const [token, wrapper] of module.providers) {
      const instance = wrapper.instance as Partial<Record<'run' | 'mode' | 'close', unknown>> | null | undefined;
      const shaped = !!instance && typeof instance === 'object' && ['run', 'mode', 'close'].every((key) => typeof instance[key as 'run'] === 'function');
      if (token === SANDBOX_RUNNER || token === CHECK_SANDBOX_RUNNER || shaped)
        found.push(`${module.name}: ${String(typeof token === 'function' ? token.name : token)}`);
    }
  }
  return found;
}

/** The processes under `root` (its children, theirs...), from /proc: pid -> [parent, command line]. */
function descendantsOf(root: number, except: number | undefined): Array<{ pid: number; command: string }> {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      // The parent is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim());
    } catch {
      // Gone meanwhile.
    }
  }
  const found: Array<{ pid: number; command: string }> = [];
  const visit = (parent: number) => {
    for (const [pid, ppid] of parents) {
      if (ppid !== parent || pid === except) continue;
      found.push({ pid, command: commands.get(pid) ?? '' });
      visit(pid);
    }
  };
  visit(root);
  return found;
}

describe('The script of a task: editing, syntax check, versions', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let ds: DataSource;
  let worker: WorkerProcess | null = null;

  const companyId = aCompanyId();
  interface Person {
    id: number;
    companyId: number;
    role: 'user' | 'admin' | 'owner';
    email: string;
    as?: Client;
  }
  const person = (role: Person['role'], company = companyId): Person => {
    const id = aUserId();
    return { id, companyId: company, role, email: `u${id}@scripts.example` };
  };
  const creator = person('user');
  const viewer = person('user');
  const companyAdmin = person('admin');
  const outsider = person('owner', aCompanyId());
  const everyone = [creator, viewer, companyAdmin, outsider];

  async function newTask(): Promise<{ id: number; version: number }> {
    const res = await creator.as!.post('/api/tasks', aTaskBody());
    expect(res.status).toBe(201);
    return res.body;
  }

  async function saveScript(who: Person, taskId: number, pythonScript: string, version?: number) {
    const current = version ?? (await creator.as!.get(`/api/tasks/${taskId}`)).body.version;
    return who.as!.put(`/api/tasks/${taskId}`, { version: current, pythonScript });
  }

  async function versionsOf(taskId: number): Promise<Array<Record<string, unknown>>> {
    const res = await viewer.as!.get(`/api/tasks/${taskId}/script-versions`);
    expect(res.status).toBe(200);
    return res.body;
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_script');
    issuer = await createTestIssuer();
    svc = await startTasksService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    // The syntax check is an execution worker's: one runs beside the API, as the platform runs it.
    worker = await startWorkerProcess(db);
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    for (const subject of CONSUMED_SUBJECTS) {
      await eventually(() => jsm.consumers.info(STREAMS.IDENTITY.name, durableName(serviceName, subject)).then(() => true), 15_000);
    }
    for (const p of everyone) {
      p.as = client(svc.url, await issuer.sign({ id: p.id, companyId: p.companyId, role: p.role, email: p.email }));
      const event = { userId: p.id, companyId: p.companyId, email: p.email, role: p.role, createdAt: new Date().toISOString() };
      await js.publish(USER_REGISTERED_V1, JSON.stringify(event), { msgID: randomUUID() });
    }
    await eventually(async () => {
      const [row] = await ds.query('SELECT count(*)::int AS n FROM company_users WHERE id = ANY($1)', [everyone.map((p) => p.id)]);
      return row.n === everyone.length;
    }, 15_000);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  it('starts a task with no script and no versions', async () => {
    const task = await newTask();
    const res = await viewer.as!.get(`/api/tasks/${task.id}`);
    expect(res.body).toMatchObject({ pythonScript: null, hasScript: false });
    expect(await versionsOf(task.id)).toEqual([]);
  });

  it('saves a task admin’s script as version 1: pythonScript, hasScript, the task version and one updated event', async () => {
    const task = await newTask();
    const res = await saveScript(companyAdmin, task.id, VALID, task.version);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pythonScript: VALID, hasScript: true, version: task.version + 1, permissionLevel: 'admin' });
    expect((await viewer.as!.get('/api/tasks?limit=500')).body.find((t: { id: number }) => t.id === task.id)).toMatchObject({ hasScript: true });

    const versions = await versionsOf(task.id);
    expect(versions).toEqual([
      {
        id: expect.any(Number),
        version: 1,
        source: 'manual',
        createdBy: companyAdmin.id,
        createdByName: companyAdmin.email,
        createdAt: expect.any(String),
        lines: 5,
      },
    ]);
    const events = await ds.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2`, [TASK_UPDATED_V1, task.id]);
    expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([
      expect.objectContaining({ taskId: task.id, companyId, version: task.version + 1, changed: ['pythonScript'], updatedBy: companyAdmin.id }),
    ]);
  });

  it.each([
    ['def f(:\n    pass\n', 'Syntax error on line 1: invalid syntax'],
    ["x = 1\nprint('a'\n", "Syntax error on line 2: '(' was never closed"],
    ['x = 1\nreturn x\n', "Syntax error on line 2: 'return' outside function"],
    ['if True:\nprint(1)\n', "Syntax error on line 2: expected an indented block after 'if' statement on line 1"],
    ['x = 1\n  y = 2\n', 'Syntax error on line 2: unexpected indent'],
  ])('refuses a script Python cannot compile (%j) with its line and message, and keeps the old one', async (script, message) => {
    const task = await newTask();
    expect((await saveScript(creator, task.id, VALID)).status).toBe(200);
    const res = await saveScript(creator, task.id, script);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect((await creator.as!.get(`/api/tasks/${task.id}`)).body).toMatchObject({ pythonScript: VALID, version: task.version + 1 });
    expect((await versionsOf(task.id)).map((v) => v.version)).toEqual([1]);
  });

  it('checks the syntax in the worker: the API process holds no sandbox runner and starts no python process', async () => {
    const task = await newTask();
    expect((await saveScript(creator, task.id, 'def f(:\n    pass\n')).status).toBe(400);
    expect((await saveScript(creator, task.id, VALID)).status).toBe(200);
    expect(sandboxRunnersOf(svc)).toEqual([]);
    // This test process is the API's; the worker it started for the suite (and its sandboxes) aside,
    // nothing under it runs Python.
    const python = descendantsOf(process.pid, worker!.child.pid).filter((p) => /python/.test(p.command));
    expect(python).toEqual([]);
    expect(descendantsOf(worker!.child.pid!, undefined).some((p) => /python/.test(p.command))).toBe(true);
  });

  it('checks the syntax without running the script', async () => {
    const marker = join(tmpdir(), `script-check-${randomUUID()}`);
    const task = await newTask();
    const res = await saveScript(creator, task.id, `open(${JSON.stringify(marker)}, 'w').write('ran')\nimport os\nos.system('touch ${marker}')\n`);
    expect(res.status).toBe(200);
    expect(existsSync(marker)).toBe(false);
  });

  it('lets only task admins and above change the script: a viewer gets 403, valid script or not, and nothing changes', async () => {
    const task = await newTask();
    for (const script of [VALID, 'def (:']) {
      const res = await saveScript(viewer, task.id, script);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: FORBIDDEN });
    }
    expect((await viewer.as!.get(`/api/tasks/${task.id}`)).body).toMatchObject({ pythonScript: null, hasScript: false, version: task.version });
    expect(await versionsOf(task.id)).toEqual([]);
  });

  it('answers 404 to another company, on every script route', async () => {
    const task = await newTask();
    expect((await saveScript(creator, task.id, VALID)).status).toBe(200);
    const put = await outsider.as!.put(`/api/tasks/${task.id}`, { version: 2, pythonScript: FIXED });
    const list = await outsider.as!.get(`/api/tasks/${task.id}/script-versions`);
    const one = await outsider.as!.get(`/api/tasks/${task.id}/script-versions/1`);
    const restore = await outsider.as!.post(`/api/tasks/${task.id}/script-versions/1/restore`, {});
    for (const res of [put, list, one, restore]) expect([res.status, res.body]).toEqual([404, { statusCode: 404, message: 'Task not found' }]);
  });

  it('answers 409 to a save of a stale task version', async () => {
    const task = await newTask();
    expect((await saveScript(creator, task.id, VALID, task.version)).status).toBe(200);
    const stale = await saveScript(companyAdmin, task.id, FIXED, task.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_TASK_MESSAGE);
    expect((await versionsOf(task.id)).map((v) => v.version)).toEqual([1]);
  });

  it('keeps no new version when the script did not change, and a cleared script is a version without a script', async () => {
    const task = await newTask();
    const first = await saveScript(creator, task.id, VALID);
    const again = await saveScript(creator, task.id, VALID);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(first.body.version);
    const cleared = await saveScript(creator, task.id, '');
    expect(cleared.body).toMatchObject({ pythonScript: null, hasScript: false, version: first.body.version + 1 });
    const blank = await saveScript(creator, task.id, '\n   \n');
    expect(blank.body).toMatchObject({ hasScript: false });
    expect((await versionsOf(task.id)).map((v) => [v.version, v.lines])).toEqual([
      [3, 3],
      [2, 0],
      [1, 5],
    ]);
  });

  it('refuses a script over 200,000 characters and one that is not text', async () => {
    const task = await newTask();
    const long = await saveScript(creator, task.id, `x = 1\n${'#'.repeat(200_000)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ statusCode: 400, message: 'pythonScript must be at most 200000 characters' });
    const notText = await creator.as!.put(`/api/tasks/${task.id}`, { version: task.version, pythonScript: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body).toEqual({ statusCode: 400, message: 'pythonScript must be text' });
    const max = await saveScript(creator, task.id, `x = 1\n${'#'.repeat(200_000 - 6)}`);
    expect(max.status).toBe(200);
  });

  it('shows each version with its script to every member, and 404 for one that does not exist', async () => {
    const task = await newTask();
    await saveScript(creator, task.id, VALID);
    await saveScript(companyAdmin, task.id, FIXED);
    const one = await viewer.as!.get(`/api/tasks/${task.id}/script-versions/1`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      id: expect.any(Number),
      version: 1,
      source: 'manual',
      createdBy: creator.id,
      createdByName: creator.email,
      createdAt: expect.any(String),
      lines: 5,
      script: VALID,
    });
    expect((await viewer.as!.get(`/api/tasks/${task.id}/script-versions/2`)).body).toMatchObject({ version: 2, createdBy: companyAdmin.id, script: FIXED });
    for (const missing of ['3', '0', 'abc']) {
      const res = await viewer.as!.get(`/api/tasks/${task.id}/script-versions/${missing}`);
      expect([missing, res.status, res.body.message]).toEqual([missing, 404, 'Script version not found']);
    }
    expect((await versionsOf(task.id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('restores an older version as a new one (source restore) for a task admin; a viewer gets 403', async () => {
    const task = await newTask();
    await saveScript(creator, task.id, VALID);
    const second = await saveScript(creator, task.id, FIXED);
    const refused = await viewer.as!.post(`/api/tasks/${task.id}/script-versions/1/restore`, {});
    expect([refused.status, refused.body]).toEqual([403, { statusCode: 403, message: FORBIDDEN }]);

    const restored = await companyAdmin.as!.post(`/api/tasks/${task.id}/script-versions/1/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: task.id, pythonScript: VALID, hasScript: true, version: second.body.version + 1 });
    expect((await versionsOf(task.id)).map((v) => [v.version, v.source, v.createdBy])).toEqual([
      [3, 'restore', companyAdmin.id],
      [2, 'manual', creator.id],
      [1, 'manual', creator.id],
    ]);
    const [event] = await ds.query(`SELECT payload FROM outbox WHERE subject = $1 AND (payload->>'taskId')::int = $2 AND (payload->>'version')::int = $3`, [
      TASK_UPDATED_V1,
      task.id,
      second.body.version + 1,
    ]);
    expect(event.payload).toMatchObject({ changed: ['pythonScript'], updatedBy: companyAdmin.id });

    // Restoring the current script changes nothing; a version that does not exist is 404.
    const same = await companyAdmin.as!.post(`/api/tasks/${task.id}/script-versions/3/restore`, {});
    expect(same.body.version).toBe(second.body.version + 1);
    const missing = await companyAdmin.as!.post(`/api/tasks/${task.id}/script-versions/9/restore`, {});
    expect([missing.status, missing.body.message]).toEqual([404, 'Script version not found']);
    expect((await versionsOf(task.id)).length).toBe(3);
  });

  it('keeps a script saved before versions existed as version 1 when it is first changed', async () => {
    const task = await newTask();
    await ds.query('UPDATE tasks SET python_script = $1, has_script = true WHERE id = $2', [VALID, task.id]);
    expect((await saveScript(creator, task.id, FIXED)).status).toBe(200);
    expect((await versionsOf(task.id)).map((v) => [v.version, v.createdBy])).toEqual([
      [2, creator.id],
      [1, null],
    ]);
    expect((await viewer.as!.get(`/api/tasks/${task.id}/script-versions/1`)).body.script).toBe(VALID);
  });

  // Last: it stops the suite's worker.
  it('answers 503 naming the missing worker when no worker answers the check, never a 500, and keeps the old script', async () => {
    const task = await newTask();
    expect((await saveScript(creator, task.id, VALID)).status).toBe(200);
    await worker!.close();
    worker = null;
    for (const script of [FIXED, 'def f(:\n']) {
      const res = await saveScript(creator, task.id, script);
      expect([res.status, res.body]).toEqual([503, { statusCode: 503, message: NO_WORKER }]);
    }
    const created = await creator.as!.post('/api/tasks', { ...aTaskBody(), pythonScript: FIXED });
    expect([created.status, created.body]).toEqual([503, { statusCode: 503, message: NO_WORKER }]);
    expect((await creator.as!.get(`/api/tasks/${task.id}`)).body).toMatchObject({ pythonScript: VALID });
    expect((await versionsOf(task.id)).map((v) => v.version)).toEqual([1]);
  });
});
