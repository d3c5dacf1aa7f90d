import { COMPANY_CREATED_V1, USER_PROFILE_CHANGED_V1, USER_REGISTERED_V1 } from '@milestone/contracts';
import { createTestDatabase, uniqueSuffix, type TestDatabase } from '@milestone/nest-kit/testing';
import { demoOwnerFrom, seedDemoOwner } from '../../src/seed/demo-seed.js';
import { call, signIn, startIdentity, testEnv, type IdentityTestApp } from '../support/identity-test-app.js';

// The seed runs in this process (src/bin/seed-demo.ts only parses the environment, calls it and
// prints the answer), so the test does not depend on how fast the machine compiles TypeScript.
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

  it('creates the demo company and its verified owner once, with their events', async () => {
    const email = `demo-${uniqueSuffix()}@demo-electric.com`;
    const owner = demoOwnerFrom({ DEMO_EMAIL: email.toUpperCase(), DEMO_PASSWORD: 'Demo-passw0rd', DEMO_FIRST_NAME: ' Dana ', DEMO_LAST_NAME: 'Demo' });
    expect(owner).toEqual({ email, password: 'Demo-passw0rd', firstName: 'Dana', lastName: 'Demo' });
    expect(await seedDemoOwner(testEnv(db), owner!)).toEqual({ created: true, email });
    expect(await seedDemoOwner(testEnv(db), owner!)).toEqual({ created: false, email });

    sut = await startIdentity(db);
    const signedIn = await signIn(sut.url, email, 'Demo-passw0rd');
    expect(signedIn.user).toMatchObject({ role: 'owner', company: { name: 'Demo Electric', domain: 'demo-electric.com' } });
    const me = await call<{ user: { firstName: string; lastName: string; isEmailVerified: boolean } }>(sut.url, 'GET', '/api/auth/me', {
      token: signedIn.token,
    });
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

  it('names no owner without DEMO_EMAIL, with a malformed one, or without DEMO_PASSWORD', () => {
    expect(demoOwnerFrom({ DEMO_EMAIL: 'demo@demo-electric.com' })).toBeNull();
    expect(demoOwnerFrom({ DEMO_PASSWORD: 'Demo-passw0rd' })).toBeNull();
    expect(demoOwnerFrom({ DEMO_EMAIL: 'not an address', DEMO_PASSWORD: 'Demo-passw0rd' })).toBeNull();
  });
});
