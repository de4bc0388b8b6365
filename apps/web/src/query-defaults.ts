/** The query defaults of the browser's and the server's query clients (one place, so they agree). */
export const QUERY_DEFAULTS = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} as const;
