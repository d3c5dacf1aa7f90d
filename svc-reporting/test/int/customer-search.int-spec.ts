import { DataSource } from 'typeorm';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { client, startReportingService } from '../support/reporting-service.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';

/*
 * The replica is filled here with SQL, as the sync would leave it (the sync has its own suite):
 * companies A and B are connected (a st_connections row each), company C has replica rows but no
 * connection (it was disconnected, or never connected).
 */
describe('POST /api/service-titan/customer-search', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;
  let data: DataSource;
  const A = aCompanyId();
  const B = aCompanyId();
  const C = aCompanyId();
  const D = aCompanyId();
  let nextId = 10_000;

  async function connect(companyId: number): Promise<void> {
    await data.query(
      `INSERT INTO st_connections (company_id, auth_url, api_url, tenant_id, client_id, client_secret_sealed, app_key_sealed, source)
       VALUES ($1, 'http://127.0.0.1:9', 'http://127.0.0.1:9', '1000002', 'cid', 'sealed', 'sealed', 'company')`,
      [companyId],
    );
  }

  async function customer(
    companyId: number,
    name: string,
    extra: { active?: boolean; street?: string; city?: string; state?: string; zip?: string; customFields?: unknown[] } = {},
  ): Promise<number> {
    const id = nextId++;
    const raw = { id, name, active: extra.active ?? true, customFields: extra.customFields ?? [] };
    await data.query(
      `INSERT INTO st_customers (company_id, id, active, created_on, modified_on, raw, synced_at, name, type, street, city, state, zip)
       VALUES ($1, $2, $3, now(), now(), $4, now(), $5, 'Residential', $6, $7, $8, $9)`,
      [companyId, id, extra.active ?? true, JSON.stringify(raw), name, extra.street ?? null, extra.city ?? null, extra.state ?? null, extra.zip ?? null],
    );
    return id;
  }

  async function location(companyId: number, customerId: number, fullAddress: string, squareFootage: number | null, active = true): Promise<number> {
    const id = nextId++;
    await data.query(
      `INSERT INTO st_locations (company_id, id, active, created_on, modified_on, raw, synced_at, customer_id, name, full_address, square_footage)
       VALUES ($1, $2, $3, now(), now(), '{}', now(), $4, 'Home', $5, $6)`,
      [companyId, id, active, customerId, fullAddress, squareFootage],
    );
    return id;
  }

  async function contact(companyId: number, customerId: number, type: string, value: string, active = true): Promise<void> {
    await data.query(
      `INSERT INTO st_customer_contacts (company_id, id, active, created_on, modified_on, raw, synced_at, customer_id, type, value)
       VALUES ($1, $2, $3, now(), now(), '{}', now(), $4, $5, $6)`,
      [companyId, nextId++, active, customerId, type, value],
    );
  }

  async function search(companyId: number, name: unknown) {
    const token = await issuer.sign({ id: aUserId(), companyId });
    return client(svc.url, token).post('/api/service-titan/customer-search', { name });
  }

  const names = async (companyId: number, q: string) => ((await search(companyId, q)).body as Array<{ name: string }>).map((c) => c.name);

  let jane: number;
  let janeB: number;

  beforeAll(async () => {
    db = await createTestDatabase('reporting_search');
    issuer = await createTestIssuer();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, { ST_SYNC_INTERVAL: '0' });
    data = svc.app.get(DataSource);
    await connect(A);
    await connect(B);

    jane = await customer(A, 'Jane Whitfield', {
      street: '9 Elm Rd',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      customFields: [{ typeId: 7, name: 'Gate code', value: '4411' }],
    });
    const older = await location(A, jane, '1 Gone Rd, Austin, TX 78701', 999, false); // inactive, lowest id: skipped
    expect(older).toBeLessThan(await location(A, jane, '1420 Oak St, Springfield, IL 62704', 1850));
    await location(A, jane, '77 Second Home Ln, Springfield, IL 62704', 3000);
    await contact(A, jane, 'MobilePhone', '555-0199');
    await contact(A, jane, 'Phone', '555-0100', false); // deleted in ServiceTitan
    await contact(A, jane, 'Phone', '555-0101');
    await contact(A, jane, 'Email', 'jane@whitfield.example');

    // A customer with no location, no contact: its own address, nulls.
    await customer(A, 'Whitfield Hardware', { street: '5 Market St', city: 'Dayton', state: 'OH', zip: '45402' });

    for (const name of ['Smith', 'Bob Smith', 'Zed Smith', 'Anna Smith', 'Blacksmith Co']) await customer(A, name);
    await customer(A, 'Inactive Smith', { active: false });
    for (let i = 1; i <= 25; i++) await customer(A, `Lim Customer ${String(i).padStart(2, '0')}`);
    await customer(A, 'Percent 50% Off');

    janeB = await customer(B, 'Jane Whitfield');
    await customer(B, 'Only In B Smith');
    await customer(C, 'Jane Whitfield');

    await connect(D);
    for (const name of ['Whitfield Hardware', 'Jane Whitfield', 'Jane Whitfeld and Sons Electrical Contractors', 'Wheatfield Farms']) await customer(D, name);
  }, 60_000);

  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
    await db?.drop();
  });

  it('answers the customer with its first active location, phone, e-mail, profile link and custom fields', async () => {
    const res = await search(A, 'whitfield');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: jane,
        name: 'Jane Whitfield',
        address: '1420 Oak St, Springfield, IL 62704',
        phone: '555-0101',
        email: 'jane@whitfield.example',
        profileUrl: `https://go.servicetitan.com/#/Customer/${jane}`,
        squareFootage: 1850,
        customFields: [{ name: 'Gate code', value: '4411' }],
      },
      {
        id: expect.any(Number),
        name: 'Whitfield Hardware',
        address: '5 Market St, Dayton, OH 45402',
        phone: null,
        email: null,
        profileUrl: expect.stringMatching(/^https:\/\/go\.servicetitan\.com\/#\/Customer\/\d+$/),
        squareFootage: null,
        customFields: [],
      },
    ]);
  });

  it('orders by similarity to the query, then by name, and leaves inactive customers out', async () => {
    expect(await names(A, 'Smith')).toEqual(['Smith', 'Bob Smith', 'Zed Smith', 'Anna Smith', 'Blacksmith Co']);
  });

  it('finds a name with a typo by trigram similarity', async () => {
    expect(await names(A, 'jane whitfeld')).toEqual(['Jane Whitfield']);
  });

  it('puts the names that contain the query before the names found despite a typo', async () => {
    // 'Jane Whitfield' is the more similar name (0.71 against 0.30), yet the name that contains what was typed comes first.
    expect(await names(D, 'jane whitfeld')).toEqual(['Jane Whitfeld and Sons Electrical Contractors', 'Jane Whitfield']);
    expect(await names(D, 'whitfield')).toEqual(['Jane Whitfield', 'Whitfield Hardware']);
  });

  it('answers 20 customers at most', async () => {
    const found = await names(A, 'lim customer');
    expect(found).toHaveLength(20);
    expect(found[0]).toBe('Lim Customer 01');
  });

  it('matches LIKE wildcards typed by the user literally', async () => {
    expect(await names(A, '50%')).toEqual(['Percent 50% Off']);
    expect(await names(A, '_')).toEqual([]);
  });

  it('finds nothing for fewer than 2 characters', async () => {
    for (const q of ['', ' ', 'j', '  j  ']) {
      const res = await search(A, q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it("never shows another company's customers", async () => {
    const inA = (await search(A, 'Jane Whitfield')).body as Array<{ id: number }>;
    expect(inA[0]!.id).toBe(jane);
    expect(inA.map((c) => c.id)).not.toContain(janeB);
    const inB = (await search(B, 'whitfield')).body as Array<{ id: number; squareFootage: number | null }>;
    expect(inB).toEqual([expect.objectContaining({ id: janeB, name: 'Jane Whitfield', squareFootage: null, phone: null })]);
    expect(await names(A, 'only in b')).toEqual([]);
    expect(await names(B, 'smith')).toEqual(['Only In B Smith']);
  });

  it('answers nothing to a company that is not connected, whatever its replica holds', async () => {
    expect(await names(C, 'Jane Whitfield')).toEqual([]);
    expect(await names(aCompanyId(), 'Jane')).toEqual([]);
  });

  it('refuses a missing name and a signed-out caller', async () => {
    const token = await issuer.sign({ id: aUserId(), companyId: A });
    expect((await client(svc.url, token).post('/api/service-titan/customer-search', {})).status).toBe(400);
    expect((await client(svc.url, null).post('/api/service-titan/customer-search', { name: 'Jane' })).status).toBe(401);
  });
});
