// The admin remote's own identity calls: typed by svc-identity's OpenAPI document in
// @milestone/contracts, over the SDK's identityClient (bearer token, renewal on 401, the spec's
// error message rule). They ship with this remote, not in the platform SDK (a shared singleton
// served by the shell), so a new admin call never needs the shell redeployed.
import type { IdentityComponents, IdentityPaths } from '@milestone/contracts';
import { identityClient, unwrap, type IdentityUser } from '@milestone/platform-sdk';

type Schemas = IdentityComponents['schemas'];

export type Role = Schemas['ChangeRoleDto']['role'];
export type Invitation = Schemas['InvitationDto'];
export type InviteBody = Schemas['InviteUserDto'];
export type Company = Schemas['CompanyDto'];
export type CompanySettings = Schemas['CompanySettingsDto'];
export type CompanySettingsBody = Schemas['UpdateCompanySettingsDto'];
/** An authorized domain with its proof (Organization Settings). */
export type CompanyDomain = Schemas['CompanyDomainDto'];

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

/** The admin calls over a given client (tests pass one over their fake fetch). */
export function createAdminApi(client: typeof identityClient) {
  return {
    /** GET /api/users: a page of the caller's company by name, optionally of one role or of the pending accounts. */
    usersPage: (filter: UserListFilter | undefined, page: PageRange): Promise<ListPage<IdentityUser>> =>
      paged(client.GET('/api/users', { params: { query: { ...page, ...(filter ? { role: filter } : {}) } } }), (a) => a.users),

    /** GET /api/admin/users/search: a page of the users whose e-mail holds `email`, by e-mail. */
    searchUsersPage: (email: string, page: PageRange): Promise<ListPage<IdentityUser>> =>
      paged(client.GET('/api/admin/users/search', { params: { query: { email, ...page } } }), (a) => a.users),

    /** GET /api/companies/{companyId}/invitations: a page of the pending invitations, newest first. */
    invitationsPage: (companyId: number, page: PageRange): Promise<ListPage<Invitation>> =>
      paged(client.GET('/api/companies/{companyId}/invitations', { params: { path: { companyId }, query: page } }), (a) => a.invitations),

    invite: (companyId: number, body: InviteBody) => unwrap(client.POST('/api/companies/{companyId}/invitations', { params: { path: { companyId } }, body })),

    changeRole: (userId: number, role: Role) => unwrap(client.PUT('/api/users/{id}/role', { params: { path: { id: userId } }, body: { role } })),

    deleteUser: (userId: number) => unwrap(client.DELETE('/api/users/{id}', { params: { path: { id: userId } } })),

    /** POST /api/users/{id}/activate: a waiting account becomes verified and active. */
    activateUser: (userId: number) => unwrap(client.POST('/api/users/{id}/activate', { params: { path: { id: userId } } })),

    /** POST /api/auth/verify-email with the token of an e-mail change's link (/profile?confirm-email=). */
    confirmEmailChange: (token: string) => unwrap(client.POST('/api/auth/verify-email', { body: { token } })),

    company: (companyId: number) => unwrap(client.GET('/api/companies/{companyId}', { params: { path: { companyId } } })),

    updateCompanySettings: (companyId: number, body: CompanySettingsBody) =>
      unwrap(client.PUT('/api/companies/{companyId}/settings', { params: { path: { companyId } }, body })),

    /** POST /api/companies/{companyId}/domains/{domain}/verify: looks up the domain's TXT record. */
    verifyCompanyDomain: (companyId: number, domain: string) =>
      unwrap(client.POST('/api/companies/{companyId}/domains/{domain}/verify', { params: { path: { companyId, domain } } })),
  };
}

export const adminApi = createAdminApi(identityClient);
