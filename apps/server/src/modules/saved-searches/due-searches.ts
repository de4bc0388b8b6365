import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { emailRecipients } from '../accounts/index.ts';

// The saved searches a daily digest covers, and each one's watermark (how far its emails have covered).

export interface DigestSearchRow {
  id: number;
  user_id: number;
  name: string;
  /**
   * The stored filters as PostgreSQL prints them (jsonb prints equal values alike), unparsed: a digest run reads
   * every search but parses each distinct filter set once.
   */
  filters_json: string;
  digest_through: Date | null;
  email: string;
  tier: string | null;
  /** 1 for the person's oldest emailing search, 2 for the next… (the tier's quota keeps the first ones). */
  rank: number;
}

/**
 * Saved searches with the daily email on whose digest has not yet covered `upTo`, of people who have access
 * and have not opted out of email.
 */
export async function dueSearches(db: Executor, upTo: Date, onlyEmail?: string): Promise<DigestSearchRow[]> {
  const { rows } = await sql<DigestSearchRow>`
    SELECT * FROM (
      SELECT s.id, s.user_id, s.name, s.filters::text AS filters_json, s.digest_through, r.email, r.tier,
             row_number() OVER (PARTITION BY s.user_id ORDER BY s.created_at, s.id)::int AS rank
        FROM saved_searches s
        JOIN (${emailRecipients()}) r ON r.user_id = s.user_id
       WHERE s.email
         ${onlyEmail ? sql`AND lower(r.email) = lower(${onlyEmail})` : sql``}
    ) ranked
    WHERE digest_through IS NULL OR digest_through < ${upTo}
    ORDER BY user_id, rank
  `.execute(db);
  return rows;
}

/**
 * Lock these searches and keep those still at the watermark this run computed from: a concurrent run that got
 * there first has covered them, and they are skipped.
 */
export async function lockUncovered(
  trx: Transaction<Database>,
  expected: Map<number, Date | null>,
): Promise<Set<number>> {
  const ids = [...expected.keys()];
  if (!ids.length) return new Set();
  const rows = await trx
    .selectFrom('saved_searches')
    .select(['id', 'digest_through'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  const keep = new Set<number>();
  for (const row of rows) {
    const before = expected.get(row.id);
    const now = row.digest_through ? new Date(row.digest_through).getTime() : null;
    if ((before ? before.getTime() : null) === now) keep.add(row.id);
  }
  return keep;
}

export async function markCovered(trx: Transaction<Database>, ids: number[], through: Date): Promise<void> {
  if (!ids.length) return;
  await trx.updateTable('saved_searches').set({ digest_through: through }).where('id', 'in', ids).execute();
}
