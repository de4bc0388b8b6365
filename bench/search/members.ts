import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** The cookie a bench member's session token is sent in (the production service's name for it). */
export const memberCookie = (token: string): string => `__Host-upstream_session=${token}`;

/**
 * Members with a realistic amount of their own state: saved, hidden, flagged and tracked jobs, notes,
 * saved and blocked companies. Returns their session tokens (the cookie value).
 */
export async function createBenchMembers(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM users WHERE email LIKE 'bench-member-%@example.com'`);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name)
       SELECT 'bench-member-' || g || '@example.com', 'Bench', 'Member' || g FROM generate_series(1, $1::int) g
       RETURNING id`,
      [count],
    );
    const ids = rows.map((r) => Number(r.id));
    await client.query(
      `INSERT INTO permissions (user_id, type, tier, show_onboarding, referral_code)
       SELECT id, 'beta', 'beta', false, 'bench' || id FROM unnest($1::bigint[]) AS id`,
      [ids],
    );
    // Recent jobs, as people act on what they see first: 100 hidden, 30 saved (10 of them tracked), 5 flagged.
    await client.query(
      `INSERT INTO user_jobs (user_id, job_id, saved, hidden, flagged, status)
       SELECT u, j.id, n % 10 < 3, n % 10 >= 6, n % 40 = 0, CASE WHEN n % 10 = 0 THEN 'Cold Applied' END
       FROM unnest($1::bigint[]) AS u
       CROSS JOIN LATERAL (
         SELECT id, row_number() OVER () AS n FROM (
           SELECT id FROM jobs WHERE active ORDER BY listed_at DESC NULLS LAST, id DESC OFFSET (u % 50) * 7 LIMIT 250
         ) recent
       ) AS j
       ON CONFLICT DO NOTHING`,
      [ids],
    );
    await client.query(
      `INSERT INTO job_notes (user_id, job_id, note)
       SELECT user_id, job_id, 'Reached out to the hiring manager' FROM user_jobs
       WHERE user_id = ANY($1::bigint[]) AND saved`,
      [ids],
    );
    await client.query(
      `INSERT INTO saved_companies (user_id, company_id)
       SELECT u, c FROM unnest($1::bigint[]) AS u CROSS JOIN generate_series(1, 5) AS c ON CONFLICT DO NOTHING`,
      [ids],
    );
    await client.query(
      `INSERT INTO blocked_companies (user_id, company_id)
       SELECT u, c FROM unnest($1::bigint[]) AS u CROSS JOIN generate_series(6, 7) AS c ON CONFLICT DO NOTHING`,
      [ids],
    );
    const tokens: string[] = [];
    for (const id of ids) {
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [createHash('sha256').update(token).digest(), id],
      );
      tokens.push(token);
    }
    await client.query('ANALYZE user_jobs, job_notes, saved_companies, blocked_companies, sessions');
    await client.query('CHECKPOINT');
    return tokens;
  } finally {
    await client.end();
  }
}
