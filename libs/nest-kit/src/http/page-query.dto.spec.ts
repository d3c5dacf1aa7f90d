import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PageQueryDto } from './page-query.dto.js';

class ListQuery extends PageQueryDto({ max: 50, default: 20 }) {}

async function messages(query: Record<string, string>): Promise<string[]> {
  const errors = await validate(plainToInstance(ListQuery, query));
  return errors.flatMap((e) => Object.values(e.constraints ?? {}));
}

describe(PageQueryDto.name, () => {
  it('reads limit and offset from the query text', async () => {
    expect(plainToInstance(ListQuery, { limit: '50', offset: '100' })).toEqual({ limit: 50, offset: 100 });
    expect(await messages({ limit: '50', offset: '100' })).toEqual([]);
    expect(await messages({})).toEqual([]);
  });

  it.each(['0', '51', '1.5', 'ten'])('refuses limit=%s with the page cap in the message', async (limit) => {
    expect(new Set(await messages({ limit }))).toEqual(new Set(['limit must be a whole number from 1 to 50']));
  });

  it('refuses a negative offset', async () => {
    expect(new Set(await messages({ offset: '-1' }))).toEqual(new Set(['offset must be a whole number of 0 or more']));
  });
});
