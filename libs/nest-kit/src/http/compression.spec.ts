import { Controller, Get, Module } from '@nestjs/common';
import { startTestService, type TestService } from '../testing/index.js';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `Panel schedule ${i + 1}`, status: 'active' }));

@Controller('demo')
class DemoController {
  @Get('large')
  large() {
    return rows;
  }

  @Get('small')
  small() {
    return { ok: true };
  }
}

@Module({ controllers: [DemoController] })
class DemoModule {}

describe('answers of a service (createServiceApp)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(DemoModule, 'compression-demo');
  });

  afterAll(async () => {
    await service.close();
  });

  it('go brotli-compressed to a caller that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await fetch(`${service.url}/demo/large`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.json()).toEqual(rows);

    const gz = await fetch(`${service.url}/demo/large`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.json()).toEqual(rows);
  });

  it('go plain to a caller that accepts no encoding, and when under 1 KB', async () => {
    const plain = await fetch(`${service.url}/demo/large`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(rows);

    const small = await fetch(`${service.url}/demo/small`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });
});
