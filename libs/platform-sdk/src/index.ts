// The platform SDK: shared by the shell and every remote as a Module Federation singleton, so the
// auth context, query client, toasts and federation runtime a remote sees are the shell's. It
// carries only what every remote needs: a call that one screen makes lives in that screen's
// project (shell/src/api, mf-admin/src/api...), so adding one never needs the shell redeployed.
export { ApiError, messageOrFallback, isHttpStatus } from './api/api-error.js';
export { getAuthToken } from './api/auth-token.js';
export { createApiClient, identityClient, tasksClient, reportingClient, renewAccessToken, unwrap } from './api/client.js';
export { createQueryClient } from './query/query-client.js';
export { useAuth, prefetchCurrentUser, type AuthState, type LoginResponse } from './auth/AuthProvider.js';
export { useToast, type ToastOptions, type Toaster, type ToastVariant } from './toast/ToastProvider.js';
export { chicagoDateIso, formatChicagoTime } from './format/time.js';
export { isPrintQuery, usePrintMode, PRINT_LEAD_MS } from './print/print-mode.js';
export { formatFileSize } from './format/size.js';
export { displayName, canManageTasks, canManageUsers, canManageCompany, canManageOwners, type CurrentUser, type IdentityUser } from './user/user.js';
export { NotFound } from './components/NotFound.js';
export { CenteredSpinner } from './components/CenteredSpinner.js';
export { mountPlatform, mountStandalone } from './mount.js';
export { loadRemoteRegistry, preloadFederated, installFederationPlugins } from './federation/federation.js';
export { RemoteComponent, type RemoteComponentProps } from './federation/RemoteComponent.js';
export type { ExposedModules, ExposedModule, ExposedProps, RemoteName, RemoteAppProps, MatchesExposed, Expect } from './federation/exposed-modules.js';
export { joinBasePath } from './routing/base-path.js';
export { Link, Navigate, Route, Routes, matchPath, useLocation, useNavigate, useParams } from './routing/router.js';
