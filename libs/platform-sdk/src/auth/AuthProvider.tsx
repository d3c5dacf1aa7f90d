import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IdentityComponents } from '@milestone/contracts';
import { identityClient, renewAccessToken, unwrap, unwrapOrNullOn401 } from '../api/client.js';
import { clearAuthToken, getAuthToken, onAuthTokenChange, setAuthToken, tokenPersists } from '../api/auth-token.js';
import { keepSessionFresh } from '../api/session.js';
import type { CurrentUser } from '../user/user.js';

export type LoginResponse = IdentityComponents['schemas']['LoginResponseDto'];

/** The query key of the current user (GET /api/auth/me). */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

export interface AuthState {
  user: CurrentUser | null;
  /** True while the current user is first being resolved. */
  isLoading: boolean;
  /**
   * Signs in. A token in the answer is stored and the current user refetched; an answer that
   * requires e-mail verification stores nothing and is returned as is for the screen to handle.
   */
  login(email: string, password: string): Promise<LoginResponse>;
  /** Calls the logout endpoint, then clears the token and every cached query. */
  logout(): Promise<void>;
  /** Refetches the current user (after a profile update, for instance). */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * GET /api/auth/me with the stored token; without one, null (nobody signed in), or a renewal by
 * the session cookie where the browser cannot keep the token across page loads.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    if (!getAuthToken()) {
      // Where tokens persist, every sign-in stored one and every end of a session cleared it: no
      // token means nobody is signed in, and asking would only log a 401 in the console on each
      // signed-out page load. Where they do not (blocked storage), the session cookie may still
      // hold a session: renewing at once answers its user.
      if (tokenPersists()) return null;
      return (await renewAccessToken())?.user ?? null;
    }
    const answer = await unwrapOrNullOn401(identityClient.GET('/api/auth/me'));
    return answer?.user ?? null;
  } catch {
    // An unreachable identity service leaves the visitor signed out rather than blocking the app.
    return null;
  }
}

/**
 * Starts GET /api/auth/me before the first render when a token is stored, so the session check
 * runs while React and the page's remote load. AuthProvider's query picks up the same request.
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  if (getAuthToken()) void queryClient.prefetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser });

  const refreshUser = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY, exact: true });
  }, [queryClient]);

  const login = useCallback(
    async (email: string, password: string) => {
      const answer = await unwrap(identityClient.POST('/api/auth/login', { body: { email: email.trim().toLowerCase(), password } }));
      if (!answer.requiresVerification && answer.token) {
        setAuthToken(answer.token);
        await refreshUser();
      }
      return answer;
    },
    [refreshUser],
  );

  const forgetSession = useCallback(async () => {
    await queryClient.cancelQueries();
    // The current-user query keeps its observer (clearing it would strand the observer on a
    // removed query showing the old user): it is set to null, and every other query goes.
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== JSON.stringify(CURRENT_USER_QUERY_KEY) });
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await unwrap(identityClient.POST('/api/auth/logout'));
    } finally {
      clearAuthToken();
      await forgetSession();
    }
  }, [forgetSession]);

  // The access token lasts 15 minutes: it is renewed before it expires (and by the API client on
  // a 401). When the server ends the session, the token is cleared: the user is signed out, and
  // the protected routes send them to /auth.
  useEffect(() => keepSessionFresh(), []);
  useEffect(
    () =>
      onAuthTokenChange((token) => {
        if (token === null && queryClient.getQueryData(CURRENT_USER_QUERY_KEY)) void forgetSession();
      }),
    [queryClient, forgetSession],
  );

  const value = useMemo<AuthState>(
    () => ({ user: me.data ?? null, isLoading: me.isPending, login, logout, refreshUser }),
    [me.data, me.isPending, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the auth actions; remotes see the shell's (shared singleton SDK). */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <PlatformProvider>');
  return auth;
}
