import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** Boards per ATS by health (the console's Overview): healthy (active), failing, disabled. */
export async function boardHealthByAts(
  db: Db,
): Promise<{ ats: string; healthy: number; failing: number; disabled: number }[]> {
  const { rows } = await sql<{ ats: string; healthy: number; failing: number; disabled: number }>`
    SELECT ats, count(*) FILTER (WHERE status = 'active')::int AS healthy,
      count(*) FILTER (WHERE status = 'failing')::int AS failing,
      count(*) FILTER (WHERE status = 'disabled')::int AS disabled
    FROM job_boards GROUP BY ats ORDER BY ats`.execute(db);
  return rows;
}
