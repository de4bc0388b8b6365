import type { ListingEvidence } from './listing-evidence-schema.ts';
import { utcMonthName } from './wording.ts';

// Ghost-job evidence (issue 23 item 3): plain facts about how long a posting has been up, how often it came
// back, and how its company keeps postings, shown on the card only when one of them is notable. The thresholds
// are named here once; the card shows reasons, never a score. No zod here (the schema is
// listing-evidence-schema.ts): the job card reads these on the search page's first load.

/** A posting listed this many days or more is long listed (its own reason, and the company share's measure). */
export const LONG_LISTED_DAYS = 90;
/** A posting reposted at least this many times says so. */
export const REPOSTS_NOTABLE = 2;
/** A company whose share of long-listed open jobs reaches this says so... */
export const COMPANY_LONG_LISTED_SHARE_NOTABLE = 0.3;
/** ...when it has at least this many open jobs (a share of two jobs says nothing). */
export const COMPANY_SHARE_MIN_JOBS = 5;

/** What an operator did about a job a member flagged. */
export const FLAG_OUTCOMES = ['hidden', 'closed', 'dismissed'] as const;
export type FlagOutcome = (typeof FLAG_OUTCOMES)[number];

/** The outcome in words, after "You flagged this job; " (the card, the tracker, the email). */
export const FLAG_OUTCOME_WORDS: Record<FlagOutcome, string> = {
  hidden: 'the operator took it down for everyone',
  closed: 'the operator closed it',
  dismissed: 'the operator reviewed it and left it up',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between the listing's start and now (never negative). */
export const listedDays = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));

/** "August", or "August 2025" when it is not this year (UTC). */
function monthOf(since: Date, now: Date): string {
  const month = utcMonthName(since);
  return since.getUTCFullYear() === now.getUTCFullYear() ? month : `${month} ${since.getUTCFullYear()}`;
}

/**
 * The reasons a card shows, in words, each only when it applies: "listed for 94 days", "reposted 3 times since
 * August", "this company lists 40% of its jobs for 90+ days". Empty: the card shows no evidence line.
 */
export function listingReasons(evidence: ListingEvidence | null | undefined, now: Date): string[] {
  if (!evidence) return [];
  const reasons: string[] = [];
  const since = new Date(evidence.listed_since);
  const days = listedDays(since, now);
  if (days >= LONG_LISTED_DAYS) reasons.push(`listed for ${days} days`);
  if (evidence.reposts >= REPOSTS_NOTABLE) {
    reasons.push(`reposted ${evidence.reposts} times since ${monthOf(since, now)}`);
  }
  const share = evidence.company_long_listed_share;
  if (share !== null && share >= COMPANY_LONG_LISTED_SHARE_NOTABLE) {
    reasons.push(`this company lists ${Math.round(share * 100)}% of its jobs for ${LONG_LISTED_DAYS}+ days`);
  }
  return reasons;
}
