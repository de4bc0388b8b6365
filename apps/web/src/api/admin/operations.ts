import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery, FlagAction } from '@upstream/contract';
import { apiData, apiKey } from '../client.ts';
import { refreshConsole } from './console.ts';

// The operator console's operating sections: Overview, Members, Flagged jobs, Email, Digest runs, Group
// advising and the Monthly update. One query hook per route; every action refreshes the console's answers.

export const useOverview = () =>
  useQuery({ queryKey: apiKey('adminOverview'), queryFn: () => apiData('adminOverview') });

export const useMemberSearch = (email: string) =>
  useQuery({
    queryKey: apiKey('adminMembers', email),
    queryFn: () => apiData('adminMembers', undefined, { query: { email } }),
    enabled: email.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useFlaggedJobs = () =>
  useQuery({ queryKey: apiKey('adminFlaggedJobs'), queryFn: () => apiData('adminFlaggedJobs') });

export const useConsoleEmails = (query: EndpointQuery<'adminEmails'>) =>
  useQuery({
    queryKey: apiKey('adminEmails', query),
    queryFn: () => apiData('adminEmails', undefined, { query }),
    placeholderData: keepPreviousData,
  });

export const useEmailDays = (days: number) =>
  useQuery({
    queryKey: apiKey('adminEmailDays', days),
    queryFn: () => apiData('adminEmailDays', undefined, { query: { days } }),
  });

export const useDigestRuns = (days: number) =>
  useQuery({
    queryKey: apiKey('adminDigestRuns', days),
    queryFn: () => apiData('adminDigestRuns', undefined, { query: { days } }),
  });

export const useAdvisingSignups = () =>
  useQuery({ queryKey: apiKey('adminAdvisingSignups'), queryFn: () => apiData('adminAdvisingSignups') });

export const useMonthlyUpdateDraft = (month: string) =>
  useQuery({
    queryKey: apiKey('adminMonthlyUpdate', month),
    queryFn: () => apiData('adminMonthlyUpdate', undefined, { query: { month } }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

/** A console action: on success every console answer (and the audit log) is fetched again. */
function useConsoleAction<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshConsole(queryClient) });
}

export const useModerateJob = () =>
  useConsoleAction(({ id, action }: { id: number; action: FlagAction }) =>
    apiData('adminModerateJob', { action }, { params: { id } }),
  );

export const useRetryEmail = () =>
  useConsoleAction((id: number) => apiData('adminRetryEmail', undefined, { params: { id } }));

export const useUpdateMember = () =>
  useConsoleAction(({ id, ...body }: EndpointBody<'adminUpdateMember'> & { id: number }) =>
    apiData('adminUpdateMember', body, { params: { id } }),
  );

export const useSignOutMember = () =>
  useConsoleAction((id: number) => apiData('adminSignOutMember', undefined, { params: { id } }));

export const useSaveMonthlyUpdate = () =>
  useConsoleAction((body: EndpointBody<'adminSaveMonthlyUpdate'>) => apiData('adminSaveMonthlyUpdate', body));
