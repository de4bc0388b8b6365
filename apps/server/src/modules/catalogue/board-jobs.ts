import { REPOST_WINDOW_DAYS } from '@upstream/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Executor } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';

// Writing a board's jobs: the jobs of a board, their places and their repost links, as ingestion (and the
// staleness sweep) change them. Bulk statements tuned for ingestion speed (docs/decisions/0010).

/** A posting as the catalogue stores it (what ingestion's normalisation makes of a board's answer). */
export interface CatalogueJob {
  externalId: string;
  title: string;
  titleKey: string;
  url: string;
  function: string;
  level: string;
  type: string;
  department: string | null;
  employmentType: string | null;
  description: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  /** The interval salaryMin/salaryMax are paid in ('year', 'month', 'week', 'day', 'hour'). */
  salaryInterval: string | null;
  /** The yearly range, where annualising is sound (the minimum-salary filter reads salaryAnnualMax). */
  salaryAnnualMin: number | null;
  salaryAnnualMax: number | null;
  /** 'on-site' | 'hybrid' | 'remote', null when the board does not say. */
  workMode: string | null;
  remote: boolean;
  postedAt: Date | null;
  updatedAt: Date | null;
  places: { city: string | null; state: string | null; country: string | null; remote: boolean }[];
  placesKey: string;
  /** What the description says of sponsoring a visa ('sponsors' | 'no-sponsorship'), with its sentence. */
  visaSponsorship?: string | null;
  visaSentence?: string | null;
  /** A remote job's places (ISO codes, 'US-TX', '*' for anywhere; regions spelled out) and those left out. */
  remoteOpenTo?: string[];
  remoteExcluded?: string[];
  /** The card's line of where a remote job may be done from, and the words that decided it. */
  remoteLabel?: string | null;
  remoteSentence?: string | null;
  /** The version of the reader of the facts above (0: none; stored jobs read by an older one are re-read). */
  factsVersion?: number;
  /** The key of the opening it is a copy of, and its description's sketch (catalogue/openings.ts). */
  openingKey?: string;
  descriptionSketch?: number[] | null;
}

/**
 * Run `work` in the catalogue's bulk-write transaction (ingestion's), set up in one round trip:
 * - its commit does not wait for the disk: everything ingestion writes can be fetched again, so a crash that
 *   loses its last moments costs a refetch, while waiting for the flush made a board that answered as before
 *   cost a disk sync;
 * - it writes each job's location_keys with its places (see insertJobs, updateListedJobs), so the job_locations
 *   triggers need not check them (migration 2026112290).
 */
export function ingestTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    // One simple-protocol round trip opens and sets up the transaction (kysely's own takes two).
    await sql`BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL upstream.location_keys_written = on`.execute(
      conn,
    );
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (err) {
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw err;
    }
  });
}

export interface ExistingJob {
  id: number;
  external_id: string;
  content_hash: string;
  closed_at: Date | null;
  active: boolean;
  /** An operator hid it for everyone or closed it: listing it again neither reopens nor shows it. */
  moderation: 'removed' | 'closed' | null;
  /** A copy of an opening (the posting shown for it), never shown itself (catalogue/openings.ts). */
  opening_id: number | null;
  /** What it is grouped into openings by (null: written before openings were). */
  opening_key: string | null;
}

export async function existingJobs(db: Executor, boardId: number): Promise<ExistingJob[]> {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'external_id',
      'content_hash',
      'closed_at',
      'active',
      'moderation',
      'opening_id',
      'opening_key',
    ])
    .where('board_id', '=', boardId)
    .execute();
}

/**
 * The places of a board's open postings, each with its posting's external id: what a label no gazetteer knows is
 * read from when a fetch normalises only the board's new and edited postings.
 */
export async function openBoardPlaces(
  db: Executor,
  boardId: number,
): Promise<{ job: string; city: string | null; state: string | null; country: string | null }[]> {
  return db
    .selectFrom('job_locations as l')
    .innerJoin('jobs as j', 'j.id', 'l.job_id')
    .select(['j.external_id as job', 'l.city', 'l.state', 'l.country'])
    .where('j.board_id', '=', boardId)
    .where('j.closed_at', 'is', null)
    .where('l.of_copy', 'is', null)
    .execute();
}

export interface RepostCandidate {
  id: number;
  title_key: string;
  location_key: string;
  first_seen_at: Date;
  listed_at: Date | null;
  repost_count: number;
}

/**
 * Earlier postings of the company a new posting may be a repost of: closed within the repost window, or
 * still open on this board but missing from its current listing.
 */
