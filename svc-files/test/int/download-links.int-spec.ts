import { randomInt } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { connect } from '@nats-io/transport-node';
import { openRevokedSessionsBucket } from '@milestone/nest-kit/revocation';
import { createTestDatabase, createTestIssuer, eventually, TEST_NATS_URL, uniqueSuffix, type TestDatabase, type TestIssuer } from '@milestone/nest-kit/testing';
import { startFilesService, type FilesTestService } from '../support/files-service.js';
import { postUpload } from '../support/upload-client.js';
import { removeDurables } from '../support/files-state.js';
import { TEST_SERVICE_SECRET, userGet, workerClient } from '../support/worker-client.js';
import { unzip } from '../support/unzip.js';
import { aCompanyId, aKnownTask, aUserId } from '../factories/file.factory.js';
import { CSV_UTF8 } from '../support/crafted-files.js';

const INVALID = { statusCode: 404, message: 'This download link has expired or is not valid.' };
/** Fake timers for Date alone: the links' clock is the test's, everything else runs in real time. */
const EVERY_TIMER_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe('download links: a short-lived URL that opens one download without the bearer token', () => {
  const serviceName = `svc-files-${uniqueSuffix()}`;
  const shortName = `svc-files-${uniqueSuffix()}`;
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: FilesTestService;
  /** The same service with links that live one second. */
  let shortLived: FilesTestService;
  let ds: DataSource;

  const report = Buffer.from('Technician,Pay\nAna,1234.5\n', 'utf8');
  const summary = Buffer.from('Total\n1234.5\n', 'utf8');

  beforeAll(async () => {
    db = await createTestDatabase('files_links');
    issuer = await createTestIssuer();
    svc = await startFilesService(db, issuer, serviceName, { SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET });
    shortLived = await startFilesService(db, issuer, shortName, {
      SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
      DOWNLOAD_LINK_TTL_SECONDS: '1',
      FILES_DIR: svc.filesDir,
    });
    ds = svc.app.get(DataSource);
  }, 30_000);

  afterAll(async () => {
    await shortLived?.close();
    await svc?.close();
    await removeDurables(serviceName);
    await removeDurables(shortName);
    await issuer?.close();
    await db?.drop();
  });

  /** A company's user whose task ran once: its csv input, two outputs. */
  async function aTaskThatRan() {
    const user = { id: aUserId(), companyId: aCompanyId() };
    const taskId = await aKnownTask(ds, user.companyId);
    const token = await issuer.sign(user);
    const uploaded = await postUpload(svc.url, token, [
      { name: 'taskId', value: String(taskId) },
      { name: 'file', filename: 'hours.csv', content: CSV_UTF8 },
    ]);
    expect(uploaded.status).toBe(201);
    const executionId = randomInt(100_000, 2_000_000_000);
    const worker = workerClient(svc.url);
    const scope = { companyId: user.companyId, taskId };
    expect((await worker.claim(executionId, scope)).status).toBe(200);
    expect((await worker.putOutput(executionId, 'Pay report.csv', scope, report)).status).toBe(200);
    expect((await worker.putOutput(executionId, 'Summary.csv', scope, summary)).status).toBe(200);
    const listed = await userGet(svc.url, token, `/api/tasks/${taskId}/files/${executionId}`);
    const inputPath: string = listed.json.inputFiles[0].downloadUrl;
    return {
      user,
      taskId,
      token,
      executionId,
      outputPath: `/api/download-output/${executionId}/${encodeURIComponent('Pay report.csv')}`,
      allPath: `/api/download-all-files?taskId=${taskId}&executionId=${executionId}`,
      inputPath,
    };
  }

  async function mint(base: string, token: string, path: string) {
    const res = await fetch(`${base}/api/download-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path }),
    });
    return { status: res.status, json: (await res.json()) as { url: string; expiresAt: string; message?: string } };
  }

  let ctx: Awaited<ReturnType<typeof aTaskThatRan>>;
  beforeAll(async () => {
    ctx = await aTaskThatRan();
  });

  it('mints a link for each download route: the same path with link=<token>, expiring in a minute', async () => {
    for (const path of [ctx.outputPath, ctx.allPath, ctx.inputPath]) {
      const before = Date.now();
      const minted = await mint(svc.url, ctx.token, path);
      const after = Date.now();
      expect(minted.status).toBe(201);
      expect(minted.json.url.startsWith(`${path}${path.includes('?') ? '&' : '?'}link=`)).toBe(true);
      // A minute at least from the minting, which lies between before and after; exp is whole seconds.
      const expiresAt = new Date(minted.json.expiresAt).getTime();
      expect(expiresAt - before).toBeGreaterThanOrEqual(60_000);
      expect(expiresAt - after).toBeLessThan(61_000);
    }
  });

  it('downloads by link without a bearer token: an output, the zip of all outputs, an input', async () => {
    const output = await userGet(svc.url, null, (await mint(svc.url, ctx.token, ctx.outputPath)).json.url);
    expect(output.status).toBe(200);
    expect(output.bytes).toEqual(report);
    expect(output.headers.get('content-disposition')).toBe('attachment; filename="Pay report.csv"');

    const all = await userGet(svc.url, null, (await mint(svc.url, ctx.token, ctx.allPath)).json.url);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(all.bytes);
    expect(entries.map((e) => [e.name, e.data.toString('utf8')])).toEqual([
      ['Pay report.csv', report.toString('utf8')],
      ['Summary.csv', summary.toString('utf8')],
    ]);

    const input = await userGet(svc.url, null, (await mint(svc.url, ctx.token, ctx.inputPath)).json.url);
    expect(input.status).toBe(200);
    expect(input.bytes).toEqual(CSV_UTF8);
  });

  it('still refuses a download with neither a bearer token nor a link (401), and still takes the bearer alone', async () => {
    const none = await userGet(svc.url, null, ctx.outputPath);
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await userGet(svc.url, null, ctx.allPath)).status).toBe(401);
    expect((await userGet(svc.url, null, ctx.inputPath)).status).toBe(401);
    expect((await userGet(svc.url, ctx.token, ctx.outputPath)).bytes).toEqual(report);
  });

  it('opens its download for DOWNLOAD_LINK_TTL_SECONDS (1 s) after minting, even when minted late in a second, and refuses it from expiresAt on', async () => {
    // The service's clock is the test's (Date only; timers run as usual), so the check depends on
    // no machine's speed. Minted 1 ms before a second ends: an exp rounded down would end the link
    // 1 ms later, whatever its TTL says.
    const mintedAt = Math.ceil(Date.now() / 1000) * 1000 + 999;
    jest.useFakeTimers({ now: mintedAt, doNotFake: [...EVERY_TIMER_BUT_DATE] });
    try {
      const minted = await mint(shortLived.url, ctx.token, ctx.outputPath);
      expect(minted.status).toBe(201);
      const expiresAt = new Date(minted.json.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(mintedAt + 1_000);
      jest.setSystemTime(mintedAt + 999);
      expect((await userGet(shortLived.url, null, minted.json.url)).status).toBe(200);
      jest.setSystemTime(expiresAt - 1);
      expect((await userGet(shortLived.url, null, minted.json.url)).status).toBe(200);
      jest.setSystemTime(expiresAt);
      const late = await userGet(shortLived.url, null, minted.json.url);
      expect(late.status).toBe(404);
      expect(late.json).toEqual(INVALID);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a tampered link: a changed signature, a changed claim, a link signed with another key', async () => {
    const { url } = (await mint(svc.url, ctx.token, ctx.outputPath)).json;
    const token = url.slice(url.indexOf('link=') + 5);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const otherCompany = Buffer.from(JSON.stringify({ ...claims, cid: claims.cid + 1 })).toString('base64url');
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${otherCompany}.${signature}`, 'not-a-token', '']) {
      const res = await userGet(svc.url, null, `${ctx.outputPath}?link=${forged}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual(INVALID);
    }
    // The links of a service with another SERVICE_TOKEN_SECRET (or none) are not this one's.
    const alien = await startFilesService(db, issuer, `svc-files-${uniqueSuffix()}`, { FILES_DIR: svc.filesDir });
    try {
      const foreign = (await mint(alien.url, ctx.token, ctx.outputPath)).json.url;
      expect((await userGet(alien.url, null, foreign)).status).toBe(200);
      expect((await userGet(svc.url, null, foreign)).json).toEqual(INVALID);
    } finally {
      await alien.close();
    }
  });

  it('opens only the path it was minted for: a link for A used on B is refused', async () => {
    const { url } = (await mint(svc.url, ctx.token, ctx.outputPath)).json;
    const link = url.slice(url.indexOf('link='));
    for (const other of [
      `/api/download-output/${ctx.executionId}/Summary.csv?${link}`,
      `${ctx.allPath}&${link}`,
      `${ctx.inputPath}&${link}`,
      `/api/download-output/${ctx.executionId + 1}/${encodeURIComponent('Pay report.csv')}?${link}`,
    ]) {
      const res = await userGet(svc.url, null, other);
      expect(res.status).toBe(404);
      expect(res.json).toEqual(INVALID);
    }
    // The zip's link names its task and execution: another execution of the same task is another path.
    const zipLink = (await mint(svc.url, ctx.token, ctx.allPath)).json.url;
    const swapped = zipLink.replace(`executionId=${ctx.executionId}`, `executionId=${ctx.executionId + 1}`);
    expect((await userGet(svc.url, null, swapped)).json).toEqual(INVALID);
  });

  it('ends a session’s links with the session (signed out, password reset)', async () => {
    const sessionId = `links-${uniqueSuffix()}`;
    const token = await issuer.sign({ ...ctx.user, sessionId });
    const { url } = (await mint(svc.url, token, ctx.outputPath)).json;
    expect((await userGet(svc.url, null, url)).status).toBe(200);
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      await (await openRevokedSessionsBucket(nc)).put(sessionId, String(Date.now()));
    } finally {
      await nc.close();
    }
    await eventually(async () => (await userGet(svc.url, null, url)).status === 404);
    expect((await userGet(svc.url, null, url)).json).toEqual(INVALID);
  });

  it('refuses to mint for another company’s files with the download’s own 404, and for anything not a download with 400', async () => {
    const other = await aTaskThatRan();
    const cases: Array<[string, number, string]> = [
      [other.outputPath, 404, 'File not found'],
      [other.allPath, 404, 'Task not found'],
      [other.inputPath, 404, 'File not found'],
      [`/api/download-all-files?taskId=${ctx.taskId}&executionId=${other.executionId}`, 404, 'Execution not found'],
      [`/api/download-output/${ctx.executionId}/nothing.csv`, 404, 'File not found'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await mint(svc.url, ctx.token, path);
      expect([path, answer.status, answer.json]).toEqual([path, status, { statusCode: status, message }]);
      // The download itself answers the same.
      const download = await userGet(svc.url, ctx.token, path);
      expect([path, download.status, download.json]).toEqual([path, status, { statusCode: status, message }]);
    }
    for (const path of [
      '/api/files?taskId=1',
      `/api/tasks/${ctx.taskId}/files`,
      'http://evil.example/api/download-task-file?filePath=x',
      '//evil.example/api/download-output/1/a',
      'api/download-output/1/a',
    ]) {
      expect((await mint(svc.url, ctx.token, path)).status).toBe(400);
    }
    const signedOut = await fetch(`${svc.url}/api/download-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: ctx.outputPath }),
    });
    expect(signedOut.status).toBe(401);
  });
});
