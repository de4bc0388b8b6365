import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { inScope, type OpeningsScope, onAnsweringBoard } from './company-openings.ts';
import { mergeCopyEligibility } from './opening-eligibility.ts';
import { groupOpenings } from './openings.ts';

// A board's openings, decided again after every write of its jobs (docs/decisions/0015): which of its open
// postings are copies of another (jobs.opening_id, never active), and the places each representative shows for
// its copies (job_locations.of_copy). Runs inside ingestion's transaction, right after the board's jobs were
// written, so a copy that closes or a representative that closes (another copy then takes over) changes what
// search shows in the same commit.

/** Where the places a representative shows for its copies start: after any posting's own places. */
const COPY_PLACES_FROM = 1000;

interface Candidate {
  id: number;
  opening_key: string;
  description_sketch: number[] | null;
  opening_id: number | null;
}

/**
 * The places a board's representatives show for their copies: each copy's own places that its representative
 * does not list itself, once each (the oldest copy's), after the representative's own, oldest copy first.
 */
function copyPlaces(scope: OpeningsScope): RawBuilder<unknown> {
  return sql`
    SELECT opening_id AS job_id, of_copy, city, state, country, remote,
      (${COPY_PLACES_FROM} + row_number() OVER (PARTITION BY opening_id ORDER BY of_copy, position) - 1)::smallint
        AS position
    FROM (
      SELECT DISTINCT ON (c.opening_id, l.city, l.state, l.country, l.remote)
        c.opening_id, c.id AS of_copy, l.position, l.city, l.state, l.country, l.remote
      FROM jobs c JOIN job_locations l ON l.job_id = c.id AND l.of_copy IS NULL
      WHERE ${inScope(scope, 'c')} AND c.opening_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM job_locations r WHERE r.job_id = c.opening_id AND r.of_copy IS NULL
          AND (r.city, r.state, r.country, r.remote) IS NOT DISTINCT FROM (l.city, l.state, l.country, l.remote))
      ORDER BY c.opening_id, l.city, l.state, l.country, l.remote, c.id, l.position
    ) first_of_each`;
}

/** Group the board's open postings into openings again; returns how many of them are copies. */
export async function regroupOpenings(db: Executor, scope: OpeningsScope): Promise<{ copies: number }> {
  // One statement in the common case (a board without copies). A posting that closed or that an operator
  // moderated leaves its opening (it is inactive already); only postings that share their opening key with
  // another open one, or were copies, can change.
  // The one row with a null id says how many left when no posting can change.
  const { rows: answer } = await sql<{ id: number | null; left: number } & Omit<Candidate, 'id'>>`
    WITH left_openings AS (
      UPDATE jobs SET opening_id = NULL
      WHERE ${inScope(scope)} AND opening_id IS NOT NULL
        AND (closed_at IS NOT NULL OR moderation IS NOT NULL OR NOT ${onAnsweringBoard(scope)})
      RETURNING id
    )
    SELECT c.id, c.opening_key, c.description_sketch, c.opening_id,
      (SELECT count(*) FROM left_openings)::int AS left
    FROM (SELECT 1) AS one LEFT JOIN (
      SELECT id, opening_key, description_sketch, opening_id FROM (
        SELECT id, opening_key, description_sketch, opening_id,
          count(*) OVER (PARTITION BY opening_key) AS same_key
        FROM jobs
        WHERE ${inScope(scope)} AND closed_at IS NULL AND moderation IS NULL AND opening_key IS NOT NULL
          AND ${onAnsweringBoard(scope)}
          -- A posting the board reposted under a new id (a new-jobs fetch closes nothing) is not the opening's.
          AND id NOT IN (SELECT r.reposted_from_id FROM jobs r
            WHERE ${inScope(scope, 'r')} AND r.closed_at IS NULL AND r.reposted_from_id IS NOT NULL)
      ) open_postings
      WHERE same_key > 1 OR opening_id IS NOT NULL
    ) c ON true
    ORDER BY c.id`.execute(db);
  const left = answer[0]?.left ?? 0;
  const rows = answer.filter((r): r is typeof r & { id: number } => r.id !== null);
  const representative = groupOpenings(
    rows.map((r) => ({ id: r.id, openingKey: r.opening_key, sketch: r.description_sketch })),
  );
  const changes: { id: number; opening_id: number | null }[] = [];
  let copies = 0;
  for (const r of rows) {
    const rep = representative.get(r.id) ?? r.id;
    const openingId = rep === r.id ? null : rep;
    if (openingId !== null) copies++;
    if (openingId !== r.opening_id) changes.push({ id: r.id, opening_id: openingId });
  }
  // The board was just read: an open posting is shown unless it is a copy.
  if (changes.length) {
    await sql`UPDATE jobs j SET opening_id = t.opening_id, active = (t.opening_id IS NULL)
      FROM json_to_recordset(${JSON.stringify(changes)}::json) AS t(id bigint, opening_id bigint)
      WHERE j.id = t.id`.execute(db);
  }
  // Copy places exist only beside copies: a board that has none and had none has nothing to bring in step.
  const hadCopies = left > 0 || rows.some((r) => r.opening_id !== null);
  if (copies > 0 || hadCopies) {
    await syncCopyPlaces(db, scope);
    await mergeCopyEligibility(db, scope);
  }
  return { copies };
}

/**
 * Bring the representatives' copy places in step (an edited posting's own places are rewritten without them),
 * and their location_keys with them: ingestion's transaction tells the job_locations triggers to skip.
 */
async function syncCopyPlaces(db: Executor, scope: OpeningsScope): Promise<void> {
  const gone = await sql<{ job_id: number }>`
    DELETE FROM job_locations l USING jobs j
    WHERE l.job_id = j.id AND ${inScope(scope, 'j')} AND l.of_copy IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM (${copyPlaces(scope)}) w
        WHERE w.job_id = l.job_id AND w.position = l.position AND w.of_copy = l.of_copy
          AND (w.city, w.state, w.country, w.remote) IS NOT DISTINCT FROM (l.city, l.state, l.country, l.remote))
    RETURNING l.job_id`.execute(db);
  const added = await sql<{ job_id: number }>`
    INSERT INTO job_locations (job_id, position, city, state, country, remote, of_copy)
    SELECT job_id, position, city, state, country, remote, of_copy FROM (${copyPlaces(scope)}) w
    ON CONFLICT (job_id, position) DO NOTHING
    RETURNING job_id`.execute(db);
  const touched = [...new Set([...gone.rows, ...added.rows].map((r) => r.job_id))];
  if (touched.length === 0) return;
  await sql`UPDATE jobs SET location_keys = upstream_location_keys(id)
    WHERE id = ANY(${touched}::bigint[])`.execute(db);
}
