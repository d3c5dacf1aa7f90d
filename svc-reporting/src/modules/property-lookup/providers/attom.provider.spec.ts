import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { AttomProvider, parseAttomAnswer } from './attom.provider.js';
import { PropertyProviderError, PropertyRateLimitedError } from './property-data-provider.js';

const ADDRESS = '4529 Winona Court, Denver, CO 80212';

// The shape of ATTOM's /property/detail answer (api.developer.attomdata.com), trimmed.
function detail(size: Record<string, unknown>) {
  return {
    status: { version: '1.0.0', code: 0, msg: 'SuccessWithResult', total: 1, page: 1, pagesize: 10 },
    property: [
      {
        identifier: { Id: 184713191, fips: '08031', apn: '0221224010000', attomId: 184713191 },
        address: {
          country: 'US',
          countrySubd: 'CO',
          line1: '4529 WINONA CT',
          line2: 'DENVER, CO 80212',
          locality: 'DENVER',
          oneLine: '4529 WINONA CT, DENVER, CO 80212',
          postal1: '80212',
        },
        summary: { proptype: 'SFR', yearbuilt: 1900 },
        building: { size, rooms: { bathstotal: 1, beds: 2 } },
      },
    ],
  };
}

describe(AttomProvider.name, () => {
  describe('reading its answers', () => {
    it('takes building.size.livingsize and the one-line address', () => {
      expect(parseAttomAnswer(200, detail({ bldgsize: 1200, grosssize: 1300, livingsize: 1100, universalsize: 1150 }), ADDRESS)).toEqual({
        squareFootage: 1100,
        formattedAddress: '4529 WINONA CT, DENVER, CO 80212',
      });
    });

    it('falls back to universalsize, then bldgsize, and reads camel-case keys', () => {
      expect(parseAttomAnswer(200, detail({ universalsize: 1150, bldgsize: 1200 }), ADDRESS)?.squareFootage).toBe(1150);
      expect(parseAttomAnswer(200, detail({ livingsize: 0, bldgsize: 1200 }), ADDRESS)?.squareFootage).toBe(1200);
      expect(parseAttomAnswer(200, detail({ livingSize: 990 }), ADDRESS)?.squareFootage).toBe(990);
    });

    it("answers null for ATTOM's 'no result' answers", () => {
      const none = { status: { version: '1.0.0', code: 1, msg: 'SuccessWithoutResult', total: 0, page: 1, pagesize: 10 } };
      expect(parseAttomAnswer(400, none, ADDRESS)).toBeNull();
      expect(parseAttomAnswer(200, { ...none, property: [] }, ADDRESS)).toBeNull();
      expect(parseAttomAnswer(200, none, ADDRESS)).toBeNull();
      expect(parseAttomAnswer(404, null, ADDRESS)).toBeNull();
      expect(parseAttomAnswer(200, detail({ grosssize: 1300 }), ADDRESS)).toBeNull();
    });

    it('turns 429 into a rate-limit error and other failures into a provider error', () => {
      expect(() => parseAttomAnswer(429, null, ADDRESS)).toThrow(PropertyRateLimitedError);
      expect(() => parseAttomAnswer(401, { status: { msg: 'Invalid API key' } }, ADDRESS)).toThrow('the API key was refused (HTTP 401)');
      expect(() => parseAttomAnswer(400, { status: { msg: 'Invalid Parameter Combination' } }, ADDRESS)).toThrow(PropertyProviderError);
      expect(() => parseAttomAnswer(200, 'oops', ADDRESS)).toThrow('not a property detail document');
    });
  });

  describe('over HTTP', () => {
    let server: Server;
    let url: string;
    let seen: { url: URL; headers: IncomingHttpHeaders } | null = null;

    beforeAll(async () => {
      server = createServer((req, res) => {
        seen = { url: new URL(req.url ?? '/', 'http://x'), headers: req.headers };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(detail({ livingsize: 1100 })));
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/propertyapi/v1.0.0`;
    });

    afterAll(() => new Promise((r) => server.close(r)));

    it('asks GET /property/detail with address1 and address2 and the key in the apikey header', async () => {
      const sut = new AttomProvider(url, 'attom-key', 2000);
      await expect(sut.lookup(ADDRESS)).resolves.toEqual({ squareFootage: 1100, formattedAddress: '4529 WINONA CT, DENVER, CO 80212' });
      expect(seen!.url.pathname).toBe('/propertyapi/v1.0.0/property/detail');
      expect(Object.fromEntries(seen!.url.searchParams)).toEqual({ address1: '4529 Winona Court', address2: 'Denver, CO 80212' });
      expect(seen!.headers['apikey']).toBe('attom-key');
      expect(seen!.headers['accept']).toBe('application/json');
    });
  });
});
