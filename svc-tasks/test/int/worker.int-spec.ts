import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { EXECUTION_CANCEL_SUBJECT, EXECUTION_REQUESTED_SCRIPT_V1 } from '@milestone/contracts';
import { JsonLogger, loadEnv, Outbox } from '@milestone/nest-kit';
import { createTestDatabase, eventually, TEST_NATS_URL, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { WorkerEnv } from '../../src/config/worker-env.schema.js';
import { ExecutionQueue } from '../../src/modules/execution/execution-queue.js';
import { INPUTS_ERROR, NO_SCRIPT_ERROR, OUTPUTS_ERROR } from '../../src/modules/execution/worker/run-execution.service.js';
import { WorkerAppModule } from '../../src/modules/execution/worker/worker.module.js';
import { aCompanyId, aUserId } from '../factories/task.factory.js';
import {
  aTaskWithScript,
  executionOf,
  runReaching,
  startFiles,
  workerSettings,
  SERVICE_SECRET,
  type FilesProcess,
  purgeRunRequests,
  removeWorkerDurables,
} from './worker-harness.js';
import { requestLogProxy, type RequestLogProxy } from '../support/request-log-proxy.js';

// The worker in-process against real PostgreSQL, NATS, the sandbox and a real svc-files (its build),
// reached through a proxy that notes the worker's requests.

let db: TestDatabase;
let filesDb: TestDatabase;
let files: FilesProcess;
let filesProxy: RequestLogProxy;
let worker: INestApplicationContext;
let dataSource: DataSource;
let nc: NatsConnection;
const serviceName = `svc-tasks-worker-test-${uniqueSuffix()}`;
const companyId = aCompanyId();
const userId = aUserId();

beforeAll(async () => {
  db = await createTestDatabase('worker');
  filesDb = await createTestDatabase('worker_files');
  files = await startFiles(filesDb);
  filesProxy = await requestLogProxy(files.url);
  await purgeRunRequests();
  const env = loadEnv(WorkerEnv, workerSettings(db, { ...files, url: filesProxy.url }, { EXECUTION_ACK_WAIT_MS: '3000' }));
  worker = await NestFactory.createApplicationContext(WorkerAppModule.forRoot(env, { serviceName }), {
    logger: process.env['TEST_LOG_LEVEL'] ? new JsonLogger('worker', process.env['TEST_LOG_LEVEL']) : false,
  });
  await worker.init();
  dataSource = worker.get(DataSource);
  nc = await connect({ servers: TEST_NATS_URL });
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await nc?.close();
  await removeWorkerDurables(serviceName);
  await filesProxy?.close();
  await files?.close();
  await db?.drop();
  await filesDb?.drop();
}, 60_000);

/** Queues a run of a new task with `script`, as Run Task does. */
async function runScript(script: string, parameters: Record<string, unknown> = {}): Promise<number> {
  const taskId = await aTaskWithScript(dataSource, files, companyId, script);
  return queueRun(taskId, parameters);
}

/** Queues a run of the task (`inputFileIds`: the inputs it was queued with). */
async function queueRun(taskId: number, parameters: Record<string, unknown> = {}, inputFileIds: number[] = []): Promise<number> {
  const run = await worker
    .get(Outbox)
    .transaction((manager) =>
      worker.get(ExecutionQueue).enqueue(manager, { companyId, taskId, kind: 'script', parameters, inputFileIds, startedBy: userId, trigger: 'manual' }),
    );
  return run.id;
}

/** What the worker asked of svc-files for the run. */
const requestsFor = (executionId: number) => filesProxy.requests.filter((r) => r.path.startsWith(`/internal/executions/${executionId}/`));

async function finishedEventOf(executionId: number): Promise<Record<string, unknown>> {
  return eventually(async () => {
    const rows: Array<{ payload: Record<string, unknown> }> = await dataSource.query(
      `SELECT payload FROM outbox WHERE subject = 'tasks.execution.finished.v1' AND (payload->>'executionId')::int = $1 AND published_at IS NOT NULL`,
      [executionId],
    );
    return rows[0]?.payload;
  });
}

describe('the execution worker', () => {
  it('runs a script: pending -> running -> completed, its output stored in svc-files and finished.v1 published', async () => {
    const id = await runScript(
      `import milestone, time
p = milestone.parameters()
milestone.progress(40, 'Halfway')
time.sleep(0.6)
with open(milestone.output_path('report.csv'), 'w') as f:
    f.write('branch,total\\n' + p['branch'] + ',42\\n')
print('done')`,
      { branch: 'North' },
    );
    expect((await executionOf(dataSource, id)).status).toMatch(/pending|running/);
    const running = await runReaching(dataSource, id, ['running', 'completed']);
    expect(running.status).toBe('running');
    expect(running.startTime).not.toBeNull();
    const halfway = await eventually(async () => {
      const run = await executionOf(dataSource, id);
      return run.progress === 40 ? run : null;
    });
    expect(halfway.progressMessage).toBe('Halfway');

    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      error: null,
      attempt: 1,
      result: { output_files: ['report.csv'] },
      log: { success: true, error: null, stdout: 'done\n', stderr: null, detailedError: null },
    });
    expect(done.outputFiles).toEqual([{ id: expect.any(Number), name: 'report.csv', size: 22 }]);
    expect(done.endTime!.getTime()).toBeGreaterThanOrEqual(done.startTime!.getTime());

    const stored = await files.query(`SELECT name, size FROM output_files WHERE execution_id = $1`, [id]);
    expect(stored).toEqual([{ name: 'report.csv', size: 22 }]);
    expect(await finishedEventOf(id)).toMatchObject({ executionId: id, companyId, status: 'completed', log: { success: true } });
    // svc-files keeps the outcome from the event (the file repository panel).
    await eventually(
      async () => (await files.query<{ status: string }>(`SELECT status FROM execution_records WHERE execution_id = $1`, [id]))[0]?.status === 'completed',
    );
    const workers = await dataSource.query(`SELECT sandbox_mode, slots FROM execution_workers`);
    expect(workers).toEqual([{ sandbox_mode: 'on', slots: 2 }]);
  });

  it('ends a failing script failed with the last line of its traceback', async () => {
    const id = await runScript(`rows = []\nprint('reading')\nraise ValueError('Row 3 has no branch')`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done.status).toBe('failed');
    expect(done.error).toBe('ValueError: Row 3 has no branch');
    expect(done.log).toMatchObject({ success: false, error: 'ValueError: Row 3 has no branch', stdout: 'reading\n' });
    expect(done.log!.detailedError).toMatch(/^Traceback \(most recent call last\):[\s\S]*line 3[\s\S]*ValueError: Row 3 has no branch$/);
    expect(await finishedEventOf(id)).toMatchObject({ status: 'failed', log: { error: 'ValueError: Row 3 has no branch' } });
  });

  it('fails a run whose task lost its script, or was deleted, after the run was queued (the script is read as the run is taken)', async () => {
    const queue = async (taskId: number) =>
      (
        await worker
          .get(Outbox)
          .transaction((manager) =>
            worker
              .get(ExecutionQueue)
              .enqueue(manager, { companyId, taskId, kind: 'script', parameters: {}, inputFileIds: [], startedBy: userId, trigger: 'manual' }),
          )
      ).id;
    const blanked = await aTaskWithScript(dataSource, files, companyId, 'print(1)');
    await dataSource.query(`UPDATE tasks SET python_script = '  ' WHERE id = $1`, [blanked]);
    const deleted = await aTaskWithScript(dataSource, files, companyId, 'print(1)');
    await dataSource.query(`UPDATE tasks SET deleted_at = now() WHERE id = $1`, [deleted]);
    for (const id of [await queue(blanked), await queue(deleted)]) {
      const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
      expect(done).toMatchObject({ status: 'failed', error: NO_SCRIPT_ERROR });
    }
  });

  it('caps stdout and says so on the last line', async () => {
    const id = await runScript(`print('x' * 100000)`);
    const done = await runReaching(dataSource, id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.log!.stdout!.endsWith('\n[output truncated at 64 KiB]')).toBe(true);
    expect(done.log!.stdout!.length).toBe(64 * 1024 + '\n[output truncated at 64 KiB]'.length);
  });

  const walls: Array<[string, string, RegExp]> = [
    [
      'a socket',
      `import socket\nsocket.create_connection(('127.0.0.1', ${new URL(TEST_NATS_URL.replace('nats:', 'http:')).port || 4222}), timeout=2)`,
      /^(ConnectionRefusedError|OSError|TimeoutError)/,
    ],
    ['/etc/shadow', `print(open('/etc/shadow').read())`, /^(FileNotFoundError|PermissionError)/],
    [
      "the service's environment",
      `import os, glob
seen = [v for v in os.environ.values()]
for f in glob.glob('/proc/*/environ'):
    try:
        seen.append(open(f, 'rb').read().decode('latin-1'))
    except OSError:
        pass
if not any('${SERVICE_SECRET}' in s for s in seen):
    raise LookupError('SERVICE_TOKEN_SECRET is not readable')
print('found it')`,
      /^LookupError: SERVICE_TOKEN_SECRET is not readable$/,
    ],
    ['a fork bomb', `import os\nwhile True:\n    os.fork()`, /^(Process limit of 16|Time limit of 3 s) reached$/],
    ['memory', `x = bytearray(2 * 1024 ** 3)`, /^Memory limit of 256 MiB reached$/],
    [
      'a huge file',
      `import milestone\nwith open(milestone.output_path('big.bin'), 'wb') as f:\n    f.write(b'x' * (4 * 1024 ** 2))`,
      /^File size limit of 1 MiB reached$/,
    ],
    ['an infinite loop', `while True:\n    pass`, /^(CPU time limit of 2 s|Time limit of 3 s) reached$/],
  ];

  it.each(walls)('stops %s: the run ends failed with the reason, and the worker serves the next run', async (_wall, script, reason) => {
    const id = await runScript(script);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled'], 30_000);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(reason);
    expect(JSON.stringify(done.log)).not.toContain(SERVICE_SECRET);
    expect(done.outputFiles).toEqual([]);
    const next = await runScript(`print('next')`);
    expect(await runReaching(dataSource, next, ['completed', 'failed'])).toMatchObject({ status: 'completed', log: { stdout: 'next\n' } });
  });

  it('fails a run whose inputs svc-files refuses to hand over (its task deleted there), without running its script', async () => {
    const taskId = await aTaskWithScript(
      dataSource,
      files,
      companyId,
      `import milestone, time
time.sleep(2)
open(milestone.output_path('late.txt'), 'w').write('x')`,
    );
    await files.query(`UPDATE known_tasks SET deleted_at = now() WHERE task_id = $1`, [taskId]);
    const started = Date.now();
    const id = await queueRun(taskId, {}, [424242]);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({ status: 'failed', error: INPUTS_ERROR, outputFiles: [] });
    expect(done.log!.detailedError).toContain('404');
    // The claim failed at once; the script (a 2 s sleep) did not run.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requestsFor(id)).toEqual([{ method: 'POST', path: `/internal/executions/${id}/inputs` }]);
    expect(await files.query(`SELECT id FROM output_files WHERE execution_id = $1`, [id])).toEqual([]);
  });

  it('runs a run queued with no inputs with one call to svc-files, its output’s: no claim, and the record the output opened completed', async () => {
    const id = await runScript(`import milestone
open(milestone.output_path('totals.csv'), 'w').write('a,1\\n')`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({ status: 'completed', outputFiles: [{ id: expect.any(Number), name: 'totals.csv', size: 4 }] });
    expect(requestsFor(id)).toEqual([{ method: 'PUT', path: `/internal/executions/${id}/outputs/totals.csv?companyId=${companyId}&taskId=${done.taskId}` }]);
    expect(await files.query(`SELECT name, size FROM output_files WHERE execution_id = $1`, [id])).toEqual([{ name: 'totals.csv', size: 4 }]);
    // Opened by the put (never claimed), then given its outcome by finished.v1.
    const record = await eventually(async () => {
      const [row] = await files.query<{ status: string; claimed_at: Date | null }>(`SELECT status, claimed_at FROM execution_records WHERE execution_id = $1`, [
        id,
      ]);
      return row?.status === 'completed' ? row : null;
    });
    expect(record.claimed_at).toBeNull();
  });

  it('fails a run with no inputs whose output svc-files refuses (its task deleted there), keeping nothing there', async () => {
    const taskId = await aTaskWithScript(
      dataSource,
      files,
      companyId,
      `import milestone
open(milestone.output_path('late.txt'), 'w').write('x')`,
    );
    await files.query(`UPDATE known_tasks SET deleted_at = now() WHERE task_id = $1`, [taskId]);
    const id = await queueRun(taskId);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({ status: 'failed', error: OUTPUTS_ERROR, outputFiles: [] });
    expect(done.log!.detailedError).toContain('404');
    expect(requestsFor(id).map((r) => r.method)).toEqual(['PUT']);
    expect(await files.query(`SELECT id FROM output_files WHERE execution_id = $1`, [id])).toEqual([]);
    expect(await files.query(`SELECT status FROM execution_records WHERE execution_id = $1`, [id])).toEqual([]);
  });

  it('stores outputs with long names and names that sanitising makes the same: shortened with their extension, collisions numbered', async () => {
    // 214 bytes of UTF-8 (a file name may hold 255): about 600 characters once percent-encoded in svc-files' URL.
    const long = `${'Сводка по техникам '.repeat(6)}.csv`;
    const id = await runScript(`import milestone
for name in (${JSON.stringify(long)}, 'Bericht-\\x01.csv', 'Bericht-\\x02.csv'):
    with open(milestone.output_path(name), 'w') as f:
        f.write('a,1\\n')`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect([done.status, done.error]).toEqual(['completed', null]);
    const names = done.outputFiles.map((o) => o.name).sort();
    expect(names).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('Bericht-'))).toEqual(['Bericht-_ (2).csv', 'Bericht-_.csv']);
    const short = names.find((n) => n.startsWith('Сводка'))!;
    expect(short.endsWith('.csv') && Buffer.byteLength(short) <= 200 && long.startsWith(short.slice(0, -4).trimEnd())).toBe(true);
    expect((await files.query<{ name: string }>(`SELECT name FROM output_files WHERE execution_id = $1`, [id])).map((r) => r.name).sort()).toEqual(names);
  });

  it('stores an output whose name is not UTF-8 under its name with _ for each byte that is not, and shows no path of the worker', async () => {
    const id = await runScript(`import milestone, os
out = os.fsencode(os.path.dirname(milestone.output_path('x')))
with open(os.path.join(out, b'Bericht-\\xe4.csv'), 'wb') as f:
    f.write(b'a,1\\n')`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(JSON.stringify([done.error, done.log])).not.toMatch(/\/proc\/\d+|\/tmp\/|milestone-(job|run)-/);
    expect(done.status).toBe('completed');
    expect(done.outputFiles.map((o) => o.name)).toEqual(['Bericht-_.csv']);
  });

  it('keeps the script’s stdout and stderr when storing its outputs fails, and names the output, not where it lay on the worker', async () => {
    const id = await runScript(`import milestone, sys
for i in range(51):
    open(milestone.output_path('out-%02d.csv' % i), 'w').write('%d\\n' % i)
print('wrote 51')
sys.stderr.write('a warning\\n')`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({ status: 'failed', error: OUTPUTS_ERROR, outputFiles: [] });
    expect(done.log).toMatchObject({ success: false, error: OUTPUTS_ERROR, stdout: 'wrote 51\n', stderr: 'a warning\n' });
    expect(done.log!.detailedError).toBe('The output out-50.csv could not be stored: svc-files answered 409: An execution keeps at most 50 output files');
    expect(JSON.stringify(done.log)).not.toMatch(/\/tmp\/|milestone-(job|run)-/);
  });

  it('does not blame the run’s CPU limit for a script stopped long before it could reach it, and names the run’s limit', async () => {
    // SIGXCPU is what the CPU limit sends; here the script sends it to itself at once.
    const id = await runScript(`import os, signal
os.kill(os.getpid(), signal.SIGXCPU)`);
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled'], 30_000);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/^The script was stopped by SIG(KILL|XCPU) after [\d.]+ s, before the run's CPU time limit of 2 s$/);
  });

  it('cancels a running run within a second (core NATS), ending it cancelled', async () => {
    const id = await runScript(`import milestone, time\nmilestone.progress(5, 'Waiting')\ntime.sleep(30)`);
    await eventually(async () => (await executionOf(dataSource, id)).progress === 5);
    // Only the core-NATS message (the API also sets cancel_requested_at, which the lease tick reads).
    const asked = Date.now();
    nc.publish(EXECUTION_CANCEL_SUBJECT, JSON.stringify({ executionId: id }));
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled'], 5000);
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(done).toMatchObject({ status: 'cancelled', error: 'Cancelled by a user', log: { success: false, error: 'Cancelled by a user' } });
    expect(await finishedEventOf(id)).toMatchObject({ status: 'failed', log: { error: 'Cancelled by a user' } });
  });

  it('cancels a running run whose core-NATS cancel was missed, at its next lease tick', async () => {
    const id = await runScript(`import milestone, time\nmilestone.progress(5, 'Waiting')\ntime.sleep(30)`);
    await eventually(async () => (await executionOf(dataSource, id)).progress === 5);
    await dataSource.query(`UPDATE task_executions SET cancel_requested_at = now() WHERE id = $1`, [id]);
    // Ack wait 3 s: a lease tick every second.
    const done = await runReaching(dataSource, id, ['completed', 'failed', 'cancelled'], 2500);
    expect(done).toMatchObject({ status: 'cancelled', error: 'Cancelled by a user' });
  });

  it('ends a pending run cancelled before it ran without running it', async () => {
    const taskId = await aTaskWithScript(dataSource, files, companyId, `print('ran')`);
    const run = await worker.get(Outbox).transaction(async (manager) => {
      const queued = await worker
        .get(ExecutionQueue)
        .enqueue(manager, { companyId, taskId, kind: 'script', parameters: {}, inputFileIds: [], startedBy: userId, trigger: 'manual' });
      await manager.query(`UPDATE task_executions SET cancel_requested_at = now() WHERE id = $1`, [queued.id]);
      return queued;
    });
    const done = await runReaching(dataSource, run.id, ['completed', 'failed', 'cancelled']);
    expect(done).toMatchObject({ status: 'cancelled', error: 'Cancelled by a user', attempt: 0, startTime: null });
  });

  it('fails a run left pending with no request in the queue (dropped after its deliveries), not one whose request waits in the outbox, nor a new one', async () => {
    const { Reaper, LOST_PENDING_MARGIN_MS } = await import('../../src/modules/execution/worker/reaper.js');
    const { ExecutionConsumer } = await import('../../src/modules/execution/worker/execution-consumer.js');
    const { ExecutionRunRepository } = await import('../../src/modules/execution/worker/execution-run.repository.js');
    const { LOST_RUN_ERROR } = await import('../../src/modules/execution/worker/run-ending.service.js');
    const taskId = await aTaskWithScript(dataSource, files, companyId, `print('never')`);
    const pendingSince = async (age: string): Promise<number> => {
      const rows: Array<{ id: number }> = await dataSource.query(
        `INSERT INTO task_executions (company_id, task_id, kind, status, started_by, trigger, created_at) VALUES ($1, $2, 'script', 'pending', $3, 'manual', now() - $4::interval) RETURNING id`,
        [companyId, taskId, userId, age],
      );
      return rows[0].id;
    };
    const lost = await pendingSince('2 minutes');
    const fresh = await pendingSince('0 seconds');
    // While its request still waits in the outbox (not yet published), the old run is not lost.
    const tx = dataSource.createQueryRunner();
    await tx.startTransaction();
    try {
      const repository = worker.get(ExecutionRunRepository);
      const before = (await repository.lockLostPending(tx.manager, LOST_PENDING_MARGIN_MS, 50)).map((r) => r.id);
      expect(before).toContain(lost);
      expect(before).not.toContain(fresh);
      await tx.query(`INSERT INTO outbox (id, subject, payload) VALUES (gen_random_uuid(), $1, $2)`, [
        EXECUTION_REQUESTED_SCRIPT_V1,
        JSON.stringify({ executionId: lost }),
      ]);
      expect((await repository.lockLostPending(tx.manager, LOST_PENDING_MARGIN_MS, 50)).map((r) => r.id)).not.toContain(lost);
    } finally {
      await tx.rollbackTransaction();
      await tx.release();
    }
    // The queue empty (this suite's earlier runs all taken), the sweep ends the lost run only.
    await eventually(() => worker.get(ExecutionConsumer).queueIdle(), 30_000, 200);
    await worker.get(Reaper).sweep();
    expect(await executionOf(dataSource, lost)).toMatchObject({ status: 'failed', error: LOST_RUN_ERROR, log: { success: false, error: LOST_RUN_ERROR } });
    expect((await finishedEventOf(lost))['status']).toBe('failed');
    expect(await executionOf(dataSource, fresh)).toMatchObject({ status: 'pending' });
    await dataSource.query(`DELETE FROM task_executions WHERE id = $1`, [fresh]);
  });

  it('recovers a running run whose lease passed (its worker stopped): failed with the reason, and run again', async () => {
    const taskId = await aTaskWithScript(dataSource, files, companyId, `print('again')`);
    // A run some other worker took and then lost (no message left for it).
    const rows: Array<{ id: number }> = await dataSource.query(
      `INSERT INTO task_executions (company_id, task_id, kind, status, attempt, worker_id, start_time, lease_until, started_by, trigger, parameters)
       VALUES ($1, $2, 'script', 'running', 1, 'gone:1:abc', now() - interval '2 minutes', now() - interval '1 minute', $3, 'manual', '{"a": 1}') RETURNING id`,
      [companyId, taskId, userId],
    );
    const orphan = rows[0].id;
    const { Reaper } = await import('../../src/modules/execution/worker/reaper.js');
    expect(await worker.get(Reaper).sweep()).toBeGreaterThanOrEqual(1);
    expect(await executionOf(dataSource, orphan)).toMatchObject({ status: 'failed', error: 'The worker running this task stopped' });
    const again: Array<{ id: number }> = await dataSource.query(`SELECT id FROM task_executions WHERE retry_of = $1 AND trigger = 'recovery'`, [orphan]);
    expect(again).toHaveLength(1);
    expect(await runReaching(dataSource, again[0].id, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
      attempt: 2,
      parameters: { a: 1 },
      startedBy: userId,
      log: { stdout: 'again\n' },
    });
  });
});
