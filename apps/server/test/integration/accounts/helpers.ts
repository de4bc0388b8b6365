import { sql } from 'kysely';
import type { Db } from '../../../src/db/index.ts';
import { TEST_ORIGIN } from '../../helpers/app.ts';

/** The sign-in token of the latest email to `email`, read from the outbox as a person reads their inbox. */
export async function latestSignInToken(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('email_messages')
    .select(['text'])
    .where(sql`lower(to_address)`, '=', email.toLowerCase())
    .where('category', 'in', ['magic_link', 'invite_signup'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = row.text.match(/\/auth\/confirm\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no sign-in link in: ${row.text}`);
  return decodeURIComponent(match[1]!);
}

export const formHeaders = { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
export const jsonHeaders = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

/** The session cookie a response sets, as the header a browser would send back. */
export function sessionCookieFrom(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'upstream_session');
  if (!c?.value) throw new Error('no session cookie set');
  return `upstream_session=${c.value}`;
}
