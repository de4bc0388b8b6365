import { COMPANY_SHARE_MIN_JOBS, LONG_LISTED_DAYS } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import { DAY } from '../../lib/clock.ts';
import { POSTED_DATE } from './joins.ts';

// Ghost-job evidence (issue 23): a job's listing start and reposts are its own columns; the company's share of
// long-listed open jobs is counted set-based once per fetch of the company's board and kept on the company,
// so a card reads one column and no search counts anything per card.

/** When a job's listing began: its listing time (decision 0013), else (never news) its posted date. */
export const LISTING_START = sql`COALESCE(j.listed_at, ${POSTED_DATE})`;

/** The card's evidence facts (the contract's listingEvidenceSchema), for jobs j of companies c. */
export const CARD_LISTING_EVIDENCE = sql`json_build_object(
    'listed_since', to_char(${LISTING_START} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reposts', j.repost_count,
    'company_long_listed_share',
      CASE WHEN c.open_jobs_counted >= ${COMPANY_SHARE_MIN_JOBS} THEN c.long_listed_share END) AS listing`;

/**
 * The statement that counts again the share of these companies' open jobs listed LONG_LISTED_DAYS or more (with
 * each fetch of a company's board; over the company's own jobs). Sent inside the statement that records the
 * board's fetch (a data-modifying WITH), so an unchanged board costs one round trip, as before the share existed.
 */
export function longListedShareUpdate(companyIds: number[], now: Date): RawBuilder<unknown> {
  const before = new Date(now.getTime() - LONG_LISTED_DAYS * DAY);
  return sql`
    UPDATE companies c SET long_listed_share = s.share, open_jobs_counted = s.open_jobs
    FROM (
      SELECT u.company_id, coalesce(f.open_jobs, 0) AS open_jobs, f.share
      FROM unnest(${companyIds}::bigint[]) AS u(company_id)
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS open_jobs,
          (count(*) FILTER (WHERE ${LISTING_START} <= ${before}))::real / nullif(count(*), 0) AS share
        FROM jobs j WHERE j.company_id = u.company_id AND j.active
      ) f ON true
    ) s
    WHERE c.id = s.company_id
      -- An unchanged board's fetch rewrites no company row (and no index entry) when the figures are the same.
      AND (c.long_listed_share IS DISTINCT FROM s.share OR c.open_jobs_counted IS DISTINCT FROM s.open_jobs)`;
}
