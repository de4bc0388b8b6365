import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreatedApiToken } from '@upstream/contract';
import { type Api, api, apiData, apiDataVia, apiKey } from '../client.ts';

// A member's personal access tokens (Settings → API tokens). The token itself comes once, in the answer to
// its creation; the list never holds it.

const key = apiKey('apiTokens');

/** The member's tokens (the server renders /settings with them: entry-server.tsx). */
export const apiTokensQuery = (call: Api = api) => ({
  queryKey: key,
  queryFn: async () => (await apiDataVia(call, 'apiTokens')).tokens,
});

export function useApiTokens() {
  return useQuery(apiTokensQuery());
}

/** Create a named token; the answer holds the token, to show once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<CreatedApiToken> => apiData('createApiToken', { name }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<ApiToken[]> => (await apiData('revokeApiToken', { id })).tokens,
    onSuccess: (tokens) => queryClient.setQueryData(key, tokens),
  });
}
