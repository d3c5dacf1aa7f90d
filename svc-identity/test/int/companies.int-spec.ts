import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, DeliverPolicy, type ConsumerMessages, type JetStreamManager } from '@nats-io/jetstream';
import { COMPANY_CREATED_V1, STREAMS, type CompanyCreatedV1 } from '@milestone/contracts';
import { eventually, TEST_NATS_URL, uniqueSuffix } from '@milestone/nest-kit/testing';
import { call, newAccount, startIdentity, type IdentityTestApp } from '../support/identity-test-app.js';

interface Registered {
  user: { id: number; role: string; companyId: number; company: { id: number; name: string; domain: string | null } };
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

interface Published {
  payload: CompanyCreatedV1;
  msgId: string | undefined;
}

describe('companies of new accounts', () => {
  let sut: IdentityTestApp & { db: { drop(): Promise<void> } };
  let nc: NatsConnection;
  let messages: ConsumerMessages;
  let jsm: JetStreamManager;
  const published: Published[] = [];
  /** The stream sequence of the last message this suite's consumer has read. */
  let lastRead = 0;
  const run = uniqueSuffix();

  beforeAll(async () => {
    sut = await startIdentity();
    // Read the IDENTITY stream from its current end: exactly what this suite makes svc-identity publish
    // (plus other runs' events, told apart by this run's unique names).
    nc = await connect({ servers: TEST_NATS_URL });
    jsm = await jetstreamManager(nc);
    await eventually(() => jsm.streams.info(STREAMS.IDENTITY.name));
    const consumer = await jetstream(nc).consumers.get(STREAMS.IDENTITY.name, {
      filter_subjects: COMPANY_CREATED_V1,
      deliver_policy: DeliverPolicy.New,
    });
    messages = await consumer.consume();
    void (async () => {
      for await (const msg of messages) {
        published.push({ payload: msg.json<CompanyCreatedV1>(), msgId: msg.headers?.get('Nats-Msg-Id') });
        lastRead = msg.seq;
      }
    })();
  });

  afterAll(async () => {
    await messages?.close();
    await nc?.close();
    await sut?.close();
    await sut?.db.drop();
  });

  async function register(account: Record<string, unknown>): Promise<Registered> {
    const answer = await call<Registered>(sut.url, 'POST', '/api/auth/register', { body: account });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  function eventsOf(companyId: number, name: string): Published[] {
    return published.filter((e) => e.payload.companyId === companyId && e.payload.name === name);
  }

  it('makes the first user of a domain owner of a new company named after it, and the next ones its users', async () => {
    const domain = `acme-electric-${run}.com`;
    const first = await register(newAccount(domain));
    const second = await register(newAccount(domain));
    const third = await register(newAccount(domain.toUpperCase()));

    expect(first.user.role).toBe('owner');
    expect(first.user.company).toEqual({ id: first.user.companyId, name: `Acme Electric ${capitalised(run)}`, domain });
    for (const joined of [second, third]) {
      expect(joined.user.role).toBe('user');
      expect(joined.user.companyId).toBe(first.user.companyId);
    }
    const [settings] = await sut.dataSource.query(
      `SELECT verification_domain, require_domain_verification, allow_self_registration, max_users FROM company_settings WHERE company_id = $1`,
      [first.user.companyId],
    );
    expect(settings).toEqual({ verification_domain: domain, require_domain_verification: true, allow_self_registration: false, max_users: 10 });
  });

  it('gives every free-mail user a personal company of their own', async () => {
    const jane = await register(newAccount('gmail.com', { firstName: 'Jane', lastName: `Doe${run}` }));
    const john = await register(newAccount('gmail.com', { firstName: 'John', lastName: `Roe${run}` }));
    const anon = await register({ email: `pat.smith.${run}@outlook.com`, password: 'Sup3r-secret' });

    expect(jane.user.company).toEqual({ id: jane.user.companyId, name: `Jane Doe${run}'s Company`, domain: null });
    expect(john.user.company).toEqual({ id: john.user.companyId, name: `John Roe${run}'s Company`, domain: null });
    expect(anon.user.company.name).toBe(`Pat Smith ${capitalised(run)}'s Company`);
    expect(new Set([jane.user.companyId, john.user.companyId, anon.user.companyId]).size).toBe(3);
    for (const user of [jane, john, anon]) expect(user.user.role).toBe('owner');
    const [{ count }] = await sut.dataSource.query(`SELECT count(*)::int AS count FROM companies WHERE domain = 'gmail.com'`);
    expect(count).toBe(0);
  });

  it('publishes identity.company.created.v1 to JetStream exactly once per new company, and never for a joining user', async () => {
    const domain = `brightpath-${run}.io`;
    const owner = await register(newAccount(domain));
    const member = await register(newAccount(domain));
    const solo = await register(newAccount('yahoo.com', { firstName: 'Solo', lastName: `Owner${run}` }));

    const ownerEvents = await eventually(async () => {
      await sut.outbox.flush();
      const found = eventsOf(owner.user.companyId, owner.user.company.name);
      return found.length > 0 ? found : null;
    });
    const soloEvents = await eventually(async () => {
      const found = eventsOf(solo.user.companyId, solo.user.company.name);
      return found.length > 0 ? found : null;
    });

    expect(ownerEvents[0]!.payload).toEqual({
      companyId: owner.user.companyId,
      name: `Brightpath ${capitalised(run)}`,
      domain,
      ownerUserId: owner.user.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(soloEvents[0]!.payload).toMatchObject({ companyId: solo.user.companyId, domain: null, ownerUserId: solo.user.id });

    // The message id is the outbox row's id; one row per created company, none for the member.
    const rows: Array<{ id: string; payload: CompanyCreatedV1; published_at: Date | null }> = await sut.dataSource.query(
      `SELECT id, payload, published_at FROM outbox WHERE subject = $1`,
      [COMPANY_CREATED_V1],
    );
    const [{ companies }] = await sut.dataSource.query(`SELECT count(*)::int AS companies FROM companies`);
    expect(rows).toHaveLength(companies);
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
    expect(rows.some((r) => r.payload.ownerUserId === member.user.id)).toBe(false);
    const ownerRow = rows.find((r) => r.payload.companyId === owner.user.companyId)!;
    expect(ownerEvents.map((e) => e.msgId)).toEqual([ownerRow.id]);

    // Every row is published, so the relay sends nothing more: once the consumer has read up to the
    // stream's last company.created message, any duplicate would have been read too.
    const last = await jsm.streams.getMessage(STREAMS.IDENTITY.name, { last_by_subj: COMPANY_CREATED_V1 });
    await eventually(async () => lastRead >= last!.seq);
    expect(eventsOf(owner.user.companyId, owner.user.company.name)).toHaveLength(1);
    expect(eventsOf(solo.user.companyId, solo.user.company.name)).toHaveLength(1);
  });

  it('lets concurrent first registrations of one domain end in one company', async () => {
    const domain = `race-${run}.com`;
    const answers = await Promise.all([0, 1, 2, 3].map(() => call<Registered>(sut.url, 'POST', '/api/auth/register', { body: newAccount(domain) })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.user.companyId)).size).toBe(1);
    expect(answers.filter((a) => a.body.user.role === 'owner')).toHaveLength(1);
  });
});
