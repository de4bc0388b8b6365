import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BlockedCompany,
  type JobNote,
  type JobStatus,
  type NextDateLabel,
  type SavedAndTrackedCounts,
  TRACKED_LIMIT_CODE,
  type TrackedJob,
  type TrackerResponse,
} from '@upstream/contract';
import { useCallback } from 'react';
import { type Api, ApiError, api, apiData, apiDataVia, apiKey } from '../client.ts';
import { keepUnchangedJobs } from './same-jobs-kept.ts';

// Query keys are shared: every card, the search page and the tracker read the same cache entries, so a
// toggle anywhere shows everywhere at once.
// A job's and a company's state on this page are shared values, not answers of a route.
export const trackingKeys = {
  counts: apiKey('savedAndTrackedCounts'),
  notes: (jobId: number) => apiKey('jobNotes', jobId),
  job: (jobId: number) => ['tracking', 'job', jobId] as const,
  company: (companyId: number) => ['tracking', 'company', companyId] as const,
  tracker: apiKey('tracker'),
  calendar: apiKey('calendarFeed'),
  blocked: apiKey('blockedCompanies'),
};

/** Did the server refuse because the tier's tracked-items cap (spec §6) is reached? */
export function isTrackedLimit(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.body as { error?: { code?: string } } | null)?.error?.code === TRACKED_LIMIT_CODE
  );
}

export const trackingApi = {
  saveJob: (job_id: number, save_job: boolean) => apiData('saveJob', { job_id, save_job }),
  flagJob: (job_id: number, flag_job: boolean) => apiData('flagJob', { job_id, flag_job }),
  hideJob: (job_id: number, hide_job: boolean) => apiData('hideJob', { job_id, hide_job }),
  setStatus: (job_id: number, job_status: JobStatus | null) =>
    apiData('setJobStatus', { job_id, job_status }),
  saveCompany: (company_id: number, save_company: boolean) =>
    apiData('saveCompany', { company_id, save_company }),
  blockCompany: (company_id: number, block_company: boolean) =>
    apiData('blockCompany', { company_id, block_company }),
  setNextDate: (job_id: number, next_date: string | null, next_date_label: NextDateLabel | null) =>
    apiData('setJobNextDate', { job_id, next_date, next_date_label }),
  addNote: (job_id: number, note: string) => apiData('addJobNote', { job_id, note }),
  deleteNote: (job_id: number, job_note_id: number) => apiData('deleteJobNote', { job_id, job_note_id }),
  fetchNotes: async (job_id: number): Promise<JobNote[]> =>
    (await apiData('jobNotes', { job_id })).job_notes[0],
  rotateCalendar: () => apiData('rotateCalendarFeed'),
  importCsv: async (file: File) => apiData('importTrackedJobs', await file.text()),
};

/** 'Saved (n)' and 'Tracked (n)' of the search page; cards adjust this entry at once when they toggle. */
export const savedAndTrackedCountsQuery = (call: Api = api) => ({
  queryKey: trackingKeys.counts,
  queryFn: async () => (await apiDataVia(call, 'savedAndTrackedCounts')).counts[0][0],
  staleTime: 60_000,
});

export function useSavedAndTrackedCounts(enabled = true) {
  return useQuery({ ...savedAndTrackedCountsQuery(), enabled });
}

export type Counts = SavedAndTrackedCounts['counts'][0][0];

/** Nudge the cached counts (optimistic); the next fetch brings the server's numbers. */
export function useAdjustCounts() {
  const queryClient = useQueryClient();
  return (delta: Partial<Counts>) =>
    queryClient.setQueryData<Counts>(trackingKeys.counts, (old) =>
      old
        ? {
            saved_jobs: Math.max(0, old.saved_jobs + (delta.saved_jobs ?? 0)),
            tracked_jobs: Math.max(0, old.tracked_jobs + (delta.tracked_jobs ?? 0)),
          }
        : old,
    );
}

export function useJobNotes(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: trackingKeys.notes(jobId),
    queryFn: () => trackingApi.fetchNotes(jobId),
    enabled,
  });
}

/** The member's tracked jobs (the server renders /tracker with them: entry-server.tsx). */
export const trackerQuery = (call: Api = api) => ({
  queryKey: trackingKeys.tracker,
  queryFn: () => apiDataVia(call, 'tracker'),
  structuralSharing: (before: unknown, after: unknown) =>
    keepUnchangedJobs(before as TrackerResponse | undefined, after as TrackerResponse),
});

