import { describe, expect, it } from '@jest/globals';
import { forwardedChainIsLoopback, fromThisMachine, isLoopbackAddress, isLoopbackHost } from './loopback.js';
import { CROSS_SITE_MESSAGE, crossSiteRefusal, mediaTypeRefusal } from './request-guards.js';

describe(isLoopbackAddress.name, () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('counts %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', '0.0.0.0', '::', 'localhost', '', undefined, '128.0.0.1'])(
    'counts %s as another machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});

describe(forwardedChainIsLoopback.name, () => {
  it('accepts no header and a chain of loopback hops only', () => {
    expect(forwardedChainIsLoopback(undefined)).toBe(true);
    expect(forwardedChainIsLoopback('127.0.0.1, ::1')).toBe(true);
  });

  it('refuses a chain with any remote hop, wherever it sits', () => {
    expect(forwardedChainIsLoopback('203.0.113.7')).toBe(false);
    expect(forwardedChainIsLoopback('127.0.0.1, 203.0.113.7')).toBe(false);
    expect(forwardedChainIsLoopback(['127.0.0.1', '203.0.113.7'])).toBe(false);
    expect(forwardedChainIsLoopback('not-an-address')).toBe(false);
  });
});

describe(isLoopbackHost.name, () => {
  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['milestone.example.com', false],
  ])('%s keeps the server on this machine: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe(crossSiteRefusal.name, () => {
  const own = { host: 'localhost:8080', protocol: 'http' };
  const refused = { statusCode: 403, message: CROSS_SITE_MESSAGE };

  it('lets reads through whatever their origin', () => {
    expect(crossSiteRefusal('GET', { origin: 'https://evil.example' }, own)).toBeNull();
  });

  it("lets a state-changing request from the platform's own pages through", () => {
    expect(crossSiteRefusal('POST', { origin: 'http://localhost:8080' }, own)).toBeNull();
    expect(crossSiteRefusal('DELETE', { referer: 'http://localhost:8080/settings/users?x=1' }, own)).toBeNull();
    // Default ports are the same host either way.
    expect(crossSiteRefusal('POST', { origin: 'http://app.example.com' }, { host: 'app.example.com:80', protocol: 'http' })).toBeNull();
  });

  it('lets a request from APP_URL through when the Host says something else (a proxy in front)', () => {
    expect(
      crossSiteRefusal('PUT', { origin: 'https://app.example.com' }, { host: '127.0.0.1:8080', protocol: 'http' }, ['https://app.example.com']),
    ).toBeNull();
  });

  it('lets a request without Origin and Referer through (not sent by a browser page)', () => {
    expect(crossSiteRefusal('POST', {}, own)).toBeNull();
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin on the same host name but another port', { origin: 'http://localhost:9999' }],
    ['Origin: null', { origin: 'null' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['a malformed Referer', { referer: 'not a url' }],
    ['a foreign Origin beside our own Referer', { origin: 'https://evil.example', referer: 'http://localhost:8080/' }],
  ])('refuses a POST with %s', (_name, headers) => {
    expect(crossSiteRefusal('POST', headers, own)).toEqual(refused);
  });

  it('refuses when the Host is missing and the origin is not trusted', () => {
    expect(crossSiteRefusal('PATCH', { origin: 'http://localhost:8080' }, { host: undefined, protocol: 'http' })).toEqual(refused);
  });
});

describe(mediaTypeRefusal.name, () => {
  it('takes JSON bodies, with or without parameters', () => {
    expect(mediaTypeRefusal('POST', { 'content-type': 'application/json', 'content-length': '2' })).toBeNull();
    expect(mediaTypeRefusal('PUT', { 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '2' })).toBeNull();
  });

  it('takes a request without body and without Content-Type', () => {
    expect(mediaTypeRefusal('POST', {})).toBeNull();
    expect(mediaTypeRefusal('POST', { 'content-length': '0' })).toBeNull();
  });

  it.each([
    ['form-encoded', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' }],
    ['text/plain', { 'content-type': 'text/plain', 'content-length': '9' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' }],
    ['a body without Content-Type', { 'content-length': '9' }],
    ['a chunked body without Content-Type', { 'transfer-encoding': 'chunked' }],
    ['a form Content-Type without body', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('answers 415 for %s', (_name, headers) => {
    expect(mediaTypeRefusal('POST', headers)).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
  });

  it('takes the media types a route accepts besides JSON', () => {
    const upload = ['application/json', 'multipart/form-data'];
    expect(mediaTypeRefusal('POST', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' }, upload)).toBeNull();
    expect(mediaTypeRefusal('POST', { 'content-type': 'text/plain', 'content-length': '1' }, upload)?.message).toBe(
      'Content-Type must be application/json or multipart/form-data',
    );
  });

  it('leaves reads alone', () => {
    expect(mediaTypeRefusal('GET', { 'content-type': 'text/plain' })).toBeNull();
  });
});

describe(fromThisMachine.name, () => {
  const local = { host: '127.0.0.1:8080' };

  it('accepts a loopback peer asking for a loopback name, localhost or an allowed name', () => {
    expect(fromThisMachine('127.0.0.1', local)).toBe(true);
    expect(fromThisMachine('::1', { host: 'localhost:8080' })).toBe(true);
    expect(fromThisMachine('127.0.0.1', { host: '[::1]:8080' })).toBe(true);
    expect(fromThisMachine('127.0.0.1', { host: 'dev.example.com' }, ['dev.example.com'])).toBe(true);
    // Through the gateway: the service's own Host, the caller's in X-Forwarded-Host.
    expect(fromThisMachine('127.0.0.1', { host: '127.0.0.1:3001', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-for': '127.0.0.1' })).toBe(true);
  });

  it('refuses a peer on another machine, whatever the headers say', () => {
    expect(fromThisMachine('10.0.0.5', { ...local, 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(fromThisMachine(undefined, local)).toBe(false);
  });

  it('refuses a loopback peer forwarding a remote client', () => {
    expect(fromThisMachine('127.0.0.1', { ...local, 'x-forwarded-for': '203.0.113.9' })).toBe(false);
  });

  it('refuses a foreign host name (DNS rebinding), in Host or X-Forwarded-Host, and a missing Host', () => {
    expect(fromThisMachine('127.0.0.1', { host: 'evil.example:8080' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { ...local, 'x-forwarded-host': 'evil.example' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { ...local, 'x-forwarded-host': 'localhost, evil.example' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', {})).toBe(false);
  });
});
