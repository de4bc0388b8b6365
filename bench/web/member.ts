import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_STATUSES } from '@upstream/contract';
import pg from 'pg';
import { embeddedConnectionString } from '../../apps/server/src/db/embedded.ts';
import { credentialsFile, readCredentials } from '../../apps/server/src/db/embedded-credentials.ts';

/** The session cookie's name in production (the `__Host-` prefix: secure, whole site, no domain). */
export const SESSION_COOKIE = '__Host-upstream_session';

/**
 * A bench account in the demo's database, made as the other benches make members (straight into the tables):
 * onboarded, with `tracked` jobs on its tracker (newest jobs, spread over the statuses). Returns the value of
 * its session cookie. The demo started the embedded server; its port is in $DATA_DIR/postgres.port.
 */
export async function createWebBenchMember(dataDir: string, tracked: number): Promise<string> {
  const { port } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.port'), 'utf8')) as { port: number };
  // The demo's cluster keeps its generated passwords beside its files; the app's role owns the tables.
  const login = readCredentials(credentialsFile(path.join(dataDir, 'postgres')))?.app;
  if (!login) throw new Error(`No credentials for the embedded database in ${dataDir}`);
  const client = new pg.Client({ connectionString: embeddedConnectionString(port, login, 'upstream') });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name)
       VALUES ('bench-web-' || $1 || '@example.com', 'Bench', 'Member') RETURNING id`,
      [randomBytes(4).toString('hex')],
    );
    const id = Number(rows[0]!.id);
    await client.query(
      `INSERT INTO permissions (user_id, type, tier, show_onboarding, referral_code)
       VALUES ($1, 'beta', 'beta', false, $2)`,
      [id, `bench-web-${id}`],
    );
    const placed = await client.query(
      `INSERT INTO user_jobs (user_id, job_id, saved, status, status_changed_at)
       SELECT $1, id, true, ($3::text[])[1 + (n % array_length($3::text[], 1))], now() - make_interval(hours => n::int)
       FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS n FROM jobs WHERE active ORDER BY id DESC LIMIT $2) recent
       `,
      [id, tracked, JOB_STATUSES],
    );
    if ((placed.rowCount ?? 0) < tracked)
      throw new Error(`the demo has only ${placed.rowCount} active jobs to track, ${tracked} wanted`);
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest(), id],
    );
    return token;
  } finally {
    await client.end();
  }
}
