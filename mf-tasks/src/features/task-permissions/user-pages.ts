import { unwrap, type IdentityUser } from '@milestone/platform-sdk';

/** The largest page svc-identity's user lists answer. */
export const USERS_PAGE_LIMIT = 500;

type UsersAnswer = Promise<{ data?: { users: IdentityUser[] }; error?: unknown; response: Response }>;

/**
 * Every page of a user list (svc-identity answers a page at a time, with X-Total-Count), so a
 * colleague past the first page can still be chosen.
 */
export async function everyUser(page: (offset: number) => UsersAnswer): Promise<IdentityUser[]> {
  const users: IdentityUser[] = [];
  for (;;) {
    const call = page(users.length);
    const rows = (await unwrap(call)).users;
    users.push(...rows);
    const total = Number((await call).response.headers.get('x-total-count') ?? users.length);
    if (rows.length === 0 || users.length >= total) return users;
  }
}
