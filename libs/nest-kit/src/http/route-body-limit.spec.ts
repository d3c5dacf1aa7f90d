import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { startTestService, type TestService } from '../testing/index.js';

@Controller('demo')
class DemoController {
  @Post('usual')
  @HttpCode(200)
  usual(@Body() body: { data: string }) {
    return { length: body.data.length };
  }

  @Post('large')
  @HttpCode(200)
  @RouteConfig({ bodyLimit: 3 * 1024 * 1024 })
  large(@Body() body: { data: string }) {
    return { length: body.data.length };
  }
}

@Module({ controllers: [DemoController] })
class DemoModule {}

describe('the body limit of a service (createServiceApp)', () => {
  let service: TestService;
  const post = (path: string, bytes: number) =>
    fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: 'x'.repeat(bytes) }) });

  beforeAll(async () => {
    service = await startTestService(DemoModule, 'body-limit-demo');
  });

  afterAll(async () => {
    await service.close();
  });

  it("is the route's own where it says @RouteConfig({ bodyLimit }), and 1 MiB on every other route", async () => {
    const large = await post('/demo/large', 2 * 1024 * 1024);
    expect(large.status).toBe(200);
    expect(await large.json()).toEqual({ length: 2 * 1024 * 1024 });
    expect((await post('/demo/usual', 2 * 1024 * 1024)).status).toBe(413);
    expect((await post('/demo/usual', 1000)).status).toBe(200);
  });

  it('answers 413 past the route’s own limit', async () => {
    expect((await post('/demo/large', 3 * 1024 * 1024)).status).toBe(413);
  });
});
