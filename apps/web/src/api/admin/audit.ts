import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';

// The operator console's audit log.

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: apiKey('adminAuditLog', query),
    queryFn: () => apiData('adminAuditLog', undefined, { query }),
    placeholderData: keepPreviousData,
  });
