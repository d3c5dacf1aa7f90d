import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Client } from 'pg';
import { EXECUTION_REQUESTED_SCRIPT_V1 } from '@milestone/contracts';
import { createTestDatabase, eventually, TEST_NATS_URL, type TestDatabase } from '@milestone/nest-kit/testing';
import { WORKER_STOPPED_ERROR } from '../../src/modules/execution/worker/run-ending.service.js';
import { WORKER_SERVICE_NAME } from '../../src/modules/execution/worker/worker.module.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import { captureOutput, purgeRunRequests, removeWorkerDurables, startFiles, workerSettings, WORKER_MAIN, type FilesProcess } from './worker-harness.js';

// The kill test: worker processes (the build, node dist/worker.js) are SIGKILLed mid-run, 20 times
// in a row; every run still ends (failed with the reason and run again, or failed), none is lost
// or left running.

const KILLS = Number(process.env['WORKER_KILLS'] ?? 20);
// Short, so a killed worker's run comes again soon; not shorter, so a busy machine's live worker keeps its lease.
const ACK_WAIT_MS = 3000;

let db: TestDatabase;
let filesDb: TestDatabase;
let files: FilesProcess;
let pg: Client;
let nc: NatsConnection;
const workers: ChildProcess[] = [];
const companyId = aCompanyId();
const userId = aUserId();

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      ...workerSettings(db, files, {
        LOG_LEVEL: process.env['WORKER_LOG_LEVEL'] ?? 'warn',
        EXECUTION_ACK_WAIT_MS: String(ACK_WAIT_MS),
        EXECUTION_TIME_LIMIT_SECONDS: '20',
        EXECUTION_WORKER_SLOTS: '4',
      }),
      // Cold sandboxes: a replacement worker is ready sooner (no warm pool to start).
      SANDBOX_POOL_SIZE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  if (process.env['WORKER_KILL_TRACE']) child.once('exit', () => process.stderr.write(`worker ${child.pid} exited:\n${output()}\n`));
  workers.push(child);
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  db = await createTestDatabase('worker_kill');
  filesDb = await createTestDatabase('worker_kill_files');
  files = await startFiles(filesDb);
  await purgeRunRequests();
  const first = startWorker();
  pg = new Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
  await pg.connect();
  // The first worker migrates the database and reports itself.
  await eventually(
    async () => (await pg.query(`SELECT 1 FROM execution_workers WHERE pid = $1`, [first.pid]).catch(() => ({ rowCount: 0 }))).rowCount,
    60_000,
    200,
  );
  nc = await connect({ servers: TEST_NATS_URL });
}, 120_000);

afterAll(async () => {
  for (const child of workers) await kill(child);
  await pg?.end();
  if (nc) {
    await nc.close();
    await removeWorkerDurables(WORKER_SERVICE_NAME);
  }
  await files?.close();
  await db?.drop();
  await filesDb?.drop();
}, 60_000);

/** A pending run of a new task, queued as the API queues it (the row, then its message). */
async function queueRun(script: string): Promise<number> {
  const task = await pg.query<{ id: number }>(
    `INSERT INTO tasks (name, type, python_script, has_script, company_id) VALUES ('Kill test', 'api-reporting', $1, true, $2) RETURNING id`,
    [script, companyId],
  );
  const taskId = task.rows[0].id;
  await files.knowTask(companyId, taskId);
  const run = await pg.query<{ id: number; created_at: Date }>(
    `INSERT INTO task_executions (company_id, task_id, kind, started_by, trigger) VALUES ($1, $2, 'script', $3, 'manual') RETURNING id, created_at`,
    [companyId, taskId, userId],
  );
  const id = run.rows[0].id;
  await jetstream(nc).publish(
    EXECUTION_REQUESTED_SCRIPT_V1,
    JSON.stringify({ executionId: id, taskId, companyId, kind: 'script', at: run.rows[0].created_at.toISOString() }),
  );
  return id;
}

