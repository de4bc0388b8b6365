import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// What the operator console's sections share: after any console action, every console answer is refetched
// (the lists it changed and the audit log that recorded it). The console's routes are all named admin….

export function refreshConsole(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('admin'),
  });
}

/** Wrap a console call so that, once the server has done it, every console answer is fetched again. */
export function useRefreshingConsole() {
  const queryClient = useQueryClient();
  return useCallback(
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const answer = await call(...args);
        await refreshConsole(queryClient);
        return answer;
      },
    [queryClient],
  );
}
