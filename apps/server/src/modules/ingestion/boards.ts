import { ATS_KINDS, type Ats, type BoardSummary, type CatalogueCompany } from '@upstream/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { companyNames, openJobsByBoard, slugify, upsertCompanies, upsertCompany } from '../jobs/index.ts';
import { BoardFetchError } from './connectors/http.ts';
import { CONNECTORS } from './connectors/index.ts';
import { boardContext, type IngestContext } from './fetch-board.ts';

/** Add a board to a company; an existing (ats, token) board is left as it is. Returns its id. */
export async function upsertBoard(db: Db, companyId: number, ats: Ats, token: string): Promise<number> {
  const inserted = await db
    .insertInto('job_boards')
    .values({ company_id: companyId, ats, token })
    .onConflict((oc) => oc.columns(['ats', 'token']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('job_boards')
    .select('id')
    .where('ats', '=', ats)
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * Load companies and their boards (the catalogue file, the demo's simulated companies). Idempotent. A few
 * statements in one transaction however many companies, so a catalogue of thousands loads in well under a second.
 */
export async function loadCompanies(
  db: Db,
  companies: CatalogueCompany[],
): Promise<{ companies: number; boards: number }> {
  let boards = 0;
  await db.transaction().execute(async (tx) => {
    const ids = await upsertCompanies(tx, companies);
    const rows = companies.flatMap((company) => {
      const id = ids.get(company.slug ?? slugify(company.name))!;
      return company.boards.map((b) => ({ id, ats: b.ats, token: b.token }));
    });
    boards = rows.length;
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await sql`
        INSERT INTO job_boards (company_id, ats, token)
        SELECT * FROM unnest(${chunk.map((r) => r.id)}::bigint[], ${chunk.map((r) => r.ats)}::text[],
          ${chunk.map((r) => r.token)}::text[])
        ON CONFLICT (ats, token) DO NOTHING`.execute(tx);
    }
  });
  return { companies: companies.length, boards };
}

/** How many boards Upstream reads (boards of other kinds, such as imported jobs' 'manual' board, do not count). */
export async function countReadableBoards(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_boards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ats', 'in', [...ATS_KINDS])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Boards read successfully at least once. */
export async function countBoardsRead(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_boards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_success_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Check that a board exists and answers, with one listing fetch; returns how many postings it lists. */
export async function probeBoard(ctx: IngestContext, ats: Ats, token: string): Promise<number> {
  const items = await CONNECTORS[ats].list(boardContext(ctx, ats, token));
  return items.length;
}

export class BoardProblem extends Error {}

/**
 * Add a board after one successful fetch proves it exists (the operator CLI). The company is found or
 * created by name.
 */
export async function addBoard(
  ctx: IngestContext,
  input: { ats: Ats; token: string; company: string; homepage_url?: string | null; industry?: string | null },
): Promise<{ boardId: number; postings: number }> {
  let postings: number;
  try {
    postings = await probeBoard(ctx, input.ats, input.token);
  } catch (err) {
    if (err instanceof BoardFetchError) {
      throw new BoardProblem(`The ${input.ats} board '${input.token}' could not be read: ${err.message}`);
    }
    throw err;
  }
  const companyId = await upsertCompany(ctx.db, {
    name: input.company,
    homepage_url: input.homepage_url ?? null,
    industry: input.industry ?? null,
  });
  const boardId = await upsertBoard(ctx.db, companyId, input.ats, input.token);
  return { boardId, postings };
}

export async function removeBoard(db: Db, ats: Ats, token: string): Promise<boolean> {
  // Jobs go with their board (ON DELETE CASCADE); tracked jobs' user rows go with the jobs.
  const result = await db
    .deleteFrom('job_boards')
    .where('ats', '=', ats)
    .where('token', '=', token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findBoardId(db: Db, ats: Ats, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('job_boards')
    .select('id')
    .where('ats', '=', ats)
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Every readable board with its health, newest problems first. */
export async function listBoards(db: Db): Promise<BoardSummary[]> {
  const rows = await sql<{
    id: number;
    company: string;
    ats: Ats;
    token: string;
    status: BoardSummary['status'];
    consecutive_failures: number;
    last_fetch_at: Date | null;
    last_success_at: Date | null;
    last_full_fetch_at: Date | null;
    open_jobs: number;
    last_error: string | null;
  }>`
    SELECT b.id, c.name AS company, b.ats, b.token, b.status, b.consecutive_failures, b.last_fetch_at,
      b.last_success_at, b.last_full_fetch_at,
      COALESCE(o.open_jobs, 0) AS open_jobs,
      (SELECT e.kind || ': ' || e.message FROM board_fetch_errors e WHERE e.board_id = b.id
        ORDER BY e.occurred_at DESC LIMIT 1) AS last_error
    FROM job_boards b JOIN (${companyNames()}) c ON c.company_id = b.company_id
      LEFT JOIN (${openJobsByBoard()}) o ON o.board_id = b.id
    WHERE b.ats = ANY(${[...ATS_KINDS]}::text[])
    ORDER BY (b.status = 'active'), c.name, b.ats`.execute(db);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.rows.map((r) => ({
    ...r,
    last_fetch_at: iso(r.last_fetch_at),
    last_success_at: iso(r.last_success_at),
    last_full_fetch_at: iso(r.last_full_fetch_at),
    last_error: r.status === 'active' && r.consecutive_failures === 0 ? null : r.last_error,
  }));
}

/** The disabled 'manual' board that holds the jobs members import under a company (created on first use). */
export async function manualBoard(db: Kysely<Database>, companyId: number, now: Date): Promise<number> {
  const board = await db
    .insertInto('job_boards')
    .values({
      company_id: companyId,
      ats: 'manual',
      token: `company-${companyId}`,
      status: 'disabled',
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['ats', 'token']).doUpdateSet({ status: 'disabled' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return board.id;
}
