import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  publicRoutes,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
} from '@milestone/nest-kit/testing';
import { client, startFilesService, type FilesTestService } from '../support/files-service.js';
import { postUpload } from '../support/upload-client.js';
import { removeDurables, writtenFor } from '../support/files-state.js';
import { CSV_UTF8 } from '../support/crafted-files.js';
import { aCompanyId, aKnownTask, anUploadedFile, aTaskId, aUserId } from '../factories/file.factory.js';

describe('Files API: the list and the clear of a task’s inputs', () => {
  const serviceName = `svc-files-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: FilesTestService;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('files');
    issuer = await createTestIssuer();
    svc = await startFilesService(db, issuer, serviceName);
    ds = svc.app.get(DataSource);
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await removeDurables(serviceName);
    await issuer?.close();
    await db?.drop();
  });

  const as = async (user: { id: number; companyId: number }) => client(svc.url, await issuer.sign(user));

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('answers 401 without a token and keeps /health public', async () => {
    // The three downloads pass the token check to take a download link instead (DownloadLinkGuard).
    expect(publicRoutes(svc.app).sort()).toEqual([
      'DownloadController.downloadAllFiles',
      'DownloadController.downloadOutput',
      'DownloadController.downloadTaskFile',
      'HealthController.health',
    ]);
    const anonymous = client(svc.url, null);
    for (const path of [
      '/api/download-output/1/a.csv',
      '/api/download-all-files?taskId=1&executionId=1',
      '/api/download-task-file?filePath=1%2Finputs%2Fa.csv',
    ]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    const res = await anonymous.get('/api/files');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await anonymous.delete('/api/files?taskId=1')).status).toBe(401);
    const health = await eventually(async () => {
      const r = await anonymous.get('/health');
      return r.status === 200 ? r : null;
    });
    expect(health.body).toEqual({ status: 'ok', database: 'up', nats: 'up' });
  });

  it('gives a new company an empty list', async () => {
    const res = await (await as({ id: aUserId(), companyId: aCompanyId() })).get('/api/files');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it('lists the current inputs of the caller’s company only, newest first', async () => {
    const companyA = aCompanyId();
    const alice = { id: aUserId(), companyId: companyA };
    const t1 = await aKnownTask(ds, companyA);
    const t2 = await aKnownTask(ds, companyA);
    const older = await anUploadedFile(ds, { companyId: companyA, uploadedBy: alice.id, taskId: t1, originalName: 'march.xlsx' });
    const newer = await anUploadedFile(ds, { companyId: companyA, uploadedBy: aUserId(), taskId: t2, originalName: 'april.csv', mimeType: 'text/csv' });
    await anUploadedFile(ds, { companyId: companyA, uploadedBy: alice.id, taskId: t1, supersededAt: new Date() });
    const foreign = await anUploadedFile(ds, { companyId: aCompanyId(), uploadedBy: aUserId(), taskId: t1 });

    const res = await (await as(alice)).get('/api/files');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body.map((f: { id: number }) => f.id)).toEqual([newer.id, older.id]);
    expect(res.body).not.toContainEqual(expect.objectContaining({ id: foreign.id }));
    expect(res.body[1]).toEqual({
      id: older.id,
      taskId: t1,
      originalName: 'march.xlsx',
      fileName: older.fileName,
      size: 18_432,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sha256: older.sha256,
      uploadedBy: alice.id,
      uploadedAt: older.uploadedAt.toISOString(),
      filePath: `${t1}/inputs/${older.fileName}`,
    });
  });

  it('answers a page at a time (limit, offset) with X-Total-Count, ignoring a cache-busting parameter', async () => {
    const company = aCompanyId();
    const user = { id: aUserId(), companyId: company };
    const taskId = await aKnownTask(ds, company);
    const files = [];
    for (let i = 0; i < 5; i++) files.push(await anUploadedFile(ds, { companyId: company, uploadedBy: user.id, taskId }));
    const newestFirst = files.map((f) => f.id).reverse();
    const api = await as(user);
    const page = await api.get(`/api/files?taskId=${taskId}&limit=2&offset=1&_=${Date.now()}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((f: { id: number }) => f.id)).toEqual(newestFirst.slice(1, 3));
    expect((await api.get(`/api/files?taskId=${taskId}&offset=4`)).body.map((f: { id: number }) => f.id)).toEqual(newestFirst.slice(4));
  });

  it('answers 404 for a task of another company, unknown or deleted', async () => {
    const user = { id: aUserId(), companyId: aCompanyId() };
    const foreign = await aKnownTask(ds, aCompanyId());
    const deleted = await aKnownTask(ds, user.companyId, aTaskId(), new Date());
    const api = await as(user);
    for (const taskId of [foreign, deleted]) {
      expect(await api.get(`/api/files?taskId=${taskId}`)).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Task not found' } });
      expect(await api.delete(`/api/files?taskId=${taskId}`)).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Task not found' } });
    }
  });

  it.each([
    ['taskId=abc', 'taskId must be a positive whole number'],
    ['taskId=0', 'taskId must be a positive whole number'],
    ['taskId=-4', 'taskId must be a positive whole number'],
    ['taskId=1.5', 'taskId must be a positive whole number'],
    ['taskId=99999999999', 'taskId must be a positive whole number'],
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['offset=1e3', 'offset must be a whole number of 0 or more'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await (await as({ id: aUserId(), companyId: aCompanyId() })).get(`/api/files?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  describe('DELETE /api/files?taskId=', () => {
    it('clears the task’s inputs: rows and blobs gone, files.file.deleted.v1 by the user', async () => {
      const user = { id: aUserId(), companyId: aCompanyId() };
      const taskId = await aKnownTask(ds, user.companyId);
      const token = await issuer.sign(user);
      const up = await postUpload(svc.url, token, [
        { name: 'taskId', value: String(taskId) },
        { name: 'file', filename: 'a.csv', content: CSV_UTF8 },
      ]);
      expect(up.status).toBe(201);
      const [row] = await ds.query(`SELECT file_path FROM uploaded_files WHERE id = $1`, [up.body.id]);
      const api = client(svc.url, token);

      const res = await api.delete(`/api/files?taskId=${taskId}`);
      expect(res).toMatchObject({ status: 200, body: { deleted: 1 } });
      expect((await api.get(`/api/files?taskId=${taskId}`)).body).toEqual([]);
      expect(existsSync(join(svc.filesDir, row.file_path))).toBe(false);
      const written = await writtenFor(ds, svc.filesDir, user.companyId, taskId);
      expect(written.rows).toBe(0);
      expect(written.events.map((e) => e.subject)).toEqual(['files.file.uploaded.v1', 'files.file.deleted.v1']);
      expect(written.events[1]!.payload).toEqual({
        fileIds: [up.body.id],
        taskId,
        companyId: user.companyId,
        deletedBy: user.id,
        inputFileCount: 0,
        at: expect.any(String),
      });

      // Clearing again changes nothing and says so.
      expect(await api.delete(`/api/files?taskId=${taskId}`)).toMatchObject({ status: 200, body: { deleted: 0 } });
      expect((await writtenFor(ds, svc.filesDir, user.companyId, taskId)).events).toHaveLength(2);
    });

    it('keeps a cleared file an execution used, as that execution’s input', async () => {
      const user = { id: aUserId(), companyId: aCompanyId() };
      const taskId = await aKnownTask(ds, user.companyId);
      const token = await issuer.sign(user);
      const up = await postUpload(svc.url, token, [
        { name: 'taskId', value: String(taskId) },
        { name: 'file', filename: 'a.csv', content: CSV_UTF8 },
      ]);
      await ds.query(`INSERT INTO execution_inputs (execution_id, file_id, company_id, task_id) VALUES (5, $1, $2, $3)`, [up.body.id, user.companyId, taskId]);
      expect(await client(svc.url, token).delete(`/api/files?taskId=${taskId}`)).toMatchObject({ status: 200, body: { deleted: 1 } });
      const [row] = await ds.query(`SELECT superseded_at, file_path FROM uploaded_files WHERE id = $1`, [up.body.id]);
      expect(row.superseded_at).not.toBeNull();
      expect(existsSync(join(svc.filesDir, row.file_path))).toBe(true);
    });

    it('needs a taskId', async () => {
      const res = await (await as({ id: aUserId(), companyId: aCompanyId() })).delete('/api/files');
      expect(res.status).toBe(400);
    });
  });
});
