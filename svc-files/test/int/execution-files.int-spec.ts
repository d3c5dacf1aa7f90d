import { createHash, randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { jest } from '@jest/globals';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';
import { EXECUTION_FINISHED_V1, type ExecutionFinishedV1 } from '@milestone/contracts';
import { signServiceToken } from '@milestone/nest-kit';
import { eventually, pendingSchemaChanges, type TestIssuer } from '@milestone/nest-kit/testing';
import { BlobStore } from '../../src/modules/storage/blob-store.js';
import type { FilesTestService } from '../support/files-service.js';
import { postUpload } from '../support/upload-client.js';
import { filesUnder } from '../support/files-state.js';
import { TEST_SERVICE_SECRET, userGet, workerClient } from '../support/worker-client.js';
import { unzip } from '../support/unzip.js';
import { aCompanyId, aKnownTask, aTaskId, aUserId } from '../factories/file.factory.js';
import { anXlsx, CSV_UTF8 } from '../support/crafted-files.js';
import { workerSuite } from '../support/worker-suite.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const OUTPUT_MAX_BYTES = 256 * 1024;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const anExecutionId = () => randomInt(100_000, 2_000_000_000);

describe('executions’ files: the worker’s internal API and the downloads', () => {
  const suite = workerSuite('files_exec', [EXECUTION_FINISHED_V1], { OUTPUT_MAX_BYTES: String(OUTPUT_MAX_BYTES) });
  let issuer: TestIssuer;
  let svc: FilesTestService;
  let ds: DataSource;
  let js: JetStreamClient;
  let worker: ReturnType<typeof workerClient>;

  beforeAll(() => {
    ({ issuer, svc, ds, js, worker } = suite);
  });

  /** A user of a fresh company, with a task svc-files knows. */
  async function aUserWithTask() {
    const user = { id: aUserId(), companyId: aCompanyId() };
    const taskId = await aKnownTask(ds, user.companyId);
    return { user, taskId, companyId: user.companyId, token: await issuer.sign(user) };
  }

  async function upload(token: string, taskId: number, filename: string, content: Buffer): Promise<number> {
    const res = await postUpload(svc.url, token, [
      { name: 'taskId', value: String(taskId) },
      { name: 'file', filename, content },
    ]);
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  async function finish(event: Partial<ExecutionFinishedV1> & Pick<ExecutionFinishedV1, 'executionId' | 'taskId' | 'companyId'>): Promise<void> {
    const payload: ExecutionFinishedV1 = {
      status: 'completed',
      log: { success: true, error: null, stderr: null, stdout: 'done', detailedError: null },
      startedAt: '2026-03-02T15:04:05.000Z',
      endedAt: '2026-03-02T15:05:00.000Z',
      at: new Date().toISOString(),
      ...event,
    };
    await js.publish(EXECUTION_FINISHED_V1, JSON.stringify(payload), { msgID: randomUUID() });
  }

  async function statusOf(executionId: number): Promise<string | undefined> {
    const [row] = await ds.query(`SELECT status FROM execution_records WHERE execution_id = $1`, [executionId]);
    return row?.status;
  }

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  describe('a worker’s whole conversation, then the user’s downloads', () => {
    const report = anXlsx([
      ['Technician', 'Pay'],
      ['Ana', 1234.5],
    ]);
    const summary = Buffer.from('Technician,Pay\nAna,1234.5\n', 'utf8');
    let ctx: Awaited<ReturnType<typeof aUserWithTask>>;
    let executionId: number;
    let input: Buffer;
    let inputId: number;

    beforeAll(async () => {
      ctx = await aUserWithTask();
      executionId = anExecutionId();
      input = anXlsx();
      inputId = await upload(ctx.token, ctx.taskId, 'March hours.xlsx', input);
    });

    it('claims the task’s current inputs, once: a second claim answers the same files', async () => {
      const claimed = await worker.claim(executionId, { companyId: ctx.companyId, taskId: ctx.taskId });
      expect(claimed.status).toBe(200);
      expect(claimed.json).toEqual({
        files: [
          {
            id: inputId,
            originalName: 'March hours.xlsx',
            size: input.length,
            sha256: sha256(input),
            mimeType: XLSX,
            contentUrl: `/internal/files/${inputId}/content?companyId=${ctx.companyId}`,
          },
        ],
      });
      expect(await statusOf(executionId)).toBe('running');
      // A new upload after the claim does not change what the execution read.
      await upload(ctx.token, ctx.taskId, 'April hours.csv', CSV_UTF8);
      const again = await worker.claim(executionId, { companyId: ctx.companyId, taskId: ctx.taskId });
      expect(again.json).toEqual(claimed.json);
    });

    it('streams an input’s bytes to the worker', async () => {
      const read = await worker.read(`/internal/files/${inputId}/content?companyId=${ctx.companyId}`);
      expect(read.status).toBe(200);
      expect(read.bytes).toEqual(input);
      expect(read.headers.get('content-length')).toBe(String(input.length));
    });

    it('stores outputs streamed, under sanitised names made unique within the execution', async () => {
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      const stored = await worker.putOutput(executionId, 'Pay report.xlsx', scope, report);
      expect(stored.status).toBe(200);
      expect(stored.json).toEqual({ id: expect.any(Number), name: 'Pay report.xlsx', size: report.length, sha256: sha256(report) });
      const again = await worker.putOutput(executionId, 'Pay report.xlsx', scope, report);
      expect(again.json.name).toBe('Pay report (2).xlsx');
      const names = [];
      for (const raw of ['He said "hi".csv', 'Résumé € 2026.csv', 'bad\u0007\u202ename.csv', '../../etc/passwd']) {
        const answer = await worker.putOutput(executionId, raw, scope, summary);
        expect(answer.status).toBe(200);
        names.push(answer.json.name);
      }
      expect(names).toEqual(['He said "hi".csv', 'Résumé € 2026.csv', 'badname.csv', 'passwd']);
      const [row] = await ds.query(`SELECT file_path FROM output_files WHERE id = $1`, [stored.json.id]);
      expect(row.file_path).toMatch(new RegExp(`^${ctx.companyId}/${ctx.taskId}/executions/${executionId}-[0-9a-f-]{36}$`));
    });

    it('stores an output whose name is 200 bytes of UTF-8, percent-encoded three times as long in the URL, instead of answering 414', async () => {
      const ctx = await aUserWithTask();
      const id = anExecutionId();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      await worker.claim(id, scope);
      const name = `${'Сводка по техникам '.repeat(5).slice(0, 96)}.csv`;
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
      expect(encodeURIComponent(name).length).toBeGreaterThan(500);
      const stored = await worker.putOutput(id, name, scope, summary);
      expect([stored.status, stored.json.name]).toEqual([200, name]);
    });

    it('takes the outcome from tasks.execution.finished.v1 (published on NATS), then no more outputs', async () => {
      await finish({
        executionId,
        taskId: ctx.taskId,
        companyId: ctx.companyId,
        status: 'failed',
        log: { success: false, error: 'Sheet "Hours" is missing', stderr: 'Traceback ...', stdout: 'reading', detailedError: 'KeyError: Hours' },
      });
      await eventually(async () => (await statusOf(executionId)) === 'failed');
      const late = await worker.putOutput(executionId, 'late.csv', { companyId: ctx.companyId, taskId: ctx.taskId }, summary);
      expect(late.status).toBe(409);
    });

    it('lists the task’s executions with their inputs and outputs, newest first, with X-Total-Count', async () => {
      const res = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('1');
      const [execution] = res.json;
      expect(execution).toEqual({
        executionId,
        taskId: ctx.taskId,
        status: 'failed',
        timestamp: '2026-03-02T15:04:05.000Z',
        inputFiles: [
          {
            id: inputId,
            name: 'March hours.xlsx',
            size: input.length,
            mimeType: XLSX,
            kind: 'input',
            filePath: expect.stringMatching(new RegExp(`^${ctx.taskId}/inputs/[0-9a-f-]{36}\\.xlsx$`)),
            downloadUrl: expect.stringMatching(/^\/api\/download-task-file\?filePath=/),
            previewUrl: `/api/files/${inputId}/preview`,
          },
        ],
        outputFiles: expect.any(Array),
      });
      expect(execution.outputFiles.map((f: { name: string }) => f.name)).toEqual([
        'He said "hi".csv',
        'Pay report (2).xlsx',
        'Pay report.xlsx',
        'Résumé € 2026.csv',
        'badname.csv',
        'passwd',
      ]);
      const passwd = execution.outputFiles.find((f: { name: string }) => f.name === 'passwd');
      expect(passwd).toMatchObject({
        kind: 'output',
        mimeType: 'application/octet-stream',
        previewUrl: null,
        downloadUrl: `/api/download-output/${executionId}/passwd`,
      });
    });

    it('answers one execution with its log', async () => {
      const res = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files/${executionId}`);
      expect(res.status).toBe(200);
      expect(res.json.log).toEqual({
        success: false,
        error: 'Sheet "Hours" is missing',
        stderr: 'Traceback ...',
        stdout: 'reading',
        detailedError: 'KeyError: Hours',
      });
      expect(res.json.outputFiles).toHaveLength(6);
    });

    it('downloads an output with its type, length, nosniff and an RFC 6266 filename', async () => {
      const res = await userGet(svc.url, ctx.token, `/api/download-output/${executionId}/${encodeURIComponent('Pay report.xlsx')}`);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(report);
      expect(res.headers.get('content-type')).toBe(XLSX);
      expect(res.headers.get('content-length')).toBe(String(report.length));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="Pay report.xlsx"');
    });

    it.each([
      ['quotes', 'He said "hi".csv', 'attachment; filename="He said \\"hi\\".csv"'],
      ['unicode', 'Résumé € 2026.csv', `attachment; filename="R_sum_ _ 2026.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%AC%202026.csv`],
      ['control characters (removed when stored)', 'badname.csv', 'attachment; filename=badname.csv'],
    ])('writes Content-Disposition for names with %s', async (_what, name, disposition) => {
      const res = await userGet(svc.url, ctx.token, `/api/download-output/${executionId}/${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(disposition);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.bytes).toEqual(summary);
    });

    it('zips every output, streamed, read back whole: xlsx stored as it is, text deflated', async () => {
      const res = await userGet(svc.url, ctx.token, `/api/download-all-files?taskId=${ctx.taskId}&executionId=${executionId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename=execution-${executionId}-files.zip`);
      const entries = await unzip(res.bytes);
      expect(entries.map((e) => e.name)).toEqual(['He said "hi".csv', 'Pay report (2).xlsx', 'Pay report.xlsx', 'Résumé € 2026.csv', 'badname.csv', 'passwd']);
      const byName = new Map(entries.map((e) => [e.name, e]));
      expect(byName.get('Pay report.xlsx')).toMatchObject({ data: report, compressionMethod: 0 });
      expect(byName.get('badname.csv')).toMatchObject({ data: summary, compressionMethod: 8 });
    });

    it('downloads an input and an output by their filePath', async () => {
      const listed = (await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`)).json[0];
      const inputRes = await userGet(svc.url, ctx.token, listed.inputFiles[0].downloadUrl);
      expect(inputRes.status).toBe(200);
      expect(inputRes.bytes).toEqual(input);
      expect(inputRes.headers.get('content-disposition')).toBe('attachment; filename="March hours.xlsx"');
      const output = listed.outputFiles.find((f: { name: string }) => f.name === 'Pay report.xlsx');
      const outputRes = await userGet(svc.url, ctx.token, `/api/download-task-file?filePath=${encodeURIComponent(output.filePath)}`);
      expect(outputRes.bytes).toEqual(report);
    });

    it('previews an input and an output spreadsheet (first rows, sheets), and answers why it cannot', async () => {
      const inputPreview = await userGet(svc.url, ctx.token, `/api/files/${inputId}/preview`);
      expect(inputPreview.status).toBe(200);
      expect(inputPreview.json).toMatchObject({
        name: 'March hours.xlsx',
        kind: 'xlsx',
        truncated: false,
        rows: [
          ['Technician', 'Hours'],
          ['Ana', '38.5'],
          ['Bo', '41'],
        ],
      });
      expect(inputPreview.json.sheets).toEqual([inputPreview.json.sheet]);
      const outputPreview = await userGet(svc.url, ctx.token, `/api/preview-output/${executionId}/${encodeURIComponent('He said "hi".csv')}?_=${Date.now()}`);
      expect(outputPreview.json).toEqual({
        name: 'He said "hi".csv',
        kind: 'csv',
        sheets: [],
        sheet: null,
        rows: [
          ['Technician', 'Pay'],
          ['Ana', '1234.5'],
        ],
        truncated: false,
      });
      const noSheet = await userGet(svc.url, ctx.token, `/api/files/${inputId}/preview?sheet=Nope`);
      expect(noSheet.json).toEqual({ statusCode: 404, message: 'Sheet "Nope" not found' });
      expect((await userGet(svc.url, ctx.token, `/api/preview-output/${executionId}/passwd`)).status).toBe(422);
      expect((await userGet(svc.url, ctx.token, `/api/preview-output/${executionId}/nothing.csv`)).json).toEqual({
        statusCode: 404,
        message: 'File not found',
      });
    });

    it('keeps a replaced input readable as the execution’s input', async () => {
      // 'April hours.csv' replaced 'March hours.xlsx' as the task's input; a newer execution reads the csv.
      const next = anExecutionId();
      const claimed = await worker.claim(next, { companyId: ctx.companyId, taskId: ctx.taskId });
      expect(claimed.json.files.map((f: { originalName: string }) => f.originalName)).toEqual(['April hours.csv']);
      const [row] = await ds.query(`SELECT superseded_at FROM uploaded_files WHERE id = $1`, [inputId]);
      expect(row.superseded_at).not.toBeNull();
      const listed = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`);
      expect(listed.headers.get('x-total-count')).toBe('2');
      expect(listed.json.map((e: { executionId: number }) => e.executionId)).toEqual([next, executionId].sort((a, b) => b - a));
      const old = listed.json.find((e: { executionId: number }) => e.executionId === executionId);
      expect(old.inputFiles.map((f: { id: number }) => f.id)).toEqual([inputId]);
      expect((await userGet(svc.url, ctx.token, old.inputFiles[0].downloadUrl)).bytes).toEqual(input);
      expect((await worker.read(`/internal/files/${inputId}/content?companyId=${ctx.companyId}`)).bytes).toEqual(input);
    });

    it('pages the executions (limit, offset) and ignores a cache-busting parameter', async () => {
      const first = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files?limit=1&offset=1&_=${Date.now()}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-total-count')).toBe('2');
      expect(first.json).toHaveLength(1);
      expect((await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files?limit=0`)).status).toBe(400);
    });

    describe('another company', () => {
      let other: Awaited<ReturnType<typeof aUserWithTask>>;
      let filePath: string;

      beforeAll(async () => {
        other = await aUserWithTask();
        filePath = (await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`)).json.find(
          (e: { executionId: number }) => e.executionId === executionId,
        ).inputFiles[0].filePath;
      });

      it.each([
        ['the list', () => `/api/tasks/${ctx.taskId}/files`, 'Task not found'],
        ['one execution', () => `/api/tasks/${ctx.taskId}/files/${executionId}`, 'Task not found'],
        ['one execution under its own task', () => `/api/tasks/${other.taskId}/files/${executionId}`, 'Execution not found'],
        ['an output', () => `/api/download-output/${executionId}/${encodeURIComponent('Pay report.xlsx')}`, 'File not found'],
        ['the zip', () => `/api/download-all-files?taskId=${ctx.taskId}&executionId=${executionId}`, 'Task not found'],
        ['the zip under its own task', () => `/api/download-all-files?taskId=${other.taskId}&executionId=${executionId}`, 'Execution not found'],
        ['a file by its path', () => `/api/download-task-file?filePath=${encodeURIComponent(filePath)}`, 'File not found'],
        ['an input’s preview', () => `/api/files/${inputId}/preview`, 'File not found'],
        ['an output’s preview', () => `/api/preview-output/${executionId}/${encodeURIComponent('Pay report.xlsx')}`, 'File not found'],
      ])('gets 404 for %s, as for ids that exist nowhere', async (_what, path, message) => {
        const res = await userGet(svc.url, other.token, path());
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ statusCode: 404, message });
        expect(res.bytes.toString('utf8')).not.toContain('March hours');
      });

      it('cannot have the worker claim, read or write under the wrong company', async () => {
        expect((await worker.claim(executionId, { companyId: other.companyId, taskId: ctx.taskId })).status).toBe(404);
        expect((await worker.claim(executionId, { companyId: other.companyId, taskId: other.taskId })).status).toBe(404);
        expect((await worker.read(`/internal/files/${inputId}/content?companyId=${other.companyId}`)).status).toBe(404);
        expect((await worker.putOutput(executionId, 'x.csv', { companyId: other.companyId, taskId: other.taskId }, summary)).status).toBe(404);
      });
    });

    describe('download-task-file with a path that is not exactly a file’s', () => {
      let filePath: string;
      let fileName: string;

      beforeAll(async () => {
        const listed = (await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`)).json.find(
          (e: { executionId: number }) => e.executionId === executionId,
        );
        filePath = listed.inputFiles[0].filePath;
        fileName = filePath.split('/').pop()!;
      });

      const forms = (): Array<[string, string]> => [
        ['the key with the company in front', `${ctx.companyId}/${filePath}`],
        ['a dot-dot back into the same file', `${ctx.taskId}/inputs/../inputs/${fileName}`],
        ['a leading ./', `./${filePath}`],
        ['a doubled slash', `${ctx.taskId}//inputs/${fileName}`],
        ['an absolute path', `/${filePath}`],
        ['the system’s password file', '../../../../etc/passwd'],
        ['an absolute system path', '/etc/passwd'],
        ['backslashes', filePath.replaceAll('/', '\\')],
        ['a percent-encoded slash (sent encoded twice)', filePath.replaceAll('/', '%2F')],
        ['percent-encoded dots', `${ctx.taskId}/inputs/%2e%2e/inputs/${fileName}`],
        ['a trailing slash', `${filePath}/`],
        ['the task’s folder', `${ctx.taskId}/inputs`],
        ['the task alone', `${ctx.taskId}`],
        ['an empty path', ''],
        ['another company’s key shape', `../${ctx.companyId + 1}/${filePath}`],
        ['a full-width dot', `${ctx.taskId}/inputs/\uff0e\uff0e/${fileName}`],
        ['an upper-cased name', `${ctx.taskId}/inputs/${fileName.toUpperCase()}`],
        ['a very long path', `${filePath}${'/a'.repeat(600)}`],
      ];

      it('answers 404 for every traversal form, and the real path still answers 200', async () => {
        const answers = [];
        for (const [what, path] of forms()) {
          const res = await userGet(svc.url, ctx.token, `/api/download-task-file?filePath=${encodeURIComponent(path)}`);
          answers.push([what, res.status]);
        }
        expect(answers).toEqual(forms().map(([what]) => [what, 404]));
        expect((await userGet(svc.url, ctx.token, '/api/download-task-file')).status).toBe(404);
        // A NUL byte is refused by every route's validation (400) before any lookup.
        expect((await userGet(svc.url, ctx.token, `/api/download-task-file?filePath=${encodeURIComponent(`${filePath}\u0000`)}`)).status).toBe(400);
        expect((await userGet(svc.url, ctx.token, `/api/download-task-file?filePath=${encodeURIComponent(filePath)}&filePath=x`)).status).toBe(404);
        expect((await userGet(svc.url, ctx.token, `/api/download-task-file?filePath=${encodeURIComponent(filePath)}`)).status).toBe(200);
      });
    });
  });

  describe('a claim naming its files (fileIds: the run’s inputs when it was queued)', () => {
    let ctx: Awaited<ReturnType<typeof aUserWithTask>>;
    let scope: { companyId: number; taskId: number };
    let march: number;
    let april: number;

    beforeAll(async () => {
      ctx = await aUserWithTask();
      scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      march = await upload(ctx.token, ctx.taskId, 'March hours.xlsx', anXlsx());
      // A first run used March; April then replaced it: March is kept, as that run's input.
      expect((await worker.claim(anExecutionId(), scope)).status).toBe(200);
      april = await upload(ctx.token, ctx.taskId, 'April hours.csv', CSV_UTF8);
    });

    const idsOf = (claimed: { json: { files: Array<{ id: number }> } }) => claimed.json.files.map((f) => f.id);

    it('claims exactly the named files, a replaced input kept for a run included, and answers the same on a second claim', async () => {
      const retry = anExecutionId();
      const claimed = await worker.claim(retry, { ...scope, fileIds: [march] });
      expect(claimed.status).toBe(200);
      expect(claimed.json.files).toEqual([
        expect.objectContaining({ id: march, originalName: 'March hours.xlsx', contentUrl: `/internal/files/${march}/content?companyId=${ctx.companyId}` }),
      ]);
      // The first claim decided: a redelivered run claiming again (whatever it names) reads the same files.
      expect(await worker.claim(retry, { ...scope, fileIds: [april] })).toMatchObject({ status: 200, json: claimed.json });
      expect(await worker.claim(retry, scope)).toMatchObject({ status: 200, json: claimed.json });
      const both = await worker.claim(anExecutionId(), { ...scope, fileIds: [march, april, march] });
      expect(idsOf(both)).toEqual([april, march]);
      // The claim keeps what it named: a later upload replacing April leaves it readable for that run.
      await upload(ctx.token, ctx.taskId, 'May hours.csv', CSV_UTF8);
      const rows = await ds.query(`SELECT id FROM uploaded_files WHERE id = ANY($1::int[]) ORDER BY id`, [[march, april]]);
      expect(rows.map((r: { id: number }) => r.id)).toEqual([march, april]);
    });

    it('claims nothing for an empty list, and the current inputs without one', async () => {
      expect((await worker.claim(anExecutionId(), { ...scope, fileIds: [] })).json).toEqual({ files: [] });
      const current = await ds.query(`SELECT id FROM uploaded_files WHERE task_id = $1 AND superseded_at IS NULL`, [ctx.taskId]);
      expect(idsOf(await worker.claim(anExecutionId(), scope))).toEqual(current.map((r: { id: number }) => r.id));
    });

    it('answers 409 when a named file is no longer an input of the task, and records nothing', async () => {
      const other = await aUserWithTask();
      const otherTaskSameCompany = await aKnownTask(ds, ctx.companyId);
      const elsewhere = await upload(ctx.token, otherTaskSameCompany, 'Other task.csv', CSV_UTF8);
      const otherCompanys = await upload(other.token, other.taskId, 'Other company.csv', CSV_UTF8);
      // A replaced input no run used is deleted at once.
      const unused = await upload(ctx.token, ctx.taskId, 'Never run.csv', CSV_UTF8);
      await upload(ctx.token, ctx.taskId, 'Newest.csv', CSV_UTF8);
      await eventually(async () => (await ds.query(`SELECT 1 FROM uploaded_files WHERE id = $1`, [unused])).length === 0);

      for (const fileIds of [[unused], [march, unused], [elsewhere], [otherCompanys], [2_000_000_000]]) {
        const executionId = anExecutionId();
        const refused = await worker.claim(executionId, { ...scope, fileIds });
        expect(refused.status).toBe(409);
        expect(refused.json).toEqual({ statusCode: 409, message: 'The input files of this run are no longer available.' });
        expect(await ds.query(`SELECT 1 FROM execution_records WHERE execution_id = $1`, [executionId])).toEqual([]);
        expect(await ds.query(`SELECT 1 FROM execution_inputs WHERE execution_id = $1`, [executionId])).toEqual([]);
        // Nothing was decided: the same run may still claim what is there.
        expect(idsOf(await worker.claim(executionId, { ...scope, fileIds: [march] }))).toEqual([march]);
      }
    });

    it('answers 400 for fileIds that are not a list of positive ids', async () => {
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
      for (const [fileIds, message] of [
        ['1', 'fileIds must be a list of file ids'],
        [[0], 'fileIds must hold positive whole numbers'],
        [[-3], 'fileIds must hold positive whole numbers'],
        [['a'], 'fileIds must hold positive whole numbers'],
        [[1.5], 'fileIds must hold positive whole numbers'],
        [[2_147_483_648], 'fileIds must hold positive whole numbers'],
        [tooMany, 'fileIds may name at most 1000 files'],
      ] as const) {
        const refused = await worker.claim(anExecutionId(), { ...scope, fileIds });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.json)).toContain(message);
      }
    });
  });

  describe('the internal API’s refusals', () => {
    it('takes service tokens only: a user token, a token for another service or none is 401; a service token on /api is 401', async () => {
      const ctx = await aUserWithTask();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      expect((await worker.claim(anExecutionId(), scope, ctx.token)).status).toBe(401);
      expect((await worker.claim(anExecutionId(), scope, null)).status).toBe(401);
      const forTasks = await signServiceToken(TEST_SERVICE_SECRET, { iss: 'svc-files', aud: 'svc-tasks' });
      expect((await worker.claim(anExecutionId(), scope, forTasks)).status).toBe(401);
      const service = await signServiceToken(TEST_SERVICE_SECRET, { iss: 'svc-tasks', aud: 'svc-files' });
      expect((await userGet(svc.url, service, `/api/tasks/${ctx.taskId}/files`)).status).toBe(401);
    });

    it('answers 404 for a task it does not know, or a deleted one', async () => {
      const ctx = await aUserWithTask();
      const deleted = await aKnownTask(ds, ctx.companyId, undefined, new Date());
      expect((await worker.claim(anExecutionId(), { companyId: ctx.companyId, taskId: ctx.taskId + 1 })).json).toEqual({
        statusCode: 404,
        message: 'Task not found',
      });
      expect((await worker.claim(anExecutionId(), { companyId: ctx.companyId, taskId: deleted })).status).toBe(404);
    });

    it('waits briefly for a task whose creation event has not arrived yet', async () => {
      const companyId = aCompanyId();
      const taskId = aTaskId();
      const arriving = new Promise((resolve) => setTimeout(() => resolve(aKnownTask(ds, companyId, taskId)), 300));
      const claimed = await worker.claim(anExecutionId(), { companyId, taskId });
      await arriving;
      expect(claimed.status).toBe(200);
      expect(claimed.json).toEqual({ files: [] });
    });

    it('claims a task without inputs as an execution with none', async () => {
      const ctx = await aUserWithTask();
      const claimed = await worker.claim(anExecutionId(), { companyId: ctx.companyId, taskId: ctx.taskId });
      expect(claimed.json).toEqual({ files: [] });
    });

    it('refuses outputs over OUTPUT_MAX_BYTES (declared or streamed) and keeps nothing of them', async () => {
      const ctx = await aUserWithTask();
      const executionId = anExecutionId();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      await worker.claim(executionId, scope);
      expect((await worker.putOutput(executionId, 'big.csv', scope, Buffer.alloc(OUTPUT_MAX_BYTES + 1, 0x41))).status).toBe(413);
      // Chunked (no Content-Length): counted while it streams and cut past the limit.
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 4 * OUTPUT_MAX_BYTES) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x42));
        },
      });
      const streamed = await worker.putOutput(executionId, 'streamed.csv', scope, endless).catch((error: Error) => ({ status: -1, error }));
      expect([413, -1]).toContain(streamed.status);
      expect(await ds.query(`SELECT id FROM output_files WHERE execution_id = $1`, [executionId])).toEqual([]);
      await eventually(async () => (await filesUnder(svc.filesDir)).filter((p) => p.startsWith(`${ctx.companyId}/${ctx.taskId}/executions/`)).length === 0);
      // Exactly the limit is fine.
      expect((await worker.putOutput(executionId, 'exact.csv', scope, Buffer.alloc(OUTPUT_MAX_BYTES, 0x41))).status).toBe(200);
    });

    it('keeps at most 50 outputs per execution', async () => {
      const ctx = await aUserWithTask();
      const executionId = anExecutionId();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      await worker.claim(executionId, scope);
      for (let i = 0; i < 50; i++) expect((await worker.putOutput(executionId, `out-${i}.csv`, scope, Buffer.from(`${i}\n`))).status).toBe(200);
      const refused = await worker.putOutput(executionId, 'one-too-many.csv', scope, Buffer.from('x\n'));
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('An execution keeps at most 50 output files');
    });

    it('stores outputs sent at once one after another: distinct names, and 50 outputs at most', async () => {
      const ctx = await aUserWithTask();
      const executionId = anExecutionId();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      await worker.claim(executionId, scope);
      for (let i = 0; i < 45; i++) expect((await worker.putOutput(executionId, `out-${i}.csv`, scope, Buffer.from(`${i}\n`))).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 8 }, () => worker.putOutput(executionId, 'same.csv', scope, Buffer.from('x\n'))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
      expect(
        answers
          .filter((a) => a.status === 200)
          .map((a) => a.json.name)
          .sort(),
      ).toEqual(['same (2).csv', 'same (3).csv', 'same (4).csv', 'same (5).csv', 'same.csv']);
      expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.json.message))).toEqual(new Set(['An execution keeps at most 50 output files']));
      expect(await ds.query(`SELECT count(*)::int AS n FROM output_files WHERE execution_id = $1`, [executionId])).toEqual([{ n: 50 }]);
      // What the refused ones wrote is gone: 50 blobs of the execution.
      await eventually(
        async () => (await filesUnder(svc.filesDir)).filter((p) => p.startsWith(`${ctx.companyId}/${ctx.taskId}/executions/${executionId}-`)).length === 50,
      );
    });
  });

  describe('a run queued with no inputs (it never claims): its first output opens its record', () => {
    const recordOf = async (executionId: number) =>
      (await ds.query(`SELECT task_id, status, claimed_at FROM execution_records WHERE execution_id = $1`, [executionId]))[0] as
        { task_id: number; status: string; claimed_at: Date | null } | undefined;
    const outputsOf = async (executionId: number): Promise<string[]> =>
      (await ds.query(`SELECT name FROM output_files WHERE execution_id = $1 ORDER BY name`, [executionId])).map((r: { name: string }) => r.name);
    const blobsOf = async (ctx: { companyId: number; taskId: number }, executionId: number) =>
      (await filesUnder(svc.filesDir)).filter((p) => p.startsWith(`${ctx.companyId}/${ctx.taskId}/executions/${executionId}-`));

    /** Runs `meanwhile` once each of the next `count` puts has read the record and streamed its body, before its transaction. */
    function beforeTheirTransactions(count: number, meanwhile: () => Promise<void>) {
      const store = svc.app.get(BlobStore);
      const put = store.put.bind(store);
      let arrived = 0;
      let release!: () => void;
      const all = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(store, 'put').mockImplementation(async (...args) => {
        const stored = await put(...args);
        if (++arrived === count) await meanwhile().then(release);
        await all;
        return stored;
      });
      return { restore: () => spy.mockRestore() };
    }

    it('stores the output of a run that never claimed, its record running and not claimed; a later claim still hands over its inputs', async () => {
      const ctx = await aUserWithTask();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      const inputId = await upload(ctx.token, ctx.taskId, 'March hours.csv', CSV_UTF8);
      const executionId = anExecutionId();
      const stored = await worker.putOutput(executionId, 'report.csv', scope, Buffer.from('a,b\n'));
      expect(stored.status).toBe(200);
      expect(stored.json).toEqual({ id: expect.any(Number), name: 'report.csv', size: 4, sha256: sha256(Buffer.from('a,b\n')) });
      expect(await recordOf(executionId)).toEqual({ task_id: ctx.taskId, status: 'running', claimed_at: null });
      expect((await worker.putOutput(executionId, 'report.csv', scope, Buffer.from('c\n'))).json.name).toBe('report (2).csv');

      // A claim after the outputs (an ordering corner: a run with inputs claims first) claims then, once.
      const claimed = await worker.claim(executionId, { ...scope, fileIds: [inputId] });
      expect(claimed.status).toBe(200);
      expect(claimed.json.files.map((f: { id: number }) => f.id)).toEqual([inputId]);
      expect((await recordOf(executionId))?.claimed_at).toBeInstanceOf(Date);
      expect((await worker.claim(executionId, { ...scope, fileIds: [] })).json).toEqual(claimed.json);
      expect(await outputsOf(executionId)).toEqual(['report (2).csv', 'report.csv']);

      await finish({ executionId, taskId: ctx.taskId, companyId: ctx.companyId });
      await eventually(async () => (await statusOf(executionId)) === 'completed');
      const shown = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files/${executionId}`);
      expect(shown.json.inputFiles.map((f: { id: number }) => f.id)).toEqual([inputId]);
      expect(shown.json.outputFiles.map((f: { name: string }) => f.name)).toEqual(['report (2).csv', 'report.csv']);
    });

    it('refuses an output of a run whose finished event came first, and keeps nothing of it', async () => {
      const ctx = await aUserWithTask();
      const executionId = anExecutionId();
      await finish({ executionId, taskId: ctx.taskId, companyId: ctx.companyId });
      await eventually(async () => (await statusOf(executionId)) === 'completed');
      const late = await worker.putOutput(executionId, 'late.csv', { companyId: ctx.companyId, taskId: ctx.taskId }, Buffer.from('x'));
      expect(late.status).toBe(409);
      expect(late.json.message).toBe('The execution has finished: it takes no more output files');
      expect(await outputsOf(executionId)).toEqual([]);
    });

    it('refuses an output whose run finished while its body streamed (the finished record wins under the lock)', async () => {
      const ctx = await aUserWithTask();
      const executionId = anExecutionId();
      const race = beforeTheirTransactions(1, async () => {
        await finish({ executionId, taskId: ctx.taskId, companyId: ctx.companyId });
        await eventually(async () => (await statusOf(executionId)) === 'completed');
      });
      try {
        const late = await worker.putOutput(executionId, 'late.csv', { companyId: ctx.companyId, taskId: ctx.taskId }, Buffer.from('x'));
        expect(late.status).toBe(409);
        expect(late.json.message).toBe('The execution has finished: it takes no more output files');
      } finally {
        race.restore();
      }
      expect(await recordOf(executionId)).toMatchObject({ status: 'completed', claimed_at: null });
      expect(await outputsOf(executionId)).toEqual([]);
      await eventually(async () => (await blobsOf(ctx, executionId)).length === 0);
    });

    it('answers the claim’s 404 for a deleted or unknown task, and for another task’s execution, leaving no record and no blob', async () => {
      const ctx = await aUserWithTask();
      const deleted = await aKnownTask(ds, ctx.companyId, undefined, new Date());
      const unknown = aTaskId();
      for (const taskId of [deleted, unknown]) {
        const executionId = anExecutionId();
        const refused = await worker.putOutput(executionId, 'x.csv', { companyId: ctx.companyId, taskId }, Buffer.from('x'));
        expect(refused.json).toEqual({ statusCode: 404, message: 'Task not found' });
        expect(await recordOf(executionId)).toBeUndefined();
      }

      // Deleted while the body streamed: refused under the task's lock.
      const executionId = anExecutionId();
      const race = beforeTheirTransactions(1, async () => {
        await ds.query(`UPDATE known_tasks SET deleted_at = now() WHERE task_id = $1`, [ctx.taskId]);
      });
      try {
        const refused = await worker.putOutput(executionId, 'x.csv', { companyId: ctx.companyId, taskId: ctx.taskId }, Buffer.from('x'));
        expect(refused.json).toEqual({ statusCode: 404, message: 'Task not found' });
      } finally {
        race.restore();
      }
      expect(await recordOf(executionId)).toBeUndefined();
      await eventually(async () => (await blobsOf(ctx, executionId)).length === 0);

      // A record a put opened belongs to its task: another task of the company cannot write under it.
      const other = await aUserWithTask();
      const secondTask = await aKnownTask(ds, other.companyId);
      const opened = anExecutionId();
      expect((await worker.putOutput(opened, 'a.csv', { companyId: other.companyId, taskId: other.taskId }, Buffer.from('a'))).status).toBe(200);
      const crossed = await worker.putOutput(opened, 'b.csv', { companyId: other.companyId, taskId: secondTask }, Buffer.from('b'));
      expect(crossed.json).toEqual({ statusCode: 404, message: 'Execution not found' });
      expect(await recordOf(opened)).toMatchObject({ task_id: other.taskId, status: 'running' });
      expect(await outputsOf(opened)).toEqual(['a.csv']);
    });

    it('stores first outputs sent at once, each having found no record: one record, every output under its own name', async () => {
      const ctx = await aUserWithTask();
      const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
      const executionId = anExecutionId();
      // All four read "no record" and streamed their bodies before any of them opens it.
      const race = beforeTheirTransactions(4, () => Promise.resolve());
      let answers;
      try {
        answers = await Promise.all([
          worker.putOutput(executionId, 'same.csv', scope, Buffer.from('1\n')),
          worker.putOutput(executionId, 'same.csv', scope, Buffer.from('2\n')),
          worker.putOutput(executionId, 'same.csv', scope, Buffer.from('3\n')),
          worker.putOutput(executionId, 'other.csv', scope, Buffer.from('4\n')),
        ]);
      } finally {
        race.restore();
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((a) => a.json.name).sort()).toEqual(['other.csv', 'same (2).csv', 'same (3).csv', 'same.csv']);
      expect(await ds.query(`SELECT status, claimed_at FROM execution_records WHERE execution_id = $1`, [executionId])).toEqual([
        { status: 'running', claimed_at: null },
      ]);
      expect(await outputsOf(executionId)).toEqual(['other.csv', 'same (2).csv', 'same (3).csv', 'same.csv']);
      // The run's claim afterwards (a task without inputs) answers none, and claims.
      expect((await worker.claim(executionId, scope)).json).toEqual({ files: [] });
      expect((await recordOf(executionId))?.claimed_at).toBeInstanceOf(Date);
    });
  });

  it('records a finished execution it never saw, with no files, once however often the event comes', async () => {
    const ctx = await aUserWithTask();
    const executionId = anExecutionId();
    const msgID = randomUUID();
    const payload: ExecutionFinishedV1 = {
      executionId,
      taskId: ctx.taskId,
      companyId: ctx.companyId,
      status: 'failed',
      log: { success: false, error: 'No input files', stderr: null, stdout: null, detailedError: null },
      startedAt: null,
      endedAt: '2026-03-02T16:00:00.000Z',
      at: '2026-03-02T16:00:00.000Z',
    };
    await js.publish(EXECUTION_FINISHED_V1, JSON.stringify(payload), { msgID });
    await js.publish(EXECUTION_FINISHED_V1, JSON.stringify(payload), { msgID: randomUUID() });
    await eventually(async () => (await statusOf(executionId)) === 'failed');
    const listed = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`);
    expect(listed.json).toEqual([{ executionId, taskId: ctx.taskId, status: 'failed', timestamp: expect.any(String), inputFiles: [], outputFiles: [] }]);
    expect((await userGet(svc.url, ctx.token, `/api/download-all-files?taskId=${ctx.taskId}&executionId=${executionId}`)).status).toBe(404);
  });

  it('records a run cancelled by a user (finished.v1 failed, log.error "Cancelled by a user"): its files kept, no more outputs', async () => {
    const ctx = await aUserWithTask();
    const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
    const executionId = anExecutionId();
    await upload(ctx.token, ctx.taskId, 'March hours.xlsx', anXlsx());
    expect((await worker.claim(executionId, scope)).status).toBe(200);
    expect((await worker.putOutput(executionId, 'partial.csv', scope, Buffer.from('a,b\n'))).status).toBe(200);
    const log = { success: false, error: 'Cancelled by a user', stderr: null, stdout: 'started', detailedError: null };
    await finish({ executionId, taskId: ctx.taskId, companyId: ctx.companyId, status: 'failed', log });
    await eventually(async () => (await statusOf(executionId)) === 'failed');
    const shown = await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files/${executionId}`);
    expect(shown.json).toMatchObject({ status: 'failed', log });
    expect(shown.json.inputFiles).toHaveLength(1);
    expect(shown.json.outputFiles.map((f: { name: string }) => f.name)).toEqual(['partial.csv']);
    expect((await worker.putOutput(executionId, 'late.csv', scope, Buffer.from('x'))).status).toBe(409);
  });

  it('stops reading the blobs when a zip’s client goes away', async () => {
    const ctx = await aUserWithTask();
    const executionId = anExecutionId();
    const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
    await worker.claim(executionId, scope);
    for (let i = 0; i < 10; i++) await worker.putOutput(executionId, `part-${i}.bin`, scope, Buffer.alloc(OUTPUT_MAX_BYTES, i));
    const store = svc.app.get(BlobStore);
    const opened: Readable[] = [];
    const get = store.get.bind(store);
    const spy = jest.spyOn(store, 'get').mockImplementation(async (key: string) => {
      const stream = await get(key);
      opened.push(stream);
      return stream;
    });
    try {
      // A client that reads the first bytes and hangs up (its socket closed, as a browser's cancel does).
      const first = await new Promise<{ status: number }>((resolve, reject) => {
        const req = httpGet(
          `${svc.url}/api/download-all-files?taskId=${ctx.taskId}&executionId=${executionId}`,
          { headers: { authorization: `Bearer ${ctx.token}` } },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve({ status: res.statusCode! });
            });
          },
        );
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      });
      expect(first.status).toBe(200);
      await eventually(async () => opened.length > 0 && opened.every((s) => s.destroyed));
      // Fewer blobs opened than the zip holds: it stopped where the client left.
      expect(opened.length).toBeLessThan(10);
      // The service still answers.
      expect((await userGet(svc.url, ctx.token, `/api/tasks/${ctx.taskId}/files`)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });

  it('compresses a large csv for a client that accepts brotli, with no stale Content-Length', async () => {
    const ctx = await aUserWithTask();
    const executionId = anExecutionId();
    const scope = { companyId: ctx.companyId, taskId: ctx.taskId };
    await worker.claim(executionId, scope);
    const csv = Buffer.from('Technician,Hours\n'.concat('Ana,38.5\n'.repeat(8000)), 'utf8');
    await worker.putOutput(executionId, 'hours.csv', scope, csv);
    const res = await fetch(`${svc.url}/api/download-output/${executionId}/hours.csv`, {
      headers: { authorization: `Bearer ${ctx.token}`, 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=hours.csv');
    // fetch undoes the encoding: the bytes are the file's.
    expect(Buffer.from(await res.arrayBuffer())).toEqual(csv);
  });

  it('keeps an output’s blob on disk under the company and task', async () => {
    const ctx = await aUserWithTask();
    const executionId = anExecutionId();
    await worker.claim(executionId, { companyId: ctx.companyId, taskId: ctx.taskId });
    const stored = await worker.putOutput(executionId, 'kept.csv', { companyId: ctx.companyId, taskId: ctx.taskId }, Buffer.from('a,b\n'));
    const [row] = await ds.query(`SELECT file_path FROM output_files WHERE id = $1`, [stored.json.id]);
    expect(existsSync(join(svc.filesDir, row.file_path))).toBe(true);
  });
});
