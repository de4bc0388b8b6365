import { type Kysely, sql } from 'kysely';

// One result per opening, remote eligibility (issue 22, item 7; docs/decisions/0015-one-result-per-opening.md).
// A representative shows its remote copies' eligibility with its own ("Remote · US" and "Remote · Canada" is
// one opening open to both): its remote, remote_open_to, remote_excluded, remote_label and remote_sentence say
// the opening's, which the remote-region filter and its GIN index read as they are. While they do,
// own_remote_eligibility keeps the posting's own reading ({ remote, openTo, excluded, label, sentence }), so the
// opening's can be made again when a copy leaves; null when the columns are the posting's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs ADD COLUMN own_remote_eligibility jsonb;
    -- The few postings keeping their own reading aside, found by company at each regroup.
    CREATE INDEX jobs_own_remote_idx ON jobs (company_id) WHERE own_remote_eligibility IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS jobs_own_remote_idx;
    ALTER TABLE jobs DROP COLUMN IF EXISTS own_remote_eligibility;
  `.execute(db);
}
