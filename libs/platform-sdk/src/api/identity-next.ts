// TEMPORARY (issue 3): the identity calls of the new API design (/tmp/prompts/issue3-api.md),
// typed by hand because @milestone/contracts (openapi/identity.ts) still describes the old API.
// When the lead regenerates the contracts from svc-identity's OpenAPI document, replace the types
// below with IdentityComponents['schemas'][...] and the loose client with `identityClient`'s own
// typed paths, then delete this note. Every call goes through the SDK's identityClient (same
// base URL, bearer token, renewal on 401 and error rule as the rest).
import type { IdentityComponents } from '@milestone/contracts';
import { identityClient, unwrap, type ApiResult } from './client.js';

export type Role = 'user' | 'admin' | 'owner';

/** The user DTO of the new API: the old one plus isSuperOwner. */
export type IdentityUser = IdentityComponents['schemas']['UserDto'] & { isSuperOwner?: boolean };

export interface RefreshAnswer {
  token: string;
  user: IdentityUser;
}

export interface RegisterBody {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface RegisterAnswer {
  user: IdentityUser;
  message: string;
  requiresVerification: boolean;
}

export interface MessageAnswer {
  message: string;
}

export interface VerifyEmailAnswer {
  success: boolean;
  message: string;
}

export interface SetPasswordAnswer {
  success: boolean;
  email: string;
}

/** GET /api/invitations/validate: what the accept screen shows. */
export interface InvitationPreview {
  email: string;
  companyName: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  expiresAt: string;
}

export interface Invitation {
  id: number;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  status: string;
  expiresAt: string;
  createdAt: string;
}

export interface InviteBody {
  email: string;
  role: 'user' | 'admin';
  firstName: string;
  lastName: string;
}

export interface CompanySettings {
  verificationDomain: string | null;
  authorizedDomains: string[];
  requireDomainVerification: boolean;
  allowSelfRegistration: boolean;
  maxUsers: number;
}

export interface Company {
  id: number;
  name: string;
  domain: string | null;
  isVerified: boolean;
  settings: CompanySettings;
}

export interface CompanySettingsBody {
  name?: string;
  verificationDomain?: string;
  requireDomainVerification?: boolean;
  maxUsers?: number;
}

export interface MailboxMessage {
  id: string | number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  sentAt: string;
}

interface Init {
  params?: { query?: Record<string, string> };
  body?: unknown;
}
type Call = (path: string, init?: Init) => Promise<ApiResult<unknown>>;

// The cast: these paths are not in the generated IdentityPaths yet.
const loose = identityClient as unknown as { GET: Call; POST: Call; PUT: Call; DELETE: Call };

function call<T>(method: keyof typeof loose, path: string, init?: Init): Promise<T> {
  return unwrap(loose[method](path, init) as Promise<ApiResult<T>>);
}

const seg = encodeURIComponent;

/** The identity calls of issue 3 (temporary hand-typed module, see the note at the top). */
export const identityApi = {
  register: (body: RegisterBody) => call<RegisterAnswer>('POST', '/api/auth/register', { body }),
  verifyEmail: (token: string) => call<VerifyEmailAnswer>('POST', '/api/auth/verify-email', { body: { token } }),
  resendVerification: (email: string) => call<MessageAnswer>('POST', '/api/auth/resend-verification', { body: { email } }),
  forgotPassword: (email: string) => call<MessageAnswer>('POST', '/api/auth/forgot-password', { body: { email } }),
  /** Sets a password from a reset or invitation link; the screen then signs in with it. */
  setPassword: (token: string, password: string) =>
    call<SetPasswordAnswer>('POST', `/api/invitations/${seg(token)}/set-password`, { body: { password } }),
  validateInvitation: (token: string) =>
    call<{ invitation: InvitationPreview }>('GET', '/api/invitations/validate', { params: { query: { token } } }),
  acceptInvitation: (token: string, body: { firstName: string; lastName: string; password: string }) =>
    call<{ success: boolean; user: IdentityUser }>('POST', `/api/invitations/${seg(token)}/accept`, { body }),
  invite: (companyId: number, body: InviteBody) =>
    call<{ invitation: Invitation; message: string }>('POST', `/api/companies/${companyId}/invitations`, { body }),
  /** Pending invitations; the answer is `{ invitations }` (a bare list is accepted too). */
  pendingInvitations: async (companyId: number): Promise<Invitation[]> => {
    const answer = await call<{ invitations: Invitation[] } | Invitation[]>('GET', `/api/companies/${companyId}/invitations`);
    return Array.isArray(answer) ? answer : (answer?.invitations ?? []);
  },
  users: () => call<{ users: IdentityUser[] }>('GET', '/api/users'),
  searchUsers: (email: string) => call<{ users: IdentityUser[] }>('GET', '/api/admin/users/search', { params: { query: { email } } }),
  changeRole: (userId: number, role: Role) => call<{ success: boolean; user: IdentityUser }>('PUT', `/api/users/${userId}/role`, { body: { role } }),
  deleteUser: (userId: number) => call<{ success: boolean }>('DELETE', `/api/users/${userId}`),
  company: (companyId: number) => call<{ company: Company }>('GET', `/api/companies/${companyId}`),
  updateCompanySettings: (companyId: number, body: CompanySettingsBody) =>
    call<{ company: Company }>('PUT', `/api/companies/${companyId}/settings`, { body }),
  /** The dev mailbox (404 when SMTP is configured). */
  devMailbox: () => call<{ messages: MailboxMessage[] }>('GET', '/api/dev/mailbox'),
};
