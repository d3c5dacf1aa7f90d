import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { TASK_CREATED_V1, TASK_DELETED_V1, type EventMap, type EventSubject } from '@milestone/contracts';
import { createTestDatabase, createTestIssuer, eventually, TEST_NATS_URL, uniqueSuffix, type TestDatabase, type TestIssuer } from '@milestone/nest-kit/testing';
import { startFilesService, type FilesTestService } from '../support/files-service.js';
import { postUpload, csvStream, type FormPart } from '../support/upload-client.js';
import { removeDurables, writtenFor } from '../support/files-state.js';
import { aCompanyId, aKnownTask, aTaskId, aUserId } from '../factories/file.factory.js';
import { aPdf, anElf, anXls, anXlsx, aWindowsExe, CSV_CP1252, CSV_UTF8, xlsxEntries, zip } from '../support/crafted-files.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TOO_LARGE = 'File Too Large - Please upload files smaller than 10MB.';
const INVALID_TYPE = 'Invalid File Type - Please upload Excel (.xlsx, .xls) or CSV files only.';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /api/upload', () => {
  const serviceName = `svc-files-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: FilesTestService;
  let ds: DataSource;
  let nc: NatsConnection;
  let js: JetStreamClient;

  beforeAll(async () => {
    db = await createTestDatabase('files_upload');
    issuer = await createTestIssuer();
    svc = await startFilesService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
  }, 30_000);

  afterAll(async () => {
    await nc?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  async function publish<S extends EventSubject>(subject: S, payload: EventMap[S]): Promise<void> {
    await js.publish(subject, JSON.stringify(payload), { msgID: randomUUID() });
  }

  /** A user of a fresh company with a task svc-files knows. */
  async function aUserWithTask() {
    const user = { id: aUserId(), companyId: aCompanyId() };
    const taskId = await aKnownTask(ds, user.companyId);
    return { user, taskId, token: await issuer.sign(user) };
  }

  const filePart = (filename: string, content: Buffer | (() => AsyncIterable<Uint8Array>)): FormPart => ({ name: 'file', filename, content });

  describe('takes a spreadsheet as the task’s input', () => {
    it('stores a real xlsx under a generated name, with its row and files.file.uploaded.v1', async () => {
      const { user, taskId, token } = await aUserWithTask();
      const bytes = anXlsx();
      const res = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('March hours.xlsx', bytes)]);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), originalName: 'March hours.xlsx', taskId, size: bytes.length, mimeType: XLSX, inputFileCount: 1 });

      const [row] = await ds.query(`SELECT * FROM uploaded_files WHERE id = $1`, [res.body.id]);
      expect(row).toMatchObject({ company_id: user.companyId, task_id: taskId, uploaded_by: user.id, sha256: sha256(bytes), superseded_at: null });
      expect(row.file_name).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
      expect(row.file_path).toBe(`${user.companyId}/${taskId}/inputs/${row.file_name}`);
      expect(await readFile(join(svc.filesDir, row.file_path))).toEqual(bytes);

      const written = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
      expect(written.events).toEqual([
        {
          subject: 'files.file.uploaded.v1',
          payload: {
            fileId: res.body.id,
            taskId,
            companyId: user.companyId,
            originalName: 'March hours.xlsx',
            size: bytes.length,
            mimeType: XLSX,
            sha256: sha256(bytes),
            uploadedBy: user.id,
            replacedFileIds: [],
            inputFileCount: 1,
            at: expect.any(String),
          },
        },
      ]);
    });

    it.each([
      ['an xls (OLE compound file)', 'old.xls', anXls(), 'application/vnd.ms-excel'],
      ['a UTF-8 csv', 'hours.csv', CSV_UTF8, 'text/csv'],
      ['a Windows-1252 csv', 'hours-1252.CSV', CSV_CP1252, 'text/csv'],
      ['a csv with a BOM', 'bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), CSV_UTF8]), 'text/csv'],
    ])('takes %s', async (_what, name, bytes, mimeType) => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart(name, bytes)]);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ originalName: name, size: bytes.length, mimeType });
      const written = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
      expect(written.rows).toBe(1);
      expect(written.blobs).toHaveLength(1);
    });

    it('takes the task from a field sent after the file', async () => {
      const { taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [filePart('late.csv', CSV_UTF8), { name: 'taskId', value: String(taskId) }]);
      expect(res.status).toBe(201);
      expect(res.body.taskId).toBe(taskId);
    });

    it('takes the task from ?taskId= when the form has none', async () => {
      const { taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [filePart('q.csv', CSV_UTF8)], `?taskId=${taskId}`);
      expect(res.status).toBe(201);
      expect(res.body.taskId).toBe(taskId);
    });

    it('replaces the task’s earlier input: deleted when no execution used it, kept when one did', async () => {
      const { user, taskId, token } = await aUserWithTask();
      const send = (name: string) => postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart(name, CSV_UTF8)]);
      const first = (await send('first.csv')).body;
      const [firstRow] = await ds.query(`SELECT file_path FROM uploaded_files WHERE id = $1`, [first.id]);
      const second = await send('second.csv');
      expect(second.status).toBe(201);
      expect(second.body.inputFileCount).toBe(1);
      // Nobody ran the task with the first file: it is gone, row and blob.
      expect(await ds.query(`SELECT id FROM uploaded_files WHERE id = $1`, [first.id])).toEqual([]);
      expect(existsSync(join(svc.filesDir, firstRow.file_path))).toBe(false);

      // An execution used the second one: a third upload replaces it, but it stays as that execution's input.
      await ds.query(`INSERT INTO execution_inputs (execution_id, file_id, company_id, task_id) VALUES (77, $1, $2, $3)`, [
        second.body.id,
        user.companyId,
        taskId,
      ]);
      const third = await send('third.csv');
      const [kept] = await ds.query(`SELECT superseded_at, file_path FROM uploaded_files WHERE id = $1`, [second.body.id]);
      expect(kept.superseded_at).not.toBeNull();
      expect(existsSync(join(svc.filesDir, kept.file_path))).toBe(true);

      const events = (await writtenFor(ds, svc.filesDir, user.companyId, taskId)).events.map((e) => e.payload);
      expect(events.map((e) => [e['fileId'], e['replacedFileIds'], e['inputFileCount']])).toEqual([
        [first.id, [], 1],
        [second.body.id, [first.id], 1],
        [third.body.id, [second.body.id], 1],
      ]);
    });

    it('uses only the first file of a request', async () => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [
        { name: 'taskId', value: String(taskId) },
        filePart('one.csv', CSV_UTF8),
        { name: 'file', filename: 'two.csv', content: Buffer.from('a,b\n') },
      ]);
      expect(res.status).toBe(201);
      expect(res.body.originalName).toBe('one.csv');
      expect((await writtenFor(ds, svc.filesDir, user.companyId, taskId)).rows).toBe(1);
    });
  });

  describe('keeps a hostile name as display text only', () => {
    it.each([
      ['../../etc/passwd.csv', 'passwd.csv'],
      ['..\\..\\windows\\win.ini.csv', 'win.ini.csv'],
      ['a\\b.csv', 'b.csv'],
      ['x\u0000.csv', 'x.csv'],
      ['\u001b[31mred\u0007.csv', '[31mred.csv'],
      ['tab\tand\u202enews.csv', 'tabandnews.csv'],
      [`${'n'.repeat(300)}.csv`, `${'n'.repeat(251)}.csv`],
    ])('%j is shown as %j and stored under <uuid>.csv inside the task’s folder', async (name, shown) => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart(name, CSV_UTF8)]);
      expect(res.status).toBe(201);
      expect(res.body.originalName).toBe(shown);
      const written = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
      expect(written.blobs).toEqual([expect.stringMatching(new RegExp(`^${user.companyId}/${taskId}/inputs/[0-9a-f-]{36}\\.csv$`))]);
      // Nothing was written where the name points, inside the task's folder or out of the root.
      expect(existsSync(resolve(svc.filesDir, `${user.companyId}/${taskId}/inputs`, name.replace(/\u0000/g, '')))).toBe(false);
      expect(existsSync(resolve(svc.filesDir, name.replace(/\u0000/g, '')))).toBe(false);
    });
  });

  describe('refuses, writing nothing', () => {
    const manyEntries = () =>
      zip([...xlsxEntries([['a']]), ...Array.from({ length: 10_001 }, (_, i) => ({ name: `xl/media/e${i}.txt`, data: Buffer.alloc(0), deflate: false }))]);
    const hugeClaim = () =>
      zip(
        xlsxEntries(
          [['a']],
          [{ name: 'xl/worksheets/sheet2.xml', data: Buffer.from('<x/>'), claim: { uncompressedSize: 0xfffffffe, compressedSize: 0xfffffffe } }],
        ),
      );
    const highRatio = () => zip(xlsxEntries([['a']], [{ name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]));
    const cases: Array<[string, FormPart[] | ((taskId: number) => FormPart[]), number, string]> = [
      ['a renamed Linux executable (.xlsx)', (t) => [{ name: 'taskId', value: String(t) }, filePart('report.xlsx', anElf())], 415, INVALID_TYPE],
      ['a Windows executable (.exe)', (t) => [{ name: 'taskId', value: String(t) }, filePart('setup.exe', aWindowsExe())], 415, INVALID_TYPE],
      ['a renamed Windows executable (.xls)', (t) => [{ name: 'taskId', value: String(t) }, filePart('setup.xls', aWindowsExe())], 415, INVALID_TYPE],
      ['a renamed Windows executable (.csv)', (t) => [{ name: 'taskId', value: String(t) }, filePart('setup.csv', aWindowsExe())], 415, INVALID_TYPE],
      [
        'a plain zip named .xlsx',
        (t) => [{ name: 'taskId', value: String(t) }, filePart('photos.xlsx', zip([{ name: 'a.txt', data: Buffer.from('hi') }]))],
        415,
        INVALID_TYPE,
      ],
      ['a PDF named .csv', (t) => [{ name: 'taskId', value: String(t) }, filePart('invoice.csv', aPdf())], 415, INVALID_TYPE],
      ['an xlsx named .csv', (t) => [{ name: 'taskId', value: String(t) }, filePart('book.csv', anXlsx())], 415, INVALID_TYPE],
      ['an xlsx named .xls', (t) => [{ name: 'taskId', value: String(t) }, filePart('book.xls', anXlsx())], 415, INVALID_TYPE],
      ['a Word document (OLE) named .xls', (t) => [{ name: 'taskId', value: String(t) }, filePart('letter.xls', anXls('WordDocument'))], 415, INVALID_TYPE],
      [
        'text in no encoding (.csv)',
        (t) => [{ name: 'taskId', value: String(t) }, filePart('x.csv', Buffer.from([0x61, 0x81, 0xc3, 0x0a]))],
        415,
        INVALID_TYPE,
      ],
      ['a file without an extension', (t) => [{ name: 'taskId', value: String(t) }, filePart('hours', CSV_UTF8)], 415, INVALID_TYPE],
      ['a name that is only a path', (t) => [{ name: 'taskId', value: String(t) }, filePart('../', CSV_UTF8)], 415, INVALID_TYPE],
      ['an empty xlsx', (t) => [{ name: 'taskId', value: String(t) }, filePart('empty.xlsx', Buffer.alloc(0))], 415, INVALID_TYPE],
      [
        'an xlsx with 10,001+ entries',
        (t) => [{ name: 'taskId', value: String(t) }, filePart('many.xlsx', manyEntries())],
        422,
        'This spreadsheet is too large to open safely: more than 10,000 entries.',
      ],
      [
        'an xlsx whose directory claims 4 GB',
        (t) => [{ name: 'taskId', value: String(t) }, filePart('huge.xlsx', hugeClaim())],
        422,
        'This spreadsheet is too large to open safely: over 200 MB unpacked.',
      ],
      [
        'an xlsx with an entry compressed 1000 to 1',
        (t) => [{ name: 'taskId', value: String(t) }, filePart('ratio.xlsx', highRatio())],
        422,
        'This spreadsheet is too large to open safely: compressed over 200 to 1.',
      ],
      ['an 11 MB stream', (t) => [{ name: 'taskId', value: String(t) }, filePart('big.csv', csvStream(11 * 1024 * 1024))], 413, TOO_LARGE],
      ['10 MB and one byte', (t) => [{ name: 'taskId', value: String(t) }, filePart('big.csv', csvStream(10 * 1024 * 1024 + 1))], 413, TOO_LARGE],
      ['no file', (t) => [{ name: 'taskId', value: String(t) }], 400, 'file is required: send the spreadsheet as the multipart field "file"'],
      ['no taskId', () => [filePart('a.csv', CSV_UTF8)], 400, 'taskId is required: send it as the multipart field "taskId" before the file, or as ?taskId='],
      ['a taskId that is no id', () => [{ name: 'taskId', value: '12abc' }, filePart('a.csv', CSV_UTF8)], 400, 'taskId must be a positive whole number'],
    ];

    it.each(cases)('%s', async (_what, parts, status, message) => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, typeof parts === 'function' ? parts(taskId) : parts);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { statusCode: status, message } });
      expect(await writtenFor(ds, svc.filesDir, user.companyId, taskId)).toEqual({ rows: 0, events: [], blobs: [] });
    });

    it('takes exactly 10 MB', async () => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('max.csv', csvStream(10 * 1024 * 1024))]);
      expect(res.status).toBe(201);
      expect(res.body.size).toBe(10 * 1024 * 1024);
      expect((await writtenFor(ds, svc.filesDir, user.companyId, taskId)).blobs).toHaveLength(1);
    });

    it('answers 404 for another company’s task, an unknown one and a deleted one', async () => {
      const { user, token } = await aUserWithTask();
      const foreignCompany = aCompanyId();
      const foreignTask = await aKnownTask(ds, foreignCompany);
      const deletedTask = await aKnownTask(ds, user.companyId, aTaskId(), new Date());
      for (const taskId of [foreignTask, aTaskId(), deletedTask]) {
        const res = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('a.csv', CSV_UTF8)]);
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { statusCode: 404, message: 'Task not found' } });
      }
      expect(await writtenFor(ds, svc.filesDir, foreignCompany, foreignTask)).toEqual({ rows: 0, events: [], blobs: [] });
      expect(await writtenFor(ds, svc.filesDir, user.companyId, deletedTask)).toEqual({ rows: 0, events: [], blobs: [] });
    });

    it('looks up a task named in the query before the body: another company’s answers 404 whatever the body', async () => {
      const { taskId: own, token } = await aUserWithTask();
      const foreignTask = await aKnownTask(ds, aCompanyId());
      const send = (taskId: number, init: RequestInit = {}) =>
        fetch(`${svc.url}/api/upload?taskId=${taskId}`, { method: 'POST', ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
      const foreign = await send(foreignTask);
      expect({ status: foreign.status, body: await foreign.json() }).toEqual({ status: 404, body: { statusCode: 404, message: 'Task not found' } });
      const mine = await send(own, { headers: { 'content-type': 'application/json' }, body: '{}' });
      expect({ status: mine.status, body: await mine.json() }).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'file is required: send the spreadsheet as the multipart field "file"' },
      });
    });

    it.each([
      ['no boundary', 'multipart/form-data', '--x\r\n'],
      ['a body cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b'],
      ['a part without headers', 'multipart/form-data; boundary=x', '--x\r\n\r\nhello\r\n--x--\r\n'],
      ['only a field', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--b--\r\n'],
    ])('answers a malformed form (%s) with a 4xx error body', async (_what, type, body) => {
      const { user, taskId, token } = await aUserWithTask();
      const res = await fetch(`${svc.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toEqual({ statusCode: res.status, message: expect.any(String) });
      expect(await writtenFor(ds, svc.filesDir, user.companyId, taskId)).toEqual({ rows: 0, events: [], blobs: [] });
    });

    it('answers 401 without a token', async () => {
      const res = await postUpload(svc.url, null, [{ name: 'taskId', value: '1' }, filePart('a.csv', CSV_UTF8)]);
      expect(res.status).toBe(401);
    });
  });

  describe('follows svc-tasks’ tasks', () => {
    it('knows a task from tasks.task.created.v1, waiting briefly for it', async () => {
      const user = { id: aUserId(), companyId: aCompanyId() };
      const taskId = aTaskId();
      const token = await issuer.sign(user);
      // The upload is sent first; the event arrives while it waits.
      const answer = postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('a.csv', CSV_UTF8)]);
      await publish(TASK_CREATED_V1, {
        taskId,
        companyId: user.companyId,
        name: 'Hours',
        type: 'excel-processing',
        status: 'active',
        ownerId: user.id,
        createdAt: new Date().toISOString(),
      } as EventMap[typeof TASK_CREATED_V1]);
      expect((await answer).status).toBe(201);
    });

    it('clears a deleted task’s inputs (files.file.deleted.v1 by the platform) and refuses uploads to it', async () => {
      const { user, taskId, token } = await aUserWithTask();
      const up = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('a.csv', CSV_UTF8)]);
      await publish(TASK_DELETED_V1, { taskId, companyId: user.companyId, deletedBy: user.id, at: new Date().toISOString() });
      await eventually(async () => {
        const left = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
        return left.blobs.length === 0 && left.rows === 0;
      });
      const written = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
      expect(written.rows).toBe(0);
      expect(written.events.map((e) => e.subject)).toEqual(['files.file.uploaded.v1', 'files.file.deleted.v1']);
      expect(written.events[1]!.payload).toEqual({
        fileIds: [up.body.id],
        taskId,
        companyId: user.companyId,
        deletedBy: null,
        inputFileCount: 0,
        at: expect.any(String),
      });
      const again = await postUpload(svc.url, token, [{ name: 'taskId', value: String(taskId) }, filePart('b.csv', CSV_UTF8)]);
      expect(again.status).toBe(404);
    });
  });
});
