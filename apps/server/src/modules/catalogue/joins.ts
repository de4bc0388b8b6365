import type { Job } from '@upstream/contract';
import { sql } from 'kysely';

/**
 * A job's posted date, the one date a card and an email show ('added …'), called postedAt/posted_at from the
 * connector to the card (on the wire, the spec's `formatted_date`): the ATS's posted date (the column
 * jobs.posted_at), never later than first sight (a repost shows its original's), else first sight. LEAST ignores
 * a NULL posted date.
 */
export const POSTED_DATE = sql`LEAST(j.posted_at, j.first_seen_at)`;

/** A card's work mode and pay range (the amounts in the interval the board gives them), for jobs j. */
export const CARD_PAY_AND_MODE = sql`j.work_mode,
  CASE WHEN j.salary_min IS NULL AND j.salary_max IS NULL THEN NULL
    ELSE json_build_object('min', j.salary_min, 'max', j.salary_max, 'currency', j.salary_currency,
      'interval', COALESCE(j.salary_interval, 'year')) END AS salary`;

/**
 * A card's visa reading and remote eligibility (issues 22, 23), for jobs j: visa_sponsorship, visa_sentence and
 * remote_eligibility ({ label, sentence }, null when the job is not remote or its posting does not say where).
 */
export const CARD_FACTS = sql`j.visa_sponsorship, j.visa_sentence,
  CASE WHEN j.remote AND j.remote_label IS NOT NULL
    THEN json_build_object('label', j.remote_label, 'sentence', j.remote_sentence) END AS remote_eligibility`;

/**
 * A job as the search SQL returns it: the card's fields, with the posted date (POSTED_DATE) as a Date instead of
 * its wire string, and the listing time it is ordered by.
 */
export type JobRow = Omit<Job, 'formatted_date' | 'locations'> & {
  locations: Job['locations'] | null;
  posted_at: Date;
  listed_at: Date | null;
};

// SQL the owners of other tables join instead of naming the catalogue's tables (each a derived table).

/** Every job with its company's fields and its places: job_id, title, company, url, first_seen_at, posted_at (the
 * date its card shows), industry, homepage_url, level, type, function, company_id, closed_at, imported, active,
 * moderation, moderated_at, locations. */
export const jobSummaries = () => sql`
  SELECT j.id AS job_id, j.title, c.name AS company, j.url, j.first_seen_at, ${POSTED_DATE} AS posted_at,
    c.industry, c.homepage_url,
    j.level, j.type, j.function, j.company_id, j.closed_at, j.imported_by_user_id IS NOT NULL AS imported,
    j.active, j.moderation, j.moderated_at, ${CARD_PAY_AND_MODE},
    COALESCE((SELECT json_agg(json_build_object('city', l.city, 'state', l.state) ORDER BY l.position)
      FROM job_locations l WHERE l.job_id = j.id), '[]'::json) AS locations
  FROM jobs j JOIN companies c ON c.id = j.company_id`;

/** Every company's name and industry: company_id, name, industry, industry_source. */
export const companyNames = () =>
  sql`SELECT c.id AS company_id, c.name, c.industry, c.industry_source FROM companies c`;

/** Jobs per board: board_id, open_jobs, closed_jobs (boards without any job are absent). A job an operator hid
 * for everyone counts as neither; one they closed counts as closed. */
export const openJobsByBoard = () => sql`
  SELECT j.board_id, (count(*) FILTER (WHERE j.closed_at IS NULL))::int AS open_jobs,
    (count(*) FILTER (WHERE j.closed_at IS NOT NULL))::int AS closed_jobs
  FROM jobs j WHERE j.moderation IS DISTINCT FROM 'removed' GROUP BY j.board_id`;
