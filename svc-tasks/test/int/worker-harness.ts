import { spawn, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { SCRIPT_CHECK_V1, STREAMS } from '@milestone/contracts';
import { eventually, TEST_NATS_URL, testServiceSettings, type TestDatabase } from '@milestone/nest-kit/testing';
import type { ExecutionEntity } from '../../src/modules/execution/execution.entity.js';
import { laneConsumerNames } from '../../src/modules/execution/worker/execution-consumer.js';
import { WORKER_SERVICE_NAME } from '../../src/modules/execution/worker/worker.module.js';

// What the worker's suites share: a real svc-files (its built dist/main.js, as the platform runs
// it) on its own database, rows of svc-tasks written as the API would, and polling for a run's state.

export const SERVICE_SECRET = 'worker-test-service-token-secret-of-48-characters';

const FILES_MAIN = path.resolve(import.meta.dirname, '../../../svc-files/dist/main.js');
export const WORKER_MAIN = path.resolve(import.meta.dirname, '../../dist/worker.js');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Output of a child process kept for a failing test's message (its last 8 KB). */
export function captureOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString('utf8')).slice(-8192));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

export interface FilesProcess {
  url: string;
  db: TestDatabase;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Makes svc-files know a task, as tasks.task.created.v1 would. */
  knowTask(companyId: number, taskId: number): Promise<void>;
  close(): Promise<void>;
}

/** svc-files' durable consumers (all on TASKS): task created and deleted, execution finished and expired. */
const FILES_CONSUMERS = 4;

/** The durable consumers a test's svc-files made under `consumerName`. */
async function durablesOf(consumerName: string): Promise<string[]> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const names: string[] = [];
    for await (const consumer of (await jetstreamManager(nc)).consumers.list(STREAMS.TASKS.name)) {
      if (consumer.name.startsWith(`${consumerName}--`)) names.push(consumer.name);
    }
    return names;
  } finally {
    await nc.close();
  }
}

