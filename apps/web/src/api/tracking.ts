import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BlockedCompany,
  type CalendarFeed,
  type ImportTrackerResponse,
  type JobNote,
  type JobNotesWithCountResponse,
  type JobStatus,
  type NextDateLabel,
  type SavedAndTrackedCounts,
  TRACKED_LIMIT_CODE,
  type TrackerResponse,
} from '@upstream/contract';
import { ApiError, api, errorMessage } from './client.ts';

// Query keys are shared: every card, the search page and the tracker read the same cache entries, so a
// toggle anywhere shows everywhere at once.
export const trackingKeys = {
  counts: ['tracking', 'counts'] as const,
  notes: (jobId: number) => ['tracking', 'notes', jobId] as const,
  job: (jobId: number) => ['tracking', 'job', jobId] as const,
  company: (companyId: number) => ['tracking', 'company', companyId] as const,
  tracker: ['tracking', 'tracker'] as const,
  calendar: ['tracking', 'calendar'] as const,
  blocked: ['tracking', 'blocked-companies'] as const,
};

/** POST a tracking call; a failing status becomes an ApiError carrying the server's message. */
async function post<T = unknown>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await api<T>(path, { body });
  if (!res.ok) throw new ApiError(res.status, errorMessage(res.data), res.data);
  return res.data;
}

async function get<T>(path: string): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok) throw new ApiError(res.status, errorMessage(res.data), res.data);
  return res.data;
}

/** Did the server refuse because the tier's tracked-items cap (spec §6) is reached? */
export function isTrackedLimit(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.body as { error?: { code?: string } } | null)?.error?.code === TRACKED_LIMIT_CODE
  );
}

export const trackingApi = {
  saveJob: (job_id: number, save_job: boolean) => post('/api/post/user-job-saved', { job_id, save_job }),
  flagJob: (job_id: number, flag_job: boolean) => post('/api/post/user-job-flagged', { job_id, flag_job }),
  hideJob: (job_id: number, hide_job: boolean) => post('/api/post/user-job-hidden', { job_id, hide_job }),
  setStatus: (job_id: number, job_status: JobStatus | null) =>
    post('/api/post/update-job-status', { job_id, job_status }),
  saveCompany: (company_id: number, save_company: boolean) =>
    post('/api/post/user-company-saved', { company_id, save_company }),
  blockCompany: (company_id: number, block_company: boolean) =>
    post('/api/post/user-company-blocked', { company_id, block_company }),
  setNextDate: (job_id: number, next_date: string | null, next_date_label: NextDateLabel | null) =>
    post('/api/post/update-job-next-date', { job_id, next_date, next_date_label }),
  addNote: (job_id: number, note: string) =>
    post<JobNotesWithCountResponse>('/api/post/add-job-notes', { job_id, note }),
  deleteNote: (job_id: number, job_note_id: number) =>
    post<JobNotesWithCountResponse>('/api/post/delete-job-note', { job_id, job_note_id }),
  fetchNotes: async (job_id: number): Promise<JobNote[]> =>
    (await post<{ job_notes: [JobNote[]] }>('/api/post/fetch-all-job-notes', { job_id })).job_notes[0],
  rotateCalendar: () => post<CalendarFeed>('/api/post/rotate-calendar-feed', {}),
  importCsv: async (file: File): Promise<ImportTrackerResponse> => {
    const res = await fetch('/api/post/import-tracked-jobs', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: await file.text(),
      credentials: 'same-origin',
    });
    const data = await res.json().catch(() => null);
    if (!res.ok) throw new ApiError(res.status, errorMessage(data), data);
    return data as ImportTrackerResponse;
  },
};

/** 'Saved (n)' and 'Tracked (n)' of the search page; cards adjust this entry at once when they toggle. */
export function useSavedAndTrackedCounts(enabled = true) {
  return useQuery({
    queryKey: trackingKeys.counts,
    queryFn: async () =>
      (await get<SavedAndTrackedCounts>('/api/get/saved-and-tracked-jobs-counts')).counts[0][0],
    enabled,
    staleTime: 60_000,
  });
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

export function useTracker() {
  return useQuery({
    queryKey: trackingKeys.tracker,
    queryFn: () => get<TrackerResponse>('/api/get/tracker'),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: trackingKeys.calendar,
    queryFn: () => get<CalendarFeed>('/api/get/calendar-feed'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBlockedCompanies() {
  return useQuery({
    queryKey: trackingKeys.blocked,
    queryFn: async (): Promise<BlockedCompany[]> =>
      (await get<{ blocked_companies: BlockedCompany[] }>('/api/get/blocked-companies')).blocked_companies,
  });
}

/**
 * A value several components share without a server fetch (a job's or a company's state changed on this
 * page). Components read it with this hook and write it with queryClient.setQueryData.
 */
export function useSharedOverride<T>(key: readonly unknown[]): T | undefined {
  return useQuery<T>({ queryKey: key, queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY }).data;
}
