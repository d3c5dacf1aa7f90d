import { brotliCompressSync, gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { TokenVerifier } from '@milestone/nest-kit/token';
import { buildGateway, type GatewayDeps } from '../../src/app.js';
import { loadGatewayConfig } from '../../src/config/env.schema.js';
import { eventually, revoker, testNatsUrl, type Revoker } from '../support/nats.js';
import { closedPort, startUpstream, type Upstream } from '../support/upstream.js';

interface Keys {
  privateKey: CryptoKey;
  kid: string;
}

async function makeKeys(kid: string): Promise<Keys & { jwk: object }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, kid, jwk };
}

async function sign(keys: Keys, overrides: { issuer?: string; audience?: string; expiresAt?: number; sessionId?: string } = {}): Promise<string> {
  return new SignJWT({ email: 'owner@acme.test', role: 'owner', companyId: 3, sessionId: overrides.sessionId ?? 's-1' })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
    .setSubject('7')
    .setIssuer(overrides.issuer ?? 'milestone-identity')
    .setAudience(overrides.audience ?? 'milestone')
    .setIssuedAt()
    .setExpirationTime(overrides.expiresAt ?? '15m')
    .sign(keys.privateKey);
}

describe('gateway (real HTTP on loopback)', () => {
  let identity: Upstream;
  let tasks: Upstream;
  let files: Upstream;
  let reporting: Upstream;
  let keys: Keys;
  let strangerKeys: Keys;
  let webRoot: string;
  let gateway: FastifyInstance;
  let base: string;
  let token: string;
  let identityRevokes: Revoker;
  const logLines: string[] = [];

  /** Settings of a gateway under test: the run's own NATS, the test web root, the dev mailbox on (as the test platforms have it). */
  const configOf = (env: Record<string, string>) => loadGatewayConfig({ NATS_URL: testNatsUrl(), WEB_ROOT: webRoot, DEV_MAILBOX: 'true', ...env }, { webRoot });

  /** A second gateway of a test's own, listening on a free loopback port. */
  async function anotherGateway(env: Record<string, string>, deps: GatewayDeps = {}): Promise<{ gateway: FastifyInstance; url: string }> {
    const gateway = await buildGateway(configOf(env), deps);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    return { gateway, url: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}` };
  }

  async function natsOf(url: string): Promise<string | undefined> {
    const body = (await (await fetch(`${url}/api/health`)).json()) as { gateway?: { nats?: string } };
    return body.gateway?.nats;
  }

  beforeAll(async () => {
    [identity, tasks, files, reporting] = await Promise.all(['identity', 'tasks', 'files', 'reporting'].map((name) => startUpstream(name)));
    const ours = await makeKeys('key-1');
    strangerKeys = await makeKeys('key-1');
    keys = ours;
    identity.routes.set('/.well-known/jwks.json', () => ({ statusCode: 200, body: { keys: [ours.jwk] } }));

    webRoot = await mkdtemp(join(tmpdir(), 'gateway-web-'));
    await mkdir(join(webRoot, 'shell', 'static', 'js'), { recursive: true });
    await writeFile(join(webRoot, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webRoot, 'shell', 'static', 'js', 'main.1a2b3c4d.js'), 'console.log("shell")');
    await writeFile(join(webRoot, 'shell', 'favicon.ico'), 'icon');
    await mkdir(join(webRoot, 'mf', 'mf-tasks', 'b1'), { recursive: true });
    await writeFile(join(webRoot, 'mf', 'mf-tasks', 'b1', 'mf-manifest.json'), '{"id":"mf_tasks","build":"b1"}');
    await writeFile(join(webRoot, 'mf', 'mf-tasks', 'b1', '123.9f8e7d6c.js'), 'chunk');

    const config = configOf({
      IDENTITY_URL: identity.url,
      TASKS_URL: tasks.url,
      FILES_URL: files.url,
      REPORTING_URL: reporting.url,
      LOG_LEVEL: 'info',
    });
    gateway = await buildGateway(config, { logStream: { write: (line: string) => void logLines.push(line) } });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    token = await sign(keys);
    identityRevokes = await revoker();
    // The gateway watches the revoked sessions from start-up on; wait until it does.
    await eventually(async () => (await natsOf(base)) === 'up', 10_000, 50);
  });

  afterAll(async () => {
    await identityRevokes.close();
    await gateway.close();
    await Promise.all([identity, tasks, files, reporting].map((u) => u.close()));
    await rm(webRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const upstream of [identity, tasks, files, reporting]) upstream.requests.length = 0;
  });

  const auth = (value = token): Record<string, string> => ({ authorization: `Bearer ${value}` });

  /** A raw HTTP/1.1 request: fetch would normalise the path and refuses hop-by-hop headers. */
  function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = httpRequest({ hostname, port, path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  describe('routing', () => {
    it.each([
      ['GET', '/api/tasks/12', 'tasks'],
      ['GET', '/api/files', 'files'],
      ['GET', '/api/users/9/permission-level/12', 'tasks'],
      ['GET', '/api/users', 'identity'],
      ['POST', '/api/calculations/save', 'reporting'],
    ])('forwards %s %s to svc-%s with path and query intact', async (method, path, service) => {
      const response = await fetch(`${base}${path}?x=1`, {
        method,
        headers: { ...auth(), 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ name: 'Kitchen' }) }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ service, url: `${path}?x=1` });
    });

    it('passes a JSON body through byte for byte, with the Authorization header', async () => {
      const body = '{"name":"Kitchen remodel",  "formData":"{\\"a\\":1}"}';
      await fetch(`${base}/api/calculations/save`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body,
      });
      expect(reporting.requests).toHaveLength(1);
      expect(reporting.requests[0]!.body).toBe(body);
      expect(reporting.requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    });

    it('answers 404 JSON for an unknown /api path, without calling a service', async () => {
      const response = await fetch(`${base}/api/nothing-here`, { headers: auth() });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Not Found' });
      expect([identity, tasks, files, reporting].every((u) => u.requests.length === 0)).toBe(true);
    });
  });

  describe('proxying', () => {
    it("returns the service's status, headers and cookies, with the gateway's request id", async () => {
      tasks.routes.set('/api/tasks/77', () => ({
        statusCode: 201,
        body: { created: true },
        headers: { 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'], 'x-total-count': '3', 'x-request-id': 'from-the-service-123' },
      }));
      try {
        const response = await fetch(`${base}/api/tasks/77`, { headers: { ...auth(), 'x-request-id': 'caller-id-123456' } });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({ created: true });
        expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
        expect(response.headers.get('x-total-count')).toBe('3');
        expect(response.headers.get('content-type')).toBe('application/json');
        expect(response.headers.get('x-request-id')).toBe('caller-id-123456');
      } finally {
        tasks.routes.delete('/api/tasks/77');
      }
    });

    it('streams a large answer through intact', async () => {
      const big = { items: Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
      tasks.routes.set('/api/tasks/big', () => ({ statusCode: 200, body: big }));
      try {
        const response = await fetch(`${base}/api/tasks/big`, { headers: auth() });
        const text = await response.text();
        expect(text.length).toBeGreaterThan(1024 * 1024);
        expect(JSON.parse(text)).toEqual(big);
      } finally {
        tasks.routes.delete('/api/tasks/big');
      }
    });

    it("passes the caller's Accept-Encoding to the service and its compressed answer back untouched", async () => {
      const page = Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Task ${i}` }));
      const compressed = gzipSync(JSON.stringify(page));
      tasks.routes.set('/api/tasks', () => ({
        statusCode: 200,
        body: null,
        raw: compressed,
        headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' },
      }));
      try {
        const response = await fetch(`${base}/api/tasks`, { headers: { ...auth(), 'accept-encoding': 'gzip' } });
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(await response.json()).toEqual(page);
        expect(tasks.requests.at(-1)?.headers['accept-encoding']).toBe('gzip');
      } finally {
        tasks.routes.delete('/api/tasks');
      }
    });

    it('sets x-forwarded-* itself and forwards no hop-by-hop header', async () => {
      const response = await rawGet('/api/tasks/5', {
        ...auth(),
        connection: 'keep-alive, x-hop',
        'x-hop': 'one connection only',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-kept': 'yes',
        host: 'app.milestone.test',
      });
      expect(response.status).toBe(200);
      const seen = tasks.requests[0]!.headers;
      expect(seen['x-hop']).toBeUndefined();
      expect(seen['x-kept']).toBe('yes');
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen['x-forwarded-host']).toBe('app.milestone.test');
      expect(seen['x-forwarded-proto']).toBe('http');
      expect(seen.host).toBe(new URL(tasks.url).host);
      expect(seen.authorization).toBe(`Bearer ${token}`);
    });

    it("behind the proxies of TRUST_PROXY forwards the client's address they give, never one the client wrote", async () => {
      const proxied = await buildGateway(
        configOf({ IDENTITY_URL: identity.url, TASKS_URL: tasks.url, LOG_LEVEL: 'silent', TRUST_PROXY: '10.9.0.0/16, 127.0.0.1' }),
      );
      await proxied.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(proxied.server.address() as AddressInfo).port}`;
        // The client wrote 6.6.6.6; the proxies (10.9.0.7, then loopback) appended what they saw.
        const response = await fetch(`${url}/api/tasks/5`, { headers: { ...auth(), 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.9.0.7' } });
        expect(response.status).toBe(200);
        expect(tasks.requests.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9');
      } finally {
        await proxied.close();
      }
    });

    it('answers 404 for a path with dot segments, without calling a service', async () => {
      const response = await rawGet('/api/dev/mailbox/../../users', {});
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ statusCode: 404, message: 'Not Found' });
      expect([identity, tasks, files, reporting].every((u) => u.requests.length === 0)).toBe(true);
    });
  });

  describe('edge auth', () => {
    it('answers 401 without a token and never reaches the service', async () => {
      const response = await fetch(`${base}/api/tasks`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
      expect(tasks.requests).toHaveLength(0);
    });

    it('lets a token signed by the key of the JWKS through', async () => {
      const response = await fetch(`${base}/api/tasks`, { headers: auth() });
      expect(response.status).toBe(200);
      expect(tasks.requests).toHaveLength(1);
    });

    it('checks the signature of a token once, then trusts it until it expires', async () => {
      const real = new TokenVerifier({ identityUrl: identity.url });
      let checks = 0;
      const counting = Object.assign(Object.create(real) as TokenVerifier, {
        verify: (value: string) => {
          checks += 1;
          return real.verify(value);
        },
      });
      const { gateway: cached, url } = await anotherGateway({ IDENTITY_URL: identity.url, TASKS_URL: tasks.url, LOG_LEVEL: 'silent' }, { verifier: counting });
      try {
        const soon = await sign(keys, { expiresAt: Math.floor(Date.now() / 1000) + 2 });
        for (let i = 0; i < 3; i++) expect((await fetch(`${url}/api/tasks`, { headers: auth(soon) })).status).toBe(200);
        expect(checks).toBe(1);
        // Until the token expires every answer comes from the cache (no second check); the first
        // call after it is checked again and refused.
        await eventually(async () => (await fetch(`${url}/api/tasks`, { headers: auth(soon) })).status === 401, 5_000, 50);
        expect(Date.now()).toBeGreaterThanOrEqual(decodeJwt(soon).exp! * 1000);
        expect(checks).toBe(2);
      } finally {
        await cached.close();
      }
    });

    it.each([
      ['a wrong issuer', () => sign(keys, { issuer: 'someone-else' })],
      ['a wrong audience', () => sign(keys, { audience: 'other-app' })],
      ['an expired token', () => sign(keys, { expiresAt: Math.floor(Date.now() / 1000) - 60 })],
      ['a key the JWKS does not hold', () => sign(strangerKeys)],
      ['garbage', async () => 'not.a.jwt'],
    ])('answers 401 for %s', async (_name, makeToken) => {
      const response = await fetch(`${base}/api/tasks`, { headers: auth(await makeToken()) });
      expect(response.status).toBe(401);
      expect(tasks.requests).toHaveLength(0);
    });

    // The public routes of the issue 3 API design, each forwarded to svc-identity as it came.
    it.each([
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/verify-email'],
      ['POST', '/api/auth/resend-verification'],
      ['POST', '/api/auth/refresh'],
      ['POST', '/api/auth/forgot-password'],
      ['GET', '/api/invitations/validate?token=abc'],
      ['POST', '/api/invitations/abc/accept'],
      ['POST', '/api/invitations/abc/set-password'],
      ['GET', '/api/dev/mailbox'],
    ])('lets the public route %s %s through to svc-identity without a token', async (method, path) => {
      const response = await fetch(`${base}${path}`, {
        method,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ service: 'identity', url: path });
      expect(identity.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`${method} ${path}`]);
    });

    it('answers GET /api/health without a token', async () => {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    });

    it.each([
      ['GET', '/api/companies/5/invitations', 401],
      ['POST', '/api/auth/logout', 401],
      // Guesses next to the public routes: no service serves them, so they do not exist here.
      ['GET', '/api/auth/verify-email?token=abc', 404],
      ['POST', '/api/auth/reset-password', 404],
    ])('answers %s %s without a token with %i, never reaching svc-identity', async (method, path, status) => {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(status === 401 ? { statusCode: 401, message: 'Unauthorized' } : { statusCode: 404, message: 'Not Found' });
      expect(identity.requests).toHaveLength(0);
    });

    it('sends GET /api/companies/5/invitations with a token to svc-identity', async () => {
      const response = await fetch(`${base}/api/companies/5/invitations`, { headers: auth() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ service: 'identity', url: '/api/companies/5/invitations' });
    });

    it('answers 404 for guessed dev mailbox paths the design does not have', async () => {
      const response = await fetch(`${base}/api/dev/mailbox/42`);
      expect(response.status).toBe(404);
      expect(identity.requests).toHaveLength(0);
    });
  });

  describe('ended sessions', () => {
    const status = async (value: string): Promise<number> => (await fetch(`${base}/api/tasks`, { headers: auth(value) })).status;

    it('refuses a cached token within a second of its session being revoked; other sessions pass', async () => {
      const sessionId = randomUUID();
      const ended = await sign(keys, { sessionId });
      const other = await sign(keys, { sessionId: randomUUID() });
      // Accepted twice: verified, then served from the verified-token cache.
      expect(await status(ended)).toBe(200);
      expect(await status(ended)).toBe(200);
      expect(await status(other)).toBe(200);

      const revokedAt = Date.now();
      await identityRevokes.revoke(sessionId); // what svc-identity does on logout
      await eventually(async () => (await status(ended)) === 401, 1_000, 10);
      expect(Date.now() - revokedAt).toBeLessThan(1_000);

      const response = await fetch(`${base}/api/tasks`, { headers: auth(ended) });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
      expect(await status(other)).toBe(200);
      expect(await status(token)).toBe(200);
    });

    it('refuses a token of an ended session that it has never seen, without reaching the service', async () => {
      const sessionId = randomUUID();
      const first = await sign(keys, { sessionId });
      expect(await status(first)).toBe(200);
      await identityRevokes.revoke(sessionId);
      await eventually(async () => (await status(first)) === 401, 1_000, 10);

      tasks.requests.length = 0;
      // Another token of the same session (as a refresh would have issued), not in the cache.
      const second = await sign(keys, { sessionId, expiresAt: Math.floor(Date.now() / 1000) + 600 });
      expect(await status(second)).toBe(401);
      expect(tasks.requests).toHaveLength(0);
    });

    it('still serves the public routes to the holder of an ended session', async () => {
      const sessionId = randomUUID();
      await identityRevokes.revoke(sessionId);
      const ended = await sign(keys, { sessionId });
      await eventually(async () => (await status(ended)) === 401, 1_000, 10);
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { ...auth(ended), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
    });
  });

  describe('while NATS is unreachable', () => {
    let down: FastifyInstance;
    let url: string;

    beforeAll(async () => {
      const port = await closedPort();
      down = await buildGateway(
        configOf({
          IDENTITY_URL: identity.url,
          TASKS_URL: tasks.url,
          FILES_URL: files.url,
          REPORTING_URL: reporting.url,
          LOG_LEVEL: 'silent',
          NATS_URL: `nats://127.0.0.1:${port}`,
        }),
      );
      await down.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await down.close();
    });

    it('starts and reports in its health that it cannot see ended sessions', async () => {
      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; gateway: unknown; services: Record<string, { status: string }> };
      expect(body.status).toBe('error');
      expect(body.gateway).toEqual({ status: 'error', nats: 'down' });
      expect(body.services['svc-tasks']!.status).toBe('ok');
    });

    it('keeps serving: public routes, and tokens that verify (the services still check the session)', async () => {
      expect((await fetch(`${url}/api/dev/mailbox`)).status).toBe(200);
      expect((await fetch(`${url}/api/tasks`, { headers: auth() })).status).toBe(200);
      expect((await fetch(`${url}/api/tasks`)).status).toBe(401);
    });
  });

  describe('request ids and logs', () => {
    it('generates an id, forwards it upstream and echoes it', async () => {
      const response = await fetch(`${base}/api/tasks`, { headers: auth() });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(tasks.requests[0]!.headers['x-request-id']).toBe(id);
    });

    it('keeps a sane incoming id and replaces one that is not', async () => {
      const kept = await fetch(`${base}/api/tasks`, { headers: { ...auth(), 'x-request-id': 'trace-0123456789' } });
      expect(kept.headers.get('x-request-id')).toBe('trace-0123456789');
      expect(tasks.requests[0]!.headers['x-request-id']).toBe('trace-0123456789');

      const replaced = await fetch(`${base}/api/tasks`, { headers: { ...auth(), 'x-request-id': 'bad id with spaces <>' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('writes one JSON log line per request carrying its id', async () => {
      logLines.length = 0;
      await fetch(`${base}/api/tasks`, { headers: { ...auth(), 'x-request-id': 'log-check-42424242' } });
      // The line is written once the answer has gone out (onResponse): wait for it, not for a time.
      const linesOf = (id: string) => logLines.map((l) => JSON.parse(l)).filter((l) => l.requestId === id);
      await eventually(async () => linesOf('log-check-42424242').length > 0, 5_000, 5);
      // A later request's line is written after this one's: once it is there, a second line of the
      // first request would be too.
      await fetch(`${base}/api/tasks`, { headers: { ...auth(), 'x-request-id': 'log-check-after-4242' } });
      await eventually(async () => linesOf('log-check-after-4242').length > 0, 5_000, 5);
      const mine = linesOf('log-check-42424242');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ method: 'GET', url: '/api/tasks', statusCode: 200, service: 'tasks' });
    });
  });

  describe('body limits', () => {
    it('answers 413 for a JSON body over 1 MiB', async () => {
      const body = JSON.stringify({ data: 'x'.repeat(1024 * 1024) });
      const response = await fetch(`${base}/api/tasks`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { statusCode: number }).statusCode).toBe(413);
      expect(tasks.requests).toHaveLength(0);
    });

    it('reads the rest of an oversized body before its 413, so a client still sending reads the answer instead of a broken pipe', async () => {
      // 12 MiB: more than the kernel's socket buffers take, so a gateway that answered and closed
      // right after the headers would break this client's writes.
      const bodyBytes = 12 * 1024 * 1024;
      const { port } = new URL(base);
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
      const closed = new Promise<Error | null>((resolve) => {
        socket.once('error', resolve);
        socket.once('close', () => resolve(null));
      });
      const write = (data: string | Buffer) => new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      await write(
        `PUT /api/tasks/1 HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${auth().authorization}\r\ncontent-type: application/json\r\ncontent-length: ${bodyBytes}\r\nconnection: close\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent < bodyBytes; sent += chunk.length) await write(chunk);
      expect(await closed).toBeNull();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"message":"Request body is too large (limit 1024 KiB)"');
      expect(tasks.requests).toHaveLength(0);
    });

    it('streams an upload larger than the limit through to svc-files', async () => {
      const { gateway: streaming, url } = await anotherGateway({ IDENTITY_URL: identity.url, FILES_URL: files.url, LOG_LEVEL: 'silent' });
      try {
        const form = new FormData();
        form.append('taskId', '12');
        form.append('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 7)]), 'big.xlsx');
        const response = await fetch(`${url}/api/upload`, { method: 'POST', headers: auth(), body: form });
        expect(response.status).toBe(200);
        expect(files.requests).toHaveLength(1);
        expect(files.requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect(files.requests[0]!.bodyBytes).toBeGreaterThan(3 * 1024 * 1024);
      } finally {
        await streaming.close();
      }
    });
  });

  describe('upstream failures', () => {
    it('answers 502 naming the service when it cannot be reached', async () => {
      const port = await closedPort();
      const down = await buildGateway(configOf({ IDENTITY_URL: identity.url, REPORTING_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent' }));
      await down.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
        const response = await fetch(`${url}/api/calculations/save`, {
          method: 'POST',
          headers: { ...auth(), 'content-type': 'application/json' },
          body: '{"name":"Kitchen"}',
        });
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({ statusCode: 502, message: 'Reporting service is unavailable' });
      } finally {
        await down.close();
      }
    });

    it('answers 504 naming the service when it does not answer in time', async () => {
      reporting.routes.set('/api/calculations', () => ({ statusCode: 200, body: {}, delayMs: 3_000 }));
      const slow = await buildGateway(
        configOf({ IDENTITY_URL: identity.url, REPORTING_URL: reporting.url, LOG_LEVEL: 'silent', GATEWAY_UPSTREAM_TIMEOUT_MS: '300' }),
      );
      await slow.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(slow.server.address() as AddressInfo).port}`;
        const response = await fetch(`${url}/api/calculations`, { headers: auth() });
        expect(response.status).toBe(504);
        expect(await response.json()).toEqual({ statusCode: 504, message: 'Reporting service did not answer in time' });
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        reporting.routes.delete('/api/calculations');
        await slow.close();
      }
    });

    it('stops the request to the service when the caller goes away', async () => {
      let closedEarly: () => void = () => undefined;
      const serviceSawClose = new Promise<void>((resolve) => (closedEarly = resolve));
      const hanging = createServer((_req, res) => {
        res.on('close', () => {
          if (!res.writableEnded) closedEarly();
        });
      });
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const proxy = await buildGateway(configOf({ IDENTITY_URL: identity.url, REPORTING_URL: hangingUrl, LOG_LEVEL: 'silent' }));
      await proxy.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
        await expect(fetch(`${url}/api/calculations`, { headers: auth(), signal: AbortSignal.timeout(300) })).rejects.toThrow();
        await serviceSawClose;
      } finally {
        await proxy.close();
        hanging.closeAllConnections();
        await new Promise<void>((resolve) => hanging.close(() => resolve()));
      }
    });

    it('answers 502 for a signed-in call while the keys of svc-identity cannot be fetched', async () => {
      const port = await closedPort();
      const down = await buildGateway(configOf({ IDENTITY_URL: `http://127.0.0.1:${port}`, TASKS_URL: tasks.url, LOG_LEVEL: 'silent' }));
      await down.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
        const response = await fetch(`${url}/api/tasks`, { headers: auth() });
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({ statusCode: 502, message: 'Identity service is unavailable' });
        expect(tasks.requests).toHaveLength(0);
      } finally {
        await down.close();
      }
    });
  });

  describe('web hosting', () => {
    it('serves the shell at / without caching', async () => {
      const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('id="root"');
    });

    it.each(['/tasks/12', '/settings/users', '/no/such/page'])('falls back to index.html for the page %s', async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('id="root"');
    });

    it('serves hashed assets with a long cache and others without', async () => {
      const hashed = await fetch(`${base}/static/js/main.1a2b3c4d.js`);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const plain = await fetch(`${base}/favicon.ico`);
      expect(plain.headers.get('cache-control')).toBe('no-cache');
    });

    it("serves the publisher's brotli or gzip copy of an asset by Accept-Encoding, the plain file otherwise", async () => {
      const dir = join(webRoot, 'mf', 'mf-tasks', 'b1');
      const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: 'breaker' })))};`;
      await writeFile(join(dir, '456.0a1b2c3d.js'), source);
      await writeFile(join(dir, '456.0a1b2c3d.js.br'), brotliCompressSync(source));
      await writeFile(join(dir, '456.0a1b2c3d.js.gz'), gzipSync(source));
      const url = `${base}/mf/mf-tasks/b1/456.0a1b2c3d.js`;

      const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await br.text()).toBe(source);
      const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await gz.text()).toBe(source);
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(source);
      // An asset published without copies is served plain to a browser that accepts brotli.
      const uncompressed = await fetch(`${base}/mf/mf-tasks/b1/123.9f8e7d6c.js`, { headers: { 'accept-encoding': 'br' } });
      expect(uncompressed.headers.get('content-encoding')).toBeNull();
      expect(await uncompressed.text()).toBe('chunk');
    });

    it('answers 404 JSON, not the page, for a missing asset or remote file', async () => {
      expect((await fetch(`${base}/static/js/gone.js`, { headers: { accept: '*/*' } })).status).toBe(404);
      const remote = await fetch(`${base}/mf/mf-tasks/b0/remoteEntry.js`, { headers: { accept: 'text/html' } });
      expect(remote.status).toBe(404);
      expect(await remote.json()).toEqual({ statusCode: 404, message: 'Not Found' });
    });

    it("serves a remote's build under /mf/<name>/<buildId>/", async () => {
      const manifest = await fetch(`${base}/mf/mf-tasks/b1/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ id: 'mf_tasks', build: 'b1' });
      const chunk = await fetch(`${base}/mf/mf-tasks/b1/123.9f8e7d6c.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('reads the registry on each request, so a republished remote shows without a restart', async () => {
      const registryFile = join(webRoot, 'mf', 'registry.json');
      await writeFile(registryFile, JSON.stringify({ mf_tasks: '/mf/mf-tasks/b1/mf-manifest.json' }));
      const first = await fetch(`${base}/mf/registry.json`);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(await first.json()).toEqual({ mf_tasks: '/mf/mf-tasks/b1/mf-manifest.json' });

      await writeFile(registryFile, JSON.stringify({ mf_tasks: '/mf/mf-tasks/b2/mf-manifest.json' }));
      expect(await (await fetch(`${base}/mf/registry.json`)).json()).toEqual({ mf_tasks: '/mf/mf-tasks/b2/mf-manifest.json' });
    });
  });

  describe('health', () => {
    it('answers 200 with each service when all are ok', async () => {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        gateway: { status: 'ok', nats: 'up' },
        services: {
          'svc-identity': { status: 'ok', database: 'ok', nats: 'ok' },
          'svc-tasks': { status: 'ok', database: 'ok', nats: 'ok' },
          'svc-files': { status: 'ok', database: 'ok', nats: 'ok' },
          'svc-reporting': { status: 'ok', database: 'ok', nats: 'ok' },
        },
      });
    });

    it('answers 503 naming the service that is not ok', async () => {
      files.health = { statusCode: 503, body: { status: 'error', database: 'down', nats: 'ok' } };
      try {
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(503);
        const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
        expect(body.status).toBe('error');
        expect(body.services['svc-files']).toEqual({ status: 'error', database: 'down', nats: 'ok' });
        expect(body.services['svc-tasks'].status).toBe('ok');
      } finally {
        files.health = { statusCode: 200, body: { status: 'ok', database: 'ok', nats: 'ok' } };
      }
    });
  });
});
