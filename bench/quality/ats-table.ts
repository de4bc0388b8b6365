import type { NormalisedJob, SourceJob } from '../../apps/server/src/modules/ingestion/index.ts';
import type { CorpusResult } from '../../apps/server/test/helpers/ats-corpus.ts';
import { Examples } from './examples.ts';
import { placeOddities } from './oddities.ts';
import { whyNoPlaceNamed } from './place-defects.ts';

// Per ATS, what a job seeker would see: jobs read, postings dropped, the share of jobs with places, of jobs
// without one because their posting names none ("Multiple Locations", "Hybrid", a talent pool) and of jobs
// without one though their posting names one (a place missed), the share with salary / description / a known
// work mode, the share whose function is Other (invisible to the function filter), and places that look wrong
// (examples of each kind).

const pct = (n: number, of: number) => (of === 0 ? '   -  ' : `${((100 * n) / of).toFixed(1).padStart(5)}%`);

interface Tally {
  boards: number;
  listed: number;
  jobs: number;
  dropped: number;
  places: number;
  /** Jobs without a place whose posting names none: what the posting says. */
  noneNamed: number;
  /** Jobs without a place though their posting names one. */
  missed: number;
  salary: number;
  description: number;
  workMode: number;
  other: number;
  oddities: Examples;
}

const empty = (examples: number): Tally => ({
  boards: 0,
  listed: 0,
  jobs: 0,
  dropped: 0,
  places: 0,
  noneNamed: 0,
  missed: 0,
  salary: 0,
  description: 0,
  workMode: 0,
  other: 0,
  oddities: new Examples(examples),
});

function add(t: Tally, job: NormalisedJob, source: SourceJob | undefined, board: string, show: boolean) {
  t.jobs++;
  if (job.places.length > 0) t.places++;
  else if (whyNoPlaceNamed(source) === null) t.missed++;
  else t.noneNamed++;
  if (job.salaryMin !== null || job.salaryMax !== null) t.salary++;
  if (job.description) t.description++;
  if (job.workMode !== null) t.workMode++;
  if (job.function === 'Other') t.other++;
  for (const place of job.places) {
    for (const kind of placeOddities(place)) {
      const where = [place.city, place.state, place.country].map((x) => x ?? '–').join(' | ');
      t.oddities.add(kind, `${board}: "${job.title}" → ${where}`, show);
    }
  }
}

export class AtsTable {
  private byAts = new Map<string, Tally>();
  private total: Tally;

  /**
   * `examples`: how many oddities of each kind to list; `listed` says whose may be listed ("ats/board"): the real
   * market's tuning-side boards.
   */
  constructor(
    private readonly examples: number,
    private readonly listed?: (board: string) => boolean,
  ) {
    this.total = empty(examples);
  }

  add(result: CorpusResult) {
    const t = this.byAts.get(result.ats) ?? empty(this.examples);
    this.byAts.set(result.ats, t);
    for (const tally of [t, this.total]) {
      tally.boards++;
      tally.listed += result.listed;
      tally.dropped += result.dropped;
    }
    const sourceOf = new Map<string, SourceJob>();
    for (const s of result.sources) if (s) sourceOf.set(s.externalId, s);
    const show = this.listed?.(`${result.ats}/${result.board.toLowerCase()}`) ?? true;
    for (const job of result.jobs) {
      const source = sourceOf.get(job.externalId);
      add(t, job, source, result.board, show);
      add(this.total, job, source, result.board, show);
    }
  }

  print() {
    const rows = [...this.byAts.entries(), ['all', this.total] as const];
    const head = [
      'ats',
      'boards',
      'jobs',
      'dropped',
      'places',
      'no place',
      'missed',
      'salary',
      'descr.',
      'mode',
      'Other',
      'oddities',
    ];
    console.info(head.map((h, i) => (i === 0 ? h.padEnd(16) : h.padStart(9))).join(''));
    for (const [ats, t] of rows) {
      const cells = [
        String(t.boards),
        String(t.jobs),
        String(t.dropped),
        pct(t.places, t.jobs),
        pct(t.noneNamed, t.jobs),
        pct(t.missed, t.jobs),
        pct(t.salary, t.jobs),
        pct(t.description, t.jobs),
        pct(t.workMode, t.jobs),
        pct(t.other, t.jobs),
        String(t.oddities.count),
      ];
      console.info(ats.padEnd(16) + cells.map((c) => c.padStart(9)).join(''));
    }
    console.info(
      'places: jobs with a place; no place: without one, their posting naming none (empty, "Multiple Locations", a work\n' +
        'mode alone, a talent pool…); missed: without one though their posting names one.',
    );
    console.info(
      `\nOddities (a country as a city, a list in one place, city and country in conflict${
        this.listed ? '; examples of tuning-side boards only' : ''
      }):`,
    );
    for (const [ats, t] of this.byAts) {
      for (const [kind, { count, shown }] of t.oddities.kinds) {
        console.info(`  ${ats} · ${kind}: ${count}`);
        for (const example of shown) console.info(`      ${example}`);
      }
    }
    if (this.total.oddities.kinds.size === 0) console.info('  none');
  }
}
