import { type Kysely, sql } from 'kysely';

// Three facts of a job that searches filter on and cards show (issues 22 and 23):
// - visa_sponsorship: 'sponsors' or 'no-sponsorship' as the description says, null when it does not; with
//   visa_sentence, the posting's words that decided it. "Sponsors" has its own date-ordered index (it is rare, so
//   a walk of the whole date index would read far to fill a page); "sponsors or not said" keeps most jobs and
//   is checked on the date walk.
// - remote_open_to: for a remote job, the places its posting opens it to, with regions spelled out as their
//   countries ('*' for anywhere; ISO alpha-2 codes; 'US-TX' for a US state); remote_excluded the ones it leaves
//   out; remote_label/remote_sentence the card's line and the words that decided it. A GIN index answers the
//   remote-region filter ("Remote · Portugal").
// - "Posted within" reads the posting's own date (catalogue/joins.ts, POSTED_DATE: LEAST(posted_at,
//   first_seen_at)); an index on that expression answers it.
// Jobs written before this have no reading until their board's next fetch rewrites them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs
      ADD COLUMN visa_sponsorship text CHECK (visa_sponsorship IN ('sponsors', 'no-sponsorship')),
      ADD COLUMN visa_sentence text,
      ADD COLUMN remote_open_to text[] NOT NULL DEFAULT '{}',
      ADD COLUMN remote_excluded text[] NOT NULL DEFAULT '{}',
      ADD COLUMN remote_label text,
      ADD COLUMN remote_sentence text;

    CREATE INDEX jobs_active_posted_idx ON jobs ((LEAST(posted_at, first_seen_at))) WHERE active;
    CREATE INDEX jobs_active_sponsors_idx ON jobs (listed_at DESC NULLS LAST, id DESC)
      WHERE active AND visa_sponsorship = 'sponsors';
    CREATE INDEX jobs_active_remote_open_idx ON jobs USING gin (remote_open_to) WHERE active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_active_posted_idx;
    DROP INDEX IF EXISTS jobs_active_sponsors_idx;
    DROP INDEX IF EXISTS jobs_active_remote_open_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS visa_sponsorship, DROP COLUMN IF EXISTS visa_sentence,
      DROP COLUMN IF EXISTS remote_open_to, DROP COLUMN IF EXISTS remote_excluded,
      DROP COLUMN IF EXISTS remote_label, DROP COLUMN IF EXISTS remote_sentence;
  `.execute(db);
}
