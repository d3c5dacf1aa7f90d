import { clientResponseHeaders, connectionListed, upstreamRequestHeaders } from './headers.js';

const forwarded = { requestId: 'req-12345678', ip: '10.0.0.7', protocol: 'http', host: 'app.milestone.test' };

describe(upstreamRequestHeaders.name, () => {
  it('keeps the caller headers in their case and order, duplicates included', () => {
    const raw = ['Authorization', 'Bearer t', 'Content-Type', 'application/json', 'Cookie', 'a=1', 'Cookie', 'b=2'];
    expect(upstreamRequestHeaders(raw, undefined, forwarded)).toEqual([
      ...raw,
      'x-request-id',
      'req-12345678',
      'x-forwarded-for',
      '10.0.0.7',
      'x-forwarded-proto',
      'http',
      'x-forwarded-host',
      'app.milestone.test',
    ]);
  });

  it('drops hop-by-hop headers, those the Connection header names, and what the gateway sets itself', () => {
    const raw = [
      'Host',
      'app.milestone.test',
      'Connection',
      'keep-alive, X-Hop',
      'Keep-Alive',
      'timeout=5',
      'Transfer-Encoding',
      'chunked',
      'TE',
      'trailers',
      'Upgrade',
      'websocket',
      'Expect',
      '100-continue',
      'X-Hop',
      'gone',
      'X-Request-Id',
      'spoofed',
      'X-Forwarded-For',
      '6.6.6.6',
      'Accept',
      '*/*',
    ];
    const out = upstreamRequestHeaders(raw, 'keep-alive, X-Hop', forwarded);
    const names = out.filter((_, i) => i % 2 === 0);
    expect(names).toEqual(['Accept', 'x-request-id', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']);
    expect(out[out.indexOf('x-forwarded-for') + 1]).toBe('10.0.0.7');
  });
});

describe(clientResponseHeaders.name, () => {
  it("passes the service's headers (arrays kept) and sets the gateway's request id", () => {
    expect(
      clientResponseHeaders(
        {
          'content-type': 'application/json',
          'set-cookie': ['a=1', 'b=2'],
          connection: 'keep-alive',
          'keep-alive': 'timeout=72',
          'transfer-encoding': 'chunked',
          'x-request-id': 'upstream-id',
        },
        'req-12345678',
      ),
    ).toEqual(['content-type', 'application/json', 'set-cookie', ['a=1', 'b=2'], 'x-request-id', 'req-12345678']);
  });
});

describe(connectionListed.name, () => {
  it('lists the extra header names of a Connection header, lower-cased', () => {
    expect(connectionListed('keep-alive')).toBeNull();
    expect(connectionListed(undefined)).toBeNull();
    expect(connectionListed('Keep-Alive, X-Foo , x-bar')).toEqual(['x-foo', 'x-bar']);
  });
});
