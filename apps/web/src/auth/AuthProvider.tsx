import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useCurrentUser, useRefetchCurrentUser } from '../api/account/current-user.ts';
import type { AuthValue } from './access.ts';
import { setAnalyticsUser } from './analytics-marker.ts';

interface AuthContextValue {
  auth: AuthValue;
  /** fetch_user: the one action that changes the auth value (spec §4). */
  fetchUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({ auth: null, fetchUser: async () => {} });

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useCurrentUser();
  // An error leaves the state unknown-but-usable: treat it as signed out rather than spinning forever.
  const auth: AuthValue = query.data ?? (query.isError ? false : null);
  const fetchUser = useRefetchCurrentUser();
  // Whoever is signed in on this browser is its analytics user; /logout clears the marker.
  const userId = auth ? auth.id : null;
  useEffect(() => {
    if (userId != null) setAnalyticsUser(userId);
  }, [userId]);
  const value = useMemo(() => ({ auth, fetchUser }), [auth, fetchUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
