import type { Db } from '../../../src/db/index.ts';

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

export interface CompanyInput {
  name: string;
  slug?: string;
  industry?: string | null;
  homepage_url?: string | null;
}

/** A company with one job board, as ingestion would leave it. */
export async function createCompany(db: Db, input: CompanyInput) {
  const company = await db
    .insertInto('companies')
    .values({
      name: input.name,
      slug: input.slug ?? input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      industry: input.industry ?? null,
      homepage_url: input.homepage_url === undefined ? `https://${next()}.example.com` : input.homepage_url,
    })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();
  const board = await db
    .insertInto('job_boards')
    .values({ company_id: company.id, ats: 'greenhouse', token: `${company.slug}-${next()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...company, boardId: board.id };
}

export interface JobInput {
  title: string;
  function?: string;
  level?: string;
  type?: string;
  remote?: boolean;
  firstSeenAt: Date | string;
  /** The ATS's posted date (none by default). */
  postedAt?: Date | string | null;
  /** When it became news (default: first seen, as for a job new on a board already known). */
  listedAt?: Date | string | null;
  active?: boolean;
  closed?: boolean;
  locations?: { city: string | null; state: string | null }[];
}

export async function createJob(db: Db, company: { id: number; boardId: number }, input: JobInput) {
  const n = next();
  const job = await db
    .insertInto('jobs')
    .values({
      board_id: company.boardId,
      company_id: company.id,
      external_id: `ext-${n}`,
      title: input.title,
      title_key: input.title.toLowerCase(),
      url: `https://boards.example.com/jobs/${n}`,
      function: input.function ?? 'Engineering',
      level: input.level ?? 'Mid',
      type: input.type ?? 'full-time',
      remote: input.remote ?? false,
      content_hash: `h${n}`,
      first_seen_at: input.firstSeenAt,
      posted_at: input.postedAt ?? null,
      listed_at: input.listedAt === undefined ? input.firstSeenAt : input.listedAt,
      last_seen_at: input.firstSeenAt,
      closed_at: input.closed ? input.firstSeenAt : null,
      active: input.active ?? !input.closed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const locations = input.locations ?? [{ city: 'Austin', state: 'TX' }];
  if (locations.length) {
    await db
      .insertInto('job_locations')
      .values(locations.map((l, i) => ({ job_id: job.id, position: i, city: l.city, state: l.state })))
      .execute();
  }
  return job.id;
}
