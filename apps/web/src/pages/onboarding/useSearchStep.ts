import type { JobSearchFilters } from '@upstream/contract';
import { useEffect, useState } from 'react';
import { completeOnboarding, recordOnboardingStep } from '../../api/account/account.ts';
import { saveOnboardingSearch, useOnboardingSearch } from '../../api/saved-searches/onboarding-search.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useNavigate } from '../../lib/router/index.ts';
import { useLiveCount } from './useLiveCount.ts';
import { useOnboardingSearchId } from './useOnboardingSearchId.ts';

const NOT_FINISHED = 'We saved your search but could not finish onboarding. Please try again.';

/**
 * An onboarding step that edits the onboarding search (the search-setup steps and the first saved search of the
 * four-dot reading): it records the step, starts from what the saved search holds, counts the jobs that fit as
 * the filters change, and saves, finishing onboarding on the last step.
 */
export function useSearchStep(step: number) {
  const navigate = useNavigate();
  const { fetchUser } = useAuth();
  const { searchId, error: createError } = useOnboardingSearchId();
  const saved = useOnboardingSearch(searchId);
  const [filters, setFilters] = useState<JobSearchFilters | null>(null);
  const [searchName, setSearchName] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const count = useLiveCount(filters);

  useEffect(() => recordOnboardingStep(step), [step]);
  // Each step starts from what the saved search holds now: taken once the step's own fetch has answered (the
  // cache may still hold the previous step's answer), and never again, so a late answer cannot overwrite what
  // the person has started to change.
  const [loadedStep, setLoadedStep] = useState<number | null>(null);
  useEffect(() => {
    if (!saved.data || saved.isFetching || loadedStep === step) return;
    setFilters(saved.data.filters);
    setSearchName(saved.data.searchName);
    setLoadedStep(step);
  }, [saved.data, saved.isFetching, loadedStep, step]);

  /** Save the search, then finish onboarding (to choosing a plan) or go on to `then`. */
  async function save(then: 'finish' | string | null) {
    if (!filters || searchId == null) return;
    setSaving(true);
    setSaveError(null);
    const problem = await saveOnboardingSearch(searchId, filters, searchName.trim());
    if (problem) {
      setSaving(false);
      setSaveError(problem);
      return;
    }
    if (then !== 'finish') {
      if (then) navigate(then);
      else setSaving(false);
      return;
    }
    if (!(await completeOnboarding().catch(() => false))) {
      setSaving(false);
      setSaveError(NOT_FINISHED);
      return;
    }
    await fetchUser();
    navigate(`/select-account?search_id=${searchId}`);
  }

  return {
    /** The onboarding search could not be created. */
    createError,
    /** The onboarding search could not be read. */
    loadFailed: saved.isError,
    /** The step shows the saved search's values and may be saved. */
    ready: filters != null && searchId != null && loadedStep === step,
    filters,
    setFilters,
    searchName,
    setSearchName,
    count,
    saving,
    saveError,
    save,
  };
}
