import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/db/index.ts';

// Companies and jobs as ingestion leaves them, for the alerts tests.

export async function createCompany(db: Db, name: string, industry: string | null = 'Software') {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(2).toString('hex')}`;
  const company = await db
    .insertInto('companies')
    .values({ name, slug, industry, homepage_url: `https://${slug}.example` })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();
  const board = await db
    .insertInto('job_boards')
    .values({ company_id: company.id, ats: 'greenhouse', token: slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...company, boardId: board.id };
}

export interface JobInput {
  title: string;
  firstSeen: string | Date;
  /** The ATS's posted date (none by default). */
  posted?: string | Date | null;
  /** When it became news (default: first seen, as for a job new on a board already known; null: never news). */
  listed?: string | Date | null;
  function?: string;
  level?: string;
  type?: string;
  city?: string;
  state?: string;
  active?: boolean;
  lastSeen?: string | Date;
  repostedFrom?: number;
}

let counter = 0;

export async function createJob(db: Db, company: { id: number; boardId: number }, input: JobInput) {
  counter += 1;
  const job = await db
    .insertInto('jobs')
    .values({
      board_id: company.boardId,
      company_id: company.id,
      external_id: `ext-${counter}-${randomBytes(3).toString('hex')}`,
      title: input.title,
      title_key: input.title.toLowerCase(),
      url: `https://jobs.example/${counter}`,
      function: input.function ?? 'Engineering',
      level: input.level ?? 'Mid',
      type: input.type ?? 'full-time',
      content_hash: String(counter),
      first_seen_at: new Date(input.firstSeen),
      posted_at: input.posted == null ? null : new Date(input.posted),
      listed_at:
        input.listed === undefined ? new Date(input.firstSeen) : input.listed && new Date(input.listed),
      last_seen_at: new Date(input.lastSeen ?? input.firstSeen),
      active: input.active ?? true,
      reposted_from_id: input.repostedFrom ?? null,
    })
    .returning(['id', 'title', 'url'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_locations')
    .values({
      job_id: job.id,
      position: 0,
      city: input.city ?? 'Austin',
      state: input.state ?? 'TX',
      country: 'US',
    })
    .execute();
  return job;
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  name: string,
  filters: Record<string, unknown>,
  opts: { email?: boolean; createdAt?: string } = {},
) {
  const row = await db
    .insertInto('saved_searches')
    .values({
      user_id: userId,
      name,
      filters: JSON.stringify(filters),
      email: opts.email ?? true,
      created_at: opts.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
