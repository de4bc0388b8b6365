import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchFeed } from '@upstream/contract';
import { type Api, api, apiData, apiDataVia, apiKey } from '../client.ts';

// Saved searches' private feeds (Atom and JSON Feed): their URLs, made, replaced or stopped by the member.

const key = apiKey('savedSearchFeeds');

/** The member's search feeds (the server renders /settings with them: entry-server.tsx). */
export const savedSearchFeedsQuery = (call: Api = api) => ({
  queryKey: key,
  queryFn: async () => (await apiDataVia(call, 'savedSearchFeeds')).feeds,
});

export function useSavedSearchFeeds() {
  return useQuery(savedSearchFeedsQuery());
}

export type FeedChange = 'start' | 'rotate' | 'stop';

/** Make (or show) a search's feed, replace its URLs, or stop it; the list of feeds follows. */
export function useChangeSavedSearchFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ searchId, change }: { searchId: number; change: FeedChange }) => {
      const body = { search_id: searchId };
      if (change === 'stop') return (await apiData('stopSavedSearchFeed', body)).feeds;
      const feed = await apiData(change === 'start' ? 'startSavedSearchFeed' : 'rotateSavedSearchFeed', body);
      const others = (queryClient.getQueryData<SavedSearchFeed[]>(key) ?? []).filter(
        (f) => f.search_id !== searchId,
      );
      return [...others, feed].sort((a, b) => a.search_id - b.search_id);
    },
    onSuccess: (feeds) => queryClient.setQueryData(key, feeds),
  });
}
