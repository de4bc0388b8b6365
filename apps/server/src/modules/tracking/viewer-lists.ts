import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ViewerLists } from '../job-search/index.ts';

/** The viewer's own lists, as the jobs module asks for them (see ViewerLists in jobs). */
export function createViewerLists(db: Db): ViewerLists {
  return {
    hiddenJobIds: (userId) => sql`SELECT h.job_id FROM user_jobs h WHERE h.user_id = ${userId} AND h.hidden`,
    savedJobIds: (userId) => sql`SELECT s.job_id FROM user_jobs s WHERE s.user_id = ${userId} AND s.saved`,
    trackedJobIds: (userId) =>
      sql`SELECT t.job_id FROM user_jobs t WHERE t.user_id = ${userId} AND t.status IS NOT NULL`,
    blockedCompanyIds: (userId) =>
      sql`SELECT b.company_id FROM blocked_companies b WHERE b.user_id = ${userId}`,
    // Kept by triggers on user_jobs and blocked_companies (migration 2026112710); no row: never changed.
    async listsVersion(userId) {
      const row = await db
        .selectFrom('viewer_list_versions')
        .select('version')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    cardMarks: (userId) => ({
      join: sql`LEFT JOIN user_jobs uj ON uj.user_id = ${userId} AND uj.job_id = j.id`,
      columns: sql`
  COALESCE(uj.saved, false) AS saved, COALESCE(uj.flagged, false) AS flagged, COALESCE(uj.hidden, false) AS hidden,
  uj.status AS current_status, CASE WHEN uj.flagged THEN uj.flag_outcome END AS flag_outcome,
  (SELECT count(*) FROM job_notes n WHERE n.user_id = ${userId} AND n.job_id = j.id)::int AS job_notes_count,
  EXISTS (SELECT 1 FROM saved_companies sc WHERE sc.user_id = ${userId} AND sc.company_id = j.company_id)
    AS company_saved`,
    }),
    // Few rows: hiding is rare, and only new jobs count.
    async hiddenAmong(jobIds) {
      if (!jobIds.length) return new Set();
      const { rows } = await sql<{ user_id: number; job_id: number }>`
        SELECT user_id, job_id FROM user_jobs WHERE hidden AND job_id = ANY(${jobIds}::bigint[])`.execute(db);
      return new Set(rows.map((r) => `${r.user_id}:${r.job_id}`));
    },
    async blockedAmong(companyIds) {
      if (!companyIds.length) return new Set();
      const { rows } = await sql<{ user_id: number; company_id: number }>`
        SELECT user_id, company_id FROM blocked_companies WHERE company_id = ANY(${companyIds}::bigint[])`.execute(
        db,
      );
      return new Set(rows.map((r) => `${r.user_id}:${r.company_id}`));
    },
  };
}
