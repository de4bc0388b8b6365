import type { BoardFetchResult, BoardSummary } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  addBoard,
  addBoards,
  BoardProblem,
  type FetchOutcome,
  fetchBoards,
  findBoard,
  findBoardId,
  type IngestionServices,
  ingestContext,
  listBoards,
  parseBoardLines,
  previewBoard,
  removeBoard,
  setBoardCompanyIndustry,
  setBoardEnabled,
} from '../ingestion/index.ts';
import { recordAdminAction } from './audit.ts';
import { answerWithBoard } from './requests.ts';

// The console's Boards section. The board work itself is the ingestion module's (the same functions the
// `npm run boards` command calls); this adds the console's answers and the audit log.

export type BoardsDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mailer'> &
  Pick<IngestionServices, 'boardsHttp' | 'places' | 'searchCacheDropper'> &
  Partial<Pick<IngestionServices, 'normaliser'>>;

interface Admin {
  id: number;
  email: string;
}

const conflict = (message: string) => new AppError(409, 'conflict', message);
const describe = (b: Pick<BoardSummary, 'id' | 'ats' | 'token' | 'company'>) =>
  `board ${b.id} (${b.company}, ${b.ats} ${b.token})`;
const health = (b: BoardSummary) => ({
  status: b.status,
  consecutive_failures: b.consecutive_failures,
  open_jobs: b.open_jobs,
  closed_jobs: b.closed_jobs,
});

function fetchResult(outcome: FetchOutcome | undefined): BoardFetchResult {
  if (!outcome)
    return {
      ok: false,
      listed: 0,
      added: 0,
      edited: 0,
      closed: 0,
      reopened: 0,
      error: { kind: 'internal', message: 'The fetch could not run; see the service log.' },
    };
  return {
    ok: outcome.ok,
    listed: outcome.listed,
    added: outcome.added,
    edited: outcome.edited,
    closed: outcome.closed,
    reopened: outcome.reopened,
    error: outcome.error ? { kind: outcome.error.kind, message: outcome.error.message } : null,
  };
}

async function mustFind(deps: BoardsDeps, id: number): Promise<BoardSummary> {
  const board = await findBoard(deps.db, id);
  if (!board) throw notFound('There is no such board. It may have been removed.');
  return board;
}

export async function boards(deps: BoardsDeps) {
  // The operator is about to preview or fetch a board: a normalisation thread that ended after a quiet spell
  // starts now, while they type, not on their first preview (several seconds on a busy 2-core machine).
  deps.normaliser?.warm();
  return { boards: await listBoards(deps.db) };
}

export async function preview(deps: BoardsDeps, input: { ats: BoardSummary['ats']; token: string }) {
  const [result, existing] = await Promise.all([
    previewBoard(ingestContext(deps), input.ats, input.token),
    findBoardId(deps.db, input.ats, input.token),
  ]);
  return { ...result, existing_board_id: existing };
}

export async function add(
  deps: BoardsDeps,
  admin: Admin,
  input: {
    ats: BoardSummary['ats'];
    token: string;
    company: string;
    homepage_url: string | null;
    industry: string | null;
    request_id?: number | null;
  },
) {
  const existing = await findBoardId(deps.db, input.ats, input.token);
  if (existing !== null) throw conflict(`That ${input.ats} board is already listed (board ${existing}).`);
  let boardId: number;
  try {
    ({ boardId } = await addBoard(ingestContext(deps), {
      ats: input.ats,
      token: input.token,
      company: input.company,
      homepage_url: input.homepage_url,
      industry: input.industry,
    }));
  } catch (err) {
    if (err instanceof BoardProblem) throw new AppError(422, 'board_unreadable', err.message);
    throw err;
  }
  // Its jobs now, rather than at the next scheduled fetch.
  const [outcome] = await fetchBoards(deps, [boardId], { mode: 'full' });
  const board = await mustFind(deps, boardId);
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'board.add',
    target: describe(board),
    before: null,
    after: { ...input, ...health(board) },
  });
  // Added for a request: it (and the same request from others) is answered, and the people who asked told.
  const answered = input.request_id
    ? await answerWithBoard(deps, admin, input.request_id, board.company)
    : null;
  return {
    board,
    fetch: fetchResult(outcome),
    request: answered ? { updated: answered.updated, emailed: answered.emailed } : null,
  };
}

