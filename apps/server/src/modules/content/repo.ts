import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { accountEmails } from '../accounts/index.ts';

export interface NewRequest {
  userId: number;
  type: string;
  name: string;
  url: string | null;
  createdAt: Date;
}

export async function insertRequest(db: Db, request: NewRequest) {
  return db
    .insertInto('requests')
    .values({
      user_id: request.userId,
      type: request.type,
      name: request.name,
      url: request.url,
      created_at: request.createdAt,
    })
    .returning(['id', 'type', 'name', 'url'])
    .executeTakeFirstOrThrow();
}

export interface RequestRow {
  id: number;
  user_id: number | null;
  email: string | null;
  first_name: string | null;
  email_opt_out: boolean | null;
  type: string;
  name: string;
  url: string | null;
  status: 'new' | 'planned' | 'added' | 'declined';
  created_at: Date;
  status_changed_at: Date | null;
}

const requestRows = (where: RawBuilder<unknown>) => sql<RequestRow>`
  SELECT r.id, r.user_id, a.email, a.first_name, a.email_opt_out, r.type, r.name, r.url, r.status,
    r.created_at, r.status_changed_at
  FROM requests r LEFT JOIN (${accountEmails()}) a ON a.user_id = r.user_id
  WHERE ${where}
  ORDER BY r.created_at DESC, r.id DESC`;

/** The most recent requests (with who filed them), newest first. */
export async function listRequests(db: Db, filter: { type?: string; limit: number }): Promise<RequestRow[]> {
  const where = filter.type ? sql`r.type = ${filter.type}` : sql`true`;
  const { rows } = await sql<RequestRow>`${requestRows(where)} LIMIT ${filter.limit}`.execute(db);
  return rows;
}

export async function findRequests(db: Db, ids: number[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await requestRows(sql`r.id = ANY(${ids}::bigint[])`).execute(db);
  return rows;
}

/** The requests identical to one (same type, same name but for case and spacing), oldest first. */
export async function identicalRequestIds(db: Db, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT r.id FROM requests r, requests one
    WHERE one.id = ${id} AND r.type = one.type
      AND lower(regexp_replace(btrim(r.name), '\\s+', ' ', 'g')) = lower(regexp_replace(btrim(one.name), '\\s+', ' ', 'g'))
    ORDER BY r.id`.execute(db);
  return rows.map((r) => r.id);
}

/** Set the status of requests; answers the ones that changed (their status before). */
export async function setRequestStatus(
  db: Db,
  ids: number[],
  status: RequestRow['status'],
  now: Date,
): Promise<{ id: number; before: RequestRow['status'] }[]> {
  const { rows } = await sql<{ id: number; before: RequestRow['status'] }>`
    UPDATE requests r SET status = ${status}, status_changed_at = ${now}
    FROM requests old
    WHERE r.id = old.id AND r.id = ANY(${ids}::bigint[]) AND r.status <> ${status}
    RETURNING r.id, old.status AS before`.execute(db);
  return rows;
}
