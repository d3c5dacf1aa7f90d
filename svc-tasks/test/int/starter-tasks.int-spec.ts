import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { DataSource } from 'typeorm';
import { COMPANY_CREATED_V1, STREAMS, type CompanyCreatedV1 } from '@milestone/contracts';
import { PURCHASE_ORDER_FORM, readFormDefinition } from '@milestone/contracts/forms';
import { durableName } from '@milestone/nest-kit';
import {
  TEST_NATS_URL,
  createTestDatabase,
  createTestIssuer,
  eventually,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { client, removeDurables, startTasksService } from '../support/tasks-service.js';
import { aCompanyCreatedEvent } from '../factories/task.factory.js';

interface TaskBody {
  id: number;
  name: string;
  description: string;
  type: string;
  status: string;
  ownerId: number;
  companyId: number;
  instructions: string;
  config: Record<string, unknown>;
}

describe('Starter tasks of a new company (identity.company.created.v1)', () => {
  const serviceName = `svc-tasks-${uniqueSuffix()}`;
  const durable = durableName(serviceName, COMPANY_CREATED_V1);
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService | null = null;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;

  async function start(): Promise<TestService> {
    svc = await startTasksService(db, issuer, serviceName);
    // The durable consumer is declared once the service has connected; publish only after that.
    await eventually(() => jsm.consumers.info(STREAMS.IDENTITY.name, durable).then(() => true), 15_000);
    return svc;
  }

  async function publish(event: CompanyCreatedV1, msgID: string) {
    return js.publish(COMPANY_CREATED_V1, JSON.stringify(event), { msgID });
  }

  async function tasksOf(companyId: number, userId = 1): Promise<TaskBody[]> {
    const res = await client(svc!.url, await issuer.sign({ id: userId, companyId })).get('/api/tasks');
    expect(res.status).toBe(200);
    return res.body as TaskBody[];
  }

  async function handled(msgID: string): Promise<boolean> {
    const rows: unknown[] = await svc!.app.get(DataSource).query('SELECT 1 FROM inbox WHERE consumer = $1 AND message_id = $2', [durable, msgID]);
    return rows.length === 1;
  }

  beforeAll(async () => {
    db = await createTestDatabase('tasks_seed');
    issuer = await createTestIssuer();
    nc = await connect({ servers: TEST_NATS_URL });
    js = jetstream(nc);
    jsm = await jetstreamManager(nc);
    await start();
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await jsm?.consumers.delete(STREAMS.IDENTITY.name, durable).catch(() => undefined);
    await removeDurables(serviceName);
    await nc?.close();
    await issuer?.close();
    await db?.drop();
  });

  it('gives the new company its three starter tasks, owned by the company owner', async () => {
    const event = aCompanyCreatedEvent();
    const msgID = randomUUID();
    await publish(event, msgID);

    const tasks = await eventually(async () => {
      const list = await tasksOf(event.companyId);
      return list.length >= 3 ? list : null;
    });
    expect(tasks).toHaveLength(3);
    const byName = Object.fromEntries(tasks.map((t) => [t.name, t]));
    expect(byName['Technician Pay Report']).toMatchObject({
      type: 'api-reporting',
      status: 'active',
      ownerId: event.ownerUserId,
      companyId: event.companyId,
    });
    expect(byName['Technician Pay Report']!.description).toMatch(/weekly technician pay report from ServiceTitan data/);
    expect(byName['Residential Load Calculation']).toMatchObject({
      type: 'form-processing',
      status: 'active',
      ownerId: event.ownerUserId,
      companyId: event.companyId,
    });
    expect(byName['Residential Load Calculation']!.description).toMatch(/NEC 220 standard method/);
    expect(byName['Purchase Order Template']).toMatchObject({ type: 'form-processing', status: 'active', ownerId: event.ownerUserId });
    // Its form is data in its config: the Purchase Order Template's definition, one the forms module accepts.
    const order = (await client(svc!.url, await issuer.sign({ id: 1, companyId: event.companyId })).get(`/api/tasks/${byName['Purchase Order Template']!.id}`))
      .body as TaskBody;
    expect(order.config['form']).toEqual(PURCHASE_ORDER_FORM);
    expect(readFormDefinition(order.config['form']).ok).toBe(true);
    for (const { id } of tasks) {
      // Lists answer summaries: the steps come with the whole task.
      const task = (await client(svc!.url, await issuer.sign({ id: 1, companyId: event.companyId })).get(`/api/tasks/${id}`)).body as TaskBody;
      const steps = JSON.parse(task.instructions) as Array<{ id: string; content: string }>;
      expect(steps.length).toBeGreaterThanOrEqual(3);
      for (const step of steps) expect(step).toEqual({ id: expect.any(String), content: expect.stringMatching(/\S/) });
      expect(new Set(steps.map((s) => s.id)).size).toBe(steps.length);
    }
    // The load calculation answers to the management filter's name of its kind too.
    const filtered = await client(svc!.url, await issuer.sign({ id: 1, companyId: event.companyId })).get('/api/tasks?type=load-calculation');
    expect(filtered.body.map((t: TaskBody) => t.name).sort()).toEqual(['Purchase Order Template', 'Residential Load Calculation']);
    expect(await handled(msgID)).toBe(true);
  });

  it('creates nothing twice when the same event arrives again, under the same or another message id', async () => {
    const event = aCompanyCreatedEvent();
    const first = randomUUID();
    await publish(event, first);
    await eventually(() => handled(first));

    // The same message again: the stream drops it as a duplicate.
    const again = await publish(event, first);
    expect(again.duplicate).toBe(true);

    // The same event re-published as a new message (say, by a replayed outbox): the business key holds.
    const second = randomUUID();
    await publish(event, second);
    await eventually(() => handled(second));

    const tasks = await tasksOf(event.companyId);
    expect(tasks.map((t) => t.name).sort()).toEqual(['Purchase Order Template', 'Residential Load Calculation', 'Technician Pay Report']);
    const [seeds] = await svc!.app.get(DataSource).query('SELECT count(*)::int AS n FROM company_seeds WHERE company_id = $1', [event.companyId]);
    expect(seeds.n).toBe(1);
  });

  it('consumes an event published while the service was down, also after a failed delivery (nak)', async () => {
    await svc!.close();
    svc = null;

    const event = aCompanyCreatedEvent();
    const msgID = randomUUID();
    await publish(event, msgID);

    // Someone takes the message from the service's durable consumer and gives it back unhandled,
    // as a crashed instance would: it must be delivered again.
    const consumer = await js.consumers.get(STREAMS.IDENTITY.name, durable);
    let naked = false;
    while (!naked) {
      const msg = await consumer.next({ expires: 5000 });
      if (!msg) throw new Error('the durable consumer delivered nothing');
      naked = msg.headers?.get('Nats-Msg-Id') === msgID;
      msg.nak();
    }

    await start();
    const tasks = await eventually(async () => {
      const list = await tasksOf(event.companyId);
      return list.length >= 3 ? list : null;
    }, 20_000);
    expect(tasks.map((t) => t.name).sort()).toEqual(['Purchase Order Template', 'Residential Load Calculation', 'Technician Pay Report']);
    expect(await handled(msgID)).toBe(true);
  }, 40_000);
});
