import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Min } from 'class-validator';
import { startTestService, type TestService } from '../testing/index.js';

class GrantDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  userId!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  name?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  note?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsObject()
  config?: Record<string, unknown>;
}

class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

const received: unknown[] = [];

@Controller('demo')
class DemoController {
  @Post('grants')
  grant(@Body() dto: GrantDto) {
    received.push(dto);
    return { ok: true };
  }

  @Get('page')
  page(@Query() query: PageQueryDto) {
    return { offset: query.offset ?? 0 };
  }

  @Get('mail')
  mail(@Query('to') to?: string) {
    return { to: to ?? null };
  }

  @Get('items/:key')
  item(@Param('key') key: string) {
    return { key };
  }
}

@Module({ controllers: [DemoController] })
class DemoModule {}

describe('SafeValidationPipe (every service through createServiceApp)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService(DemoModule, 'validation-demo');
  });

  afterAll(async () => {
    await service.close();
  });

  beforeEach(() => {
    received.length = 0;
  });

  async function post(body: string): Promise<{ status: number; body: unknown }> {
    const answer = await fetch(`${service.url}/demo/grants`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: answer.status, body: await answer.json() };
  }

  it('passes a valid body on, null included where the contract says nullable', async () => {
    expect(await post(JSON.stringify({ userId: 2147483647, name: 'Sam', note: null, config: { a: [1, null] } }))).toEqual({ status: 201, body: { ok: true } });
    expect(received).toHaveLength(1);
  });

  it.each([
    ['a NUL character', { userId: 1, name: 'Sam\u0000' }, 'name must not contain NUL characters'],
    ['a lone surrogate', { userId: 1, name: '\ud800' }, 'name contains an invalid character (a lone UTF-16 surrogate)'],
    ['a NUL deep in an object', { userId: 1, config: { a: [{ b: '\u0000' }] } }, 'config.a[0].b must not contain NUL characters'],
    ['null for a property that is not nullable', { userId: 1, name: null }, 'name must not be null'],
    ['an integer past the int range', { userId: 2147483648 }, 'userId must be at most 2147483647'],
    ['1e20', { userId: 1e20 }, 'userId must be at most 2147483647'],
  ])('answers 400 naming the field for %s, and the handler never runs', async (_what, body, message) => {
    expect(await post(JSON.stringify(body))).toEqual({ status: 400, body: { statusCode: 400, message } });
    expect(received).toEqual([]);
  });

  it('answers 400 for a field nested thousands deep', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const answer = await post(`{"userId": 1, "config": {"a": ${deep}}}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: 'config is nested too deeply (at most 64 levels)' });
  });

  it.each(['[]', '"text"', '42', 'null', 'true'])('answers 400 for a body that is not a JSON object: %s', async (body) => {
    expect(await post(body)).toEqual({ status: 400, body: { statusCode: 400, message: 'The request body must be a JSON object' } });
    expect(received).toEqual([]);
  });

  it('checks query DTOs, single query values and path values', async () => {
    const page = await fetch(`${service.url}/demo/page?offset=1e20`);
    expect(await page.json()).toEqual({ statusCode: 400, message: 'offset must be at most 2147483647' });
    const fine = await fetch(`${service.url}/demo/page?offset=20`);
    expect(await fine.json()).toEqual({ offset: 20 });
    const mail = await fetch(`${service.url}/demo/mail?to=a%00b`);
    expect(await mail.json()).toEqual({ statusCode: 400, message: 'Query parameter to must not contain NUL characters' });
    const item = await fetch(`${service.url}/demo/items/a%00b`);
    expect(await item.json()).toEqual({ statusCode: 400, message: 'key must not contain NUL characters' });
  });
});