interface Row {
  id: number;
  status: string;
  error: string | null;
  attempt: number;
  trigger: string;
  retry_of: number | null;
}

it(`loses no run and leaves none running when its worker is killed mid-run, ${KILLS} times in a row`, async () => {
  // Three workers share the queue; the one running the run is killed and replaced, another takes
  // the run's message again once the ack wait has passed.
  startWorker();
  startWorker();
  const originals: number[] = [];
  const started = Date.now();
  for (let i = 0; i < KILLS; i++) {
    const id = await queueRun(`import milestone, time\nmilestone.progress(10, 'Working')\ntime.sleep(2.5)\nprint('slept')`);
    originals.push(id);
    // Mid-run: the script has started (its first progress is in the row).
    const running = await eventually(
      async () =>
        (await pg.query<{ worker_id: string }>(`SELECT worker_id FROM task_executions WHERE id = $1 AND status = 'running' AND progress = 10`, [id])).rows[0],
      60_000,
      25,
    );
    const pid = Number(running.worker_id.split(':').at(-2));
    const victim = workers.find((child) => child.pid === pid);
    expect(victim).toBeDefined();
    await kill(victim!);
    startWorker();
    if (process.env['WORKER_KILL_TRACE']) process.stderr.write(`kill ${i}: run ${id} at ${Date.now() - started} ms\n`);
  }

  // Every run ends: none pending or running once the last worker has recovered what it must.
  const rows = await eventually(
    async () => {
      const all = await pg.query<Row>(`SELECT id, status, error, attempt, trigger, retry_of FROM task_executions ORDER BY id`);
      return all.rows.every((row) => ['completed', 'failed', 'cancelled'].includes(row.status)) ? all.rows : null;
    },
    60_000,
    250,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rerunOf = new Map(rows.filter((row) => row.trigger === 'recovery').map((row) => [row.retry_of!, row]));
  for (const id of originals) {
    const original = byId.get(id)!;
    expect(original).toMatchObject({ status: 'failed', error: WORKER_STOPPED_ERROR, attempt: 1 });
    // Run again once: it completed, or its worker was killed too (then it stays failed, attempts spent).
    const again = rerunOf.get(id)!;
    expect(again).toBeDefined();
    expect(again.attempt).toBe(2);
    if (again.status !== 'completed') expect(again).toMatchObject({ status: 'failed', error: WORKER_STOPPED_ERROR });
    expect(rerunOf.has(again.id)).toBe(false);
  }
  expect(rows).toHaveLength(originals.length * 2);
  // Re-runs run to their end (a kill also ends the re-runs the killed worker was running).
  expect(rows.filter((row) => row.trigger === 'recovery' && row.status === 'completed').length).toBeGreaterThan(0);
}, 300_000);

it('stops gracefully on SIGTERM: takes no new run, lets the running one finish, removes its registry row', async () => {
  const id = await queueRun(`import milestone, time\nmilestone.progress(10, 'Working')\ntime.sleep(1.5)\nprint('finished')`);
  const running = await eventually(
    async () =>
      (await pg.query<{ worker_id: string }>(`SELECT worker_id FROM task_executions WHERE id = $1 AND status = 'running' AND progress = 10`, [id])).rows[0],
    30_000,
    25,
  );
  const pid = Number(running.worker_id.split(':').at(-2));
  const worker = workers.find((child) => child.pid === pid)!;
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => worker.once('exit', (code, signal) => resolve({ code, signal })));
  worker.kill('SIGTERM');
  const exit = await exited;
  expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  const run = await pg.query(`SELECT status, error, attempt FROM task_executions WHERE id = $1`, [id]);
  expect(run.rows[0]).toEqual({ status: 'completed', error: null, attempt: 1 });
  expect((await pg.query(`SELECT 1 FROM execution_workers WHERE pid = $1`, [pid])).rowCount).toBe(0);
}, 60_000);