export async function bulkAdd(deps: BoardsDeps, admin: Admin, text: string) {
  const lines = parseBoardLines(text);
  if (lines.length === 0) throw new AppError(400, 'bad_request', 'Paste at least one board, one a line.');
  if (lines.length > 100)
    throw new AppError(
      400,
      'bad_request',
      `Paste at most 100 boards at once (this list has ${lines.length}).`,
    );
  const results = await addBoards(ingestContext(deps), lines);
  const added = results.filter((r) => r.outcome === 'added' && r.boardId !== null);
  // The new boards' jobs now; one batch, each board standing alone.
  if (added.length)
    await fetchBoards(
      deps,
      added.map((r) => r.boardId!),
      { mode: 'full' },
    );
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'board.bulk_add',
    target: `${added.length} of ${lines.length} pasted boards added`,
    before: null,
    after: results.map((r) => ({
      line: r.line,
      ats: r.ats,
      token: r.token,
      company: r.company,
      outcome: r.outcome,
    })),
  });
  return {
    results: results.map((r) => ({
      line: r.line,
      text: r.text,
      outcome: r.outcome,
      message: r.message,
      ats: r.ats,
      token: r.token,
      board_id: r.boardId,
    })),
  };
}

export async function fetchNow(deps: BoardsDeps, admin: Admin, id: number) {
  const before = await mustFind(deps, id);
  if (before.status === 'disabled') throw conflict('This board is disabled. Enable it to fetch it.');
  const [outcome] = await fetchBoards(deps, [id], { mode: 'full' });
  const board = await mustFind(deps, id);
  const result = fetchResult(outcome);
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'board.fetch',
    target: describe(board),
    before: health(before),
    after: { ...health(board), fetch: result },
  });
  return { board, fetch: result };
}

export async function setEnabled(deps: BoardsDeps, admin: Admin, id: number, enabled: boolean) {
  const before = await mustFind(deps, id);
  const changed = await setBoardEnabled(deps.db, id, enabled);
  if (!changed) throw notFound('There is no such board. It may have been removed.');
  // Its jobs left (or may come back to) search: counts are recounted.
  if (!enabled) await deps.searchCacheDropper.jobsChanged();
  const board = await mustFind(deps, id);
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: enabled ? 'board.enable' : 'board.disable',
    target: describe(board),
    before: health(before),
    after: health(board),
  });
  return { board };
}

/** An operator's industry for the board's company: it stands over any dataset's or inferred one. */
export async function setIndustry(deps: BoardsDeps, admin: Admin, id: number, industry: string | null) {
  const before = await mustFind(deps, id);
  const changed = await setBoardCompanyIndustry(deps.db, id, industry);
  if (!changed) throw notFound('There is no such board. It may have been removed.');
  // The industry filter's options and results change with it.
  await deps.searchCacheDropper.jobsChanged();
  const board = await mustFind(deps, id);
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'board.industry',
    target: describe(board),
    before: { industry: before.industry, industry_source: before.industry_source },
    after: { industry: board.industry, industry_source: board.industry_source },
  });
  return { board };
}

export async function remove(deps: BoardsDeps, admin: Admin, id: number) {
  const board = await mustFind(deps, id);
  const removed = await removeBoard(deps.db, board.ats, board.token);
  if (!removed) throw notFound('There is no such board. It may have been removed.');
  await deps.searchCacheDropper.jobsChanged();
  await recordAdminAction(deps, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'board.remove',
    target: describe(board),
    before: { ats: board.ats, token: board.token, company: board.company, ...health(board) },
    after: null,
  });
  return { removed: true as const, jobs_removed: board.open_jobs + board.closed_jobs };
}
