// The admin remote's own identity calls (issue #10 moves admin calls out of the platform SDK):
// typed by svc-identity's OpenAPI document in @milestone/contracts, over the SDK's identityClient
// (bearer token, renewal on 401, the spec's error message rule).
import type { IdentityComponents } from '@milestone/contracts';
import { identityClient, unwrap } from '@milestone/platform-sdk';

type Schemas = IdentityComponents['schemas'];

/** An authorized domain with its proof (Organization Settings). */
export type CompanyDomain = Schemas['CompanyDomainDto'];
export type CompanyAnswer = Schemas['CompanyDto'];

export const adminApi = {
  /** POST /api/users/{id}/activate: a waiting account becomes verified and active. */
  activateUser: (userId: number) => unwrap(identityClient.POST('/api/users/{id}/activate', { params: { path: { id: userId } } })),

  /** POST /api/auth/verify-email with the token of an e-mail change's link (/profile?confirm-email=). */
  confirmEmailChange: (token: string) => unwrap(identityClient.POST('/api/auth/verify-email', { body: { token } })),

  /** POST /api/companies/{companyId}/domains/{domain}/verify: looks up the domain's TXT record. */
  verifyCompanyDomain: (companyId: number, domain: string) =>
    unwrap(identityClient.POST('/api/companies/{companyId}/domains/{domain}/verify', { params: { path: { companyId, domain } } })),
};
