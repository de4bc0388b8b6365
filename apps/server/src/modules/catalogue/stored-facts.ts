import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { mergeOpeningEligibilityOf } from './opening-eligibility.ts';

// The facts ingestion reads from a job's words (visa sponsorship, remote eligibility), re-read for jobs stored
// by an older reader without waiting for their board to rewrite them.

/** What the facts reader reads of a stored job. */
export interface StoredPosting {
  id: number;
  title: string;
  description: string | null;
  remote: boolean;
  places: { city: string | null; state: string | null; country: string | null; remote: boolean }[];
}

/** The facts of one job as the reader gives them, stamped with its version. */
export interface JobFactsRow {
  id: number;
  visaSponsorship: string | null;
  visaSentence: string | null;
  remoteOpenTo: string[];
  remoteExcluded: string[];
  remoteLabel: string | null;
  remoteSentence: string | null;
}

/** Up to `limit` jobs whose facts an older reader than `version` read, oldest reader first (one index walk). */
export async function jobsWithOlderFacts(
  db: Executor,
  version: number,
  limit: number,
): Promise<StoredPosting[]> {
  const { rows } = await sql<StoredPosting>`
    SELECT j.id, j.title, j.description,
      -- The posting's own, not its opening's: a representative also shows its copies' places and remote reading.
      COALESCE((j.own_remote_eligibility->>'remote')::boolean, j.remote) AS remote,
      COALESCE((SELECT json_agg(json_build_object('city', l.city, 'state', l.state, 'country', l.country,
        'remote', l.remote) ORDER BY l.position) FROM job_locations l WHERE l.job_id = j.id AND l.of_copy IS NULL),
        '[]') AS places
    FROM jobs j
    WHERE j.facts_version < ${version}
    ORDER BY j.facts_version, j.id
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Store re-read facts, only on jobs still behind `version`: a board's write that landed meanwhile read the
 * posting's newest words and stays. Answers how many jobs' facts changed.
 */
export async function writeJobFacts(db: Executor, version: number, rows: JobFactsRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map((r) => ({
    id: r.id,
    visa_sponsorship: r.visaSponsorship,
    visa_sentence: r.visaSentence,
    remote_open_to: r.remoteOpenTo,
    remote_excluded: r.remoteExcluded,
    remote_label: r.remoteLabel,
    remote_sentence: r.remoteSentence,
  }));
  const { rows: changed } = await sql<{ changed: string }>`
    WITH t AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json) AS t(id bigint, visa_sponsorship text,
        visa_sentence text, remote_open_to text[], remote_excluded text[], remote_label text, remote_sentence text)
    ), updated AS (
      UPDATE jobs AS j SET visa_sponsorship = t.visa_sponsorship, visa_sentence = t.visa_sentence,
        remote_open_to = t.remote_open_to, remote_excluded = t.remote_excluded, remote_label = t.remote_label,
        remote_sentence = t.remote_sentence, facts_version = ${version},
        remote = COALESCE((j.own_remote_eligibility->>'remote')::boolean, j.remote), own_remote_eligibility = NULL
      FROM t JOIN jobs o ON o.id = t.id
      WHERE j.id = t.id AND j.facts_version < ${version}
      -- o is the row as it was: did the reading change?
      RETURNING (o.visa_sponsorship, o.visa_sentence, o.remote_open_to, o.remote_excluded, o.remote_label,
        o.remote_sentence) IS DISTINCT FROM (t.visa_sponsorship, t.visa_sentence, t.remote_open_to,
        t.remote_excluded, t.remote_label, t.remote_sentence) AS differs
    )
    SELECT count(*) FILTER (WHERE differs) AS changed FROM updated`.execute(db);
  // A representative shows its remote copies' readings with its own: made again from the new ones.
  await mergeOpeningEligibilityOf(
    db,
    rows.map((r) => r.id),
  );
  return Number(changed[0]?.changed ?? 0);
}
