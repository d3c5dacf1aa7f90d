import { describe, expect, it } from '@jest/globals';
import type { IdentityUser } from '@milestone/platform-sdk';
import { everyUser } from './user-pages.js';

const person = (id: number) => ({ id, email: `u${id}@acme-electric.com` }) as IdentityUser;

/** A user list of `count` people answered `limit` at a time, as svc-identity pages it. */
function pagedList(count: number, limit: number) {
  const offsets: number[] = [];
  const page = async (offset: number) => {
    offsets.push(offset);
    const users = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => person(offset + i + 1));
    return { data: { users }, response: new Response(null, { status: 200, headers: { 'x-total-count': String(count) } }) };
  };
  return { page, offsets };
}

describe('everyUser', () => {
  it('reads every page of a list longer than one page, so the 1,201st colleague can be chosen', async () => {
    const list = pagedList(1201, 500);
    const sut = await everyUser(list.page);
    expect(sut).toHaveLength(1201);
    expect(sut.at(-1)?.id).toBe(1201);
    expect(list.offsets).toEqual([0, 500, 1000]);
  });

  it('asks once for a list that fits one page', async () => {
    const list = pagedList(3, 500);
    expect(await everyUser(list.page)).toHaveLength(3);
    expect(list.offsets).toEqual([0]);
  });

  it('stops at an empty page even when the total promised more (a user deleted meanwhile)', async () => {
    const offsets: number[] = [];
    const page = async (offset: number) => {
      offsets.push(offset);
      const users = offset === 0 ? [person(1)] : [];
      return { data: { users }, response: new Response(null, { status: 200, headers: { 'x-total-count': '2' } }) };
    };
    expect(await everyUser(page)).toHaveLength(1);
    expect(offsets).toEqual([0, 1]);
  });
});
