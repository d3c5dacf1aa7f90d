import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { COMPANY_CREATED_V1, USER_PROFILE_CHANGED_V1, USER_REGISTERED_V1 } from '@milestone/contracts';
import { createTestDatabase, TEST_NATS_URL, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { call, signIn, startIdentity, type IdentityTestApp } from '../support/identity-test-app.js';

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Runs src/bin/seed-demo.ts from source, as `node dist/bin/seed-demo.js` runs after a build. */
function seed(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@milestone/source', '--no-warnings', '--import', './test/support/ts-register.mjs', 'src/bin/seed-demo.ts'],
      { cwd: projectRoot, env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe('seed-demo', () => {
  let db: TestDatabase;
  let sut: IdentityTestApp | null = null;

  beforeAll(async () => {
    db = await createTestDatabase('identity_seed');
  });

  afterAll(async () => {
    await sut?.close();
    await db?.drop();
  });

  it('creates the demo company and its verified owner once, with their events, and prints one JSON line', async () => {
    const email = `demo-${uniqueSuffix()}@demo-electric.com`;
    const env = {
      DATABASE_URL: db.serverUrl,
      DB_NAME: db.dbName,
      NATS_URL: TEST_NATS_URL,
      DEMO_EMAIL: email.toUpperCase(),
      DEMO_PASSWORD: 'Demo-passw0rd',
      DEMO_FIRST_NAME: 'Dana',
      DEMO_LAST_NAME: 'Demo',
    };
    const first = await seed(env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(`${JSON.stringify({ created: true, email })}\n`);
    const again = await seed(env);
    expect(again.stdout).toBe(`${JSON.stringify({ created: false, email })}\n`);

    sut = await startIdentity(db);
    const signedIn = await signIn(sut.url, email, 'Demo-passw0rd');
    expect(signedIn.user).toMatchObject({ role: 'owner', company: { name: 'Demo Electric', domain: 'demo-electric.com' } });
    const me = await call<{ user: { firstName: string; lastName: string; isEmailVerified: boolean } }>(sut.url, 'GET', '/api/auth/me', { token: signedIn.token });
    expect(me.body.user).toMatchObject({ firstName: 'Dana', lastName: 'Demo', isEmailVerified: true });

    // Its events went out through the outbox (published by the seed itself, NATS being up).
    const events: Array<{ subject: string; payload: Record<string, unknown>; published_at: Date | null }> = await sut.dataSource.query(
      `SELECT subject, payload, published_at FROM outbox WHERE subject IN ($1, $2, $3) ORDER BY subject`,
      [COMPANY_CREATED_V1, USER_REGISTERED_V1, USER_PROFILE_CHANGED_V1],
    );
    expect(events.map((e) => e.subject)).toEqual([COMPANY_CREATED_V1, USER_PROFILE_CHANGED_V1, USER_REGISTERED_V1].sort());
    expect(events.every((e) => e.published_at !== null)).toBe(true);
    expect(events.find((e) => e.subject === USER_PROFILE_CHANGED_V1)!.payload).toMatchObject({
      userId: signedIn.user.id,
      companyId: signedIn.user.companyId,
      email,
      firstName: 'Dana',
      lastName: 'Demo',
    });
  });

  it('stops with a clear line without DEMO_EMAIL or DEMO_PASSWORD', async () => {
    const result = await seed({ DATABASE_URL: db.serverUrl, DB_NAME: db.dbName, NATS_URL: TEST_NATS_URL, DEMO_EMAIL: 'demo@demo-electric.com' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('seed-demo: DEMO_EMAIL (an e-mail address) and DEMO_PASSWORD are required\n');
    expect(result.stdout).toBe('');
  });
});
