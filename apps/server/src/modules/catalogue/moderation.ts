import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

// An operator's word on a catalogue job (the console's Flagged jobs). 'removed' hides it for everyone: it leaves
// search, digests and every count of active jobs, and the members who marked it see it as removed. 'closed'
// marks it closed as if its board had dropped it. Either way the job is inactive and stays so whatever its
// board lists (ingestion leaves moderated jobs inactive; the check jobs_moderated_not_active holds it).

export type Moderation = 'removed' | 'closed';

export interface ModeratedJob {
  id: number;
  title: string;
  before: { active: boolean; closed_at: Date | null; moderation: Moderation | null };
  after: { active: boolean; closed_at: Date | null; moderation: Moderation | null };
}

/** Moderate a catalogue job (an imported job is its member's own: null, as for a missing one). */
export async function moderateJob(
  db: Db,
  jobId: number,
  moderation: Moderation,
  now: Date,
): Promise<ModeratedJob | null> {
  const { rows } = await sql<ModeratedJob>`
    WITH before AS (
      SELECT id, active, closed_at, moderation FROM jobs
      WHERE id = ${jobId} AND imported_by_user_id IS NULL FOR UPDATE
    ), changed AS (
      UPDATE jobs j SET moderation = ${moderation}, moderated_at = ${now}, active = false,
        closed_at = ${moderation === 'closed' ? sql`coalesce(j.closed_at, ${now})` : sql`j.closed_at`}
      FROM before b WHERE j.id = b.id
      RETURNING j.id, j.title, j.active, j.closed_at, j.moderation
    )
    SELECT c.id, c.title,
      json_build_object('active', b.active, 'closed_at', b.closed_at, 'moderation', b.moderation) AS before,
      json_build_object('active', c.active, 'closed_at', c.closed_at, 'moderation', c.moderation) AS after
    FROM changed c JOIN before b ON b.id = c.id`.execute(db);
  return rows[0] ?? null;
}

/** A catalogue job's title, or undefined when there is none such. */
export async function catalogueJobTitle(db: Db, jobId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('title')
    .where('id', '=', jobId)
    .where('imported_by_user_id', 'is', null)
    .executeTakeFirst();
  return row?.title;
}
