import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager, type StoredMsg } from '@nats-io/jetstream';
import { COMPANY_CREATED_V1, STREAMS, deadLetterSubject, type CompanyCreatedV1 } from '@milestone/contracts';
import { DEAD_LETTER_HEADERS, EventConsumer, MESSAGING_ENTITIES, MessagingTables1763800000000, ServiceCoreModule, durableName } from '../../src/index.js';
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
import { testNatsUrl } from '../support/nats.js';

const received: Array<{ payload: CompanyCreatedV1; eventId: string }> = [];
/** Message ids whose handler throws on its first attempt (a handler's failure, not a bad payload). */
const failOnce = new Set<string>();
const attempts = new Map<string, number>();

@Injectable()
class RecordingListener implements OnApplicationBootstrap {
  constructor(private readonly consumer: EventConsumer) {}
  onApplicationBootstrap(): void {
    this.consumer.subscribe(COMPANY_CREATED_V1, async (payload, { eventId }) => {
      attempts.set(eventId, (attempts.get(eventId) ?? 0) + 1);
      if (failOnce.delete(eventId)) throw new Error('the database said no');
      received.push({ payload, eventId });
    });
  }
}

function appModule(db: TestDatabase, identityUrl: string, serviceName: string): unknown {
  @Module({
    imports: [
      ServiceCoreModule.forRoot({
        serviceName,
        database: { serverUrl: db.serverUrl, dbName: db.dbName, entities: [...MESSAGING_ENTITIES], migrations: [MessagingTables1763800000000], logging: false },
        nats: { url: testNatsUrl(), streams: ['IDENTITY'], startFrom: 'new' },
        auth: { identityUrl },
      }),
    ],
    providers: [RecordingListener],
  })
  class DemoModule {}
  return DemoModule;
}

/** A personal detail: no log line may carry it. */
const SECRET_NAME = 'Jane Confidential Plumbing';

function aCompany(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { companyId: 7, name: SECRET_NAME, domain: 'jane.test', ownerUserId: 1, createdAt: new Date().toISOString(), ...overrides };
}

