import { INTERVIEW_STATUSES, type JobStatus } from './constants.ts';

// The tracking area's values that need no zod (labels, codes, the board's columns): pages of the web
// client import these, and keeping them apart from the schemas (tracking.ts) keeps zod out of those pages.

/** The status-note text stored when a status is cleared (shown as 'Job Status: Cleared'). */
export const CLEARED_STATUS_NOTE = 'Cleared';
/** How the UI shows a status note (spec §3). */
export const statusNoteLabel = (note: string) => `Job Status: ${note}`;

/** Days without a status change after which an application is suggested as 'Ghosted'. */
export const GHOSTED_SUGGESTION_DAYS = 21;

/** A tier cap was reached (spec §6): the error carries where to upgrade. */
export const TRACKED_LIMIT_CODE = 'tracked_limit';
export const UPGRADE_PATH = '/select-account';

// ---- The tracker board (beyond the spec) ----

export const NEXT_DATE_LABELS = ['Interview', 'Follow-up', 'Deadline', 'Other'] as const;

/** The five columns of the board and the statuses each holds; a card dropped on a column takes its first. */
export const TRACKER_COLUMNS = [
  { key: 'outreach', title: 'Outreach', statuses: ['Sent Outreach'] },
  { key: 'applied', title: 'Applied', statuses: ['Cold Applied', 'Warm Applied'] },
  {
    key: 'interviewing',
    title: 'Interviewing',
    statuses: INTERVIEW_STATUSES,
  },
  { key: 'offer', title: 'Offer', statuses: ['Offer', 'Accepted'] },
  { key: 'closed', title: 'Closed', statuses: ['Rejected', 'Ghosted'] },
] as const satisfies readonly {
  key: string;
  title: string;
  statuses: readonly JobStatus[];
}[];
export type TrackerColumnKey = (typeof TRACKER_COLUMNS)[number]['key'];

export function trackerColumnOf(status: JobStatus): TrackerColumnKey {
  return TRACKER_COLUMNS.find((c) => (c.statuses as readonly string[]).includes(status))!.key;
}

/** The largest CSV the tracker imports. */
export const IMPORT_MAX_BYTES = 1_000_000;
