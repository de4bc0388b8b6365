import { isPaidTier, type PERMISSION_TYPES, SCHEDULE_TIME_ZONE } from '@upstream/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';
import { defaultTier } from './operator.ts';
import * as repo from './repo.ts';

// Accounts as the operator console reads and changes them (Members, Overview): finding people by address,
// changing their access, adding invites, ending their sessions, and the member figures.

export interface MemberRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  last_login_at: Date | null;
  type: (typeof PERMISSION_TYPES)[number] | null;
  tier: string | null;
  interval: string | null;
  subscription_current_period_end: Date | null;
  has_customer: boolean;
  show_onboarding: boolean | null;
  onboarding_step: number | null;
  referrals_remaining: number | null;
  sessions: number;
}

const memberColumns = (now: Date) => sql`
  u.id, u.email, u.first_name, u.last_name, u.created_at, u.last_login_at,
  p.type, p.tier, p.interval, p.subscription_current_period_end, p.stripe_customer_id IS NOT NULL AS has_customer,
  p.show_onboarding, p.onboarding_step, p.referrals_remaining,
  (SELECT count(*) FROM sessions s WHERE s.user_id = u.id AND s.expires_at > ${now})::int AS sessions`;

/** People whose address contains `text` (case-insensitive), exact matches first, at most `limit`. */
export async function findMembers(db: Db, text: string, now: Date, limit = 25): Promise<MemberRow[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<MemberRow>`
    SELECT ${memberColumns(now)} FROM users u LEFT JOIN permissions p ON p.user_id = u.id
    WHERE lower(u.email) LIKE ${pattern}
    ORDER BY (lower(u.email) = ${text.toLowerCase()}) DESC, u.last_login_at DESC NULLS LAST, u.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

export async function findMember(db: Db, userId: number, now: Date): Promise<MemberRow | undefined> {
  const { rows } = await sql<MemberRow>`
    SELECT ${memberColumns(now)} FROM users u LEFT JOIN permissions p ON p.user_id = u.id
    WHERE u.id = ${userId}`.execute(db);
  return rows[0];
}

export interface AccessChange {
  type?: string;
  tier?: string;
  addInvites?: number;
}

export interface AccessState {
  type: string | null;
  tier: string | null;
  invites_left: number | null;
}

/**
 * Change a member's type (and tier), or add invites. A new type without a tier keeps a paid tier (the
 * subscription decides it) and otherwise takes the type's own. Someone without access yet is given it.
 */
export async function changeMemberAccess(
  db: Db,
  userId: number,
  change: AccessChange,
  now: Date,
): Promise<{ before: AccessState; after: AccessState } | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return null;
    const current = await trx
      .selectFrom('permissions')
      .select(['type', 'tier', 'referrals_remaining'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const before: AccessState = {
      type: current?.type ?? null,
      tier: current?.tier ?? null,
      invites_left: current?.referrals_remaining ?? null,
    };
    const type = change.type ?? current?.type ?? 'free';
    const tier =
      change.tier ??
      (change.type === undefined || isPaidTier(current?.tier ?? null)
        ? (current?.tier ?? defaultTier(type))
        : defaultTier(type));
    const invites = (current?.referrals_remaining ?? 0) + (change.addInvites ?? 0);
    if (!current) {
      await repo.insertPermission(trx, {
        user_id: userId,
        type,
        tier,
        unpaid_tier: isPaidTier(tier) ? 'free' : tier,
        referrals_remaining: invites,
        show_onboarding: true,
      });
    } else {
      await repo.updatePermission(
        trx,
        userId,
        { type, tier, ...(isPaidTier(tier) ? {} : { unpaid_tier: tier }), referrals_remaining: invites },
        now,
      );
    }
    return { before, after: { type, tier, invites_left: invites } };
  });
}

/** End every session of a person (signed out everywhere). Returns how many ended. */
export async function endAllSessions(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** New people per calendar day (schedule time zone) over the last `days` days, oldest first. */
export async function newMembersPerDay(
  db: Db,
  now: Date,
  days: number,
): Promise<{ day: string; new: number }[]> {
  const tz = SCHEDULE_TIME_ZONE;
  const since = new Date(now.getTime() - (days + 1) * DAY);
  const { rows } = await sql<{ day: string; new: number }>`
    WITH calendar AS (
      SELECT generate_series((${now}::timestamptz AT TIME ZONE ${tz})::date - ${days - 1}::int,
        (${now}::timestamptz AT TIME ZONE ${tz})::date, interval '1 day')::date AS day
    ), joined AS (
      SELECT (created_at AT TIME ZONE ${tz})::date AS day FROM users WHERE created_at >= ${since}
    )
    SELECT to_char(c.day, 'YYYY-MM-DD') AS day, count(j.day)::int AS new
    FROM calendar c LEFT JOIN joined j ON j.day = c.day GROUP BY c.day ORDER BY c.day`.execute(db);
  return rows;
}

/** Members with access by tier, and everyone signed up. */
export async function memberTotals(
  db: Db,
): Promise<{ byTier: { tier: string; members: number }[]; people: number }> {
  const [byTier, people] = await Promise.all([
    sql<{ tier: string; members: number }>`
      SELECT coalesce(tier, 'none') AS tier, count(*)::int AS members FROM permissions
      GROUP BY 1 ORDER BY members DESC, tier`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db),
  ]);
  return { byTier: byTier.rows, people: people.rows[0]?.n ?? 0 };
}

/** People who joined in [from, to). */
export async function countNewPeople(db: Db, from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM users WHERE created_at >= ${from} AND created_at < ${to}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * SQL of every person with what the console shows beside their name: user_id, email, name, type, tier.
 * Other modules join it instead of naming accounts' tables.
 */
export const memberSummaries = () => sql`
  SELECT u.id AS user_id, u.email, nullif(concat_ws(' ', u.first_name, u.last_name), '') AS name, p.type, p.tier
    FROM users u LEFT JOIN permissions p ON p.user_id = u.id`;
