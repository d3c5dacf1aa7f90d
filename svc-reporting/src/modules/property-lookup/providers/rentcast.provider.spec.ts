import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { PropertyProviderError, PropertyRateLimitedError } from './property-data-provider.js';
import { parseRentCastAnswer, RentCastProvider } from './rentcast.provider.js';

const ADDRESS = '5500 Grand Lake Dr, San Antonio, TX 78244';

// A record as developers.rentcast.io/reference/property-data-schema documents it (fields trimmed).
const record = {
  id: '5500-Grand-Lake-Dr,-San-Antonio,-TX-78244',
  formattedAddress: '5500 Grand Lake Dr, San Antonio, TX 78244',
  addressLine1: '5500 Grand Lake Dr',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78244',
  propertyType: 'Single Family',
  bedrooms: 3,
  bathrooms: 2,
  squareFootage: 1878,
  lotSize: 8843,
  yearBuilt: 1973,
};

describe(RentCastProvider.name, () => {
  describe('reading its answers', () => {
    it('takes squareFootage and formattedAddress of the first record that has a living area', () => {
      expect(parseRentCastAnswer(200, [{ ...record, squareFootage: null }, record], ADDRESS)).toEqual({
        squareFootage: 1878,
        formattedAddress: record.formattedAddress,
      });
    });

    it('answers null when RentCast has no record (404, an empty list, or no living area)', () => {
      expect(parseRentCastAnswer(404, { status: 404, error: 'resource/not-found', message: 'No properties found' }, ADDRESS)).toBeNull();
      expect(parseRentCastAnswer(200, [], ADDRESS)).toBeNull();
      expect(parseRentCastAnswer(200, [{ ...record, squareFootage: 0 }], ADDRESS)).toBeNull();
    });

    it('keeps the typed address when the record has no formattedAddress', () => {
      expect(parseRentCastAnswer(200, [{ squareFootage: '2100' }], ADDRESS)).toEqual({ squareFootage: 2100, formattedAddress: ADDRESS });
    });

    it('turns 429 into a rate-limit error and other failures into a provider error', () => {
      const limited = { status: 429, error: 'auth/rate-limit-exceeded', message: 'The rate limit of 20 requests per second has been exceeded' };
      expect(() => parseRentCastAnswer(429, limited, ADDRESS)).toThrow(PropertyRateLimitedError);
      expect(() => parseRentCastAnswer(401, { status: 401, error: 'auth/api-key-invalid' }, ADDRESS)).toThrow('the API key was refused (HTTP 401)');
      expect(() => parseRentCastAnswer(500, null, ADDRESS)).toThrow(PropertyProviderError);
      expect(() => parseRentCastAnswer(200, { message: 'not a list' }, ADDRESS)).toThrow('not a list of properties');
    });
  });

  describe('over HTTP', () => {
    let server: Server;
    let url: string;
    let seen: { url: string; headers: IncomingHttpHeaders } | null = null;
    let hang = false;

    beforeAll(async () => {
      server = createServer((req, res) => {
        seen = { url: req.url ?? '', headers: req.headers };
        if (hang) return; // never answers: the client's timeout must end the call
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify([record]));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });

    it('asks GET /properties?address= with the key in X-Api-Key', async () => {
      hang = false;
      const sut = new RentCastProvider(`${url}/`, 'key-123', 2000);
      await expect(sut.lookup(ADDRESS)).resolves.toEqual({ squareFootage: 1878, formattedAddress: record.formattedAddress });
      expect(seen!.url).toBe(`/v1/properties?address=${encodeURIComponent(ADDRESS).replace(/%20/g, '+')}`);
      expect(seen!.headers['x-api-key']).toBe('key-123');
    });

    it('gives up after its timeout with an error that does not carry the key', async () => {
      hang = true;
      const sut = new RentCastProvider(url, 'key-secret-456', 200);
      const error = await sut.lookup(ADDRESS).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PropertyProviderError);
      expect((error as Error).message).toBe('rentcast property lookup failed: no answer within 0.2 s');
      expect((error as Error).message).not.toContain('key-secret-456');
    });

    it('says the request failed when nothing listens', async () => {
      const closed = createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const port = (closed.address() as { port: number }).port;
      await new Promise((r) => closed.close(r));
      const sut = new RentCastProvider(`http://127.0.0.1:${port}/v1`, 'key', 2000);
      await expect(sut.lookup(ADDRESS)).rejects.toThrow('rentcast property lookup failed: the request failed (ECONNREFUSED)');
    });
  });
});
