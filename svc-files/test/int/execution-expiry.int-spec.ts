import { randomInt, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EXECUTIONS_EXPIRED_V1, type ExecutionsExpiredV1 } from '@milestone/contracts';
import { eventually } from '@milestone/nest-kit/testing';
import { BlobStore } from '../../src/modules/storage/blob-store.js';
import { postUpload } from '../support/upload-client.js';
import { filesUnder } from '../support/files-state.js';
import { userGet } from '../support/worker-client.js';
import { aCompanyId, aKnownTask, aUserId } from '../factories/file.factory.js';
import { anXlsx, CSV_UTF8 } from '../support/crafted-files.js';
import { workerSuite } from '../support/worker-suite.js';

const anExecutionId = () => randomInt(100_000, 2_000_000_000);

describe('executions removed by retention (tasks.execution.expired.v1): their files are released', () => {
  const suite = workerSuite('files_expiry', [EXECUTIONS_EXPIRED_V1]);

  interface Task {
    companyId: number;
    taskId: number;
    token: string;
  }

  async function aTask(companyId = aCompanyId()): Promise<Task> {
    const token = await suite.issuer.sign({ id: aUserId(), companyId });
    return { companyId, taskId: await aKnownTask(suite.ds, companyId), token };
  }

  async function upload(t: Task, filename: string, content: Buffer): Promise<number> {
    const res = await postUpload(suite.svc.url, t.token, [
      { name: 'taskId', value: String(t.taskId) },
      { name: 'file', filename, content },
    ]);
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /** A run of the task: claims `fileIds` (the current inputs when absent) and stores `outputs` outputs. */
  async function aRun(t: Task, outputs: number, fileIds?: number[]): Promise<number> {
    const executionId = anExecutionId();
    const scope = { companyId: t.companyId, taskId: t.taskId };
    expect((await suite.worker.claim(executionId, { ...scope, ...(fileIds ? { fileIds } : {}) })).status).toBe(200);
    for (let i = 0; i < outputs; i++) {
      expect((await suite.worker.putOutput(executionId, `out-${i}.csv`, scope, Buffer.from(`${executionId},${i}\n`))).status).toBe(200);
    }
    return executionId;
  }

  async function publishExpired(t: { companyId: number; taskId: number }, executionIds: number[], msgID = randomUUID()): Promise<string> {
    const event: ExecutionsExpiredV1 = { companyId: t.companyId, taskId: t.taskId, executionIds, at: new Date().toISOString() };
    await suite.js.publish(EXECUTIONS_EXPIRED_V1, JSON.stringify(event), { msgID });
    return msgID;
  }

  /** Waits until the event was handled (its inbox row committed with its effect). */
  async function handled(msgID: string): Promise<void> {
    await eventually(async () => (await suite.ds.query(`SELECT 1 FROM inbox WHERE message_id = $1`, [msgID])).length > 0, 20_000);
  }

  /** What svc-files keeps of an execution: its record, input links and outputs (rows), and its output blobs. */
  async function keptOfRun(t: Task, executionId: number) {
    const count = async (table: string) =>
      Number((await suite.ds.query(`SELECT count(*) AS n FROM ${table} WHERE company_id = $1 AND execution_id = $2`, [t.companyId, executionId]))[0].n);
    return {
      record: await count('execution_records'),
      inputs: await count('execution_inputs'),
      outputs: await count('output_files'),
      blobs: (await filesUnder(suite.svc.filesDir)).filter((p) => p.startsWith(`${t.companyId}/${t.taskId}/executions/${executionId}-`)).length,
    };
  }
  const GONE = { record: 0, inputs: 0, outputs: 0, blobs: 0 };

  /** Whether the upload's row and its blob are there (both, or neither: anything else is a leak). */
  async function uploadKept(fileId: number): Promise<boolean> {
    const [row] = await suite.ds.query(`SELECT file_path FROM uploaded_files WHERE id = $1`, [fileId]);
    if (!row) return false;
    expect(await filesUnder(suite.svc.filesDir)).toContain(row.file_path);
    return true;
  }

  async function inputBlobsOf(t: Task): Promise<string[]> {
    return (await filesUnder(suite.svc.filesDir)).filter((p) => p.startsWith(`${t.companyId}/${t.taskId}/inputs/`));
  }

  it('releases the runs’ outputs, records and input links, and the replaced inputs only they kept; other runs and current inputs stay; a replay changes nothing', async () => {
    const task = await aTask();
    const march = await upload(task, 'March hours.xlsx', anXlsx());
    const first = await aRun(task, 2);
    const april = await upload(task, 'April hours.csv', CSV_UTF8);
    const second = await aRun(task, 1);
    const may = await upload(task, 'May hours.csv', CSV_UTF8);
    // A Retry of the first run, still kept: it reads March too.
    const retry = await aRun(task, 1, [march]);
    const current = await aRun(task, 1);
    const sameCompany = await aTask(task.companyId);
    await upload(sameCompany, 'Other.csv', CSV_UTF8);
    const otherRun = await aRun(sameCompany, 1);
    const keptBefore = { retry: await keptOfRun(task, retry), current: await keptOfRun(task, current), other: await keptOfRun(sameCompany, otherRun) };
    expect(keptBefore.retry).toEqual({ record: 1, inputs: 1, outputs: 1, blobs: 1 });
    expect(await keptOfRun(task, first)).toEqual({ record: 1, inputs: 1, outputs: 2, blobs: 2 });

    const msgID = await publishExpired(task, [first, second]);
    await handled(msgID);
    expect(await keptOfRun(task, first)).toEqual(GONE);
    expect(await keptOfRun(task, second)).toEqual(GONE);
    // April was kept only by the second run; March is the retry's input, May the task's current one.
    expect(await uploadKept(april)).toBe(false);
    expect(await uploadKept(march)).toBe(true);
    expect(await uploadKept(may)).toBe(true);
    expect((await inputBlobsOf(task)).length).toBe(2);
    expect({ retry: await keptOfRun(task, retry), current: await keptOfRun(task, current), other: await keptOfRun(sameCompany, otherRun) }).toEqual(keptBefore);
    // The user no longer sees them; the retry still reads March.
    const listed = await userGet(suite.svc.url, task.token, `/api/tasks/${task.taskId}/files`);
    expect(listed.json.map((e: { executionId: number }) => e.executionId).sort()).toEqual([retry, current].sort());
    expect((await userGet(suite.svc.url, task.token, `/api/download-output/${first}/out-0.csv`)).status).toBe(404);
    expect((await suite.worker.read(`/internal/files/${march}/content?companyId=${task.companyId}`)).status).toBe(200);

    // The same event again, under a new id: nothing more goes.
    await handled(await publishExpired(task, [first, second]));
    expect(await uploadKept(march)).toBe(true);
    expect(await keptOfRun(task, retry)).toEqual(keptBefore.retry);

    // Once the retry expires too, March (replaced, now used by no run) goes; May, current, stays.
    await handled(await publishExpired(task, [retry, current]));
    expect(await keptOfRun(task, retry)).toEqual(GONE);
    expect(await keptOfRun(task, current)).toEqual(GONE);
    expect(await uploadKept(march)).toBe(false);
    expect(await uploadKept(may)).toBe(true);
    expect(await inputBlobsOf(task)).toHaveLength(1);
    expect(await keptOfRun(sameCompany, otherRun)).toEqual(keptBefore.other);
  });

  it('releases only what the event’s company and task own: a wrong company or task releases nothing', async () => {
    const task = await aTask();
    await upload(task, 'March hours.xlsx', anXlsx());
    const run = await aRun(task, 1);
    await upload(task, 'April hours.csv', CSV_UTF8);
    const before = await keptOfRun(task, run);
    const inputsBefore = await inputBlobsOf(task);
    await handled(await publishExpired({ companyId: aCompanyId(), taskId: task.taskId }, [run]));
    await handled(await publishExpired({ companyId: task.companyId, taskId: task.taskId + 1 }, [run]));
    expect(await keptOfRun(task, run)).toEqual(before);
    expect(await inputBlobsOf(task)).toEqual(inputsBefore);
    // An event naming no run, or runs svc-files never saw, is handled without effect.
    await handled(await publishExpired(task, []));
    await handled(await publishExpired(task, [anExecutionId()]));
    expect(await keptOfRun(task, run)).toEqual(before);
  });

  it('releases many outputs in batches', async () => {
    const task = await aTask();
    const runs = [await aRun(task, 45), await aRun(task, 45), await aRun(task, 45)];
    expect((await filesUnder(suite.svc.filesDir)).filter((p) => p.startsWith(`${task.companyId}/${task.taskId}/executions/`))).toHaveLength(135);
    await handled(await publishExpired(task, runs));
    for (const run of runs) expect(await keptOfRun(task, run)).toEqual(GONE);
    expect((await filesUnder(suite.svc.filesDir)).filter((p) => p.startsWith(`${task.companyId}/${task.taskId}/executions/`))).toEqual([]);
  });

  it('keeps every row while a blob cannot be deleted, and finishes once the store answers again (the event is redelivered)', async () => {
    const task = await aTask();
    await upload(task, 'March hours.xlsx', anXlsx());
    const run = await aRun(task, 3);
    await upload(task, 'April hours.csv', CSV_UTF8);
    const [stuck] = await suite.ds.query(`SELECT file_path FROM output_files WHERE execution_id = $1 ORDER BY id DESC LIMIT 1`, [run]);
    const store = suite.svc.app.get(BlobStore);
    const original = store.delete.bind(store);
    let refusals = 0;
    const spy = jest.spyOn(store, 'delete').mockImplementation(async (key: string) => {
      if (key === stuck.file_path && refusals < 2) {
        refusals++;
        throw new Error('store unavailable');
      }
      return original(key);
    });
    try {
      const msgID = await publishExpired(task, [run]);
      // Each refused attempt is rolled back and the event comes again; the third one finishes.
      await handled(msgID);
      expect(refusals).toBe(2);
      expect(await keptOfRun(task, run)).toEqual(GONE);
      expect(await inputBlobsOf(task)).toHaveLength(1);
      // Every blob still on disk under the task is named by a row.
      const named: Array<{ file_path: string }> = await suite.ds.query(
        `SELECT file_path FROM uploaded_files WHERE task_id = $1 UNION ALL SELECT file_path FROM output_files WHERE task_id = $1`,
        [task.taskId],
      );
      expect((await filesUnder(suite.svc.filesDir)).filter((p) => p.startsWith(`${task.companyId}/${task.taskId}/`)).sort()).toEqual(
        named.map((r) => r.file_path).sort(),
      );
    } finally {
      spy.mockRestore();
    }
  }, 30_000);

  it('answers 409 to a later claim naming a replaced input the release deleted', async () => {
    const task = await aTask();
    const march = await upload(task, 'March hours.xlsx', anXlsx());
    const run = await aRun(task, 0);
    await upload(task, 'April hours.csv', CSV_UTF8);
    await handled(await publishExpired(task, [run]));
    const refused = await suite.worker.claim(anExecutionId(), { companyId: task.companyId, taskId: task.taskId, fileIds: [march] });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The input files of this run are no longer available.');
  });
});
