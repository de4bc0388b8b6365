import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { profileWindow, summariseProfile } from '../profile-summary.ts';

// `npm run bench -- ingest --profile`: the same bench in a child process under Node's `--cpu-prof`, which writes
// one profile per thread: the main thread (fetching, comparing, writing: the event loop a service's requests
// share) and each normalisation thread (reading postings in Upstream's words). PostgreSQL's side comes from
// pg_stat_statements, loaded into the bench's own cluster for the run: its statements by execution time, per
// phase. Everything lands in bench/results/ingest/<UTC time>/, a text summary of each beside its profile, and one
// per timed phase (main-refetch-5-changed.txt…).

/** Set in the child: where to write PostgreSQL's statement report. */
export const STATEMENTS_ENV = 'BENCH_PG_STATEMENTS_DIR';

/** A timed phase on the profiler's clock (µs of the monotonic clock), kept in phases.jsonl. */
interface PhaseMark {
  phase: string;
  from: number;
  to: number;
}

export function markPhase(dir: string, mark: PhaseMark): void {
  writeFileSync(path.join(dir, 'phases.jsonl'), `${JSON.stringify(mark)}\n`, { flag: 'a' });
}

const slug = (phase: string) =>
  phase
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/** Which thread a profile is: the main thread, a normalisation thread, or another (tsx's module loader). */
function threadName(file: string, pid: number): string | null {
  const match = new RegExp(`^CPU\\.\\d+\\.\\d+\\.${pid}\\.(\\d+)\\.\\d+\\.cpuprofile$`).exec(file);
  if (!match) return null;
  return match[1] === '0' ? 'main' : `thread-${match[1]}`;
}

/** Run the ingest bench profiled; returns whether it succeeded. */
export async function profileIngest(root: string, log: (m: string) => void): Promise<boolean> {
  const dir = path.join(root, 'bench', 'results', 'ingest', stamp());
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--cpu-prof', '--cpu-prof-dir', dir, '--import', 'tsx', path.join(import.meta.dirname, 'index.ts')],
    { cwd: root, stdio: 'inherit', env: { ...process.env, [STATEMENTS_ENV]: dir } },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || child.pid === undefined) return false;
  const marks = path.join(dir, 'phases.jsonl');
  const phases: PhaseMark[] = existsSync(marks)
    ? readFileSync(marks, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as PhaseMark)
    : [];
  for (const file of readdirSync(dir)) {
    const thread = threadName(file, child.pid);
    if (!thread) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    // A thread that normalised postings has normaliseBatch in its call tree; the rest is module loading.
    const name =
      thread === 'main' ? 'main' : text.includes('"normaliseBatch"') ? `normaliser-${thread}` : thread;
    renameSync(path.join(dir, file), path.join(dir, `${name}.cpuprofile`));
    const profile = JSON.parse(text);
    writeFileSync(path.join(dir, `${name}.txt`), `${summariseProfile(profile)}\n`);
    // And each timed phase apart (main-cold-full-ingest.txt…), when its thread worked in it.
    for (const mark of phases) {
      const window = profileWindow(profile, mark.from, mark.to);
      if (window.samples.length === 0) continue;
      writeFileSync(
        path.join(dir, `${name}-${slug(mark.phase)}.txt`),
        `${mark.phase}\n${summariseProfile(window)}\n`,
      );
    }
    log(
      `CPU profile of the ${name} thread: ${path.relative(root, path.join(dir, `${name}.cpuprofile`))} (summary: ${name}.txt)`,
    );
  }
  log(`PostgreSQL's statements by execution time: ${path.relative(root, path.join(dir, 'statements.txt'))}`);
  return true;
}

/**
 * The bench cluster with pg_stat_statements loaded (it needs shared_preload_libraries, so a restart): set for the
 * cluster with ALTER SYSTEM, undone by `forget` at the end, so a run without --profile pays nothing.
 */
export async function loadStatementStats(superuser: pg.Client, restart: () => Promise<void>): Promise<void> {
  const { rows } = await superuser.query<{ shared_preload_libraries: string }>(
    'SHOW shared_preload_libraries',
  );
  if (rows[0]?.shared_preload_libraries.includes('pg_stat_statements')) return;
  await superuser.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await superuser.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
  await restart();
}

export async function forgetStatementStats(superuser: pg.Client): Promise<void> {
  await superuser.query('ALTER SYSTEM RESET shared_preload_libraries');
  await superuser.query('ALTER SYSTEM RESET pg_stat_statements.track');
}

/** One phase's statements, most execution time first, appended to statements.txt. */
export async function reportStatements(db: pg.Client, dir: string, phase: string): Promise<void> {
  const { rows } = await db.query<{
    calls: string;
    total: number;
    mean: number;
    rows: string;
    query: string;
  }>(`SELECT calls, total_exec_time AS total, mean_exec_time AS mean, rows, query
      FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY total_exec_time DESC`);
  const all = rows.reduce((s, r) => s + r.total, 0);
  const lines = [
    `## ${phase}: ${(all / 1000).toFixed(1)} s of statement execution in ${rows.length} statements`,
    '   total ms  share     calls   mean ms        rows  statement',
  ];
  for (const r of rows.slice(0, 15)) {
    const text = r.query.replace(/\s+/g, ' ').slice(0, 160);
    lines.push(
      `${r.total.toFixed(0).padStart(11)} ${((100 * r.total) / (all || 1)).toFixed(1).padStart(5)}% ${String(r.calls).padStart(9)} ${r.mean.toFixed(2).padStart(9)} ${String(r.rows).padStart(11)}  ${text}`,
    );
  }
  writeFileSync(path.join(dir, 'statements.txt'), `${lines.join('\n')}\n\n`, { flag: 'a' });
  await db.query('SELECT pg_stat_statements_reset()');
}
