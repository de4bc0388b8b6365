import type { MonthlyUpdate } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { renderMarkdown } from './markdown.ts';

// The content module's console tables: group advising sign-ups and the monthly updates written in the console.

/** Note a member's group advising sign-up for the day (once per member per day, as the operator is told). */
export async function recordAdvisingSignup(db: Db, userId: number, day: string, now: Date): Promise<void> {
  await db
    .insertInto('advising_signups')
    .values({ user_id: userId, day, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
}

export interface AdvisingSignupRow {
  id: number;
  user_id: number;
  day: string;
  created_at: Date;
}

/** Sign-ups, newest first (the console joins who each person is). */
export async function advisingSignups(db: Db, limit = 500): Promise<AdvisingSignupRow[]> {
  const { rows } = await sql<AdvisingSignupRow>`
    SELECT id, user_id, to_char(day, 'YYYY-MM-DD') AS day, created_at FROM advising_signups
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export interface StoredMonthlyUpdate {
  month: string;
  title: string;
  body: string;
  figures: Record<string, number>;
  published_at: Date | null;
  updated_at: Date;
}

export async function storedMonthlyUpdate(db: Db, month: string): Promise<StoredMonthlyUpdate | undefined> {
  return db
    .selectFrom('monthly_updates')
    .select(['month', 'title', 'body', 'figures', 'published_at', 'updated_at'])
    .where('month', '=', month)
    .executeTakeFirst();
}

/**
 * Save a month's update with the figures it was drafted from; `publish` shows it at /monthly-update (it keeps
 * its first publication time), otherwise it is kept as a draft (and taken down if it was published).
 */
export async function saveMonthlyUpdate(
  db: Db,
  update: { month: string; title: string; body: string; figures: Record<string, number>; publish: boolean },
  now: Date,
): Promise<{ before: StoredMonthlyUpdate | undefined; published_at: Date | null }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('monthly_updates')
      .select(['month', 'title', 'body', 'figures', 'published_at', 'updated_at'])
      .where('month', '=', update.month)
      .forUpdate()
      .executeTakeFirst();
    const publishedAt = update.publish ? (before?.published_at ?? now) : null;
    const values = {
      title: update.title,
      body: update.body,
      figures: JSON.stringify(update.figures),
      published_at: publishedAt,
      updated_at: now,
    };
    await trx
      .insertInto('monthly_updates')
      .values({ month: update.month, ...values, created_at: now })
      .onConflict((oc) => oc.column('month').doUpdateSet(values))
      .execute();
    return { before, published_at: publishedAt };
  });
}

const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as the page names it: 'October 2025'. */
export function monthName(month: string): string {
  const [year, m] = month.split('-');
  return monthAndYear.format(new Date(Date.UTC(Number(year), Number(m) - 1, 1)));
}

/** Updates published from the console, as the /monthly-update page shows them (newest first). */
export async function publishedMonthlyUpdates(db: Db): Promise<MonthlyUpdate[]> {
  const rows = await db
    .selectFrom('monthly_updates')
    .select(['month', 'title', 'body'])
    .where('published_at', 'is not', null)
    .orderBy('month', 'desc')
    .execute();
  return rows.map((r) => ({
    slug: r.month,
    month: monthName(r.month),
    title: r.title,
    html: renderMarkdown(r.body),
  }));
}
