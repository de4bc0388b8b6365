import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';

// The console's Waitlist section.

export const useAdminWaitlist = (query: EndpointQuery<'adminWaitlist'>) =>
  useQuery({
    queryKey: apiKey('adminWaitlist', query),
    queryFn: () => apiData('adminWaitlist', undefined, { query }),
    placeholderData: keepPreviousData,
  });

export const grantAccess = (body: EndpointBody<'adminGrantAccess'>) => apiData('adminGrantAccess', body);
