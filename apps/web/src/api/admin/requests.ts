import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';
import { useRefreshingConsole } from './console.ts';

// The console's Requests section.

export const useAdminRequests = (query: EndpointQuery<'adminRequests'>) =>
  useQuery({
    queryKey: apiKey('adminRequests', query),
    queryFn: () => apiData('adminRequests', undefined, { query }),
    placeholderData: keepPreviousData,
  });

const setRequestStatus = (body: EndpointBody<'adminSetRequestStatus'>) =>
  apiData('adminSetRequestStatus', body);

/** Mark a group of requests (and email the people who asked); the console's answers follow. */
export function useSetRequestStatus() {
  return useRefreshingConsole()(setRequestStatus);
}
