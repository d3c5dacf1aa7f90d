import { useQuery } from '@tanstack/react-query';
import { identityClient } from '@milestone/platform-sdk';
import { USERS_PAGE_LIMIT, everyUser } from '../user-pages.js';

/**
 * The users to choose from: the admin user search when the caller may manage users, otherwise the
 * company's user list (GET /api/users) filtered here by name or e-mail.
 */
export function useUserSearch(term: string, useAdminSearch: boolean) {
  const query = term.trim().toLowerCase();
  return useQuery({
    queryKey: ['task-permission-users', useAdminSearch, useAdminSearch ? query : ''],
    queryFn: () =>
      everyUser((offset) =>
        useAdminSearch
          ? identityClient.GET('/api/admin/users/search', { params: { query: { email: query, limit: USERS_PAGE_LIMIT, offset } } })
          : identityClient.GET('/api/users', { params: { query: { limit: USERS_PAGE_LIMIT, offset } } }),
      ),
    enabled: query.length > 0,
    select: (users) => users.filter((u) => [u.email, u.firstName, u.lastName, u.username].some((v) => v?.toLowerCase().includes(query))),
  });
}
