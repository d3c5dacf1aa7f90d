// The platform SDK: shared by the shell and every remote as a Module Federation singleton, so the
// auth context, query client, toasts and federation runtime a remote sees are the shell's.
export { ApiError, failedResponseMessage, serverMessageOf, messageOrFallback, isHttpStatus } from './api/api-error.js';
export { AUTH_TOKEN_KEY, getAuthToken, setAuthToken, clearAuthToken, onAuthTokenChange, isStorageBlocked, STORAGE_BLOCKED_MESSAGE } from './api/auth-token.js';
export {
  createApiClient,
  identityClient,
  tasksClient,
  reportingClient,
  platformMiddleware,
  unwrap,
  unwrapOrNullOn401,
  renewAccessToken,
} from './api/client.js';
export { keepSessionFresh, renewalDelayMs, tokenExpiresAt, RENEW_BEFORE_EXPIRY_MS } from './api/session.js';
export {
  identityApi,
  type IdentityApi,
  type Role,
  type IdentityUser,
  type RegisterBody,
  type RegisterAnswer,
  type InvitationPreview,
  type Invitation,
  type InviteBody,
  type AcceptInvitationBody,
  type Company,
  type CompanySettings,
  type CompanySettingsBody,
  type MailboxMessage,
} from './api/identity-api.js';
export { QUERY_DEFAULTS, createQueryClient } from './query/query-client.js';
export { AuthProvider, useAuth, prefetchCurrentUser, CURRENT_USER_QUERY_KEY, type AuthState, type LoginResponse } from './auth/AuthProvider.js';
export { ToastProvider, useToast, TOAST_DURATION_MS, TOAST_MAX_VISIBLE, type ToastOptions, type Toaster, type ToastVariant } from './toast/ToastProvider.js';
export { formatChicagoTime, DISPLAY_TIME_ZONE } from './format/time.js';
export { formatFileSize } from './format/file-size.js';
export { displayName, canManageTasks, canManageUsers, canManageCompany, canManageOwners, type CurrentUser } from './user/user.js';
export { NotFound } from './components/NotFound.js';
export { CenteredSpinner } from './components/CenteredSpinner.js';
export { PlatformProvider } from './PlatformProvider.js';
export { REGISTRY_URL, parseRegistry, registryToRemotes, federatedId, type RemoteRegistry } from './federation/registry.js';
export {
  loadRemoteRegistry,
  resetRemote,
  loadFederated,
  preloadFederated,
  platformFederationPlugin,
  installFederationPlugins,
  RemoteRetryContext,
  type RemoteRetry,
} from './federation/federation.js';
export { RemoteComponent, RemoteErrorBoundary, type RemoteComponentProps } from './federation/RemoteComponent.js';
export { RemoteUnavailable } from './federation/RemoteUnavailable.js';
export { joinBasePath } from './routing/base-path.js';
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, matchPath, useLocation, useNavigate, useParams } from './routing/router.js';
