import { randomUUID } from 'node:crypto';
import { Controller, Get, Module } from '@nestjs/common';
import { CurrentUser, MESSAGING_ENTITIES, MessagingTables1763800000000, RevokedSessions, ServiceCoreModule, type AuthUser } from '../../src/index.js';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  startTestService,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '../../src/testing/index.js';
import { bucketClient, OwnNatsServer, within, type BucketClient } from '../support/nats.js';

@Controller('demo')
class DemoController {
  @Get('whoami')
  whoami(@CurrentUser() user: AuthUser): { sessionId: string } {
    return { sessionId: user.sessionId };
  }
}

function appModule(db: TestDatabase, natsUrl: string, identityUrl: string): unknown {
  @Module({
    imports: [
      ServiceCoreModule.forRoot({
        serviceName: `kit-revoked-${uniqueSuffix()}`,
        database: { serverUrl: db.serverUrl, dbName: db.dbName, entities: [...MESSAGING_ENTITIES], migrations: [MessagingTables1763800000000], logging: false },
        nats: { url: natsUrl, streams: ['IDENTITY'], startFrom: 'new' },
        auth: { identityUrl },
      }),
    ],
    controllers: [DemoController],
  })
  class DemoModule {}
  return DemoModule;
}

/** A service's RevokedSessions (behind its AuthGuard) on a NATS server the test can restart. */
describe(RevokedSessions.name, () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let nats: OwnNatsServer;
  let svc: TestService;
  let revoked: RevokedSessions;

  async function tokenOf(sessionId: string): Promise<string> {
    return issuer.sign({ id: 5, companyId: 9, sessionId });
  }

  async function statusOf(token: string): Promise<number> {
    return (await fetch(`${svc.url}/demo/whoami`, { headers: { authorization: `Bearer ${token}` } })).status;
  }

  /** Another process (svc-identity at logout) writing to the bucket of the server as it is now. */
  async function elsewhere<T>(use: (bucket: BucketClient) => Promise<T>): Promise<T> {
    // Never creates the bucket: after a restart without storage, only the service can have.
    const bucket = await bucketClient(nats.url, { create: false });
    try {
      return await use(bucket);
    } finally {
      await bucket.close();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase('nestkit_revoked');
    issuer = await createTestIssuer();
    nats = await OwnNatsServer.onFreePort();
    await nats.start();
    svc = await startTestService(appModule(db, nats.url, issuer.identityUrl));
    revoked = svc.app.get(RevokedSessions);
    await revoked.whenWatching();
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await nats?.remove();
    await issuer?.close();
    await db?.drop();
  });

  it('refuses the tokens of a session ended elsewhere within a second; other sessions pass', async () => {
    const sessionId = randomUUID();
    const ended = await tokenOf(sessionId);
    const other = await tokenOf(randomUUID());
    expect(await statusOf(ended)).toBe(200);

    await elsewhere((bucket) => bucket.revoke(sessionId));
    expect(await within(1_000, () => revoked.has(sessionId))).toBeLessThan(1_000);
    expect(await statusOf(ended)).toBe(401);
    expect(await statusOf(other)).toBe(200);
  });

  it('revoke() refuses the session here at once and puts it in the bucket for the other processes', async () => {
    const sessionId = randomUUID();
    const token = await tokenOf(sessionId);
    const recorded = revoked.revoke(sessionId);
    expect(await statusOf(token)).toBe(401);
    await recorded;
    expect(await elsewhere((bucket) => bucket.isRevoked(sessionId))).toBe(true);
  });

  it('recovers after NATS restarts without its storage: sees new logouts and records its own in the new bucket', async () => {
    const before = randomUUID();
    await revoked.revoke(before);

    await nats.stop();
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 503, 5_000, 50);
    await nats.startWithFreshStore();
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 200, 10_000, 50);
    await within(5_000, () => revoked.state() === 'up', 25);
    // The new server never heard of the session ended before: this process still refuses it.
    expect(await statusOf(await tokenOf(before))).toBe(401);

    // A logout in another process, into the bucket the restarted server holds now.
    const sessionId = randomUUID();
    const token = await tokenOf(sessionId);
    expect(await statusOf(token)).toBe(200);
    await elsewhere((bucket) => bucket.revoke(sessionId));
    expect(await within(1_000, () => revoked.has(sessionId))).toBeLessThan(1_000);
    expect(await statusOf(token)).toBe(401);

    // A logout in this process (svc-identity's revoke) reaches the new server's bucket.
    const own = randomUUID();
    await revoked.revoke(own);
    expect(await elsewhere((bucket) => bucket.isRevoked(own))).toBe(true);
  }, 40_000);
});
