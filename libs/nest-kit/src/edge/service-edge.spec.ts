import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { request as httpRequest } from 'node:http';
import { startTestService, type TestService } from '../testing/index.js';

let received = 0;

@Controller('demo')
class DemoController {
  @Post('login')
  @HttpCode(200)
  login(@Body() body: unknown) {
    received += 1;
    return { got: body };
  }
}

@Module({ controllers: [DemoController] })
class DemoModule {}

/** A POST with headers fetch will not send as given (Host, X-Forwarded-Host). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the edge checks every service makes again (createServiceApp)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(DemoModule, 'edge-demo');
  });

  afterAll(async () => {
    await service.close();
  });

  beforeEach(() => {
    received = 0;
  });

  it('answers 415 to a form-encoded body, which the fastify adapter would otherwise parse', async () => {
    const answer = await fetch(`${service.url}/demo/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=jane%40acme.test&password=x',
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
    expect(received).toBe(0);
  });

  it('answers 403 to a JSON body posted from a foreign page, through the gateway or not', async () => {
    const json = { 'content-type': 'application/json', origin: 'https://evil.example' };
    expect(await rawPost(`${service.url}/demo/login`, json, '{}')).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'This request came from another website and was refused' },
    });
    expect((await rawPost(`${service.url}/demo/login`, { ...json, 'x-forwarded-host': 'localhost:8080' }, '{}')).status).toBe(403);
    expect(received).toBe(0);
  });

  it("takes JSON from the platform's own pages (the caller's Host, forwarded by the gateway) and from non-browser clients", async () => {
    const json = { 'content-type': 'application/json' };
    const viaGateway = await rawPost(
      `${service.url}/demo/login`,
      { ...json, origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost:8080' },
      '{"a":1}',
    );
    expect(viaGateway).toEqual({ status: 200, body: { got: { a: 1 } } });
    expect((await rawPost(`${service.url}/demo/login`, json, '{}')).status).toBe(200);
    expect(received).toBe(2);
  });
});
