import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { inScope, type OpeningsScope } from './company-openings.ts';
import { openToRegion } from './remote-region.ts';

// Where an opening may be done remotely from (docs/decisions/0015): a representative shows its remote copies'
// eligibility with its own, as it shows their places. One copy "Remote · US" and another "Remote · Canada" is
// one result that the remote-region filter finds from either country, whose card says "Remote · US, Canada".
// The representative's remote columns hold the opening's (what search reads, over its GIN index); its own
// reading waits in own_remote_eligibility until no remote copy is left (migration 2026112702).

/** A posting's remote reading, as the jobs' remote columns hold it. */
export interface RemoteReading {
  remote: boolean;
  openTo: string[];
  excluded: string[];
  label: string | null;
  sentence: string | null;
}

/** Is a remote job with this reading open to someone in `place` (the remote-region filter's rule)? */
const admits = (r: RemoteReading, place: string) =>
  openToRegion({ remote: r.remote, remote_open_to: r.openTo, remote_excluded: r.excluded }, [place]);

/** A label read for one posting, said of an opening with others: "US only (not CA)" is "US (not CA)". */
const withoutOnly = (label: string) => label.replace(/ only(?= \(not |$)/, '');

const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * The reading of an opening from its postings' (the representative's own first): remote when any posting is,
 * open wherever any remote posting is open, and leaving a place out only when none of them admits it. The
 * label lists each posting's, the sentences each posting's words.
 */
export function openingRemoteReading(readings: readonly RemoteReading[]): RemoteReading {
  const remote = readings.filter((r) => r.remote);
  const openTo = distinct(remote.flatMap((r) => r.openTo)).sort();
  const excluded = distinct(remote.flatMap((r) => r.excluded))
    .filter((place) => !remote.some((r) => admits(r, place)))
    .sort();
  const labels = distinct(remote.flatMap((r) => (r.label ? [r.label] : [])));
  const label = labels.length <= 1 ? (labels[0] ?? null) : distinct(labels.map(withoutOnly)).join(', ');
  const sentences = distinct(remote.flatMap((r) => (r.sentence ? [r.sentence] : [])));
  return {
    remote: remote.length > 0,
    openTo,
    excluded,
    label,
    sentence: sentences.length ? sentences.join(' ') : null,
  };
}

const sameReading = (a: RemoteReading, b: RemoteReading) =>
  a.remote === b.remote &&
  a.label === b.label &&
  a.sentence === b.sentence &&
  a.openTo.join() === b.openTo.join() &&
  a.excluded.join() === b.excluded.join();

const READING = (alias: string) =>
  sql.raw(`json_build_object('remote', ${alias}.remote, 'openTo', ${alias}.remote_open_to,
    'excluded', ${alias}.remote_excluded, 'label', ${alias}.remote_label, 'sentence', ${alias}.remote_sentence)`);

/** A posting's own reading: a copy that showed an opening's until this regroup still holds the opening's. */
const OWN_READING = (alias: string) =>
  sql`COALESCE(${sql.ref(`${alias}.own_remote_eligibility`)}, ${READING(alias)}::jsonb)`;

/** A posting whose own reading may be remote (its remote columns, or the own reading it keeps aside). */
const MAY_BE_REMOTE = (alias: string) =>
  sql.raw(`(${alias}.remote OR ${alias}.own_remote_eligibility IS NOT NULL)`);

/**
 * Bring the remote columns of the representatives of `representatives` (a condition on jobs r) in step with
 * their remote copies, and give back their own reading to those that no longer have any.
 */
async function mergeEligibility(db: Executor, representatives: RawBuilder<boolean>): Promise<void> {
  const { rows } = await sql<{
    id: number;
    shown: RemoteReading;
    own: RemoteReading | null;
    copies: RemoteReading[];
  }>`
    SELECT r.id, ${READING('r')} AS shown, r.own_remote_eligibility AS own,
      COALESCE((SELECT json_agg(${OWN_READING('c')} ORDER BY c.id) FROM jobs c
        WHERE c.opening_id = r.id AND ${MAY_BE_REMOTE('c')}), '[]') AS copies
    FROM jobs r
    WHERE ${representatives}`.execute(db);
  const changes: ({ id: number; own: RemoteReading | null } & RemoteReading)[] = [];
  for (const row of rows) {
    const own = row.own ?? row.shown;
    const copies = row.copies.filter((c) => c.remote);
    const opening = copies.length ? openingRemoteReading([own, ...copies]) : own;
    // The posting's own reading is kept aside only while the opening's differs from it.
    const keep = sameReading(opening, own) ? null : own;
    if (!sameReading(opening, row.shown) || (keep === null) !== (row.own === null)) {
      changes.push({ id: Number(row.id), ...opening, own: keep });
    }
  }
  if (changes.length === 0) return;
  await sql`UPDATE jobs j SET remote = t.remote, remote_open_to = t.open_to, remote_excluded = t.excluded,
      remote_label = t.label, remote_sentence = t.sentence, own_remote_eligibility = t.own
    FROM json_to_recordset(${JSON.stringify(
      changes.map((c) => ({
        id: c.id,
        remote: c.remote,
        open_to: c.openTo,
        excluded: c.excluded,
        label: c.label,
        sentence: c.sentence,
        own: c.own,
      })),
    )}::json) AS t(id bigint, remote boolean, open_to text[], excluded text[], label text, sentence text, own jsonb)
    WHERE j.id = t.id`.execute(db);
}

/**
 * After a regroup: the scope's representatives with a remote copy, and the postings that showed an opening's
 * reading (a copy left, or the representative became a copy or closed).
 */
export function mergeCopyEligibility(db: Executor, scope: OpeningsScope): Promise<void> {
  return mergeEligibility(
    db,
    // Both found through small indexes: the copies' (jobs_opening_idx) and the postings' keeping their own
    // reading aside (jobs_own_remote_idx), never a read of the whole board.
    // One IN over a union, not two conditions joined by OR: with OR the planner read every job of the catalogue.
    sql<boolean>`r.id IN (SELECT c.opening_id FROM jobs c WHERE ${inScope(scope, 'c')} AND c.opening_id IS NOT NULL
        AND ${MAY_BE_REMOTE('c')}
      UNION SELECT o.id FROM jobs o WHERE o.company_id = ${scope.companyId} AND o.own_remote_eligibility IS NOT NULL
        AND ${inScope(scope, 'o')})`,
  );
}

/** After postings' readings were rewritten outside a board's write (the facts backfill): their openings'. */
export function mergeOpeningEligibilityOf(db: Executor, jobIds: readonly number[]): Promise<void> {
  if (jobIds.length === 0) return Promise.resolve();
  return mergeEligibility(
    db,
    sql<boolean>`r.id IN (SELECT p.id FROM jobs p WHERE p.id = ANY(${jobIds}::bigint[])
        AND (p.own_remote_eligibility IS NOT NULL
          OR EXISTS (SELECT 1 FROM jobs c WHERE c.opening_id = p.id AND ${MAY_BE_REMOTE('c')}))
      UNION SELECT c.opening_id FROM jobs c WHERE c.id = ANY(${jobIds}::bigint[]) AND c.opening_id IS NOT NULL)`,
  );
}
