import { useEffect, useState } from 'react';
import { createFirstSavedSearch } from '../../api/saved-searches/onboarding-search.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';

// One creation per page load, however many screens or strict-mode effects ask at once.
let creating: Promise<number> | null = null;

/**
 * The onboarding search id (permission.onboarding_search_id), creating 'My first saved search' when there
 * is none yet (spec §4 welcome step). Returns null until known, and the error if creation failed.
 */
export function useOnboardingSearchId(): { searchId: number | null; error: string | null } {
  const { auth, fetchUser } = useAuth();
  const known = auth ? (auth.permission?.onboarding_search_id ?? null) : null;
  const [created, setCreated] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (known != null || !auth || !auth.permission) return;
    creating ??= createFirstSavedSearch().finally(() => {
      creating = null;
    });
    let live = true;
    creating
      .then(async (id) => {
        if (!live) return;
        setCreated(id);
        await fetchUser();
      })
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [known, auth, fetchUser]);

  return { searchId: known ?? created, error };
}
