import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';
import { useRefreshingConsole } from './console.ts';

// The console's Waitlist section.

export const useAdminWaitlist = (query: EndpointQuery<'adminWaitlist'>) =>
  useQuery({
    queryKey: apiKey('adminWaitlist', query),
    queryFn: () => apiData('adminWaitlist', undefined, { query }),
    placeholderData: keepPreviousData,
  });

const grantAccess = (body: EndpointBody<'adminGrantAccess'>) => apiData('adminGrantAccess', body);

/** Let waitlisted people in; the console's answers follow. */
export function useGrantAccess() {
  return useRefreshingConsole()(grantAccess);
}
