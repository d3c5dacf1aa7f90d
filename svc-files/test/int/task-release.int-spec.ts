import { randomInt, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';
import { EXECUTION_FINISHED_V1, TASK_DELETED_V1, type ExecutionFinishedV1, type TaskDeletedV1 } from '@milestone/contracts';
import { eventually, pendingSchemaChanges, type TestIssuer } from '@milestone/nest-kit/testing';
import { BlobStore } from '../../src/modules/storage/blob-store.js';
import { TaskFilesRelease } from '../../src/modules/task-release/task-files-release.service.js';
import type { FilesTestService } from '../support/files-service.js';
import { postUpload } from '../support/upload-client.js';
import { filesUnder } from '../support/files-state.js';
import { userGet, workerClient } from '../support/worker-client.js';
import { aCompanyId, aKnownTask, aUserId } from '../factories/file.factory.js';
import { anXlsx, CSV_UTF8 } from '../support/crafted-files.js';
import { workerSuite } from '../support/worker-suite.js';

const anExecutionId = () => randomInt(100_000, 2_000_000_000);

describe('a deleted task’s files are released (rows and blobs)', () => {
  const suite = workerSuite('files_release', [TASK_DELETED_V1, EXECUTION_FINISHED_V1]);
  let issuer: TestIssuer;
  let svc: FilesTestService;
  let ds: DataSource;
  let js: JetStreamClient;
  let worker: ReturnType<typeof workerClient>;

  beforeAll(() => {
    ({ issuer, svc, ds, js, worker } = suite);
  });

  interface Fixture {
    companyId: number;
    taskId: number;
    token: string;
    executions: number[];
    /** The upload an execution used, then replaced by a newer one. */
    replacedInput: number;
  }

  async function upload(token: string, taskId: number, filename: string, content: Buffer): Promise<number> {
    const res = await postUpload(svc.url, token, [
      { name: 'taskId', value: String(taskId) },
      { name: 'file', filename, content },
    ]);
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /**
   * A task with an input an execution used and that a newer upload replaced, the newer one used
   * by a second execution, and outputs of both executions.
   */
  async function aTaskWithExecutions(companyId = aCompanyId()): Promise<Fixture> {
    const user = { id: aUserId(), companyId };
    const token = await issuer.sign(user);
    const taskId = await aKnownTask(ds, companyId);
    const scope = { companyId, taskId };
    const [first, second] = [anExecutionId(), anExecutionId()];
    const replacedInput = await upload(token, taskId, 'March hours.xlsx', anXlsx());
    expect((await worker.claim(first, scope)).status).toBe(200);
    await upload(token, taskId, 'April hours.csv', CSV_UTF8);
    expect((await worker.claim(second, scope)).status).toBe(200);
    for (const [executionId, name] of [
      [first, 'report.xlsx'],
      [first, 'summary.csv'],
      [second, 'report.xlsx'],
    ] as const) {
      expect((await worker.putOutput(executionId, name, scope, Buffer.from(`${name} of ${executionId}`))).status).toBe(200);
    }
    return { companyId, taskId, token, executions: [first, second], replacedInput };
  }

  /** What svc-files keeps of a task: its rows in each table and its blobs. */
  async function keptOf(t: { companyId: number; taskId: number }) {
    const count = async (table: string) =>
      Number((await ds.query(`SELECT count(*) AS n FROM ${table} WHERE company_id = $1 AND task_id = $2`, [t.companyId, t.taskId]))[0].n);
    return {
      uploads: await count('uploaded_files'),
      executionInputs: await count('execution_inputs'),
      outputs: await count('output_files'),
      executionRecords: await count('execution_records'),
      blobs: (await filesUnder(svc.filesDir)).filter((p) => p.startsWith(`${t.companyId}/${t.taskId}/`)).length,
    };
  }
  const NOTHING = { uploads: 0, executionInputs: 0, outputs: 0, executionRecords: 0, blobs: 0 };

  async function publishDeleted(t: { companyId: number; taskId: number }, msgID = randomUUID()): Promise<TaskDeletedV1> {
    const event: TaskDeletedV1 = { taskId: t.taskId, companyId: t.companyId, deletedBy: aUserId(), at: new Date().toISOString() };
    await js.publish(TASK_DELETED_V1, JSON.stringify(event), { msgID });
    return event;
  }

  async function releasedAt(taskId: number): Promise<Date | null> {
    const [row] = await ds.query(`SELECT files_released_at FROM known_tasks WHERE task_id = $1`, [taskId]);
    return row.files_released_at;
  }

  async function fileDeletedEvents(t: { companyId: number; taskId: number }): Promise<Array<Record<string, unknown>>> {
    const rows: Array<{ payload: Record<string, unknown> }> = await ds.query(
      `SELECT payload FROM outbox WHERE subject = 'files.file.deleted.v1' AND (payload->>'companyId')::int = $1 AND (payload->>'taskId')::int = $2 ORDER BY created_at`,
      [t.companyId, t.taskId],
    );
    return rows.map((r) => r.payload);
  }

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('releases every file of the task: replaced and current inputs, outputs, execution records; others untouched; a replay is harmless', async () => {
    const deleted = await aTaskWithExecutions();
    const sameCompany = await aTaskWithExecutions(deleted.companyId);
    const otherCompany = await aTaskWithExecutions();
    const before = await keptOf(deleted);
    expect(before).toEqual({ uploads: 2, executionInputs: 2, outputs: 3, executionRecords: 2, blobs: 5 });
    const othersBefore = [await keptOf(sameCompany), await keptOf(otherCompany)];

    await publishDeleted(deleted);
    await eventually(async () => (await releasedAt(deleted.taskId)) !== null);
    expect(await keptOf(deleted)).toEqual(NOTHING);
    expect([await keptOf(sameCompany), await keptOf(otherCompany)]).toEqual(othersBefore);
    expect(await releasedAt(sameCompany.taskId)).toBeNull();
    // files.file.deleted.v1 as before: the task's current input, by the platform.
    const events = await fileDeletedEvents(deleted);
    expect(events).toEqual([
      { fileIds: [expect.any(Number)], taskId: deleted.taskId, companyId: deleted.companyId, deletedBy: null, inputFileCount: 0, at: expect.any(String) },
    ]);
    expect(events[0]!.fileIds).not.toEqual([deleted.replacedInput]);
    // What the user could reach answers 404.
    const [first] = deleted.executions;
    expect((await userGet(svc.url, deleted.token, `/api/tasks/${deleted.taskId}/files`)).status).toBe(404);
    expect((await userGet(svc.url, deleted.token, `/api/download-output/${first}/report.xlsx`)).status).toBe(404);

    // The same event again (a replay under a new id) changes nothing and writes no event.
    const releasedFirst = await releasedAt(deleted.taskId);
    await publishDeleted(deleted);
    await publishDeleted(sameCompany, randomUUID());
    await eventually(async () => (await releasedAt(sameCompany.taskId)) !== null);
    expect(await keptOf(deleted)).toEqual(NOTHING);
    expect(await releasedAt(deleted.taskId)).toEqual(releasedFirst);
    expect(await fileDeletedEvents(deleted)).toHaveLength(1);
    expect(await keptOf(otherCompany)).toEqual(othersBefore[1]);
  });

  it('finishes a release the blob store interrupted with the sweep: rows stay until their blob is gone', async () => {
    const task = await aTaskWithExecutions();
    const store = svc.app.get(BlobStore);
    const [stuck] = await ds.query(`SELECT file_path FROM output_files WHERE task_id = $1 ORDER BY id LIMIT 1`, [task.taskId]);
    const original = store.delete.bind(store);
    const spy = jest.spyOn(store, 'delete').mockImplementation(async (key: string) => {
      if (key === stuck.file_path) throw new Error('store unavailable');
      return original(key);
    });
    try {
      await publishDeleted(task);
      // Everything but the output whose blob could not be deleted: that one keeps its row and blob.
      await eventually(async () => {
        const kept = await keptOf(task);
        return kept.uploads === 0 && kept.executionInputs === 0 && kept.outputs === 1 && kept.blobs === 1 && kept.executionRecords === 0 ? kept : null;
      });
      expect(spy).toHaveBeenCalledWith(stuck.file_path);
      expect(await releasedAt(task.taskId)).toBeNull();
      expect((await filesUnder(svc.filesDir)).filter((p) => p.startsWith(`${task.companyId}/${task.taskId}/`))).toEqual([stuck.file_path]);
    } finally {
      spy.mockRestore();
    }

    // The sweep (at start-up, then periodically) finishes it.
    await svc.app.get(TaskFilesRelease).sweep();
    expect(await keptOf(task)).toEqual(NOTHING);
    expect(await releasedAt(task.taskId)).not.toBeNull();
    // With nothing left to release, a sweep finds nothing to do.
    const unreleased = await ds.query(`SELECT task_id FROM known_tasks WHERE deleted_at IS NOT NULL AND files_released_at IS NULL`);
    expect(unreleased).toEqual([]);
  });

  it('records nothing of an execution of a deleted task that finishes after the release', async () => {
    const task = await aTaskWithExecutions();
    await publishDeleted(task);
    await eventually(async () => (await releasedAt(task.taskId)) !== null);
    const msgID = randomUUID();
    const finished: ExecutionFinishedV1 = {
      executionId: task.executions[1]!,
      taskId: task.taskId,
      companyId: task.companyId,
      status: 'completed',
      log: { success: true, error: null, stderr: null, stdout: 'done', detailedError: null },
      startedAt: '2026-03-02T15:04:05.000Z',
      endedAt: '2026-03-02T15:05:00.000Z',
      at: new Date().toISOString(),
    };
    await js.publish(EXECUTION_FINISHED_V1, JSON.stringify(finished), { msgID });
    await eventually(async () => (await ds.query(`SELECT 1 FROM inbox WHERE message_id = $1`, [msgID])).length > 0);
    expect(await keptOf(task)).toEqual(NOTHING);
  });
});
