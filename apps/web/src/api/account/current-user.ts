import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Api, api, apiDataVia, apiKey } from '../client.ts';

// Who is signed in (spec §4's auth value), read once and shared by every screen; the server renders with it too.

export const CURRENT_USER_KEY = apiKey('currentUser');

export const currentUserQuery = (call: Api = api) => ({
  queryKey: CURRENT_USER_KEY,
  queryFn: () => apiDataVia(call, 'currentUser'),
  staleTime: 60_000,
  retry: 2,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/** What the cache holds of the current user once asked again: the answer, or the failure to get one. */
export interface CurrentUserState {
  data?: unknown;
  status?: string;
}

/** fetch_user: ask the server again who is signed in (after sign-in, onboarding, an invite…). */
export function useRefetchCurrentUser(): () => Promise<CurrentUserState | undefined> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return queryClient.getQueryState(CURRENT_USER_KEY);
  }, [queryClient]);
}
