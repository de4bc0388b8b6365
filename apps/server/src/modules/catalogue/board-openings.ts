import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { ExistingJob } from './board-jobs.ts';
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
export function copyPlaces(scope: OpeningsScope): RawBuilder<unknown> {
  return sql`
    SELECT opening_id AS job_id, of_copy, city, state, country, remote,
      (${COPY_PLACES_FROM} + row_number() OVER (PARTITION BY opening_id ORDER BY of_copy, position) - 1)::smallint
        AS position
    FROM (
      SELECT DISTINCT ON (c.opening_id, l.city, l.state, l.country, l.remote)
        c.opening_id, c.id AS of_copy, l.position, l.city, l.state, l.country, l.remote
      -- Each copy's places by its key, one primary-key probe per copy: joined as sets, the planner read every
      -- place of the catalogue (a hash join over a sequential scan, 20 ms a call on a 20,000-job catalogue,
      -- growing with it). A plain LATERAL subquery is pulled up into that same join; OFFSET 0 keeps it a
      -- subquery run per copy, whatever the statistics say (docs/decisions/0017-ingest-cost.md).
      FROM jobs c CROSS JOIN LATERAL (
        SELECT position, city, state, country, remote FROM job_locations
        WHERE job_id = c.id AND of_copy IS NULL
        OFFSET 0
      ) l
      -- A count, not NOT EXISTS: the planner may make NOT EXISTS an anti-join that hashes every place of the
      -- catalogue (on statistics of a table just filled); a scalar subquery stays a few primary-key probes.
      WHERE ${inScope(scope, 'c')} AND c.opening_id IS NOT NULL
        AND (SELECT count(*) FROM job_locations r WHERE r.job_id = c.opening_id AND r.of_copy IS NULL
          AND (r.city, r.state, r.country, r.remote) IS NOT DISTINCT FROM (l.city, l.state, l.country, l.remote)) = 0
      ORDER BY c.opening_id, l.city, l.state, l.country, l.remote, c.id, l.position
    ) first_of_each`;
}

/** What one write of a board did to its postings, as regrouping its openings reads it. */
export interface BoardWrite {
  /** The board's postings as read before the write (boardJobs.existingJobs). */
  before: readonly Pick<ExistingJob, 'id' | 'closed_at' | 'moderation' | 'opening_id' | 'opening_key'>[];
  added: readonly { openingKey: string; repostedFromId: number | null }[];
  /** Edited postings with the opening key they were written with. */
  edited: readonly { id: number; openingKey: string }[];
  reopened: readonly number[];
  closed: readonly number[];
}

/**
 * Whether regrouping the board after `write` can change anything; false only when it certainly cannot, so it
 * is skipped for most writes (most boards post each opening once). An opening is decided among the open
 * postings of one opening key, so a write changes openings only through a key it touched (a posting added,
 * edited, reopened or closed) that two open postings share, before or after it, or through a posting that is
 * or was grouped: a copy it touched, a copy whose posting shown is gone, or one that closed or was moderated.
 */
export function openingsMayChange(write: BoardWrite): boolean {
  const shown = new Set<number>();
  for (const j of write.before) {
    if (j.opening_id === null) continue;
    // A copy that left (closed, or an operator's word) is let go by the next regroup.
    if (j.closed_at !== null || j.moderation !== null) return true;
    shown.add(j.opening_id);
  }
  const byId = new Map(write.before.map((j) => [j.id, j]));
  // A posting shown for copies that closed or was moderated: one of its copies takes over.
  for (const id of shown) {
    const rep = byId.get(id);
    if (!rep || rep.closed_at !== null || rep.moderation !== null) return true;
  }
  const touched = new Set<string>();
  const touch = (id: number) => {
    const j = byId.get(id);
    if (j?.opening_key) touched.add(j.opening_key);
    return j?.opening_id != null;
  };
  for (const id of [...write.closed, ...write.reopened]) if (touch(id)) return true;
  for (const e of write.edited) {
    if (touch(e.id)) return true;
    touched.add(e.openingKey);
  }
  for (const a of write.added) {
    touched.add(a.openingKey);
    if (a.repostedFromId !== null) touch(a.repostedFromId);
  }
  if (touched.size === 0) return false;

  const open = (j: BoardWrite['before'][number]) => j.closed_at === null && j.moderation === null;
  const count = (keys: (string | null)[]) => {
    const n = new Map<string, number>();
    for (const k of keys) if (k !== null && touched.has(k)) n.set(k, (n.get(k) ?? 0) + 1);
    return [...n.values()].some((c) => c > 1);
  };
  if (count(write.before.filter(open).map((j) => j.opening_key))) return true;
  const closed = new Set(write.closed);
  const reopened = new Set(write.reopened);
  const editedKey = new Map(write.edited.map((e) => [e.id, e.openingKey]));
  // An edit reopens a closed posting too (boardJobs.updateListedJobs).
  const after = write.before
    .filter(
      (j) =>
        j.moderation === null &&
        !closed.has(j.id) &&
        (j.closed_at === null || reopened.has(j.id) || editedKey.has(j.id)),
    )
    .map((j) => editedKey.get(j.id) ?? j.opening_key);
  return count([...after, ...write.added.map((a) => a.openingKey)]);
}

