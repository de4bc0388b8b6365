import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

// The SQL of the accounts module: users, permissions, sign-in links, invites, the waitlist, OIDC attempts.

export interface UserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  oidc_subject: string | null;
  oidc_issuer: string | null;
}

export interface PermissionRow {
  user_id: number;
  type: string;
  tier: string | null;
  show_onboarding: boolean;
  onboarding_step: number | null;
  referral_code: string;
  referrals_remaining: number;
}

const userColumns = ['id', 'email', 'first_name', 'last_name', 'oidc_subject', 'oidc_issuer'] as const;
const permissionColumns = [
  'user_id',
  'type',
  'tier',
  'show_onboarding',
  'onboarding_step',
  'referral_code',
  'referrals_remaining',
] as const;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The account bound to this provider identity (or bound to the subject before issuers were kept). */
export async function findUserByIdentity(
  db: Executor,
  identity: { issuer: string; subject: string },
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('oidc_subject', '=', identity.subject)
    .where((eb) => eb.or([eb('oidc_issuer', '=', identity.issuer), eb('oidc_issuer', 'is', null)]))
    .orderBy(sql`oidc_issuer IS NULL`)
    .executeTakeFirst();
}

/** Insert the user unless the email exists (two sign-ins racing create one account), then return it. */
export async function insertOrFindUser(
  db: Executor,
  input: {
    email: string;
    first_name?: string | null;
    last_name?: string | null;
    oidc_subject?: string | null;
    oidc_issuer?: string | null;
  },
): Promise<{ user: UserRow; created: boolean }> {
  const inserted = await db
    .insertInto('users')
    .values({
      email: input.email,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      oidc_subject: input.oidc_subject ?? null,
      oidc_issuer: input.oidc_issuer ?? null,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(userColumns)
    .executeTakeFirst();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByEmail(db, input.email);
  if (!existing) throw new Error('user vanished between insert and select');
  return { user: existing, created: false };
}

export async function updateUserNames(
  db: Executor,
  id: number,
  names: {
    first_name?: string | null;
    last_name?: string | null;
    oidc_subject?: string | null;
    oidc_issuer?: string | null;
  },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

export async function findPermission(db: Executor, userId: number): Promise<PermissionRow | undefined> {
  return db
    .selectFrom('permissions')
    .select(permissionColumns)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findPermissionByReferralCode(
  db: Executor,
  code: string,
): Promise<PermissionRow | undefined> {
  return db
    .selectFrom('permissions')
    .select(permissionColumns)
    .where('referral_code', '=', code)
    .executeTakeFirst();
}

/** An unguessable, URL-safe referral code (the /invite-signup/{code} link). */
export const newReferralCode = (): string => randomBytes(9).toString('base64url');

/** Give a user a permission if they have none; returns whether one was created. */
export async function insertPermission(
  db: Executor,
  input: {
    user_id: number;
    type: string;
    tier: string | null;
    unpaid_tier?: string | null;
    referrals_remaining: number;
    show_onboarding: boolean;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('permissions')
    .values({ ...input, referral_code: newReferralCode() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function updatePermission(
  db: Executor,
  userId: number,
  set: Partial<{
    type: string;
    tier: string | null;
    unpaid_tier: string | null;
    referrals_remaining: number;
    show_onboarding: boolean;
    onboarding_step: number | null;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('permissions')
    .set({ ...set, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Spend one invite of the inviter, only if one is left (one statement: two spends never overdraw). */
export async function spendReferral(db: Executor, inviterId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('permissions')
    .set((eb) => ({ referrals_remaining: eb('referrals_remaining', '-', 1), updated_at: now }))
    .where('user_id', '=', inviterId)
    .where('referrals_remaining', '>', 0)
    .returning('referrals_remaining')
    .executeTakeFirst();
  return Boolean(row);
}

// Sign-in links

export async function insertLoginToken(
  db: Executor,
  input: {
    token_hash: Buffer;
    email: string;
    purpose: 'magic_link' | 'invite_signup';
    first_name?: string | null;
    invite_code?: string | null;
    created_at: Date;
    expires_at: Date;
    requested_ip: string | null;
  },
): Promise<void> {
  await db.insertInto('login_tokens').values(input).execute();
}

/** End every unspent sign-in link to an address (a newer one was sent, or its person signed out everywhere). */
export async function voidLoginTokens(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .updateTable('login_tokens')
    .set({ voided_at: now })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Spend a sign-in link: one atomic update, so a link signs in once however many requests race. */
export async function consumeLoginToken(db: Executor, tokenHash: Buffer, now: Date) {
  return db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['email', 'purpose', 'first_name', 'invite_code'])
    .executeTakeFirst();
}

export async function findLoginToken(db: Executor, tokenHash: Buffer) {
  return db
    .selectFrom('login_tokens')
    .select(['email', 'used_at', 'voided_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteExpiredLoginTokens(db: Executor, before: Date): Promise<number> {
  const res = await db.deleteFrom('login_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

// Invites

export async function listInvites(db: Executor, inviterId: number) {
  return db
    .selectFrom('invites')
    .select(['id', 'invited_email', 'invite_sent', 'user_signed_up'])
    .where('inviter_user_id', '=', inviterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findInviteByEmail(db: Executor, inviterId: number, email: string) {
  return db
    .selectFrom('invites')
    .select(['id', 'invite_sent', 'user_signed_up', 'invitee_user_id'])
    .where('inviter_user_id', '=', inviterId)
    .where(sql`lower(invited_email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertEmailInvite(db: Executor, inviterId: number, email: string, now: Date) {
  return db
    .insertInto('invites')
    .values({ inviter_user_id: inviterId, invited_email: email, invite_sent: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function markInviteSignedUp(
  db: Executor,
  inviteId: number,
  inviteeId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('invites')
    .set({ invitee_user_id: inviteeId, user_signed_up: now })
    .where('id', '=', inviteId)
    .execute();
}

/** A sign-up through the invite link without an emailed invite (spec §3: invited_email null). */
export async function insertLinkInvite(db: Executor, inviterId: number, inviteeId: number, now: Date) {
  await db
    .insertInto('invites')
    .values({
      inviter_user_id: inviterId,
      invited_email: null,
      invitee_user_id: inviteeId,
      user_signed_up: now,
      created_at: now,
    })
    .execute();
}

// Waitlist

export async function joinWaitlist(db: Executor, email: string, userId: number | null, now: Date) {
  await db
    .insertInto('waitlist')
    .values({ email, user_id: userId, created_at: now })
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ user_id: sql`coalesce(waitlist.user_id, excluded.user_id)` }),
    )
    .execute();
}

// OIDC attempts

export async function insertOidcLogin(
  db: Executor,
  row: {
    id_hash: Buffer;
    state: string;
    nonce: string;
    code_verifier: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await db.insertInto('oidc_logins').values(row).execute();
}

/** Take (and delete) the attempt behind a cookie; an attempt is usable once, within its expiry. */
export async function takeOidcLogin(db: Executor, idHash: Buffer, now: Date) {
  const row = await db
    .deleteFrom('oidc_logins')
    .where('id_hash', '=', idHash)
    .returning(['state', 'nonce', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= now) return undefined;
  return row;
}

export async function deleteExpiredOidcLogins(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('oidc_logins').where('expires_at', '<', before).execute();
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

// Operator listing (CLI)

export async function listUsersWithPermissions(db: Executor, type?: string) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('permissions as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.created_at',
      'u.last_login_at',
      'p.type',
      'p.tier',
      'p.show_onboarding',
      'p.referrals_remaining',
    ])
    .orderBy('u.id');
  if (type) q = q.where('p.type', '=', type);
  return q.execute();
}

/** A person's address and whether they opted out of all email (for unsubscribe links). */
export async function findEmailRecipient(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_opt_out'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function optOutOfAllEmail(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_opt_out: true }).where('id', '=', userId).execute();
}

/**
 * SQL selecting the members who may be emailed (have access, have not opted out of email), with what an email
 * to them needs: user_id, email, first_name, tier. Other modules join it instead of naming accounts' tables.
 */
export const emailRecipients = () => sql`
  SELECT u.id AS user_id, u.email, u.first_name, p.tier
    FROM users u JOIN permissions p ON p.user_id = u.id
   WHERE NOT u.email_opt_out`;

/**
 * SQL selecting every account's address for a listing (the console: who filed a request, who acted):
 * user_id, email, first_name, email_opt_out. Other modules join it instead of naming accounts' tables.
 */
export const accountEmails = () => sql`
  SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.email_opt_out FROM users u`;

// The waitlist as the operator sees it (the console)

export interface WaitlistRow {
  id: number;
  email: string;
  created_at: Date;
  user_id: number | null;
  first_name: string | null;
  referrer_email: string | null;
  access_type: string | null;
  access_tier: string | null;
  access_since: Date | null;
}

/** Everyone on the waitlist, oldest first, with their access now and the member who invited them, if any. */
export async function listWaitlist(
  db: Executor,
  filter: 'waiting' | 'granted' | 'all',
): Promise<WaitlistRow[]> {
  const { rows } = await sql<WaitlistRow>`
    SELECT w.id, w.email, w.created_at, u.id AS user_id, u.first_name,
      (SELECT iu.email FROM invites i JOIN users iu ON iu.id = i.inviter_user_id
        WHERE lower(i.invited_email) = lower(w.email) OR (u.id IS NOT NULL AND i.invitee_user_id = u.id)
        ORDER BY i.created_at DESC LIMIT 1) AS referrer_email,
      p.type AS access_type, p.tier AS access_tier, p.created_at AS access_since
    FROM waitlist w
      LEFT JOIN users u ON lower(u.email) = lower(w.email)
      LEFT JOIN permissions p ON p.user_id = u.id
    WHERE ${filter === 'waiting' ? sql`p.user_id IS NULL` : filter === 'granted' ? sql`p.user_id IS NOT NULL` : sql`true`}
    ORDER BY w.created_at, w.id`.execute(db);
  return rows;
}

export async function countWaitlist(db: Executor): Promise<{ waiting: number; granted: number }> {
  const { rows } = await sql<{ waiting: number; granted: number }>`
    SELECT (count(*) FILTER (WHERE p.user_id IS NULL))::int AS waiting,
      (count(*) FILTER (WHERE p.user_id IS NOT NULL))::int AS granted
    FROM waitlist w
      LEFT JOIN users u ON lower(u.email) = lower(w.email)
      LEFT JOIN permissions p ON p.user_id = u.id`.execute(db);
  return rows[0] ?? { waiting: 0, granted: 0 };
}
