import type { QueryClient } from '@tanstack/react-query';

// What the operator console's sections share: after any console action, every console answer is refetched
// (the lists it changed and the audit log that recorded it). The console's routes are all named admin….

export function refreshConsole(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('admin'),
  });
}
