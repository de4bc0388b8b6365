import type { NormalisedJob } from '../../apps/server/src/modules/ingestion/index.ts';
import { corpusBoards, readCorpusBoard } from '../../apps/server/test/helpers/ats-corpus.ts';
import { placeOddities } from './oddities.ts';

// npm run bench -- quality
// Reads every captured real answer in apps/server/test/fixtures/ats-corpus (and the newer ATS's feeds in
// apps/server/test/fixtures/real-ats) through the connectors and normalisation (no network, no detail
// calls) and prints per ATS what a job seeker would see: jobs read, postings dropped, the share of jobs with
// places / salary / description / a known work mode, the share whose function is Other (invisible to the
// function filter), and places that look wrong.
// BENCH_QUALITY_EXAMPLES=n prints n examples of each oddity (default 3).

const EXAMPLES = Number(process.env.BENCH_QUALITY_EXAMPLES ?? 3);
const pct = (n: number, of: number) => (of === 0 ? '   -  ' : `${((100 * n) / of).toFixed(1).padStart(5)}%`);

interface Tally {
  boards: number;
  listed: number;
  jobs: number;
  dropped: number;
  places: number;
  salary: number;
  description: number;
  workMode: number;
  other: number;
  oddities: Map<string, string[]>;
}

const empty = (): Tally => ({
  boards: 0,
  listed: 0,
  jobs: 0,
  dropped: 0,
  places: 0,
  salary: 0,
  description: 0,
  workMode: 0,
  other: 0,
  oddities: new Map(),
});

/** A job's work mode is known when normalisation gives one (or, before it has the field, says remote). */
function knowsWorkMode(job: NormalisedJob): boolean {
  const mode = (job as unknown as Record<string, unknown>).workMode;
  return mode !== undefined ? mode !== null : job.remote;
}

function add(t: Tally, job: NormalisedJob, board: string) {
  t.jobs++;
  if (job.places.length > 0) t.places++;
  if (job.salaryMin !== null || job.salaryMax !== null) t.salary++;
  if (job.description) t.description++;
  if (knowsWorkMode(job)) t.workMode++;
  if (job.function === 'Other') t.other++;
  for (const place of job.places) {
    for (const kind of placeOddities(place)) {
      const list = t.oddities.get(kind) ?? [];
      list.push(
        `${board}: "${job.title}" → ${[place.city, place.state, place.country].map((x) => x ?? '–').join(' | ')}`,
      );
      t.oddities.set(kind, list);
    }
  }
}

async function main() {
  const byAts = new Map<string, Tally>();
  const total = empty();
  for (const board of corpusBoards()) {
    const result = await readCorpusBoard(board);
    const t = byAts.get(board.ats) ?? empty();
    byAts.set(board.ats, t);
    for (const tally of [t, total]) {
      tally.boards++;
      tally.listed += result.listed;
      tally.dropped += result.dropped;
    }
    for (const job of result.jobs) {
      add(t, job, board.board);
      add(total, job, board.board);
    }
  }

  const rows = [...byAts.entries(), ['all', total] as const];
  const head = [
    'ats',
    'boards',
    'jobs',
    'dropped',
    'places',
    'salary',
    'descr.',
    'mode',
    'Other',
    'oddities',
  ];
  console.info(head.map((h, i) => (i === 0 ? h.padEnd(16) : h.padStart(9))).join(''));
  for (const [ats, t] of rows) {
    const odd = [...t.oddities.values()].reduce((n, l) => n + l.length, 0);
    const cells = [
      String(t.boards),
      String(t.jobs),
      String(t.dropped),
      pct(t.places, t.jobs),
      pct(t.salary, t.jobs),
      pct(t.description, t.jobs),
      pct(t.workMode, t.jobs),
      pct(t.other, t.jobs),
      String(odd),
    ];
    console.info(ats.padEnd(16) + cells.map((c) => c.padStart(9)).join(''));
  }
  console.info('\nOddities (a country as a city, a list in one place, city and country in conflict):');
  for (const [ats, t] of byAts) {
    for (const [kind, list] of t.oddities) {
      console.info(`  ${ats} · ${kind}: ${list.length}`);
      for (const example of list.slice(0, EXAMPLES)) console.info(`      ${example}`);
    }
  }
  if (total.oddities.size === 0) console.info('  none');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
