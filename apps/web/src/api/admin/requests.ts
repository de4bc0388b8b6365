import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';

// The console's Requests section.

export const useAdminRequests = (query: EndpointQuery<'adminRequests'>) =>
  useQuery({
    queryKey: apiKey('adminRequests', query),
    queryFn: () => apiData('adminRequests', undefined, { query }),
    placeholderData: keepPreviousData,
  });

export const setRequestStatus = (body: EndpointBody<'adminSetRequestStatus'>) =>
  apiData('adminSetRequestStatus', body);