describe(EventConsumer.name, () => {
  const serviceName = `kit-dl-${uniqueSuffix()}`;
  const durable = durableName(serviceName, COMPANY_CREATED_V1);
  const target = deadLetterSubject(serviceName, COMPANY_CREATED_V1);
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    db = await createTestDatabase('nestkit_dl');
    issuer = await createTestIssuer();
    nc = await connect({ servers: testNatsUrl() });
    js = jetstream(nc);
    jsm = await jetstreamManager(nc);
    svc = await startTestService(appModule(db, issuer.identityUrl, serviceName));
    await eventually(
      () =>
        jsm.consumers
          .info(STREAMS.IDENTITY.name, durable)
          .then(() => true)
          .catch(() => false),
      15_000,
    );
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await jsm?.consumers.delete(STREAMS.IDENTITY.name, durable).catch(() => undefined);
    await nc?.close();
    await issuer?.close();
    await db?.drop();
    errors.mockRestore();
  });

  async function publish(body: string, msgID = randomUUID()): Promise<string> {
    const h = headers();
    h.set('Traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    await js.publish(COMPANY_CREATED_V1, body, { msgID, headers: h });
    return msgID;
  }

  /** The dead letter of message `msgID`, once it is there (the newest under this consumer's subject). */
  function deadLetterOf(msgID: string): Promise<StoredMsg> {
    return eventually(async () => {
      const letter = await jsm.streams.getMessage(STREAMS.DEADLETTER.name, { last_by_subj: target }).catch(() => null);
      return letter?.header.get(DEAD_LETTER_HEADERS.msgId) === msgID ? letter : null;
    });
  }

  async function inboxHas(msgID: string): Promise<boolean> {
    const rows: unknown[] = await svc.app.get(DataSource).query('SELECT 1 FROM inbox WHERE consumer = $1 AND message_id = $2', [durable, msgID]);
    return rows.length > 0;
  }

  function loggedAbout(msgID: string): string[] {
    return errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(msgID));
  }

  async function expectRefused(msgID: string, problem: RegExp): Promise<void> {
    const letter = await deadLetterOf(msgID);
    expect(letter.subject).toBe(target);
    expect(letter.header.get(DEAD_LETTER_HEADERS.subject)).toBe(COMPANY_CREATED_V1);
    expect(letter.header.get(DEAD_LETTER_HEADERS.consumer)).toBe(durable);
    expect(letter.header.get(DEAD_LETTER_HEADERS.stream)).toBe(STREAMS.IDENTITY.name);
    expect(Number(letter.header.get(DEAD_LETTER_HEADERS.sequence))).toBeGreaterThan(0);
    expect(letter.header.get(DEAD_LETTER_HEADERS.reason)).toMatch(problem);
    // The original headers travel with it.
    expect(letter.header.get('Traceparent')).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    // Terminated: nothing of it waits for an ack or a redelivery.
    await eventually(async () => (await jsm.consumers.info(STREAMS.IDENTITY.name, durable)).num_ack_pending === 0);
    expect(received.some((r) => r.eventId === msgID)).toBe(false);
    expect(await inboxHas(msgID)).toBe(false);
    const lines = loggedAbout(msgID);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(COMPANY_CREATED_V1);
    expect(lines[0]).toContain(`sequence ${letter.header.get(DEAD_LETTER_HEADERS.sequence)}`);
    expect(lines[0]).toMatch(problem);
    expect(lines[0]).not.toContain(SECRET_NAME);
  }

  it('hands a payload that is its subject schema to the handler', async () => {
    const msgID = await publish(JSON.stringify(aCompany()));
    const got = await eventually(async () => received.find((r) => r.eventId === msgID));
    expect(got.payload).toMatchObject({ companyId: 7, name: SECRET_NAME, domain: 'jane.test' });
  });

  it('never hands a payload missing a required field to the handler: it is logged once and dead-lettered with its body', async () => {
    const body = JSON.stringify(aCompany({ ownerUserId: undefined }));
    const msgID = await publish(body);
    await expectRefused(msgID, /must have required property 'ownerUserId'/);
    expect(new TextDecoder().decode((await deadLetterOf(msgID)).data)).toBe(body);
  });

  it('never hands a payload with a field of the wrong type to the handler', async () => {
    const msgID = await publish(JSON.stringify(aCompany({ companyId: '7', domain: 42, ownerUserId: 1.5, createdAt: 'yesterday' })));
    await expectRefused(
      msgID,
      /\/companyId must be integer.*\/domain must be string,null.*\/ownerUserId must be integer.*\/createdAt must match format "date-time"/,
    );
  });

  it('never hands a body that is not JSON to the handler, and does not quote it', async () => {
    const msgID = await publish(`{"name": "${SECRET_NAME}"`);
    await expectRefused(msgID, /the body is not JSON/);
  });

  it('accepts a payload with an optional field it does not know (added later, within v1)', async () => {
    const msgID = await publish(JSON.stringify(aCompany({ billingPlan: 'pro' })));
    const got = await eventually(async () => received.find((r) => r.eventId === msgID));
    expect(got.payload.companyId).toBe(7);
    expect(loggedAbout(msgID)).toEqual([]);
  });

  it('keeps redelivering the message of a handler that throws, and does not dead-letter it', async () => {
    const msgID = randomUUID();
    failOnce.add(msgID);
    await publish(JSON.stringify(aCompany()), msgID);
    await eventually(async () => received.find((r) => r.eventId === msgID), 15_000);
    expect(attempts.get(msgID)).toBe(2);
    const letter = await jsm.streams.getMessage(STREAMS.DEADLETTER.name, { last_by_subj: target }).catch(() => null);
    expect(letter?.header.get(DEAD_LETTER_HEADERS.msgId)).not.toBe(msgID);
  }, 20_000);
});
