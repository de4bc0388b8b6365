import { useQuery } from '@tanstack/react-query';
import {
  type MonthlyUpdatesResponse,
  REQUEST_FAILED,
  type ReleaseArchiveResponse,
  type ReleaseHistoryResponse,
  type RequestBody,
  type ResourcesResponse,
  type RoadmapHistoryResponse,
  type RoadmapResponse,
} from '@upstream/contract';
import { ApiError, api, errorMessage } from './client.ts';

// The content screens' calls. Content changes only with a release, so answers stay fresh for the visit.

async function getOrThrow<T>(path: string): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok) throw new ApiError(res.status, errorMessage(res.data), res.data);
  return res.data;
}

const contentQuery = <T>(key: string, path: string, enabled = true, viewer = '') => ({
  queryKey: ['content', key, viewer],
  queryFn: () => getOrThrow<T>(path),
  staleTime: 10 * 60_000,
  enabled,
  // 401/403 answers will not change by asking again.
  retry: (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2,
});

export const useReleaseHistory = () =>
  useQuery(contentQuery<ReleaseHistoryResponse>('release-history', '/api/get/release-history'));

export const useReleaseArchive = (enabled: boolean) =>
  useQuery(
    contentQuery<ReleaseArchiveResponse>(
      'release-history-archive',
      '/api/get/release-history-archive',
      enabled,
    ),
  );

export const useMonthlyUpdates = (enabled: boolean) =>
  useQuery(contentQuery<MonthlyUpdatesResponse>('monthly-updates', '/api/get/monthly-updates', enabled));

/** The admin's roadmap carries extra items, so it is cached apart from a member's. */
export const useRoadmap = (enabled: boolean, admin: boolean) =>
  useQuery(contentQuery<RoadmapResponse>('roadmap', '/api/get/roadmap', enabled, admin ? 'admin' : 'member'));

export const useRoadmapHistory = (enabled: boolean) =>
  useQuery(contentQuery<RoadmapHistoryResponse>('roadmap-history', '/api/get/roadmap-history', enabled));

export const useResources = () =>
  useQuery(contentQuery<ResourcesResponse>('resources', '/api/get/resources'));

/** POST /api/post/request: resolves on 200; any other answer or a network failure is spec §8's message. */
export async function fileRequest(body: RequestBody): Promise<void> {
  try {
    const res = await api('/api/post/request', { body });
    if (res.status === 200) return;
  } catch {
    // Falls through to the one message the user can act on.
  }
  throw new Error(REQUEST_FAILED);
}

/** POST /api/post/group-advising-alert: true when the founder has been told (today or earlier today). */
export async function sendGroupAdvisingAlert(): Promise<boolean> {
  const res = await api('/api/post/group-advising-alert', { method: 'POST' });
  return res.ok;
}

/** '2025-11-03' → 'November 3, 2025' (content dates are calendar days, not instants). */
export function formatContentDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
