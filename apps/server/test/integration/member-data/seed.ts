import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/index.ts';
import { createCompany, createJob } from '../../helpers/jobs-factory.ts';

/**
 * Where the schema names a member: every column of a public table that points at users(id), or is named like
 * a user column. Read from the database itself, so a table added by a migration is walked without anyone
 * remembering to list it.
 */
export async function userColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT DISTINCT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    WHERE c.table_schema = 'public'
      AND c.table_name <> 'users'
      AND (c.column_name ~ '(^|_)user_id$' OR c.column_name = 'actor_id' OR EXISTS (
        SELECT 1 FROM pg_constraint k
        JOIN pg_class t ON t.oid = k.conrelid
        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
        WHERE k.contype = 'f' AND k.confrelid = 'public.users'::regclass
          AND t.relname = c.table_name AND a.attname = c.column_name))
    ORDER BY 1, 2`.execute(db);
  return [{ table: 'users', column: 'id' }, ...rows];
}

/** Every public table's text columns, to look for the member's address anywhere. */
export async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')
    ORDER BY 1, 2`.execute(db);
  return rows;
}

/** Rows naming the member: by id in each user column, and by address in any text column. */
export async function rowsNaming(db: Db, member: { id: number; email: string }) {
  const found: string[] = [];
  for (const { table, column } of await userColumns(db)) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${member.id}`.execute(db);
    if (rows[0]!.n > 0) found.push(`${table}.${column}: ${rows[0]!.n}`);
  }
  for (const { table, column } of await textColumns(db)) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table)}
      WHERE lower(${sql.ref(column)}::text) LIKE ${`%${member.email.toLowerCase()}%`}`.execute(db);
    if (rows[0]!.n > 0) found.push(`${table}.${column} (address): ${rows[0]!.n}`);
  }
  return found;
}

/** One row of every kind Upstream keeps about a member, as using the product leaves them. */
export async function seedMemberData(db: Db, member: { id: number; email: string }) {
  const now = new Date();
  const job = await createJob(db, { title: 'Staff Engineer' });
  const company = await createCompany(db);
  const other = await db
    .insertInto('users')
    .values({ email: `friend-${randomBytes(3).toString('hex')}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('sessions')
    .values({
      id_hash: randomBytes(32),
      user_id: member.id,
      expires_at: new Date(now.getTime() + 86_400_000),
    })
    .execute();
  await db
    .insertInto('login_tokens')
    .values({ token_hash: randomBytes(32), email: member.email, expires_at: now })
    .execute();
  await db
    .insertInto('invites')
    .values({ inviter_user_id: member.id, invited_email: 'friend@example.com', invitee_user_id: other.id })
    .execute();
  await db.insertInto('waitlist').values({ email: member.email, user_id: member.id }).execute();
  const search = await db
    .insertInto('saved_searches')
    .values({ user_id: member.id, name: 'Remote staff roles', filters: JSON.stringify({ keyword: 'staff' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_jobs')
    .values({
      user_id: member.id,
      job_id: job.id,
      saved: true,
      status: 'Cold Applied',
      status_changed_at: now,
    })
    .execute();
  await db
    .insertInto('job_notes')
    .values({ user_id: member.id, job_id: job.id, note: 'Call Ada on Monday' })
    .execute();
  await db.insertInto('saved_companies').values({ user_id: member.id, company_id: company.id }).execute();
  await db
    .insertInto('blocked_companies')
    .values({ user_id: member.id, company_id: job.company_id })
    .execute();
  await db
    .insertInto('api_tokens')
    .values({ user_id: member.id, name: 'My script', token_hash: randomBytes(32), created_at: now })
    .execute();
  await db
    .insertInto('saved_search_feeds')
    .values({
      search_id: search.id,
      user_id: member.id,
      feed_key: randomBytes(16).toString('hex'),
      created_at: now,
    })
    .execute();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: member.id, feed_key: randomBytes(16).toString('hex') })
    .execute();
  await db
    .insertInto('inbox_addresses')
    .values({ user_id: member.id, token: randomBytes(8).toString('hex'), created_at: now })
    .execute();
  await db
    .insertInto('inbox_messages')
    .values({
      user_id: member.id,
      received_at: now,
      raw: Buffer.from('Subject: Your application'),
      subject: 'Your application',
    })
    .execute();
  await db
    .insertInto('requests')
    .values({ user_id: member.id, type: 'company', name: 'Acme Robotics', url: null })
    .execute();
  await db.insertInto('advising_signups').values({ user_id: member.id, day: '2026-12-01' }).execute();
  await db
    .insertInto('email_messages')
    .values({
      user_id: member.id,
      saved_search_id: search.id,
      category: 'digest',
      to_address: member.email,
      subject: 'New jobs for Remote staff roles',
      html: '<p>jobs</p>',
      text: 'jobs',
      status: 'sent',
    })
    .execute();
  const imported = await db
    .insertInto('companies')
    .values({ name: 'Member Import Co', slug: `member-import-${member.id}`, imported_by_user_id: member.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('jobs')
    .values({
      board_id: company.boardId,
      company_id: imported.id,
      external_id: `import-${member.id}`,
      title: 'Imported role',
      title_key: 'imported role',
      url: 'https://example.com/imported',
      content_hash: 'x',
      first_seen_at: now,
      last_seen_at: now,
      active: false,
      imported_by_user_id: member.id,
    })
    .execute();
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: member.id,
      actor_email: member.email,
      action: 'request.status',
      target: 'request 1 (Acme Robotics)',
      before: null,
      after: null,
    })
    .execute();
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: other.id,
      actor_email: 'operator@example.com',
      action: 'member.access',
      target: `member ${member.id} (${member.email})`,
      before: JSON.stringify({ type: 'free' }),
      after: JSON.stringify({ type: 'beta' }),
    })
    .execute();
  return { otherUserId: other.id };
}
