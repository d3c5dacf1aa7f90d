import { entityUrlPath, type StRecordOf } from '@milestone/servicetitan-contract';
import { startSandbox, type RunningSandbox } from '../src/index.js';
import { sandboxClient } from './support/client.js';

// The RentCast-shaped property lookup answers from the generated locations of the tenants.
const TENANT = 1000002;

type Location = StRecordOf['locations'];
type Property = { formattedAddress: string; addressLine1: string; city: string; state: string; zipCode: string; squareFootage: number | null };

describe('RentCast-shaped property lookup', () => {
  let sandbox: RunningSandbox;
  let client: ReturnType<typeof sandboxClient>;
  let residential: Location;

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      tenants: [{ id: TENANT, name: 'Riverside', seed: TENANT, scale: 0.02 }],
      anchor: new Date('2026-11-02T00:00:00Z'),
    });
    client = sandboxClient(sandbox.url);
    const token = await client.accessToken(TENANT);
    const locations = (await client.get<{ data: Location[] }>(entityUrlPath('locations', TENANT), token)).body.data;
    residential = locations.find((l) => l.active && l.customFields.some((f) => f.name === 'Square Footage'))!;
  });
  afterAll(() => sandbox.close());

  it("finds a location by its address, whatever the case and punctuation, with the location's square footage", async () => {
    const a = residential.address;
    const squareFootage = Number(residential.customFields.find((f) => f.name === 'Square Footage')!.value);
    const typed = `${a.street.toUpperCase()}.,  ${a.city} ${a.state}, ${a.zip}`;
    const answer = await client.rentcast(typed);
    expect(answer.status).toBe(200);
    const [property] = answer.body as Property[];
    expect(property).toMatchObject({ addressLine1: a.street, city: a.city, state: a.state, zipCode: a.zip, squareFootage });
    expect(property!.formattedAddress).toContain(`${a.city}, ${a.state} ${a.zip}`);
  });

  it("answers 404 with RentCast's body when nothing matches", async () => {
    const answer = await client.rentcast('1 Nowhere Road, Atlantis, ZZ 00000');
    expect(answer).toMatchObject({ status: 404, body: { status: 404, error: 'resource/not-found', message: expect.any(String) } });
  });

  it('refuses a call without X-Api-Key (401) or without an address (400)', async () => {
    expect((await client.rentcast('1 Main St, Austin, TX 78701', null)).status).toBe(401);
    expect((await client.rentcast(null)).status).toBe(400);
  });

  it('answers 429 when told to, then normally', async () => {
    expect((await client.control('POST', '/sandbox/rentcast/faults', { count: 2 })).status).toBe(200);
    const address = `${residential.address.street}, ${residential.address.city}, ${residential.address.state} ${residential.address.zip}`;
    for (let i = 0; i < 2; i++) {
      expect(await client.rentcast(address)).toMatchObject({
        status: 429,
        body: { status: 429, error: 'auth/rate-limit-exceeded', message: 'The rate limit of 20 requests per second has been exceeded' },
      });
    }
    expect((await client.rentcast(address)).status).toBe(200);
  });

  it('enforces 20 requests per second per key', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => client.rentcast('1 Nowhere Road, Atlantis, ZZ 00000', 'burst-key')));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(20);
    // Another key has its own budget.
    expect((await client.rentcast('1 Nowhere Road, Atlantis, ZZ 00000', 'other-key')).status).toBe(404);
  });
});