/** Removes them (they would outlive the run). */
async function deleteDurablesOf(consumerName: string): Promise<void> {
  const names = await durablesOf(consumerName);
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of names) await jsm.consumers.delete(STREAMS.TASKS.name, name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/**
 * svc-files from its build, on a free port, with its own database and files folder and its own NATS
 * consumers; `identityUrl`: the test issuer whose users may call its public API (uploads).
 */
export async function startFiles(db: TestDatabase, identityUrl = 'http://127.0.0.1:9'): Promise<FilesProcess> {
  const port = await freePort();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'worker-files-'));
  // Its own durable consumers, from new messages on: the shared NATS holds other runs' task and
  // execution events (a finished.v1 of another suite's execution #1 would collide with this one's).
  const consumerName = `svc-files-test-${process.pid}-${port}`;
  const child = spawn(process.execPath, [FILES_MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      ...testServiceSettings(
        db,
        { identityUrl },
        { LOG_LEVEL: 'warn', FILES_PORT: String(port), FILES_DIR: filesDir, SERVICE_TOKEN_SECRET: SERVICE_SECRET, NATS_CONSUMER_NAME: consumerName },
      ),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`svc-files exited: ${output()}`);
        return (await fetch(`${url}/health`)).ok;
      },
      90_000,
      200,
    );
    // Its consumers start at new messages: an event published before they exist would pass them by.
    await eventually(async () => (await durablesOf(consumerName)).length === FILES_CONSUMERS, 30_000, 100);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`svc-files did not start: ${String(error)}\n${output()}`);
  }
  const client = new Client({ connectionString: db.serverUrl.replace(/\/[^/]*$/, `/${db.dbName}`) });
  await client.connect();
  return {
    url,
    db,
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    knowTask: async (companyId, taskId) => {
      await client.query(`INSERT INTO known_tasks (task_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [taskId, companyId]);
    },
    close: async () => {
      await client.end();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(filesDir, { recursive: true, force: true });
      await deleteDurablesOf(consumerName);
    },
  };
}

/** The settings of a worker under test: small limits so each wall takes about a second. */
export function workerSettings(db: TestDatabase, files: Pick<FilesProcess, 'url'>, extra: Record<string, string> = {}): Record<string, string> {
  return testServiceSettings(
    db,
    { identityUrl: 'http://127.0.0.1:9' },
    {
      NATS_URL: TEST_NATS_URL,
      FILES_URL: files.url,
      SERVICE_TOKEN_SECRET: SERVICE_SECRET,
      EXECUTION_WORKER_SLOTS: '2',
      EXECUTION_TIME_LIMIT_SECONDS: '3',
      EXECUTION_CPU_LIMIT_SECONDS: '2',
      EXECUTION_MEMORY_LIMIT_MB: '256',
      EXECUTION_FILE_SIZE_LIMIT_MB: '1',
      EXECUTION_PROCESS_LIMIT: '16',
      ...extra,
    },
  );
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Its last output, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

/**
 * An execution worker from its build (dist/worker.js, as the platform runs it) in a process of its
 * own, on the suite's database: it takes the suite's runs and answers its script checks (compile,
 * dry run, sample: svc-files at `files`, when the suite has one). Resolves once it answers a check;
 * `close` stops it and removes its durable consumers.
 */
export async function startWorkerProcess(
  db: TestDatabase,
  files: Pick<FilesProcess, 'url'> = { url: 'http://127.0.0.1:9' },
  extra: Record<string, string> = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      ...workerSettings(db, files, { LOG_LEVEL: process.env['WORKER_LOG_LEVEL'] ?? 'warn', SANDBOX_POOL_SIZE: '0', ...extra }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const nc = await connect({ servers: TEST_NATS_URL });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await removeWorkerDurables(WORKER_SERVICE_NAME);
    await nc.close();
  };
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error('the worker exited');
        return nc.request(SCRIPT_CHECK_V1, JSON.stringify({ check: 'compile', script: 'pass\n' }), { timeout: 10_000 }).then(
          () => true,
          () => false,
        );
      },
      90_000,
      200,
    );
  } catch (error) {
    await close();
    throw new Error(`the worker did not answer script checks: ${String(error)}\n${output()}`);
  }
  return { child, output, close };
}

/**
 * Empties the run queue earlier suites left on the suite run's NATS, so that a suite depends on
 * nothing before it (the suites run one after another: maxWorkers 1, a NATS server of the run's
 * own): their run requests (other databases' runs, which a new worker's lanes would read through
 * first) and any lane consumer they left. EXECUTIONS is a work queue: a consumer left on a lane's
 * subject makes NATS refuse the next worker's consumer on it ("filtered consumer not unique"), and
 * that lane then never takes a run.
 */
export async function purgeRunRequests(): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const left: string[] = [];
    try {
      for await (const consumer of jsm.consumers.list(STREAMS.EXECUTIONS.name)) left.push(consumer.name);
    } catch {
      return; // no stream yet: nothing was left
    }
    for (const name of left) await jsm.consumers.delete(STREAMS.EXECUTIONS.name, name).catch(() => undefined);
    await jsm.streams.purge(STREAMS.EXECUTIONS.name).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Removes the EXECUTIONS durable consumers of a worker named `serviceName`, one per lane: they would outlive the run. */
export async function removeWorkerDurables(serviceName: string): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of laneConsumerNames(serviceName)) {
      await jsm.consumers.delete(STREAMS.EXECUTIONS.name, name).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}

/**
 * GET as a signed-in user (`token`) over a connection of its own (no keep-alive socket outlives
 * the test: svc-files' graceful stop would wait for it).
 */
export function downloadAs(url: string, token: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

let taskSeq = 0;

/** A task with a script, written as svc-tasks' API writes it, and made known to svc-files. */
export async function aTaskWithScript(dataSource: DataSource, files: FilesProcess, companyId: number, script: string): Promise<number> {
  taskSeq += 1;
  const rows: Array<{ id: number }> = await dataSource.query(
    `INSERT INTO tasks (name, type, python_script, has_script, company_id) VALUES ($1, 'api-reporting', $2, true, $3) RETURNING id`,
    [`Worker task ${taskSeq}`, script, companyId],
  );
  await files.knowTask(companyId, rows[0].id);
  return rows[0].id;
}

export function executionOf(dataSource: DataSource, id: number): Promise<ExecutionEntity> {
  return dataSource.getRepository<ExecutionEntity>('ExecutionEntity').findOneByOrFail({ id });
}

/** Waits until the run reaches one of `statuses`, and answers it. */
export function runReaching(dataSource: DataSource, id: number, statuses: string[], timeoutMs = 20_000): Promise<ExecutionEntity> {
  return eventually(
    async () => {
      const run = await executionOf(dataSource, id);
      return statuses.includes(run.status) ? run : null;
    },
    timeoutMs,
    50,
  );
}
