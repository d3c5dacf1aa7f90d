import { createTestDatabase, pendingSchemaChanges, type TestDatabase } from '@milestone/nest-kit/testing';
import { call, newAccount, startIdentity, verify, type IdentityTestApp } from '../support/identity-test-app.js';

type Jwks = { keys: Array<{ kid: string }> };

describe('signing keys and schema', () => {
  let db: TestDatabase;
  const started: IdentityTestApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('identity_keys');
  });

  afterAll(async () => {
    for (const app of started) await app.close();
    await db?.drop();
  });

  async function start(): Promise<IdentityTestApp> {
    const app = await startIdentity(db);
    started.push(app);
    return app;
  }

  it('migrates a fresh database once and agrees on one active key when several processes start at once', async () => {
    const apps = await Promise.all([start(), start(), start()]);
    const kids = await Promise.all(apps.map(async (app) => (await call<Jwks>(app.url, 'GET', '/.well-known/jwks.json')).body.keys.map((k) => k.kid)));
    expect(kids[0]).toHaveLength(1);
    expect(kids[1]).toEqual(kids[0]);
    expect(kids[2]).toEqual(kids[0]);
    const rows = await apps[0]!.dataSource.query(`SELECT id, active FROM signing_keys`);
    expect(rows).toEqual([{ id: kids[0]![0], active: true }]);
    // A token signed by one process is accepted by another.
    const account = newAccount('keys.example.com');
    await call(apps[0]!.url, 'POST', '/api/auth/register', { body: account });
    await verify(apps[0]!.url, account.email);
    const login = await call<{ token: string }>(apps[1]!.url, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect((await call(apps[2]!.url, 'GET', '/api/auth/me', { token: login.body.token })).status).toBe(200);
  });

  it('keeps its key across restarts, so earlier tokens stay valid', async () => {
    const first = await start();
    const account = newAccount('restart.example.com');
    await call(first.url, 'POST', '/api/auth/register', { body: account });
    await verify(first.url, account.email);
    const { token } = (await call<{ token: string }>(first.url, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } }))
      .body;
    const kidBefore = (await call<Jwks>(first.url, 'GET', '/.well-known/jwks.json')).body.keys[0]!.kid;
    for (const app of started.splice(0)) await app.close();

    const restarted = await start();
    expect((await call<Jwks>(restarted.url, 'GET', '/.well-known/jwks.json')).body.keys[0]!.kid).toBe(kidBefore);
    expect((await call(restarted.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('has entities that match its migrations (a generated migration would be empty)', async () => {
    const app = started[0] ?? (await start());
    expect(await pendingSchemaChanges(app.dataSource)).toEqual([]);
  });
});
