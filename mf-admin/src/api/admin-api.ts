// The admin remote's own identity calls (issue #10 moves admin calls out of the platform SDK):
// typed by svc-identity's OpenAPI document in @milestone/contracts, over the SDK's identityClient
// (bearer token, renewal on 401, the spec's error message rule).
import type { IdentityComponents, IdentityPaths } from '@milestone/contracts';
import { identityClient, unwrap, type IdentityUser, type Invitation } from '@milestone/platform-sdk';

type Schemas = IdentityComponents['schemas'];

/** The role filter of GET /api/users: a role, or 'pending' (accounts waiting for activation). */
export type UserListFilter = NonNullable<NonNullable<IdentityPaths['/api/users']['get']['parameters']['query']>['role']>;

/** One page of a list and how many rows the list holds in all (X-Total-Count). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Where a page starts and how many rows it holds at most. */
export interface PageRange {
  offset: number;
  limit: number;
}

/** The rows of a paged answer with its X-Total-Count (the rows' count when a service sends none). */
async function paged<A, T>(call: Promise<{ data?: A; error?: unknown; response: Response }>, rows: (answer: A) => T[]): Promise<ListPage<T>> {
  const answer = rows(await unwrap(call));
  const total = Number((await call).response.headers.get('x-total-count') ?? answer.length);
  return { rows: answer, total };
}

/** An authorized domain with its proof (Organization Settings). */
export type CompanyDomain = Schemas['CompanyDomainDto'];
export type CompanyAnswer = Schemas['CompanyDto'];

export const adminApi = {
  /** GET /api/users: a page of the caller's company by name, optionally of one role or of the pending accounts. */
  usersPage: (filter: UserListFilter | undefined, page: PageRange): Promise<ListPage<IdentityUser>> =>
    paged(identityClient.GET('/api/users', { params: { query: { ...page, ...(filter ? { role: filter } : {}) } } }), (a) => a.users),

  /** GET /api/admin/users/search: a page of the users whose e-mail holds `email`, by e-mail. */
  searchUsersPage: (email: string, page: PageRange): Promise<ListPage<IdentityUser>> =>
    paged(identityClient.GET('/api/admin/users/search', { params: { query: { email, ...page } } }), (a) => a.users),

  /** GET /api/companies/{companyId}/invitations: a page of the pending invitations, newest first. */
  invitationsPage: (companyId: number, page: PageRange): Promise<ListPage<Invitation>> =>
    paged(identityClient.GET('/api/companies/{companyId}/invitations', { params: { path: { companyId }, query: page } }), (a) => a.invitations),

  /** POST /api/users/{id}/activate: a waiting account becomes verified and active. */
  activateUser: (userId: number) => unwrap(identityClient.POST('/api/users/{id}/activate', { params: { path: { id: userId } } })),

  /** POST /api/auth/verify-email with the token of an e-mail change's link (/profile?confirm-email=). */
  confirmEmailChange: (token: string) => unwrap(identityClient.POST('/api/auth/verify-email', { body: { token } })),

  /** POST /api/companies/{companyId}/domains/{domain}/verify: looks up the domain's TXT record. */
  verifyCompanyDomain: (companyId: number, domain: string) =>
    unwrap(identityClient.POST('/api/companies/{companyId}/domains/{domain}/verify', { params: { path: { companyId, domain } } })),
};
