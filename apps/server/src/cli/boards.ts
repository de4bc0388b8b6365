import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ATS_KINDS, type Ats, boardTokenSchema } from '@upstream/contract';
import { ConfigError } from '../config.ts';
import {
  addBoard,
  addBoards,
  BoardProblem,
  fetchBoards,
  findBoardId,
  ingestContext,
  isAts,
  listBoards,
  parseBoardLines,
  removeBoard,
  setBoardEnabled,
} from '../modules/ingestion/index.ts';
import { startRuntime } from '../runtime.ts';

// Operator command for job boards, on the service's own settings and database.
const USAGE = `Usage: npm run boards -- <command>

  list                                    every board with its status, open jobs and last error
  add <ats> <token> --company NAME        check the board with one fetch, then add it
        [--homepage URL] [--industry TEXT]
  add-list FILE                           add every board of a list, one a line: <ats> <token> [company]
                                          (FILE - reads standard input)
  remove <ats> <token>                    remove a board and its jobs
  disable <ats> <token>                   stop fetching a board; its jobs leave search
  enable <ats> <token>                    fetch a disabled board again
  fetch <ats> <token> [--full]            fetch one board now (--full also closes jobs it no longer lists)

  The operator console's Boards page (/admin/boards) does the same, in the browser.

  <ats> is one of: ${ATS_KINDS.join(', ')}
  A Workday token is {tenant}.wd{N}/{site}, e.g. nvidia.wd5/NVIDIAExternalCareerSite`;

class UsageError extends Error {}

function boardArgs(positionals: string[]): { ats: Ats; token: string } {
  const [ats, token] = positionals;
  if (!ats || !token) throw new UsageError('Give the ATS and the board token.');
  if (!isAts(ats)) throw new UsageError(`Unknown ATS '${ats}'. Use one of: ${ATS_KINDS.join(', ')}.`);
  const parsed = boardTokenSchema.safeParse(token);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Invalid token.');
  return { ats, token: parsed.data };
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'never');

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      homepage: { type: 'string' },
      industry: { type: 'string' },
      full: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.info(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (!['list', 'add', 'add-list', 'remove', 'disable', 'enable', 'fetch'].includes(command))
    throw new UsageError(`Unknown command '${command}'.`);
  if (command === 'add-list' && !rest[0])
    throw new UsageError('Give the file of boards (or - for standard input).');
  const board = command === 'list' || command === 'add-list' ? null : boardArgs(rest);
  if (command === 'add' && !values.company) throw new UsageError('Give the company name with --company.');

  const runtime = await startRuntime({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const { deps } = runtime;
  try {
    if (command === 'list') {
      const boards = await listBoards(deps.db);
      for (const b of boards) {
        const problem = b.last_error ? `  (${b.consecutive_failures} failures; last: ${b.last_error})` : '';
        console.info(
          `${String(b.id).padStart(5)}  ${b.status.padEnd(8)} ${b.ats.padEnd(15)} ${b.token.padEnd(32)} ` +
            `${b.company.padEnd(24)} ${String(b.open_jobs).padStart(5)} open ${String(b.closed_jobs).padStart(5)} closed` +
            `  last ok ${when(b.last_success_at)}${problem}`,
        );
      }
      console.info(`${boards.length} boards.`);
    } else if (command === 'add' && board) {
      const { boardId, postings } = await addBoard(ingestContext(deps), {
        ...board,
        company: values.company!,
        homepage_url: values.homepage ?? null,
        industry: values.industry ?? null,
      });
      console.info(
        `Added ${board.ats} board '${board.token}' (id ${boardId}); it lists ${postings} postings now.`,
      );
      console.info(
        'Its jobs arrive with the next scheduled fetch, or run: npm run boards -- fetch ' +
          `${board.ats} ${board.token}`,
      );
    } else if (command === 'add-list') {
      const text = readFileSync(rest[0] === '-' ? 0 : rest[0]!, 'utf8');
      const results = await addBoards(ingestContext(deps), parseBoardLines(text));
      for (const r of results)
        console.info(`line ${String(r.line).padStart(3)}  ${r.outcome.padEnd(7)} ${r.text}  ${r.message}`);
      const added = results.filter((r) => r.outcome === 'added').length;
      console.info(
        `${added} of ${results.length} boards added; their jobs arrive with the next scheduled fetch.`,
      );
      if (results.some((r) => r.outcome === 'failed' || r.outcome === 'invalid')) process.exitCode = 1;
    } else if ((command === 'disable' || command === 'enable') && board) {
      const id = await findBoardId(deps.db, board.ats, board.token);
      const changed = id === null ? null : await setBoardEnabled(deps.db, id, command === 'enable');
      if (!changed) throw new BoardProblem(`No ${board.ats} board '${board.token}'.`);
      console.info(`${board.ats} board '${board.token}': ${changed.before} → ${changed.after}.`);
    } else if (command === 'remove' && board) {
      const removed = await removeBoard(deps.db, board.ats, board.token);
      console.info(removed ? `Removed ${board.ats} board '${board.token}' and its jobs.` : 'No such board.');
      if (!removed) process.exitCode = 1;
    } else if (command === 'fetch' && board) {
      const id = await findBoardId(deps.db, board.ats, board.token);
      if (id === null) throw new BoardProblem(`No ${board.ats} board '${board.token}'. Add it first.`);
      const [outcome] = await fetchBoards(deps, [id], { mode: values.full ? 'full' : undefined });
      if (!outcome) throw new BoardProblem('The fetch could not run; see the log above.');
      if (!outcome.ok) {
        console.error(`The board could not be read (${outcome.error?.kind}): ${outcome.error?.message}`);
        process.exitCode = 1;
      } else {
        console.info(
          `${outcome.mode === 'full' ? 'Full' : 'New-jobs'} fetch: ${outcome.listed} listed, ${outcome.added} new ` +
            `(${outcome.reposts} reposts), ${outcome.edited} edited, ${outcome.reopened} reopened, ` +
            `${outcome.closed} closed, ${outcome.skipped} unreadable.`,
        );
      }
    }
  } finally {
    await runtime.close();
  }
}

main().catch((err) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else if (err instanceof ConfigError || err instanceof BoardProblem) console.error(err.message);
  else console.error(`The boards command failed: ${(err as Error).message}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
