import { IsOptional, validate } from 'class-validator';
import { MaxJsonSize, jsonSize } from './json-size.js';

class Form {
  @IsOptional()
  @MaxJsonSize(1024, 'Form data')
  data?: unknown;
}

function form(data: unknown): Form {
  return Object.assign(new Form(), { data });
}

describe(MaxJsonSize.name, () => {
  it('measures UTF-8 bytes of the JSON, as stored', () => {
    expect(jsonSize({ a: 'é' })).toBe(10);
    expect(jsonSize(undefined)).toBe(0);
  });

  it('accepts a field up to the limit', async () => {
    expect(await validate(form({ text: 'x'.repeat(1000) }))).toEqual([]);
  });

  it('refuses a larger one with the limit and its size in the message', async () => {
    const [error] = await validate(form({ text: 'x'.repeat(3000) }));
    expect(error?.constraints).toEqual({ maxJsonSize: 'Form data must be at most 1 KB (this one is 3 KB)' });
  });
});
