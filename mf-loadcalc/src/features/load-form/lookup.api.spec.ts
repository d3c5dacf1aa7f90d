import { describe, expect, it } from '@jest/globals';
import type { ReportingPaths } from '@milestone/contracts';
import { ApiError, createApiClient } from '@milestone/platform-sdk';
import { lookupProperty, searchCustomers } from './lookup.api.js';

// Node's Request needs an absolute URL; in the browser the client uses the page's origin.
const BASE = 'http://gateway.test';

/** svc-reporting's typed client over a fake fetch that records each request and answers `answer()`. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = (async (input: Request) => {
    seen.push(input);
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { client: createApiClient<ReportingPaths>({ baseUrl: BASE, fetch }), seen };
}

const errorBody = (statusCode: number, message: string, error: string) => Response.json({ statusCode, message, error }, { status: statusCode });

describe(searchCustomers.name, () => {
  it('posts the name and answers the customers', async () => {
    const found = [
      {
        id: 42,
        name: 'Ann Smith',
        address: '1420 Oak Street, Springfield, IL 62704',
        phone: '(555) 201-3344',
        email: null,
        profileUrl: 'https://go.servicetitan.com/#/Customer/42',
        squareFootage: 1850,
        customFields: [{ name: 'Square Footage', value: '1850' }],
      },
    ];
    const { client, seen } = clientAnswering(() => Response.json(found));
    const sut = await searchCustomers('Smith', new AbortController().signal, client);
    expect(sut).toEqual(found);
    expect(`${seen[0]!.method} ${new URL(seen[0]!.url).pathname}`).toBe('POST /api/service-titan/customer-search');
    expect(await seen[0]!.json()).toEqual({ name: 'Smith' });
  });

  it('throws the failed answer, for the search to report', async () => {
    const { client } = clientAnswering(() => errorBody(502, 'Customer search failed', 'Bad Gateway'));
    await expect(searchCustomers('Smith', new AbortController().signal, client)).rejects.toBeInstanceOf(ApiError);
  });

  it('passes the abort signal to the request', async () => {
    const { client, seen } = clientAnswering(() => Response.json([]));
    const controller = new AbortController();
    await searchCustomers('Smith', controller.signal, client);
    controller.abort();
    expect(seen[0]!.signal.aborted).toBe(true);
  });
});

describe(lookupProperty.name, () => {
  it('posts the address and fills the square feet it finds', async () => {
    const { client, seen } = clientAnswering(() =>
      Response.json({ squareFootage: 2150, formattedAddress: '1420 Oak St, Springfield, IL 62704', source: 'rentcast' }),
    );
    const sut = await lookupProperty('1420 Oak Street, Springfield, IL 62704', client);
    expect(sut.squareFeet).toBe(2150);
    expect(sut.toast).toMatchObject({ title: 'Property Found', description: 'Square footage updated to 2,150 sq ft from Zillow' });
    expect(`${seen[0]!.method} ${new URL(seen[0]!.url).pathname}`).toBe('POST /api/zillow/property-lookup');
    expect(await seen[0]!.json()).toEqual({ address: '1420 Oak Street, Springfield, IL 62704' });
  });

  it("shows 'Property Not Found' for a 404", async () => {
    const { client } = clientAnswering(() => errorBody(404, 'No property with a known square footage at that address', 'Property not found'));
    expect(await lookupProperty('9 Nowhere Lane', client)).toMatchObject({ squareFeet: null, toast: { title: 'Property Not Found' } });
  });

  it("shows 'Rate Limited' for a 429", async () => {
    const { client } = clientAnswering(() =>
      errorBody(429, 'Zillow API limit reached. Please try again later or enter square footage manually.', 'Too Many Requests'),
    );
    expect((await lookupProperty('1420 Oak Street', client)).toast.title).toBe('Rate Limited');
  });

  it("shows 'Lookup Failed' for a 502, a 500 and a network failure", async () => {
    for (const answer of [
      () => errorBody(502, 'Property lookup failed', 'Bad Gateway'),
      () => new Response('', { status: 500 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const { client } = clientAnswering(answer);
      expect(await lookupProperty('1420 Oak Street', client)).toMatchObject({ squareFeet: null, toast: { title: 'Lookup Failed' } });
    }
  });
});