/**
 * Group the board's (or its company's) open postings into openings again; returns how many of them are copies. Given the write
 * it follows, it returns at once when that write cannot change any opening (openingsMayChange).
 */
export async function regroupOpenings(
  db: Executor,
  scope: OpeningsScope,
  write?: BoardWrite,
): Promise<{ copies: number } | { skipped: true }> {
  // A company's other boards can hold a key this write touched: only a board alone is judged by its own write.
  if (write && !scope.acrossBoards && !openingsMayChange(write)) return { skipped: true };
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
    -- The sketch as JSON: the driver reads a JSON array with JSON.parse, an int[] character by character (a
    -- twentieth of the ingesting thread in a refetch with changes, docs/decisions/0017-ingest-cost.md).
    SELECT c.id, c.opening_key, to_json(c.description_sketch) AS description_sketch, c.opening_id,
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

/** A place a representative shows for one of its copies (job_locations.of_copy set). */
interface CopyPlace {
  job_id: number | string;
  of_copy: number | string;
  position: number;
  city: string | null;
  state: string | null;
  country: string | null;
  remote: boolean;
}

/** Equal for the same place at the same position of the same representative, for the same copy. */
const copyPlaceKey = (p: CopyPlace) =>
  JSON.stringify([String(p.job_id), p.position, String(p.of_copy), p.city, p.state, p.country, p.remote]);

/**
 * Bring the representatives' copy places in step (an edited posting's own places are rewritten without them),
 * and their location_keys with them: ingestion's transaction tells the job_locations triggers to skip.
 * The places wanted are worked out once, and compared here with the ones shown: each of the two statements that
 * worked them out again (a delete of the rest, an insert of the missing) cost as much as the whole comparison,
 * and more when a table just filled had not been analysed yet.
 */
async function syncCopyPlaces(db: Executor, scope: OpeningsScope): Promise<void> {
  // Both sets in one statement (one round trip). The scope's jobs first, then their places by job (the primary
  // key): joined the other way round, the planner read every place of the catalogue for each board.
  const { rows } = await sql<CopyPlace & { wanted: boolean }>`
    SELECT true AS wanted, job_id, of_copy, position, city, state, country, remote FROM (${copyPlaces(scope)}) w
    UNION ALL
    SELECT false, job_id, of_copy, position, city, state, country, remote FROM job_locations
    WHERE job_id = ANY(ARRAY(SELECT id FROM jobs WHERE ${inScope(scope)})) AND of_copy IS NOT NULL`.execute(
    db,
  );
  const wanted: CopyPlace[] = [];
  const shown: CopyPlace[] = [];
  for (const { wanted: isWanted, ...place } of rows) (isWanted ? wanted : shown).push(place);
  const wantedKeys = new Set(wanted.map(copyPlaceKey));
  const shownKeys = new Set(shown.map(copyPlaceKey));
  const gone = shown.filter((p) => !wantedKeys.has(copyPlaceKey(p)));
  const added = wanted.filter((p) => !shownKeys.has(copyPlaceKey(p)));
  if (gone.length > 0) {
    const jobIds = gone.map((p) => String(p.job_id));
    await sql`
      DELETE FROM job_locations l
      WHERE l.job_id = ANY(${jobIds}::bigint[])
        AND (l.job_id, l.position) IN (
          SELECT * FROM unnest(${jobIds}::bigint[], ${gone.map((p) => p.position)}::smallint[]))`.execute(db);
  }
  if (added.length > 0) {
    await sql`
      INSERT INTO job_locations (job_id, position, city, state, country, remote, of_copy)
      SELECT job_id, position, city, state, country, remote, of_copy
      FROM json_to_recordset(${JSON.stringify(added)}::json) AS w(job_id bigint, position smallint, city text,
        state text, country text, remote boolean, of_copy bigint)
      ON CONFLICT (job_id, position) DO NOTHING`.execute(db);
  }
  const touched = [...new Set([...gone, ...added].map((p) => String(p.job_id)))];
  if (touched.length === 0) return;
  await sql`UPDATE jobs SET location_keys = upstream_location_keys(id)
    WHERE id = ANY(${touched}::bigint[])`.execute(db);
}
