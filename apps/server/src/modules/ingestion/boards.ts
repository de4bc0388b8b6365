import {
  ATS_KINDS,
  type Ats,
  BOARD_FAILING_AFTER,
  type BoardSummary,
  boardTokenSchema,
  type CompanyListEntry,
} from '@upstream/contract';
import { type Kysely, sql } from 'kysely';
import pLimit from 'p-limit';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import {
  boardJobs,
  companyNames,
  openJobsByBoard,
  setOperatorIndustry,
  slugify,
  upsertCompanies,
  upsertCompany,
} from '../catalogue/index.ts';
import { BoardFetchError } from './connectors/http.ts';
import { CONNECTORS } from './connectors/index.ts';
import { boardContext, type IngestContext } from './fetch-board.ts';
import type { NormalisedJob } from './normalise/index.ts';
import { inThreadNormaliser } from './normalise/pool.ts';

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
 * Load companies and their boards (the company list, the demo's simulated companies). Idempotent. A few
 * statements in one transaction however many companies, so a company list of thousands loads in well under a second.
 */
export async function loadCompanies(
  db: Db,
  companies: CompanyListEntry[],
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

/** An operator's industry for a board's company (null clears it); false when there is no such board. */
export async function setBoardCompanyIndustry(
  db: Db,
  boardId: number,
  industry: string | null,
): Promise<boolean> {
  const board = await db
    .selectFrom('job_boards')
    .select('company_id')
    .where('id', '=', boardId)
    .executeTakeFirst();
  return board ? setOperatorIndustry(db, board.company_id, industry) : false;
}

/** Every readable board (or one, by id) with its health: failing first, then healthy, then disabled. */
export async function listBoards(db: Db, only: { id?: number } = {}): Promise<BoardSummary[]> {
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
    closed_jobs: number;
    last_error: string | null;
    industry: string | null;
    industry_source: string | null;
  }>`
    SELECT b.id, c.name AS company, c.industry, c.industry_source, b.ats, b.token, b.status, b.consecutive_failures, b.last_fetch_at,
      b.last_success_at, b.last_full_fetch_at,
      COALESCE(o.open_jobs, 0) AS open_jobs, COALESCE(o.closed_jobs, 0) AS closed_jobs,
      (SELECT e.kind || ': ' || e.message FROM board_fetch_errors e WHERE e.board_id = b.id
        ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) AS last_error
    FROM job_boards b JOIN (${companyNames()}) c ON c.company_id = b.company_id
      LEFT JOIN (${openJobsByBoard()}) o ON o.board_id = b.id
    WHERE b.ats = ANY(${[...ATS_KINDS]}::text[]) ${only.id === undefined ? sql`` : sql`AND b.id = ${only.id}`}
    ORDER BY CASE b.status WHEN 'failing' THEN 0 WHEN 'active' THEN 1 ELSE 2 END,
      b.consecutive_failures DESC, c.name, b.ats, b.token`.execute(db);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.rows.map((r) => ({
    ...r,
    last_fetch_at: iso(r.last_fetch_at),
    last_success_at: iso(r.last_success_at),
    last_full_fetch_at: iso(r.last_full_fetch_at),
    last_error: r.consecutive_failures === 0 ? null : r.last_error,
  }));
}

/** One board as listBoards shows it; null when there is no such (readable) board. */
export async function findBoard(db: Db, id: number): Promise<BoardSummary | null> {
  return (await listBoards(db, { id }))[0] ?? null;
}

const PREVIEW_JOBS = 10;

export interface BoardPreview {
  ok: true;
  postings: number;
  readable: number;
  jobs: { title: string; location: string; department: string | null; url: string }[];
}

function placeText(job: NormalisedJob): string {
  const places = job.places.map((p) =>
    p.remote
      ? `Remote${p.country && p.country !== 'US' ? ` (${p.country})` : ''}`
      : [p.city, p.state].filter(Boolean).join(', '),
  );
  const text = [...new Set(places.filter(Boolean))].join(' · ');
  return text || (job.remote ? 'Remote' : 'No place given');
}

/**
 * Read a board once, as a fetch would, without saving anything: how many postings it lists and the first jobs
 * as Upstream would store them, or why it could not be read. Listing calls only (no detail calls).
 */
export async function previewBoard(
  ctx: IngestContext,
  ats: Ats,
  token: string,
): Promise<BoardPreview | { ok: false; error: { kind: string; message: string } }> {
  const connector = CONNECTORS[ats];
  const bctx = boardContext(ctx, ats, token);
  let items: Record<string, unknown>[];
  try {
    items = await connector.list(bctx);
  } catch (err) {
    if (err instanceof BoardFetchError) return { ok: false, error: { kind: err.kind, message: err.message } };
    return {
      ok: false,
      error: { kind: 'malformed', message: `The answer could not be read: ${(err as Error).message}` },
    };
  }
  // Read and normalised off the event loop that answers requests (a preview is a request): a board of 2,000
  // postings, or one with a megabyte of tables in a description, costs a normalisation thread, not every request.
  const normalised = await (ctx.normaliser ?? inThreadNormaliser(ctx.places)).normalise({
    ats,
    board: { token: bctx.token, baseUrl: bctx.baseUrl, now: bctx.now },
    items: items.filter((item) => connector.externalId(item)),
  });
  const jobs = normalised.filter((j): j is NormalisedJob => j !== null);
  return {
    ok: true,
    postings: items.length,
    readable: jobs.length,
    jobs: jobs.slice(0, PREVIEW_JOBS).map((j) => ({
      title: j.title,
      location: placeText(j),
      department: j.department,
      url: j.url,
    })),
  };
}

/**
 * Stop or restart fetching a board. A disabled board's jobs leave search at once (and its fetches stop);
 * enabled again, its next fetch reads the whole listing so those jobs come back if it still lists them.
 */
export async function setBoardEnabled(
  db: Db,
  id: number,
  enabled: boolean,
): Promise<{ before: BoardSummary['status']; after: BoardSummary['status'] } | null> {
  return db.transaction().execute(async (trx) => {
    const board = await trx
      .selectFrom('job_boards')
      .select(['status', 'consecutive_failures'])
      .where('id', '=', id)
      .where('ats', 'in', [...ATS_KINDS])
      .forUpdate()
      .executeTakeFirst();
    if (!board) return null;
    const after: BoardSummary['status'] = !enabled
      ? 'disabled'
      : board.status !== 'disabled'
        ? board.status
        : board.consecutive_failures >= BOARD_FAILING_AFTER
          ? 'failing'
          : 'active';
    await trx
      .updateTable('job_boards')
      .set({ status: after, ...(enabled && board.status === 'disabled' ? { listing_hash: null } : {}) })
      .where('id', '=', id)
      .execute();
    if (!enabled) await boardJobs.deactivateJobsOfBoards(trx, sql`SELECT ${id}::bigint`);
    return { before: board.status, after };
  });
}

export interface BoardLine {
  line: number;
  text: string;
  ats: Ats | null;
  token: string | null;
  company: string | null;
  /** Why the line is not a board (null when it is one). */
  problem: string | null;
}

const titleCase = (token: string) =>
  token
    .split(/[-_.\s/]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * A pasted list of boards, one a line: `<ats> <token> [company name]`, split by spaces, tabs or commas (a
 * spreadsheet's columns paste as tabs). Blank lines and lines starting with # are skipped. Without a company
 * name the token, title-cased, names it.
 */
export function parseBoardLines(text: string): BoardLine[] {
  const out: BoardLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [atsText = '', token = '', ...rest] = line.split(/[\s,]+/);
    const entry = { line: index + 1, text: line, ats: null, token: null, company: null, problem: null };
    const ats = atsText.toLowerCase();
    if (!(ATS_KINDS as readonly string[]).includes(ats)) {
      out.push({ ...entry, problem: `'${atsText}' is not an ATS Upstream reads (${ATS_KINDS.join(', ')}).` });
      return;
    }
    const parsed = boardTokenSchema.safeParse(token);
    if (!parsed.success) {
      out.push({
        ...entry,
        ats: ats as Ats,
        problem: token
          ? (parsed.error.issues[0]?.message ?? 'Invalid token.')
          : 'The board token is missing.',
      });
      return;
    }
    const company =
      rest.join(' ').trim().slice(0, 200) || titleCase(parsed.data.split('/')[0] ?? parsed.data);
    out.push({ ...entry, ats: ats as Ats, token: parsed.data, company });
  });
  return out;
}

export type BulkOutcome = 'added' | 'exists' | 'failed' | 'invalid';

/**
 * Add every board of a pasted list (parseBoardLines), each only after a fetch proves it exists; boards
 * already listed are left as they are. One board's failure never stops the others.
 */
export async function addBoards(
  ctx: IngestContext,
  lines: BoardLine[],
): Promise<(BoardLine & { outcome: BulkOutcome; message: string; boardId: number | null })[]> {
  const limit = pLimit(4);
  return Promise.all(
    lines.map((entry) =>
      limit(async () => {
        if (entry.problem || !entry.ats || !entry.token || !entry.company)
          return {
            ...entry,
            outcome: 'invalid' as const,
            message: entry.problem ?? 'Not a board.',
            boardId: null,
          };
        const existing = await findBoardId(ctx.db, entry.ats, entry.token);
        if (existing !== null)
          return { ...entry, outcome: 'exists' as const, message: 'Already listed.', boardId: existing };
        try {
          const added = await addBoard(ctx, { ats: entry.ats, token: entry.token, company: entry.company });
          return {
            ...entry,
            outcome: 'added' as const,
            message: `Added; it lists ${added.postings} postings.`,
            boardId: added.boardId,
          };
        } catch (err) {
          if (!(err instanceof BoardProblem)) throw err;
          return { ...entry, outcome: 'failed' as const, message: err.message, boardId: null };
        }
      }),
    ),
  );
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
