import { createServer, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { entityUrlPath, ST_TOKEN_PATH } from '@milestone/servicetitan-contract';
import { createTestDatabase, createTestIssuer, uniqueSuffix, type TestDatabase, type TestIssuer, type TestService } from '@milestone/nest-kit/testing';
import { client, startReportingService } from '../support/reporting-service.js';
import { startSandbox, type RunningSandbox, type SandboxTenant } from '../support/sandbox.js';
import { aCompanyId, aUserId } from '../factories/calculation.factory.js';

const RENTCAST_KEY = 'rentcast-test-key-5b1f';
const ATTOM_KEY = 'attom-test-key-9c2e';
const RATE_LIMITED = 'Zillow API limit reached. Please try again later or enter square footage manually.';

interface SandboxLocation {
  active: boolean;
  address: { street: string; unit?: string | null; city: string; state: string; zip: string };
  customFields?: Array<{ name?: string | null; value?: string | null }>;
}

/** A residential location of a sandbox tenant, read the way the connector reads it: token, then the locations export. */
async function aSandboxHouse(sandbox: RunningSandbox): Promise<{ address: string; squareFootage: number }> {
  const tenants = await sandbox.control<SandboxTenant[]>('GET', '/sandbox/tenants');
  const tenant = tenants[0]!;
  const tokenResponse = await fetch(`${sandbox.url}${ST_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: tenant.clientId, client_secret: tenant.clientSecret }),
  });
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const page = await fetch(`${sandbox.url}${entityUrlPath('locations', tenant.id)}`, {
    headers: { authorization: `Bearer ${access_token}`, 'st-app-key': tenant.appKey },
  });
  if (page.status !== 200) throw new Error(`the sandbox's locations export answered ${page.status}`);
  const { data } = (await page.json()) as { data: SandboxLocation[] };
  for (const location of data) {
    const feet = location.customFields?.find((f) => f.name === 'Square Footage')?.value;
    if (!location.active || !feet || location.address.unit) continue;
    const a = location.address;
    return { address: `${a.street}, ${a.city}, ${a.state} ${a.zip}`, squareFootage: Number.parseInt(feet, 10) };
  }
  throw new Error('the sandbox tenant has no residential location');
}

/*
 * ATTOM's documented contract (api.developer.attomdata.com, cloud-help.attomdata.com "API Search
 * Parameters"): GET /propertyapi/v1.0.0/property/detail?address1=&address2=, key in the apikey
 * header; no match is status.msg 'SuccessWithoutResult' with HTTP 400.
 */
function startAttom(): Promise<{ url: string; mode: { answer: 'normal' | 429 | 500 }; server: Server }> {
  const mode: { answer: 'normal' | 429 | 500 } = { answer: 'normal' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attom');
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.headers['apikey'] !== ATTOM_KEY) return send(401, { status: { code: 401, msg: 'Invalid API key' } });
    if (mode.answer !== 'normal')
      return send(mode.answer, { status: { code: mode.answer, msg: mode.answer === 429 ? 'Too Many Requests' : 'Internal Server Error' } });
    if (url.pathname !== '/propertyapi/v1.0.0/property/detail') return send(404, { status: { code: 404, msg: 'Not Found' } });
    const line1 = (url.searchParams.get('address1') ?? '').toUpperCase();
    const line2 = (url.searchParams.get('address2') ?? '').toUpperCase();
    if (line1 !== '4529 WINONA COURT' || !line2.startsWith('DENVER, CO')) {
      return send(400, { status: { version: '1.0.0', code: 1, msg: 'SuccessWithoutResult', total: 0, page: 1, pagesize: 10 } });
    }
    send(200, {
      status: { version: '1.0.0', code: 0, msg: 'SuccessWithResult', total: 1, page: 1, pagesize: 10 },
      property: [
        {
          identifier: { attomId: 184713191, fips: '08031', apn: '0221224010000' },
          address: {
            country: 'US',
            countrySubd: 'CO',
            line1: '4529 WINONA CT',
            line2: 'DENVER, CO 80212',
            locality: 'DENVER',
            oneLine: '4529 WINONA CT, DENVER, CO 80212',
            postal1: '80212',
          },
          building: { size: { bldgsize: 1300, grosssize: 1400, livingsize: 1180, universalsize: 1250 }, rooms: { beds: 2, bathstotal: 1 } },
        },
      ],
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/propertyapi/v1.0.0`, mode, server })),
  );
}

describe('POST /api/zillow/property-lookup', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: RunningSandbox;
  let attom: Awaited<ReturnType<typeof startAttom>>;
  let replicaOnly: TestService;
  let rentcast: TestService;
  let attomSvc: TestService;
  const A = aCompanyId();
  const B = aCompanyId();

  async function lookup(svc: TestService, companyId: number, body: unknown) {
    const token = await issuer.sign({ id: aUserId(), companyId });
    return client(svc.url, token).post('/api/zillow/property-lookup', body);
  }

  beforeAll(async () => {
    db = await createTestDatabase('reporting_property');
    issuer = await createTestIssuer();
    sandbox = await startSandbox();
    attom = await startAttom();
    const base = { ST_SYNC_INTERVAL: '0' };
    replicaOnly = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, base);
    rentcast = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, {
      ...base,
      PROPERTY_LOOKUP_PROVIDER: 'rentcast',
      PROPERTY_LOOKUP_URL: `${sandbox.url}/rentcast/v1`,
      PROPERTY_LOOKUP_API_KEY: RENTCAST_KEY,
    });
    attomSvc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`, {
      ...base,
      PROPERTY_LOOKUP_PROVIDER: 'attom',
      PROPERTY_LOOKUP_URL: attom.url,
      PROPERTY_LOOKUP_API_KEY: ATTOM_KEY,
    });
    // The companies' ServiceTitan locations, as the sync leaves them in the replica.
    const data = replicaOnly.app.get(DataSource);
    const insert = (companyId: number, id: number, fullAddress: string, feet: number | null, active = true) =>
      data.query(
        `INSERT INTO st_locations (company_id, id, active, created_on, modified_on, raw, synced_at, customer_id, name, full_address, square_footage)
         VALUES ($1, $2, $3, now(), now(), '{}', now(), 1, 'Home', $4, $5)`,
        [companyId, id, active, fullAddress, feet],
      );
    await insert(A, 1, '1420 Oak St, Springfield, IL 62704', 1850);
    await insert(A, 2, '1424 Oak St, Springfield, IL 62704', null); // no square footage: not an answer
    await insert(A, 3, '300 Gone Ave, Springfield, IL 62704', 2200, false); // deleted in ServiceTitan
    await insert(B, 1, '88 Pine Ave, Dayton, OH 45402', 2400);
  }, 120_000);

  afterAll(async () => {
    for (const svc of [replicaOnly, rentcast, attomSvc]) await svc?.close();
    await sandbox?.stop();
    attom?.server.close();
    await issuer?.close();
    await db?.drop();
  });

  describe("from the company's ServiceTitan locations", () => {
    it('answers the square footage of the same address however it is typed', async () => {
      for (const address of ['1420 Oak St, Springfield, IL 62704', '  1420 oak st.  springfield il 62704', '1420 OAK ST, SPRINGFIELD, IL']) {
        const res = await lookup(replicaOnly, A, { address });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ squareFootage: 1850, formattedAddress: '1420 Oak St, Springfield, IL 62704', source: 'servicetitan' });
      }
    });

    it('answers from the replica before asking the provider', async () => {
      const res = await lookup(rentcast, A, { address: '1420 Oak St, Springfield, IL 62704' });
      expect(res.body).toEqual({ squareFootage: 1850, formattedAddress: '1420 Oak St, Springfield, IL 62704', source: 'servicetitan' });
    });

    it("never answers with a neighbour's house, an inactive location or one without square footage", async () => {
      for (const address of ['1422 Oak St, Springfield, IL 62704', '1424 Oak St, Springfield, IL 62704', '300 Gone Ave, Springfield, IL 62704']) {
        const res = await lookup(replicaOnly, A, { address });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: expect.stringContaining('Please enter square footage manually'), error: 'Property not found' });
      }
    });

    it("never answers with another company's locations", async () => {
      expect((await lookup(replicaOnly, B, { address: '1420 Oak St, Springfield, IL 62704' })).status).toBe(404);
      expect((await lookup(replicaOnly, A, { address: '88 Pine Ave, Dayton, OH 45402' })).status).toBe(404);
      expect((await lookup(replicaOnly, B, { address: '88 Pine Ave, Dayton, OH 45402' })).body).toMatchObject({ squareFootage: 2400 });
    });

    it('asks for an address when none is given', async () => {
      for (const body of [{ address: '' }, { address: '  , ' }, {}]) {
        const res = await lookup(replicaOnly, A, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, message: 'Please enter a property address to lookup' });
      }
    });

    it('refuses a signed-out caller', async () => {
      expect((await client(replicaOnly.url, null).post('/api/zillow/property-lookup', { address: '1420 Oak St' })).status).toBe(401);
    });
  });

  describe('from RentCast (the sandbox)', () => {
    it("answers RentCast's squareFootage for an address the company's replica does not know", async () => {
      const house = await aSandboxHouse(sandbox);
      const res = await lookup(rentcast, A, { address: house.address.toLowerCase() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ squareFootage: house.squareFootage, formattedAddress: house.address, source: 'rentcast' });
      expect(JSON.stringify(res.body)).not.toContain(RENTCAST_KEY);
    });

    it('answers 404 when RentCast has no such property', async () => {
      const res = await lookup(rentcast, A, { address: '1 Nowhere Rd, Nowhere, ZZ 00000' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Property not found' });
    });

    it('answers 429 with error when RentCast is rate-limiting, and the figure once it is not', async () => {
      const house = await aSandboxHouse(sandbox);
      await sandbox.control('POST', '/sandbox/rentcast/faults', { count: 1 });
      const limited = await lookup(rentcast, A, { address: house.address });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: RATE_LIMITED, error: 'Rate limited' });
      const again = await lookup(rentcast, A, { address: house.address });
      expect(again.status).toBe(200);
      expect(again.body.squareFootage).toBe(house.squareFootage);
    });
  });

  describe('from ATTOM', () => {
    afterEach(() => {
      attom.mode.answer = 'normal';
    });

    it("answers ATTOM's building.size.livingsize", async () => {
      const res = await lookup(attomSvc, A, { address: '4529 Winona Court, Denver, CO 80212' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ squareFootage: 1180, formattedAddress: '4529 WINONA CT, DENVER, CO 80212', source: 'attom' });
    });

    it("answers 404 for ATTOM's SuccessWithoutResult", async () => {
      const res = await lookup(attomSvc, A, { address: '1 Nowhere Rd, Denver, CO 80212' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Property not found');
    });

    it('answers 429 when ATTOM is rate-limiting and 502 when it fails, without the key', async () => {
      attom.mode.answer = 429;
      const limited = await lookup(attomSvc, A, { address: '4529 Winona Court, Denver, CO 80212' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: RATE_LIMITED, error: 'Rate limited' });
      attom.mode.answer = 500;
      const failed = await lookup(attomSvc, A, { address: '4529 Winona Court, Denver, CO 80212' });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({
        statusCode: 502,
        message: 'Unable to lookup property details. Please enter square footage manually.',
        error: 'Property lookup failed',
      });
      expect(JSON.stringify(failed.body)).not.toContain(ATTOM_KEY);
    });
  });
});
