import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { fetch, type Dispatcher } from 'undici';
import { AllowedHosts } from './allowed-hosts.js';
import { ADDRESS_NOT_ALLOWED, AddressNotAllowedError, createGuardedDispatcher, guardedLookup, type Resolve } from './guarded-dispatcher.js';

/** What a lookup answered: (error, address(es), family). */
function lookUp(resolve: Resolve, hostname: string, all: boolean): Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }> {
  return new Promise((done) => guardedLookup(resolve)(hostname, { all }, (error, address, family) => done({ error, address, family })));
}

/** A resolver answering these addresses, and the host names it was asked for. */
function resolvingTo(...addresses: string[]): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

describe(guardedLookup.name, () => {
  it('hands the socket exactly the public addresses it checked, in the form asked for', async () => {
    const resolve = resolvingTo('52.1.2.3', '2606:4700::1111');
    expect(await lookUp(resolve, 'api.servicetitan.io', true)).toEqual({
      error: null,
      address: [
        { address: '52.1.2.3', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookUp(resolve, 'api.servicetitan.io', false)).toEqual({ error: null, address: '52.1.2.3', family: 4 });
    // One resolution per connection: what is checked is what is connected to.
    expect(resolve.asked).toEqual(['api.servicetitan.io', 'api.servicetitan.io']);
  });

  it('refuses a host name that resolves to a loopback, private or link-local address, even beside a public one', async () => {
    for (const [address, kind] of [
      ['127.0.0.1', 'a loopback address'],
      ['10.0.0.7', 'a private address'],
      ['169.254.169.254', 'a link-local address'],
    ]) {
      const { error } = await lookUp(resolvingTo('52.1.2.3', address!), 'st.example.com', true);
      expect(error).toBeInstanceOf(AddressNotAllowedError);
      expect(error?.message).toBe(`st.example.com resolves to ${address}, ${kind}, which is not contacted`);
    }
  });

  it('passes a resolver failure on as it is (host not found)', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.invalid'), { code: 'ENOTFOUND' });
    const { error } = await lookUp(() => Promise.reject(notFound), 'nowhere.invalid', true);
    expect(error).toBe(notFound);
  });
});

describe(createGuardedDispatcher.name, () => {
  let server: Server;
  let port: number;
  let connections = 0;
  const dispatchers: Dispatcher[] = [];

  function guarded(list: string, resolve?: Resolve): Dispatcher {
    const dispatcher = createGuardedDispatcher(AllowedHosts.parse(list), resolve);
    dispatchers.push(dispatcher);
    return dispatcher;
  }

  async function failureOf(url: string, dispatcher: Dispatcher): Promise<{ code?: string; message?: string }> {
    const error = await fetch(url, { dispatcher }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    return (error as { cause: { code?: string; message?: string } }).cause;
  }

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    connections = 0;
  });

  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.destroy()));
    await new Promise((resolve) => server.close(resolve));
  });

  it('connects to an IP address and port the list names', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/connect/token`, { dispatcher: guarded(`http://127.0.0.1:${port}`) });
    expect(await response.text()).toBe('ok');
    expect(connections).toBe(1);
  });

  it('opens no connection to a port, host or scheme the list does not name', async () => {
    const dispatcher = guarded(`api.servicetitan.io,http://127.0.0.1:${port + 1}`);
    for (const url of [`http://127.0.0.1:${port}/`, `https://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      const cause = await failureOf(url, dispatcher);
      expect(cause).toMatchObject({ code: ADDRESS_NOT_ALLOWED, message: expect.stringMatching(/is not an allowed ServiceTitan address$/) });
    }
    expect(connections).toBe(0);
  });

  it('opens no connection to an allowed host name that resolves to a private address', async () => {
    const resolve = resolvingTo('127.0.0.1');
    const cause = await failureOf(`https://st.example.com:${port}/`, guarded(`st.example.com:${port}`, resolve));
    expect(cause).toMatchObject({ code: ADDRESS_NOT_ALLOWED, message: 'st.example.com resolves to 127.0.0.1, a loopback address, which is not contacted' });
    expect(resolve.asked).toEqual(['st.example.com']);
    expect(connections).toBe(0);
  });
});
