import { INTERVIEW_STATUSES, type JobStatus } from '@upstream/contract';
import type { Outcome } from './reading/index.ts';

// Where an email moves a tracked job, never backwards: a confirmation only starts a job's tracking (Warm
// Applied when the member had reached out first), an interview is the next interview after the current one,
// a rejection or an offer ends it, and nothing moves a job already Accepted or Rejected on its own.

const INTERVIEWS: readonly JobStatus[] = INTERVIEW_STATUSES;
const BEFORE_INTERVIEWS: (JobStatus | null)[] = [null, 'Sent Outreach', 'Cold Applied', 'Warm Applied'];

export interface Move {
  to: JobStatus | null;
  /** Why nothing moves, for the member's list of received mail. */
  reason?: string;
}

export function nextStatus(current: JobStatus | null, outcome: Outcome, hadOutreach: boolean): Move {
  if (current === 'Accepted') return { to: null, reason: 'The job is already Accepted.' };
  switch (outcome) {
    case 'received':
      if (current === null || current === 'Sent Outreach')
        return { to: hadOutreach ? 'Warm Applied' : 'Cold Applied' };
      return { to: null, reason: `The job is already at ${current}.` };
    case 'interview': {
      if (current === 'Rejected' || current === 'Offer')
        return { to: null, reason: `The job is already at ${current}.` };
      if (current === null || BEFORE_INTERVIEWS.includes(current) || current === 'Ghosted')
        return { to: '1st Interview' };
      const at = INTERVIEWS.indexOf(current);
      if (at === INTERVIEWS.length - 1) return { to: null, reason: 'The job is already at Final Interview.' };
      return { to: INTERVIEWS[at + 1]! };
    }
    case 'rejected':
      if (current === 'Rejected' || current === 'Offer')
        return { to: null, reason: `The job is already at ${current}.` };
      return { to: 'Rejected' };
    case 'offer':
      if (current === 'Offer' || current === 'Rejected')
        return { to: null, reason: `The job is already at ${current}.` };
      return { to: 'Offer' };
    default:
      return { to: null, reason: 'The email does not say anything about the application.' };
  }
}
