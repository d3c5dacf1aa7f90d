// The identity calls the screens use, over the SDK's typed identityClient (same base URL, bearer
// token, renewal on 401 and error rule as the rest). Paths, bodies and answers are those of
// svc-identity's OpenAPI document, generated into @milestone/contracts.
import type { Client } from 'openapi-fetch';
import type { IdentityComponents, IdentityPaths } from '@milestone/contracts';
import { identityClient, unwrap } from './client.js';

type Schemas = IdentityComponents['schemas'];

export type Role = Schemas['ChangeRoleDto']['role'];
/** A user of the identity service (GET /api/auth/me, /api/users...), with isSuperOwner. */
export type IdentityUser = Schemas['UserDto'];
export type RegisterBody = Schemas['RegisterDto'];
export type RegisterAnswer = Schemas['RegisterResponseDto'];
/** GET /api/invitations/validate: what the accept screen shows. */
export type InvitationPreview = Schemas['InvitationPreviewDto'];
export type Invitation = Schemas['InvitationDto'];
export type InviteBody = Schemas['InviteUserDto'];
export type AcceptInvitationBody = Schemas['AcceptInvitationDto'];
export type Company = Schemas['CompanyDto'];
export type CompanySettings = Schemas['CompanySettingsDto'];
export type CompanySettingsBody = Schemas['UpdateCompanySettingsDto'];
export type MailboxMessage = Schemas['MailboxMessageDto'];

/** The identity calls over a given client (tests pass one over their fake fetch). */
export function createIdentityApi(client: Client<IdentityPaths>) {
  return {
    register: (body: RegisterBody) => unwrap(client.POST('/api/auth/register', { body })),
    verifyEmail: (token: string) => unwrap(client.POST('/api/auth/verify-email', { body: { token } })),
    resendVerification: (email: string) => unwrap(client.POST('/api/auth/resend-verification', { body: { email } })),
    forgotPassword: (email: string) => unwrap(client.POST('/api/auth/forgot-password', { body: { email } })),
    /** Sets a password from a reset or invitation link; the screen then signs in with it. */
    setPassword: (token: string, password: string) =>
      unwrap(client.POST('/api/invitations/{token}/set-password', { params: { path: { token } }, body: { password } })),
    validateInvitation: (token: string) => unwrap(client.GET('/api/invitations/validate', { params: { query: { token } } })),
    acceptInvitation: (token: string, body: AcceptInvitationBody) =>
      unwrap(client.POST('/api/invitations/{token}/accept', { params: { path: { token } }, body })),
    invite: (companyId: number, body: InviteBody) =>
      unwrap(client.POST('/api/companies/{companyId}/invitations', { params: { path: { companyId } }, body })),
    changeRole: (userId: number, role: Role) =>
      unwrap(client.PUT('/api/users/{id}/role', { params: { path: { id: userId } }, body: { role } })),
    deleteUser: (userId: number) => unwrap(client.DELETE('/api/users/{id}', { params: { path: { id: userId } } })),
    company: (companyId: number) => unwrap(client.GET('/api/companies/{companyId}', { params: { path: { companyId } } })),
    updateCompanySettings: (companyId: number, body: CompanySettingsBody) =>
      unwrap(client.PUT('/api/companies/{companyId}/settings', { params: { path: { companyId } }, body })),
    /** The dev mailbox (404 when SMTP is configured). */
    devMailbox: () => unwrap(client.GET('/api/dev/mailbox')),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

/** The identity calls of the shell and the admin remote, over the shared identityClient. */
export const identityApi: IdentityApi = createIdentityApi(identityClient);
