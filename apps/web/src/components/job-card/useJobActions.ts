import type { Job, JobStatus } from '@upstream/contract';
import { useState } from 'react';
import {
  isTrackedLimit,
  trackingApi,
  useAdjustCounts,
  useBlockCompany,
  useCompanyOverride,
  useJobOverride,
  useRefreshAfterStatus,
} from '../../api/tracker/tracker.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { authStatus } from '../../auth/access.ts';

/** The per-user state of a job, as this page last changed it. */
export interface JobState {
  saved: boolean;
  flagged: boolean;
  hidden: boolean;
  status: JobStatus | null;
  notesCount: number;
}

/** The per-user state of a company, shared by every card of that company on the page. */
export interface CompanyState {
  saved: boolean;
  blocked: boolean;
}

// Calls about one job (or company) go out one after another, so the last click is the last write and rapid
// toggles cannot land out of order.
const chains = new Map<string, Promise<unknown>>();
function inOrder<T>(key: string, call: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(call);
  chains.set(key, next);
  const forget = () => {
    if (chains.get(key) === next) chains.delete(key);
  };
  next.then(forget, forget);
  return next;
}

/** Spec §8: errors of these calls are logged; the card keeps the change. */
function logFailure(what: string) {
  return (err: unknown) => console.error(`Could not ${what}`, err);
}

export const LIMIT_NOTICE = 'limit';

/**
 * Every action of a job card, optimistic as spec §4 asks: the state changes at once, the server is called
 * after, and counts move with it. Signed-out visitors get the sign-up prompt and nothing changes.
 */
export function useJobActions(job: Job) {
  const { auth } = useAuth();
  const signedIn = authStatus(auth) === 'signed-in';
  const adjustCounts = useAdjustCounts();
  const [signupAction, setSignupAction] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const [jobOverride, patchJob] = useJobOverride<JobState>(job.id);
  const [companyOverride, patchCompany] = useCompanyOverride<CompanyState>(job.company_id);
  const refreshAfterStatus = useRefreshAfterStatus();
  const blockCompany = useBlockCompany();

  const state: JobState = {
    saved: job.saved,
    flagged: job.flagged,
    hidden: job.hidden,
    status: job.current_status,
    notesCount: job.job_notes_count,
    ...jobOverride,
  };
  const company: CompanyState = { saved: job.company_saved, blocked: false, ...companyOverride };

  /** Run `act` for members; visitors see 'Sign up to {action}'. */
  const guarded =
    <A extends unknown[]>(action: string, act: (...args: A) => void) =>
    (...args: A) => {
      if (!signedIn) {
        setSignupAction(action);
        return;
      }
      act(...args);
    };

  const onLimit = (err: unknown, undo: () => void) => {
    if (!isTrackedLimit(err)) return false;
    // A cap refusal is the one failure worth undoing: the server said no, and the person can act on it.
    undo();
    setLimitMessage(err.message);
    return true;
  };

  const toggleSaved = guarded('save jobs', () => {
    const next = !state.saved;
    patchJob({ saved: next });
    adjustCounts({ saved_jobs: next ? 1 : -1 });
    inOrder(`job:${job.id}`, () => trackingApi.saveJob(job.id, next)).catch(logFailure('save the job'));
  });

  const toggleFlagged = guarded('flag jobs', () => {
    const next = !state.flagged;
    patchJob({ flagged: next });
    inOrder(`job:${job.id}`, () => trackingApi.flagJob(job.id, next)).catch(logFailure('flag the job'));
  });

  const setHidden = guarded('hide jobs', (hidden: boolean) => {
    patchJob({ hidden });
    inOrder(`job:${job.id}`, () => trackingApi.hideJob(job.id, hidden)).catch(logFailure('hide the job'));
  });

  const setStatus = guarded('track jobs', (status: JobStatus | null) => {
    const previous = state;
    if (status === previous.status) return;
    const tracked = (previous.status === null ? 1 : 0) - (status === null ? 1 : 0);
    patchJob({ status, notesCount: previous.notesCount + 1 });
    if (tracked) adjustCounts({ tracked_jobs: tracked });
    setLimitMessage(null);
    inOrder(`job:${job.id}`, () => trackingApi.setStatus(job.id, status))
      .then(() => {
        // The status note is on the server now: the notes panel and the board show it.
        void refreshAfterStatus(job.id);
      })
      .catch((err) => {
        const undone = onLimit(err, () => {
          patchJob({ status: previous.status, notesCount: previous.notesCount });
          if (tracked) adjustCounts({ tracked_jobs: -tracked });
        });
        if (!undone) logFailure('change the status')(err);
      });
  });

  const toggleCompanySaved = guarded('save companies', () => {
    const next = !company.saved;
    patchCompany({ saved: next });
    inOrder(`company:${job.company_id}`, () => trackingApi.saveCompany(job.company_id, next)).catch(
      logFailure('save the company'),
    );
  });

  const setCompanyBlocked = guarded('block companies', (blocked: boolean) => {
    patchCompany({ blocked });
    inOrder(`company:${job.company_id}`, () => blockCompany(job.company_id, blocked)).catch(
      logFailure(blocked ? 'block the company' : 'unblock the company'),
    );
  });

  /** Open the notes panel (members) or prompt visitors; returns whether it may open. */
  const mayOpenNotes = () => {
    if (!signedIn) setSignupAction('add notes');
    return signedIn;
  };

  return {
    state,
    company,
    signedIn,
    signupAction,
    closeSignup: () => setSignupAction(null),
    limitMessage,
    setLimitMessage,
    onLimit,
    patchJob,
    toggleSaved,
    toggleFlagged,
    setHidden,
    setStatus,
    toggleCompanySaved,
    setCompanyBlocked,
    mayOpenNotes,
  };
}

export type JobActions = ReturnType<typeof useJobActions>;
