import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RevocationList } from '@milestone/nest-kit/revocation';
import { buildGateway } from '../../src/app.js';
import { loadGatewayConfig } from '../../src/config/env.schema.js';
import { CONTENT_SECURITY_POLICY } from '../../src/edge/security-headers.js';
import type { RouteEntry } from '../../src/routes/route-table.js';
import { startUpstream, type Upstream } from '../support/upstream.js';

// Nothing here needs ended sessions: a list that holds none, always up.
const NO_REVOCATIONS: RevocationList = { has: () => false, state: () => 'up' };

/** An address of this machine that is not loopback, to reach the gateway from "another machine". */
function externalAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (!entry.internal && entry.family === 'IPv4') return entry.address;
    }
  }
  throw new Error('this test needs a network interface with a non-loopback IPv4 address');
}

/** A GET with headers fetch will not send as given (Host). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode! }));
    });
    req.on('error', reject);
    req.end();
  });
}

const NOT_FOUND = { statusCode: 404, message: 'Not Found' };
const CROSS_SITE = { statusCode: 403, message: 'This request came from another website and was refused' };

describe('gateway edge: dev mailbox, cross-site requests, security headers', () => {
  let identity: Upstream;
  let files: Upstream;
  let webRoot: string;
  const gateways: FastifyInstance[] = [];

  /** A gateway with these settings (closed after the suite). */
  async function gatewayWith(env: Record<string, string>, routeTable?: readonly RouteEntry[]): Promise<FastifyInstance> {
    const config = loadGatewayConfig({ WEB_ROOT: webRoot, IDENTITY_URL: identity.url, FILES_URL: files.url, LOG_LEVEL: 'silent', ...env }, { webRoot });
    const gateway = await buildGateway(config, { revocations: NO_REVOCATIONS, ...(routeTable ? { routeTable } : {}) });
    gateways.push(gateway);
    return gateway;
  }

  async function listening(gateway: FastifyInstance, host: string): Promise<number> {
    await gateway.listen({ port: 0, host });
    return (gateway.server.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    [identity, files] = await Promise.all([startUpstream('identity'), startUpstream('files')]);
    webRoot = await mkdtemp(join(tmpdir(), 'gateway-edge-web-'));
    await mkdir(join(webRoot, 'shell'), { recursive: true });
    await writeFile(join(webRoot, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webRoot, 'shell', 'main.1a2b3c4d.js'), 'console.log("shell")');
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all([identity, files].map((u) => u.close()));
    await rm(webRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    identity.requests.length = 0;
    files.requests.length = 0;
  });

  describe('the dev mailbox', () => {
    const ATTACHMENT = '/api/dev/mailbox/3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f/attachments/0';
    let local: string;
    let remote: string;

    beforeAll(async () => {
      const sut = await gatewayWith({ DEV_MAILBOX: 'true' });
      // Listening everywhere on purpose (the configuration refuses it with the mailbox on): the
      // guard must hold anyway. The same gateway reached through another interface's address
      // sees that address as its caller: another machine, as far as it can tell.
      const port = await listening(sut, '0.0.0.0');
      local = `http://127.0.0.1:${port}`;
      remote = `http://${externalAddress()}:${port}`;
    });

    it('serves a caller on this machine', async () => {
      const answer = await fetch(`${local}/api/dev/mailbox?to=jane%40acme.test`);
      expect(answer.status).toBe(200);
      expect(identity.requests.map((r) => r.url)).toEqual(['/api/dev/mailbox?to=jane%40acme.test']);
    });

    it("serves a message's attachment to a caller on this machine, without a token", async () => {
      const answer = await fetch(`${local}${ATTACHMENT}`);
      expect(answer.status).toBe(200);
      expect(identity.requests.map((r) => r.url)).toEqual([ATTACHMENT]);
    });

    it.each(['/api/dev/mailbox', '/api/dev/mailbox?to=jane%40acme.test', '/api//dev/mailbox/', ATTACHMENT])(
      'answers 404 to a caller at a non-loopback address (%s), without asking svc-identity',
      async (path) => {
        const answer = await fetch(`${remote}${path}`);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual(NOT_FOUND);
        expect(identity.requests).toHaveLength(0);
      },
    );

    it('is not fooled by an X-Forwarded-For naming loopback', async () => {
      const answer = await fetch(`${remote}/api/dev/mailbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(answer.status).toBe(404);
      expect(identity.requests).toHaveLength(0);
    });

    it('refuses a loopback caller that says it forwards a remote client (a proxy on this machine)', async () => {
      const answer = await fetch(`${local}/api/dev/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(answer.status).toBe(404);
      expect(identity.requests).toHaveLength(0);
    });

    it('refuses a loopback caller that asked for a foreign host name (DNS rebinding)', async () => {
      const answer = await rawGet(local, '/api/dev/mailbox', { host: 'evil.example:8080' });
      expect(answer.status).toBe(404);
      expect(identity.requests).toHaveLength(0);
    });

    it('answers 404 even on loopback when DEV_MAILBOX is off or SMTP_URL is set', async () => {
      const settings: Array<Record<string, string>> = [{}, { DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com:587' }];
      for (const env of settings) {
        const gateway = await gatewayWith(env);
        const answer = await fetch(`http://127.0.0.1:${await listening(gateway, '127.0.0.1')}/api/dev/mailbox`);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual(NOT_FOUND);
      }
      expect(identity.requests).toHaveLength(0);
    });
  });

  describe('cross-site requests', () => {
    let sut: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      sut = await gatewayWith({ APP_URL: 'https://milestone.example.com' });
      base = `http://127.0.0.1:${await listening(sut, '127.0.0.1')}`;
    });

    const post = (path: string, headers: Record<string, string>, body: string | FormData = '{}') => fetch(`${base}${path}`, { method: 'POST', headers, body });

    it.each(['/api/auth/login', '/api/auth/forgot-password', '/api/auth/register'])(
      'answers 403 to a form posted to %s from another site, without asking svc-identity',
      async (path) => {
        const answer = await post(
          path,
          { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
          'email=jane%40acme.test&password=x',
        );
        expect(answer.status).toBe(403);
        expect(await answer.json()).toEqual(CROSS_SITE);
        expect(identity.requests).toHaveLength(0);
      },
    );

    it('answers 403 to a refresh from another site (Origin, or Referer without Origin)', async () => {
      const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }, { origin: 'null' }];
      for (const headers of foreign) {
        const answer = await fetch(`${base}/api/auth/refresh`, { method: 'POST', headers });
        expect(answer.status).toBe(403);
        expect(await answer.json()).toEqual(CROSS_SITE);
      }
      expect(identity.requests).toHaveLength(0);
    });

    it("lets JSON from the platform's own pages, from APP_URL and from a non-browser client through", async () => {
      const json = { 'content-type': 'application/json' };
      expect((await post('/api/auth/login', { ...json, origin: base })).status).toBe(200);
      expect((await post('/api/auth/login', { ...json, referer: `${base}/auth` })).status).toBe(200);
      expect((await post('/api/auth/login', { ...json, origin: 'https://milestone.example.com' })).status).toBe(200);
      expect((await post('/api/auth/login', json)).status).toBe(200);
      expect((await fetch(`${base}/api/auth/refresh`, { method: 'POST', headers: { origin: base } })).status).toBe(200);
      expect(identity.requests).toHaveLength(5);
    });

    it.each([
      ['form-encoded', 'application/x-www-form-urlencoded', 'email=jane%40acme.test'],
      ['text/plain', 'text/plain', '{"email":"jane@acme.test"}'],
      ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ])('answers 415 to a %s body on a JSON endpoint, even from our own pages', async (_name, type, body) => {
      const answer = await post('/api/auth/login', { origin: base, 'content-type': type }, body);
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
      expect(identity.requests).toHaveLength(0);
    });

    it('takes a multipart upload on POST /api/upload, and nothing else but JSON there', async () => {
      const streaming = await gatewayWith({ APP_URL: 'https://milestone.example.com' });
      const url = `http://127.0.0.1:${await listening(streaming, '127.0.0.1')}`;
      const postUpload = (headers: Record<string, string>, body: string | FormData) => fetch(`${url}/api/upload`, { method: 'POST', headers, body });
      const form = new FormData();
      form.append('file', new Blob(['a,b\n1,2\n']), 'sheet.csv');
      const token = 'not-checked-here';
      const auth = { authorization: `Bearer ${token}`, origin: url };
      // The token is refused (401) after the edge checks: a multipart body passed them.
      expect((await postUpload(auth, form)).status).toBe(401);
      const plain = await postUpload({ ...auth, 'content-type': 'text/plain' }, 'x');
      expect(plain.status).toBe(415);
      expect(await plain.json()).toEqual({ statusCode: 415, message: 'Content-Type must be application/json or multipart/form-data' });
    });
  });

  describe('security headers', () => {
    let base: string;

    beforeAll(async () => {
      base = `http://127.0.0.1:${await listening(await gatewayWith({}), '127.0.0.1')}`;
    });

    const expectHeaders = (headers: Headers): void => {
      expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('same-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    };

    it.each([
      ['the page', 'GET', '/', 200],
      ['a page of the router', 'GET', '/settings/users', 200],
      ['a static file', 'GET', '/main.1a2b3c4d.js', 200],
      ["a service's answer", 'POST', '/api/auth/login', 200],
      ['a refusal at the edge', 'GET', '/api/tasks', 401],
      ['a 404 of the gateway', 'GET', '/api/nothing-here', 404],
    ])('puts them on %s', async (_name, method, path, status) => {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(answer.status).toBe(status);
      expectHeaders(answer.headers);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    });

    it('forbids framing and inline script, and allows only this origin for scripts and requests', () => {
      const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(directives['script-src']).toBe("'self'");
      expect(directives['connect-src']).toBe("'self'");
      expect(directives['default-src']).toBe("'self'");
    });

    it('adds HSTS for https told by a trusted proxy (TRUST_PROXY), never when a caller says so itself', async () => {
      const proxied = await gatewayWith({ TRUST_PROXY: '127.0.0.1' });
      const behindProxy = await fetch(`http://127.0.0.1:${await listening(proxied, '127.0.0.1')}/`, {
        headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
      });
      expect(behindProxy.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const direct = await fetch(`${base}/`, { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
      expect(direct.headers.get('strict-transport-security')).toBeNull();
    });

    it('adds HSTS when the platform is served over https (APP_URL)', async () => {
      const https = await gatewayWith({ APP_URL: 'https://milestone.example.com' });
      const answer = await fetch(`http://127.0.0.1:${await listening(https, '127.0.0.1')}/`, { headers: { accept: 'text/html' } });
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expectHeaders(answer.headers);
    });
  });
});
