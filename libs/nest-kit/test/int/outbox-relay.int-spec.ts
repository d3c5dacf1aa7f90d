import { Controller, Get, Injectable, Module, Post, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COMPANY_CREATED_V1, type CompanyCreatedV1 } from '@milestone/contracts';
import {
  CurrentUser,
  EventConsumer,
  MESSAGING_ENTITIES,
  MessagingTables1763800000000,
  Outbox,
  Public,
  ServiceCoreModule,
  type AuthUser,
} from '../../src/index.js';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  startTestService,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '../../src/testing/index.js';
import { OwnNatsServer } from '../support/nats.js';

const received: Array<{ payload: CompanyCreatedV1; eventId: string }> = [];

@Injectable()
class RecordingListener implements OnApplicationBootstrap {
  constructor(private readonly consumer: EventConsumer) {}
  onApplicationBootstrap(): void {
    this.consumer.subscribe(COMPANY_CREATED_V1, async (payload, { eventId, manager }) => {
      await manager.query('SELECT 1');
      received.push({ payload, eventId });
    });
  }
}

@Controller('demo')
class DemoController {
  constructor(private readonly outbox: Outbox) {}
  @Public()
  @Post('companies')
  async create(): Promise<{ eventId: string }> {
    const eventId = await this.outbox.transaction((m) =>
      this.outbox.add(m, COMPANY_CREATED_V1, { companyId: 7, name: 'Acme', domain: 'acme.test', ownerUserId: 1, createdAt: new Date().toISOString() }),
    );
    return { eventId };
  }

  @Get('whoami')
  whoami(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}

function appModule(db: TestDatabase, natsUrl: string, identityUrl: string, serviceName: string): unknown {
  @Module({
    imports: [
      ServiceCoreModule.forRoot({
        serviceName,
        database: { serverUrl: db.serverUrl, dbName: db.dbName, entities: [...MESSAGING_ENTITIES], migrations: [MessagingTables1763800000000], logging: false },
        nats: { url: natsUrl, streams: ['IDENTITY'], startFrom: 'new' },
        auth: { identityUrl },
      }),
    ],
    controllers: [DemoController],
    providers: [RecordingListener],
  })
  class DemoModule {}
  return DemoModule;
}

describe('Outbox and EventConsumer', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let nats: OwnNatsServer;
  let svc: TestService;

  beforeAll(async () => {
    db = await createTestDatabase('nestkit');
    issuer = await createTestIssuer();
    nats = await OwnNatsServer.onFreePort();
    await nats.start();
    svc = await startTestService(appModule(db, nats.url, issuer.identityUrl, `kit-${uniqueSuffix()}`));
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await nats?.remove();
    await issuer?.close();
    await db?.drop();
  });

  it('has migrations that match the outbox and inbox entities', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  it('publishes an event after its transaction commits and the durable consumer handles it once', async () => {
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 200);
    const { eventId } = (await (await fetch(`${svc.url}/demo/companies`, { method: 'POST' })).json()) as { eventId: string };
    const got = await eventually(async () => received.find((r) => r.eventId === eventId));
    expect(got.payload).toMatchObject({ companyId: 7, name: 'Acme', domain: 'acme.test' });
    const ds = svc.app.get(DataSource);
    const [row] = await ds.query('SELECT published_at FROM outbox WHERE id = $1', [eventId]);
    expect(row.published_at).not.toBeNull();
  });

  it('keeps an event written while NATS is unreachable and delivers it once NATS is back', async () => {
    await nats.stop();
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 503);
    const health = await (await fetch(`${svc.url}/health`)).json();
    expect(health).toEqual({ status: 'error', database: 'up', nats: 'down' });

    const { eventId } = (await (await fetch(`${svc.url}/demo/companies`, { method: 'POST' })).json()) as { eventId: string };
    // The relay's own pass over the pending events, awaited: it ran with NATS away and published nothing.
    await svc.app.get(Outbox).flush();
    const ds = svc.app.get(DataSource);
    const [pending] = await ds.query('SELECT published_at FROM outbox WHERE id = $1', [eventId]);
    expect(pending.published_at).toBeNull();
    expect(received.some((r) => r.eventId === eventId)).toBe(false);

    await nats.start();
    const got = await eventually(async () => received.find((r) => r.eventId === eventId), 20_000);
    expect(got.payload.name).toBe('Acme');
    expect(received.filter((r) => r.eventId === eventId)).toHaveLength(1);
  }, 40_000);

  it('publishes an event waiting from an outage before the events of transactions that commit after NATS is back', async () => {
    const outbox = svc.app.get(Outbox);
    const ds = svc.app.get(DataSource);
    await nats.stop();
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 503);
    const older = (await (await fetch(`${svc.url}/demo/companies`, { method: 'POST' })).json()) as { eventId: string };
    await outbox.flush();
    await nats.start();
    await eventually(async () => (await fetch(`${svc.url}/health`)).status === 200, 20_000);
    const newer = (await (await fetch(`${svc.url}/demo/companies`, { method: 'POST' })).json()) as { eventId: string };
    await eventually(async () => received.some((r) => r.eventId === newer.eventId), 20_000);
    const order = received.map((r) => r.eventId).filter((id) => id === older.eventId || id === newer.eventId);
    expect(order).toEqual([older.eventId, newer.eventId]);
    await outbox.flush();
    const rows: Array<{ published_at: Date | null }> = await ds.query('SELECT published_at FROM outbox WHERE id = ANY($1::uuid[])', [
      [older.eventId, newer.eventId],
    ]);
    expect(rows.map((r) => r.published_at !== null)).toEqual([true, true]);
  }, 60_000);

  it('publishes the events of back-to-back transactions once each, in their order, and marks them published', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(((await (await fetch(`${svc.url}/demo/companies`, { method: 'POST' })).json()) as { eventId: string }).eventId);
    await eventually(async () => ids.every((id) => received.some((r) => r.eventId === id)));
    expect(received.map((r) => r.eventId).filter((id) => ids.includes(id))).toEqual(ids);
    await svc.app.get(Outbox).flush();
    const [{ unpublished }] = await svc.app
      .get(DataSource)
      .query('SELECT count(*)::int AS unpublished FROM outbox WHERE id = ANY($1::uuid[]) AND published_at IS NULL', [ids]);
    expect(unpublished).toBe(0);
  });

  it('guards routes: no token or a foreign issuer answers 401, a valid token reaches the handler', async () => {
    const none = await fetch(`${svc.url}/demo/whoami`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });

    const foreign = await issuer.sign({ id: 1, companyId: 7 }, { issuer: 'someone-else' });
    expect((await fetch(`${svc.url}/demo/whoami`, { headers: { authorization: `Bearer ${foreign}` } })).status).toBe(401);

    const token = await issuer.sign({ id: 3, companyId: 7, role: 'admin', sessionId: 'abc' });
    const ok = await fetch(`${svc.url}/demo/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: 3, email: 'user3@example.com', role: 'admin', companyId: 7, sessionId: 'abc', isSuperOwner: false });
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
