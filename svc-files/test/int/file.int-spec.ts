import { publicRoutes } from '@milestone/nest-kit/testing';
import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, startFilesService } from '../support/files-service.js';
import { aCompanyId, anUploadedFile, aUserId } from '../factories/file.factory.js';
import { MAX_FILE_LIST } from '../../src/modules/file/file.repository.js';

describe('Files API', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('files');
    issuer = await createTestIssuer();
    svc = await startFilesService(db, issuer, `svc-files-${uniqueSuffix()}`);
    ds = svc.app.get(DataSource);
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
    await db?.drop();
  });

  const as = async (user: { id: number; companyId: number }) => client(svc.url, await issuer.sign(user));

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(ds)).toEqual([]);
  });

  it('answers 401 without a token and keeps /health public', async () => {
    expect(publicRoutes(svc.app)).toEqual(['HealthController.health']);
    const anonymous = client(svc.url, null);
    const res = await anonymous.get('/api/files');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
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
  });

  it('lists only the caller’s company’s files, newest first, without their storage path', async () => {
    const companyA = aCompanyId();
    const alice = { id: aUserId(), companyId: companyA };
    const older = await anUploadedFile(ds, { companyId: companyA, uploadedBy: alice.id, taskId: 11, originalName: 'march.xlsx' });
    const newer = await anUploadedFile(ds, { companyId: companyA, uploadedBy: aUserId(), taskId: 12, originalName: 'april.csv', mimeType: 'text/csv' });
    const foreign = await anUploadedFile(ds, { companyId: aCompanyId(), uploadedBy: aUserId(), taskId: 11 });

    const res = await (await as(alice)).get('/api/files');
    expect(res.status).toBe(200);
    expect(res.body.map((f: { id: number }) => f.id)).toEqual([newer.id, older.id]);
    expect(res.body).not.toContainEqual(expect.objectContaining({ id: foreign.id }));
    expect(res.body[1]).toEqual({
      id: older.id,
      taskId: 11,
      originalName: 'march.xlsx',
      fileName: older.fileName,
      size: 18_432,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      uploadedBy: alice.id,
      uploadedAt: older.uploadedAt.toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toContain('/var/lib/milestone');
  });

  it(`answers at most ${MAX_FILE_LIST} files, the newest`, async () => {
    const company = aCompanyId();
    const user = { id: aUserId(), companyId: company };
    const files = [];
    for (let i = 0; i <= MAX_FILE_LIST; i++) files.push(await anUploadedFile(ds, { companyId: company, uploadedBy: user.id, taskId: 31 }));
    const res = await (await as(user)).get('/api/files');
    expect(res.body).toHaveLength(MAX_FILE_LIST);
    expect(res.body.map((f: { id: number }) => f.id)).not.toContain(files[0]!.id);
  });

  it('filters by ?taskId= within the company, and accepts a cache-busting parameter', async () => {
    const companyA = aCompanyId();
    const user = { id: aUserId(), companyId: companyA };
    const mine = await anUploadedFile(ds, { companyId: companyA, uploadedBy: user.id, taskId: 21 });
    await anUploadedFile(ds, { companyId: companyA, uploadedBy: user.id, taskId: 22 });
    await anUploadedFile(ds, { companyId: aCompanyId(), uploadedBy: aUserId(), taskId: 21 });

    const api = await as(user);
    const res = await api.get(`/api/files?taskId=21&_=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.body.map((f: { id: number }) => f.id)).toEqual([mine.id]);
    expect((await api.get('/api/files?taskId=23')).body).toEqual([]);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])('refuses ?taskId=%s with 400', async (taskId) => {
    const res = await (await as({ id: aUserId(), companyId: aCompanyId() })).get(`/api/files?taskId=${taskId}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'taskId must be a positive whole number' });
  });
});