export async function repostCandidates(
  db: Executor,
  input: { companyId: number; boardId: number; titleKeys: string[]; listedIds: number[]; now: Date },
): Promise<RepostCandidate[]> {
  if (input.titleKeys.length === 0) return [];
  const since = new Date(input.now.getTime() - REPOST_WINDOW_DAYS * DAY);
  const rows = await sql<RepostCandidate>`
    SELECT id, title_key, location_key, first_seen_at, listed_at, repost_count FROM jobs
    WHERE company_id = ${input.companyId} AND title_key = ANY(${input.titleKeys}::text[])
      AND imported_by_user_id IS NULL
      AND (closed_at >= ${since}
        OR (closed_at IS NULL AND board_id = ${input.boardId} AND NOT (id = ANY(${input.listedIds}::bigint[]))))
    ORDER BY first_seen_at DESC, id DESC`.execute(db);
  return rows.rows;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Code-point order, as the database's C.UTF-8 collation sorts the keys array_agg(DISTINCT …) gives. */
const byCodePoint = (a: string, b: string) => {
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
};

/**
 * A job's location_keys from its places, as upstream_location_keys() derives them from job_locations ('City|ST',
 * or the city alone without a state; distinct, sorted): made here, where it costs a few string operations,
 * rather than by a subquery per row of a bulk write, which cost a fifth of a board's insert.
 */
export function locationKeysOf(places: CatalogueJob['places']): string[] {
  const keys = new Set<string>();
  for (const p of places) {
    if (p.city === null || p.city === '') continue;
    keys.add(p.state === null ? p.city : `${p.city}|${p.state}`);
  }
  return [...keys].sort(byCodePoint);
}

export interface NewJobRow {
  job: CatalogueJob;
  hash: string;
  firstSeenAt: Date;
  /** When it became news (listedAt in query.ts); null: never news. */
  listedAt: Date | null;
  repostedFromId: number | null;
  repostCount: number;
}

/**
 * A bulk write's rows as one JSON parameter, read back with json_to_recordset: the pg driver serialises one
 * string far faster than it escapes seventeen arrays of text. Places ride along, so a job and its places are
 * written by one statement.
 */
function jobRecord(j: CatalogueJob) {
  return {
    external_id: j.externalId,
    title: j.title,
    title_key: j.titleKey,
    url: j.url,
    function: j.function,
    level: j.level,
    type: j.type,
    department: j.department,
    employment_type: j.employmentType,
    description: j.description,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_interval: j.salaryInterval,
    salary_annual_min: j.salaryAnnualMin,
    salary_annual_max: j.salaryAnnualMax,
    work_mode: j.workMode,
    remote: j.remote,
    posted_at: iso(j.postedAt),
    source_updated_at: iso(j.updatedAt),
    location_key: j.placesKey,
    location_keys: locationKeysOf(j.places),
    visa_sponsorship: j.visaSponsorship ?? null,
    visa_sentence: j.visaSentence ?? null,
    remote_open_to: j.remoteOpenTo ?? [],
    remote_excluded: j.remoteExcluded ?? [],
    remote_label: j.remoteLabel ?? null,
    remote_sentence: j.remoteSentence ?? null,
    facts_version: j.factsVersion ?? 0,
    opening_key: j.openingKey ?? j.titleKey,
    description_sketch: j.descriptionSketch ?? null,
    places: j.places.map((p, position) => ({
      position,
      city: p.city,
      state: p.state,
      country: p.country,
      remote: p.remote,
    })),
  };
}

const JOB_COLUMNS =
  sql.raw(`external_id, title, title_key, url, function, level, type, department, employment_type,
  description, salary_min, salary_max, salary_currency, salary_interval, salary_annual_min, salary_annual_max,
  work_mode, remote, posted_at, source_updated_at, location_key, visa_sponsorship, visa_sentence,
  remote_open_to, remote_excluded, remote_label, remote_sentence, facts_version, opening_key, description_sketch`);
const JOB_COLUMN_TYPES =
  sql.raw(`external_id text, title text, title_key text, url text, function text, level text,
  type text, department text, employment_type text, description text, salary_min numeric, salary_max numeric,
  salary_currency text, salary_interval text, salary_annual_min integer, salary_annual_max integer,
  work_mode text, remote boolean, posted_at timestamptz, source_updated_at timestamptz, location_key text,
  visa_sponsorship text, visa_sentence text, remote_open_to text[], remote_excluded text[], remote_label text,
  remote_sentence text, facts_version smallint, opening_key text, description_sketch int[], location_keys text[],
  places json`);
const PLACE_COLUMN_TYPES = sql.raw('position smallint, city text, state text, country text, remote boolean');
/**
 * Each job's location_keys (locationKeysOf) are written with the job and its places in one statement, inside
 * ingestTransaction, so the job_locations triggers skip their check; a test compares them with
 * upstream_location_keys() after every kind of write (locations.test.ts).
 */
const LOCATION_KEYS = sql.raw('t.location_keys');

/** Insert new postings and their places in one statement; returns their ids in input order. */
export async function insertJobs(
  db: Executor,
  board: { id: number; companyId: number },
  rows: NewJobRow[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  // Added to the record made for it, not spread into a copy: a spread of its ~35 fields made an object in
  // dictionary mode, which JSON.stringify reads slowly (20 µs a row against 5, docs/decisions/0017-ingest-cost.md).
  const records = rows.map((r) =>
    Object.assign(jobRecord(r.job), {
      content_hash: r.hash,
      first_seen_at: r.firstSeenAt.toISOString(),
      listed_at: iso(r.listedAt),
      reposted_from_id: r.repostedFromId,
      repost_count: r.repostCount,
    }),
  );
  const result = await sql<{ id: number; external_id: string }>`
    WITH t AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json)
        AS t(${JOB_COLUMN_TYPES}, content_hash text, first_seen_at timestamptz, listed_at timestamptz,
          reposted_from_id bigint, repost_count int)
    ), ins AS (
      INSERT INTO jobs (board_id, company_id, ${JOB_COLUMNS}, location_keys, content_hash, first_seen_at,
        listed_at, last_seen_at, reposted_from_id, repost_count, active)
      SELECT ${board.id}, ${board.companyId}, ${JOB_COLUMNS}, ${LOCATION_KEYS}, content_hash, first_seen_at,
        listed_at, ${now}, reposted_from_id, repost_count, true
      FROM t
      RETURNING id, external_id
    ), places AS (
      INSERT INTO job_locations (job_id, position, city, state, country, remote)
      SELECT ins.id, p.position, p.city, p.state, p.country, p.remote
      FROM ins JOIN t USING (external_id), json_to_recordset(t.places) AS p(${PLACE_COLUMN_TYPES})
    )
    SELECT id, external_id FROM ins`.execute(db);
  const ids = new Map(result.rows.map((r) => [r.external_id, r.id]));
  return rows.map((r) => ids.get(r.job.externalId)!);
}

/** What a board's fetch changes in the postings it had: edited ones, listed again, and no longer listed. */
export interface ListedChanges {
  /** Rewritten (and reopened) with their places. */
  edited: { id: number; job: CatalogueJob; hash: string }[];
  /** Listed again unchanged after they had closed: reopened. */
  reopened: number[];
  /** No longer listed by a full fetch: closed (kept, never deleted). */
  closed: number[];
}

/**
 * A board's edits, reopenings and closings, sent as one statement (a data-modifying WITH for each part that has
 * rows): a changed board paid a round trip for each of them, and a round trip costs the ingesting thread a socket
 * write whatever its size (docs/decisions/0017-ingest-cost.md). The parts touch different rows (an edited posting
 * is listed with a new hash, a reopened one with its old hash, a closed one is not listed), so no part depends on
 * another's effect.
 * An edit never touches first_seen_at or listed_at, and the posted date only moves earlier (a Workday "Posted 30+
 * Days Ago" read later is no newer posting).
 */
export async function updateListedJobs(db: Executor, changes: ListedChanges, now: Date): Promise<void> {
  const parts: RawBuilder<unknown>[] = [];
  if (changes.edited.length) parts.push(...editParts(changes.edited, now));
  if (changes.reopened.length) {
    parts.push(sql`UPDATE jobs SET closed_at = NULL, active = (moderation IS NULL AND opening_id IS NULL),
        last_seen_at = ${now}
      WHERE id = ANY(${changes.reopened}::bigint[]) AND moderation IS DISTINCT FROM 'closed'`);
  }
  if (changes.closed.length) {
    parts.push(sql`UPDATE jobs SET closed_at = ${now}, active = false
      WHERE id = ANY(${changes.closed}::bigint[]) AND closed_at IS NULL`);
  }
  if (parts.length === 0) return;
  if (parts.length === 1) {
    await parts[0]!.execute(db);
    return;
  }
  const named = parts.map((part, i) => sql`${sql.raw(`part_${i}`)} AS (${part})`);
  await sql`WITH ${sql.join(named)} SELECT 1`.execute(db);
}

/** Rewriting edited postings: the rows, then their places (only where they differ). */
function editParts(rows: ListedChanges['edited'], now: Date): RawBuilder<unknown>[] {
  const records = rows.map((r) => Object.assign(jobRecord(r.job), { content_hash: r.hash, id: r.id }));
  const json = JSON.stringify(records);
  const update = sql`
    UPDATE jobs AS j SET title = t.title, title_key = t.title_key, url = t.url, function = t.function,
      level = t.level, type = t.type, department = t.department, employment_type = t.employment_type,
      description = t.description, salary_min = t.salary_min, salary_max = t.salary_max,
      salary_currency = t.salary_currency, salary_interval = t.salary_interval,
      salary_annual_min = t.salary_annual_min, salary_annual_max = t.salary_annual_max, work_mode = t.work_mode,
      remote = t.remote, posted_at = LEAST(t.posted_at, j.posted_at),
      source_updated_at = t.source_updated_at, location_key = t.location_key, location_keys = ${LOCATION_KEYS},
      visa_sponsorship = t.visa_sponsorship, visa_sentence = t.visa_sentence, remote_open_to = t.remote_open_to,
      remote_excluded = t.remote_excluded, remote_label = t.remote_label, remote_sentence = t.remote_sentence,
      -- The posting's own reading again; regroupOpenings adds its copies' (opening-eligibility.ts).
      own_remote_eligibility = NULL, facts_version = t.facts_version,
      opening_key = t.opening_key, description_sketch = t.description_sketch,
      content_hash = t.content_hash, last_seen_at = ${now},
      -- An operator's word stands: a job they closed stays closed, one they hid stays out of search. A copy of
      -- an opening stays out too (regroupOpenings decides again after the board's writes).
      closed_at = CASE WHEN j.moderation = 'closed' THEN j.closed_at END,
      active = (j.moderation IS NULL AND j.opening_id IS NULL)
    FROM json_to_recordset(${json}::json) AS t(${JOB_COLUMN_TYPES}, content_hash text, id bigint)
    WHERE j.id = t.id`;
  // Places are rewritten only where they differ, so an edit that keeps its places leaves them (and the
  // location_keys the triggers derive from them) untouched. Both parts reach the places by the edited jobs'
  // ids (the primary key's first column): joined to the rows' JSON alone, the planner read every place of the
  // catalogue for each edited board. They read only ids and places, not the rows' JSON with its descriptions.
  // The delete takes positions past a job's new count and the insert those below it: never the same row.
  const ids = rows.map((r) => r.id);
  const deletePlaces = sql`
    DELETE FROM job_locations l
    USING unnest(${ids}::bigint[], ${records.map((r) => r.places.length)}::int[]) AS t(id, places)
    WHERE l.job_id = ANY(${ids}::bigint[]) AND l.job_id = t.id AND l.position >= t.places`;
  const places = JSON.stringify(records.map((r) => ({ id: r.id, places: r.places })));
  // A place stored as it is is left out before the insert: ON CONFLICT locks the row it meets even when its WHERE
  // then declines the update, a lock record and a dirtied page (its full image after a checkpoint) for each place
  // of each edited posting, most of which keep their places (docs/decisions/0017-ingest-cost.md). A count, not
  // NOT EXISTS: the planner turns NOT EXISTS into an anti-join and, not knowing the JSON's size, hashed every
  // place of the catalogue for it (84 ms a call); a scalar subquery stays one primary-key probe per place.
  const insertPlaces = sql`
    INSERT INTO job_locations AS l (job_id, position, city, state, country, remote)
    SELECT t.id, p.position, p.city, p.state, p.country, p.remote
    FROM json_to_recordset(${places}::json) AS t(id bigint, places json),
      json_to_recordset(t.places) AS p(${PLACE_COLUMN_TYPES})
    WHERE (SELECT count(*) FROM job_locations s WHERE s.job_id = t.id AND s.position = p.position
      AND (s.city, s.state, s.country, s.remote) IS NOT DISTINCT FROM (p.city, p.state, p.country, p.remote)) = 0
    ON CONFLICT (job_id, position) DO UPDATE
      SET city = EXCLUDED.city, state = EXCLUDED.state, country = EXCLUDED.country, remote = EXCLUDED.remote
      WHERE (l.city, l.state, l.country, l.remote) IS DISTINCT FROM
        (EXCLUDED.city, EXCLUDED.state, EXCLUDED.country, EXCLUDED.remote)`;
  return [update, deletePlaces, insertPlaces];
}

/** A board just read successfully: its open jobs are shown again if the staleness sweep had hidden them. */
export async function reactivateOpenJobs(db: Executor, boardId: number): Promise<void> {
  await sql`UPDATE jobs SET active = true
    WHERE board_id = ${boardId} AND closed_at IS NULL AND NOT active AND moderation IS NULL
      AND opening_id IS NULL`.execute(db);
}

/** Take the jobs of these boards out of search (the staleness sweep). Returns how many. */
export async function deactivateJobsOfBoards(db: Executor, boardIds: RawBuilder<unknown>): Promise<number> {
  const result = await sql`UPDATE jobs SET active = false
    WHERE active AND board_id IN (${boardIds})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