export function useTracker() {
  return useQuery(trackerQuery());
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: trackingKeys.calendar,
    queryFn: () => apiData('calendarFeed'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The member's blocked companies (the server renders /settings with them: entry-server.tsx). */
export const blockedCompaniesQuery = (call: Api = api) => ({
  queryKey: trackingKeys.blocked,
  queryFn: async () => (await apiDataVia(call, 'blockedCompanies')).blocked_companies,
});

export function useBlockedCompanies() {
  return useQuery(blockedCompaniesQuery());
}

/**
 * A value several components share without a server fetch (a job's or a company's state changed on this page):
 * what it is now, and a function that changes part of it for every component showing it.
 */
function useSharedOverride<T extends object>(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  const value = useQuery<Partial<T>>({
    queryKey: key,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const patch = useCallback(
    (change: Partial<T>) => queryClient.setQueryData<Partial<T>>(key, (old) => ({ ...old, ...change })),
    [queryClient, key],
  );
  return [value, patch] as const;
}

/** A job's state as this page last changed it (every card of the job shows it), and its setter. */
export const useJobOverride = <T extends object>(jobId: number) =>
  useSharedOverride<T>(trackingKeys.job(jobId));

/** A company's state as this page last changed it (every card of its jobs shows it), and its setter. */
export const useCompanyOverride = <T extends object>(companyId: number) =>
  useSharedOverride<T>(trackingKeys.company(companyId));

/** What a job's status change touches on the server besides the job: its notes (a status note) and the board. */
export function useRefreshAfterStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (jobId: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackingKeys.notes(jobId) }),
        queryClient.invalidateQueries({ queryKey: trackingKeys.tracker }),
      ]),
    [queryClient],
  );
}

/** Block or unblock a company from a card; the settings' list of blocked companies follows. */
export function useBlockCompany() {
  const queryClient = useQueryClient();
  return useCallback(
    async (companyId: number, blocked: boolean) => {
      await trackingApi.blockCompany(companyId, blocked);
      await queryClient.invalidateQueries({ queryKey: trackingKeys.blocked });
    },
    [queryClient],
  );
}

/** Unblock from the settings' list: it leaves the list, and cards of the company on a cached page show again. */
export function useUnblockCompany() {
  const queryClient = useQueryClient();
  return async (companyId: number) => {
    await trackingApi.blockCompany(companyId, false);
    queryClient.setQueryData<BlockedCompany[]>(trackingKeys.blocked, (old) =>
      old?.filter((c) => c.company_id !== companyId),
    );
    queryClient.setQueryData(trackingKeys.company(companyId), (old: object | undefined) => ({
      ...old,
      blocked: false,
    }));
  };
}

/** Replace a job's cached notes (optimistic, or with the server's list after a change). */
export function useSetCachedNotes(jobId: number) {
  const queryClient = useQueryClient();
  return (list: JobNote[]) => queryClient.setQueryData(trackingKeys.notes(jobId), list);
}

/** Change the cached board at once (optimistic); its next fetch brings the server's. */
export function useEditTrackedJobs() {
  const queryClient = useQueryClient();
  return useCallback(
    (edit: (jobs: TrackedJob[]) => TrackedJob[]) =>
      queryClient.setQueryData<TrackerResponse>(trackingKeys.tracker, (old) =>
        old ? { tracked_jobs: edit(old.tracked_jobs) } : old,
      ),
    [queryClient],
  );
}

/** Set or clear a tracked job's next date; the board shows it once the server has it. */
export function useSetNextDate() {
  const editTrackedJobs = useEditTrackedJobs();
  return async (jobId: number, next_date: string | null, next_date_label: NextDateLabel | null) => {
    await trackingApi.setNextDate(jobId, next_date, next_date_label);
    editTrackedJobs((jobs) => jobs.map((j) => (j.id === jobId ? { ...j, next_date, next_date_label } : j)));
  };
}

/** Replace the calendar feed's private link; the panel shows the new one. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return async () => queryClient.setQueryData(trackingKeys.calendar, await trackingApi.rotateCalendar());
}

/** Import a CSV into the tracker; the board and the saved/tracked counts follow. */
export function useImportTracker() {
  const queryClient = useQueryClient();
  return async (file: File) => {
    const result = await trackingApi.importCsv(file);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trackingKeys.tracker }),
      queryClient.invalidateQueries({ queryKey: trackingKeys.counts }),
    ]);
    return result;
  };
}
