import type { JobSearchFilters } from '@upstream/contract';
import { useEffect, useState } from 'react';
import { useJobSearch } from '../../api/jobs/jobs.ts';

/** 'N active jobs fit your search': POST /api/post/jobs with onboarding true, debounced as filters change. */
export function useLiveCount(filters: JobSearchFilters | null): number | null {
  const [debounced, setDebounced] = useState(filters);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(filters), 250);
    return () => clearTimeout(timer);
  }, [filters]);
  const search = useJobSearch(debounced && { ...debounced, page: 1, pageSize: 1, onboarding: true });
  return search.data?.kind === 'results' ? search.data.count : null;
}
