// The shell's own identity calls (sign-up, e-mail verification, password links, invitations,
// the dev mailbox) over the SDK's typed identityClient: same base URL, bearer token, renewal on
// 401 and error rule as every other call. They live here rather than in the SDK, which carries
// only what every remote needs: the shell ships them with its own build.
import type { IdentityComponents } from '@milestone/contracts';
import { identityClient, unwrap } from '@milestone/platform-sdk';

type Schemas = IdentityComponents['schemas'];

export type RegisterBody = Schemas['RegisterDto'];
/** GET /api/invitations/validate: what the accept screen shows. */
export type InvitationPreview = Schemas['InvitationPreviewDto'];
export type AcceptInvitationBody = Schemas['AcceptInvitationDto'];
export type MailboxMessage = Schemas['MailboxMessageDto'];

/** The shell's identity calls over a given client (tests pass one over their fake fetch). */
export function createAccountApi(client: typeof identityClient) {
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
    /** The dev mailbox (404 when SMTP is configured). */
    devMailbox: () => unwrap(client.GET('/api/dev/mailbox')),
  };
}

export const accountApi = createAccountApi(identityClient);
