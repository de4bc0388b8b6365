import { useQuery } from '@tanstack/react-query';
import { type EndpointAnswer, type EndpointName, REQUEST_FAILED, type RequestBody } from '@upstream/contract';
import { type Api, ApiError, api, apiDataVia, apiKey, type CallArgs, errorMessage } from '../client.ts';

// The content screens' calls. Content changes only with a release, so answers stay fresh for the visit.

type ContentPage =
  | 'releaseHistory'
  | 'releaseArchive'
  | 'monthlyUpdates'
  | 'roadmap'
  | 'roadmapHistory'
  | 'resources';

export const contentQuery = <N extends ContentPage & EndpointName>(
  name: N,
  enabled = true,
  viewer = '',
  call: Api = api,
) => ({
  queryKey: apiKey(name, viewer),
  // Content pages take no input; the cast only tells the compiler so for a generic name.
  queryFn: () => apiDataVia(call, name, ...([] as unknown as CallArgs<N>)),
  staleTime: 10 * 60_000,
  enabled,
  // 401/403 answers will not change by asking again.
  retry: (count: number, err: unknown) => !(err instanceof ApiError && err.status < 500) && count < 2,
});

export const useReleaseHistory = () => useQuery(contentQuery('releaseHistory'));

export const useReleaseArchive = (enabled: boolean) => useQuery(contentQuery('releaseArchive', enabled));

export const useMonthlyUpdates = (enabled: boolean) => useQuery(contentQuery('monthlyUpdates', enabled));

/** The admin's roadmap carries extra items, so it is cached apart from a member's. */
export const useRoadmap = (enabled: boolean, admin: boolean) =>
  useQuery(contentQuery('roadmap', enabled, admin ? 'admin' : 'member'));

export const useRoadmapHistory = (enabled: boolean) => useQuery(contentQuery('roadmapHistory', enabled));

export const useResources = () => useQuery(contentQuery('resources'));

/**
 * File a request: resolves on 200. A throttled member is told when to try again; any other answer or a
 * network failure is spec §8's message.
 */
export async function fileRequest(body: RequestBody): Promise<void> {
  let res: EndpointAnswer<'fileRequest'> | null = null;
  try {
    res = await api('fileRequest', body);
  } catch {
    // Falls through to the one message the user can act on.
  }
  if (res?.status === 200) return;
  throw new Error(res?.status === 429 ? errorMessage(res.data, REQUEST_FAILED) : REQUEST_FAILED);
}

/** POST /api/post/group-advising-alert: true when the founder has been told (today or earlier today). */
export async function sendGroupAdvisingAlert(): Promise<boolean> {
  const res = await api('groupAdvisingAlert');
  return res.ok;
}

/** '2025-11-03' → 'November 3, 2025' (content dates are calendar days, not instants). */
export function formatContentDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
