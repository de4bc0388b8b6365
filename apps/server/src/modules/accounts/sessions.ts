import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import {
  hashToken,
  newToken,
  type SessionLookup,
  type SessionUser,
  sessionCookieName,
} from '../../http/session.ts';
import { type Clock, DAY } from '../../lib/clock.ts';

// Sessions: a row per sign-in (its token stored hashed), read on every request through the SessionLookup port.

export function createSessionLookup(deps: { db: Db; clock: Clock }): SessionLookup {
  return { userBehind: (token) => loadSessionUser(deps.db, deps.clock, token) };
}

/** Load the signed-in user (with permission, if any) behind a session cookie value. */
async function loadSessionUser(db: Db, clock: Clock, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('permissions as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'p.user_id as p_user_id',
      'p.type',
      'p.tier',
      'p.interval',
      'p.subscription_current_period_end',
      'p.stripe_customer_id',
      'p.show_onboarding',
      'p.onboarding_step',
      'p.onboarding_search_id',
      'p.referral_code',
      'p.referrals_remaining',
    ])
    .where('s.id_hash', '=', hashToken(token))
    .where('s.expires_at', '>', clock.now())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permission:
      row.p_user_id == null
        ? null
        : {
            type: row.type!,
            tier: row.tier,
            interval: row.interval,
            subscription_current_period_end: row.subscription_current_period_end,
            stripe_customer_id: row.stripe_customer_id,
            show_onboarding: row.show_onboarding!,
            onboarding_step: row.onboarding_step,
            onboarding_search_id: row.onboarding_search_id,
            referral_code: row.referral_code!,
            referrals_remaining: row.referrals_remaining!,
          },
  };
}

/** Store a new session for `userId` and return its token (the cookie value). */
export async function createSession(
  deps: { db: Db; clock: Clock; config: Config },
  userId: number,
  meta: { userAgent?: string | null; ip?: string | null; replaceToken?: string } = {},
): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + deps.config.SESSION_DAYS * DAY);
  await deps.db.transaction().execute(async (trx) => {
    if (meta.replaceToken)
      await trx.deleteFrom('sessions').where('id_hash', '=', hashToken(meta.replaceToken)).execute();
    await trx
      .insertInto('sessions')
      .values({
        id_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: expires,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
      })
      .execute();
    await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
  });
  return { token, expires };
}

/** Start a fresh session (a new id every sign-in, the old one deleted) and set its cookie. */
export async function startSession(
  deps: { db: Db; clock: Clock; config: Config },
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
): Promise<string> {
  const { token, expires } = await createSession(deps, userId, {
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
    replaceToken: request.cookies[sessionCookieName(deps.config)],
  });
  reply.setCookie(sessionCookieName(deps.config), token, {
    path: '/',
    httpOnly: true,
    secure: deps.config.isProduction,
    sameSite: 'lax',
    expires,
  });
  return token;
}

/** Delete the session server-side and clear its cookie. */
export async function endSession(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const name = sessionCookieName(deps.config);
  const token = request.cookies[name];
  if (token) await deps.db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
  reply.clearCookie(name, { path: '/', httpOnly: true, secure: deps.config.isProduction, sameSite: 'lax' });
}
