import { useQuery } from '@tanstack/react-query';
import { identityClient, unwrap, type IdentityUser } from '@milestone/platform-sdk';

/** svc-identity's largest page of users. */
const PAGE = 500;

async function companyUsers(): Promise<IdentityUser[]> {
  const all: IdentityUser[] = [];
  for (let more = true; more;) {
    const call = identityClient.GET('/api/users', { params: { query: { limit: PAGE, offset: all.length } } });
    const { users } = await unwrap(call);
    all.push(...users);
    const total = Number((await call).response.headers.get('x-total-count') ?? all.length);
    more = users.length > 0 && all.length < total;
  }
  return all;
}

/** The users of the caller's company (GET /api/users, every page), for the 'started by' filter. */
export function useCompanyUsers() {
  return useQuery({ queryKey: ['executions-page', 'company-users'], queryFn: companyUsers, staleTime: 60_000 });
}
