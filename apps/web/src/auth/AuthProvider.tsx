import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type CurrentUserState, useCurrentUser, useRefetchCurrentUser } from '../api/account/current-user.ts';
import type { AuthValue } from './access.ts';
import { setAnalyticsUser } from './analytics-marker.ts';

interface AuthContextValue {
  auth: AuthValue;
  /** fetch_user: the one action that changes the auth value (spec §4). */
  fetchUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({ auth: null, fetchUser: async () => {} });

/** An error leaves the state unknown-but-usable: treat it as signed out rather than spinning forever. */
function authFrom(query: CurrentUserState | undefined): AuthValue {
  return (query?.data as AuthValue | undefined) ?? (query?.status === 'error' ? false : null);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useCurrentUser();
  const auth = authFrom(query);
  const fetchUser = useFetchUserRendered(auth);
  // Whoever is signed in on this browser is its analytics user; /logout clears the marker.
  const userId = auth ? auth.id : null;
  useEffect(() => {
    if (userId != null) setAnalyticsUser(userId);
  }, [userId]);
  const value = useMemo(() => ({ auth, fetchUser }), [auth, fetchUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * fetch_user that resolves only once the answer it fetched is on screen. The query cache tells its readers a
 * beat after the refetch resolves, so a screen that moved on at once (logout → /login) was judged by the
 * routing rules on the old answer and sent on to /job-search, still looking signed in.
 */
function useFetchUserRendered(auth: AuthValue): () => Promise<void> {
  const refetch = useRefetchCurrentUser();
  const shown = useRef(auth);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    shown.current = auth;
    // Whatever is on screen now is at least as new as the answer a waiter fetched.
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [auth]);
  return useCallback(async () => {
    const fetched = await refetch();
    // An unchanged answer keeps its identity (structural sharing): nothing new is left to render.
    if (authFrom(fetched) === shown.current) return;
    await new Promise<void>((resolve) => waiting.current.push(resolve));
  }, [refetch]);
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
