import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/index.ts';

// Companies, boards, jobs and locations as ingestion would leave them; each call makes fresh rows.

let counter = 0;
const unique = () => `${++counter}-${randomBytes(3).toString('hex')}`;

export interface CompanyInput {
  name?: string;
  industry?: string | null;
  homepage_url?: string | null;
}

export async function createCompany(db: Db, input: CompanyInput = {}) {
  const suffix = unique();
  const company = await db
    .insertInto('companies')
    .values({
      name: input.name ?? `Company ${suffix}`,
      slug: `company-${suffix}`,
      industry: input.industry === undefined ? 'Software' : input.industry,
      homepage_url: input.homepage_url === undefined ? 'https://example.com' : input.homepage_url,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const board = await db
    .insertInto('job_boards')
    .values({
      company_id: company.id,
      ats: 'greenhouse',
      token: `board-${suffix}`,
      last_success_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...company, boardId: board.id };
}

export interface JobInput {
  company?: { id: number; boardId: number };
  title?: string;
  url?: string;
  function?: string;
  level?: string;
  type?: string;
  firstSeenAt?: Date;
  /** The ATS's posted date (none by default). */
  postedAt?: Date | null;
  /** When it became news (default: first seen, as for a job new on a board already known). */
  listedAt?: Date | null;
  active?: boolean;
  closedAt?: Date | null;
  locations?: { city: string | null; state: string | null }[];
}

export async function createJob(db: Db, input: JobInput = {}) {
  const company = input.company ?? (await createCompany(db));
  const suffix = unique();
  const title = input.title ?? `Software Engineer ${suffix}`;
  const seen = input.firstSeenAt ?? new Date();
  const job = await db
    .insertInto('jobs')
    .values({
      board_id: company.boardId,
      company_id: company.id,
      external_id: `ext-${suffix}`,
      title,
      title_key: title.toLowerCase(),
      url: input.url ?? `https://jobs.example.com/${suffix}`,
      function: input.function ?? 'Engineering',
      level: input.level ?? 'Mid',
      type: input.type ?? 'full-time',
      content_hash: suffix,
      first_seen_at: seen,
      posted_at: input.postedAt ?? null,
      listed_at: input.listedAt === undefined ? seen : input.listedAt,
      last_seen_at: seen,
      active: input.active ?? true,
      closed_at: input.closedAt ?? null,
    })
    .returning(['id', 'title', 'url', 'company_id'])
    .executeTakeFirstOrThrow();
  const locations = input.locations ?? [{ city: 'Austin', state: 'TX' }];
  if (locations.length)
    await db
      .insertInto('job_locations')
      .values(locations.map((l, position) => ({ job_id: job.id, position, city: l.city, state: l.state })))
      .execute();
  return job;
}
