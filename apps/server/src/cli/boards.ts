import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ATS_KINDS, type Ats, boardTokenSchema } from '@upstream/contract';
import { ConfigError, loadConfig } from '../config.ts';
import {
  addBoard,
  addBoards,
  atsUrls,
  type BoardCheck,
  BoardProblem,
  countReadableBoards,
  createBoardsHttpClient,
  fetchBoards,
  findBoardId,
  ingestContext,
  isAts,
  listBoards,
  loadCompanies,
  parseBoardLines,
  readCompanyList,
  removeBoard,
  setBoardEnabled,
  summariseChecks,
  verifyBoards,
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
  company-list [--file PATH]               add the company list's boards that are not read yet (a fresh
                                          install loads it by itself; this brings an older install up to date)
  verify [--ats ATS] [--file PATH]        fetch every board of the company list once (listing only,
        [--concurrency N] [--all]         within the per-host limits; nothing is stored) and report which
                                          answer, how many postings each lists, and which fail and why.
                                          --all prints every board, not only the failures; exits 1 when
                                          any board fails. Needs no database.

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
      ats: { type: 'string' },
      file: { type: 'string' },
      concurrency: { type: 'string' },
      all: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.info(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (
    !['list', 'add', 'add-list', 'remove', 'disable', 'enable', 'fetch', 'verify', 'company-list'].includes(
      command,
    )
  )
    throw new UsageError(`Unknown command '${command}'.`);
  if (command === 'verify') return verify(values);
  if (command === 'add-list' && !rest[0])
    throw new UsageError('Give the file of boards (or - for standard input).');
  const board =
    command === 'list' || command === 'add-list' || command === 'company-list' ? null : boardArgs(rest);
  if (command === 'add' && !values.company) throw new UsageError('Give the company name with --company.');

  const runtime = await startRuntime({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const { deps } = runtime;
  try {
    if (command === 'company-list') {
      const companyList = await readCompanyList(values.file ?? undefined);
      const before = await countReadableBoards(deps.db);
      const loaded = await loadCompanies(deps.db, companyList);
      const after = await countReadableBoards(deps.db);
      console.info(
        `The company list has ${count(loaded.boards)} boards of ${count(loaded.companies)} companies; ` +
          `${count(after - before)} were new. Upstream now reads ${count(after)} boards; new ones are fetched as the schedule reaches them.`,
      );
    } else if (command === 'list') {
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

const count = (n: number) => n.toLocaleString('en-US');

function checkLine(c: BoardCheck): string {
  const head = `${c.ok ? 'ok  ' : 'FAIL'}  ${c.ats.padEnd(15)} ${c.token.padEnd(36)} ${c.company.slice(0, 30).padEnd(30)}`;
  return c.ok
    ? `${head} ${String(c.postings).padStart(5)} postings  ${c.ms} ms`
    : `${head} ${c.error?.kind}: ${c.error?.message}`;
}

/** `verify`: one listing fetch per board of the company list, a line per failure (or per board) and a summary per ATS. */
async function verify(values: { ats?: string; file?: string; concurrency?: string; all?: boolean }) {
  if (values.ats && !isAts(values.ats))
    throw new UsageError(`Unknown ATS '${values.ats}'. Use one of: ${ATS_KINDS.join(', ')}.`);
  const concurrency = values.concurrency ? Number(values.concurrency) : 16;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256)
    throw new UsageError('--concurrency is a whole number from 1 to 256.');
  const config = loadConfig(process.env);
  const companyList = await readCompanyList(values.file ?? undefined);
  const boards = companyList
    .flatMap((c) => c.boards.map((b) => ({ ...b, company: c.name })))
    .filter((b) => !values.ats || b.ats === values.ats);
  console.info(
    `Checking ${count(boards.length)} boards (${concurrency} at a time, ${config.INGEST_HOST_CONCURRENCY} per host)…`,
  );
  const http = createBoardsHttpClient({ config, fetch: globalThis.fetch });
  const started = Date.now();
  const checks = await verifyBoards({ http, urls: atsUrls(config), now: new Date() }, boards, {
    concurrency,
    onCheck: (c) => {
      if (values.all || !c.ok) console.info(checkLine(c));
    },
  });
  console.info('');
  console.info(
    `${'ATS'.padEnd(15)} ${'boards'.padStart(7)} ${'answer'.padStart(7)} ${'empty'.padStart(6)} ${'postings'.padStart(9)} ${'fail'.padStart(5)}  failures`,
  );
  for (const s of summariseChecks(checks)) {
    const failed = Object.values(s.failed).reduce((a, b) => a + b, 0);
    const kinds = Object.entries(s.failed)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    console.info(
      `${s.ats.padEnd(15)} ${count(s.boards).padStart(7)} ${count(s.answered).padStart(7)} ${count(s.empty).padStart(6)} ` +
        `${count(s.postings).padStart(9)} ${count(failed).padStart(5)}  ${kinds}`,
    );
  }
  const ok = checks.filter((c) => c.ok);
  const postings = ok.reduce((a, c) => a + c.postings, 0);
  console.info(
    `${count(ok.length)} of ${count(checks.length)} boards answer, listing ${count(postings)} postings; ` +
      `${count(checks.length - ok.length)} fail. ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  if (ok.length < checks.length) process.exitCode = 1;
}

main().catch((err) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else if (err instanceof ConfigError || err instanceof BoardProblem) console.error(err.message);
  else console.error(`The boards command failed: ${(err as Error).message}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
