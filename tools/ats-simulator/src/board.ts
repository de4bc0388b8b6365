import type { Ats } from '@upstream/contract';
import { createRng, type Rng, seedOf } from './random.ts';
import { LEVEL_PATTERNS, PARAGRAPHS, PLACES, type Place, ROLES } from './vocabulary.ts';

export type Employment = 'FullTime' | 'PartTime' | 'Intern' | 'Contract';

/** One posting on a simulated board, in neutral terms; each wire format renders it its own way. */
export interface SimJob {
  /** Numeric id as text, unique on the board. */
  id: string;
  uuid: string;
  title: string;
  department: string;
  employment: Employment;
  remote: boolean;
  hybrid: boolean;
  places: Place[];
  /** Interns and part-time staff are paid by the hour, as boards in the world publish them; others by the year. */
  salary: { min: number; max: number; currency: string; interval: 'year' | 'hour' } | null;
  descriptionHtml: string;
  postedAt: Date;
  updatedAt: Date;
  /** Bumped on each edit. */
  version: number;
}

export interface BoardSpec {
  ats: Ats;
  token: string;
  company: string;
  /** Open postings the board settles around. */
  size: number;
  seed?: number;
  /**
   * How many days before the board is added its postings went up, at most and at least (default 0 to 40): a
   * company long on its ATS has postings months old when Upstream first reads it.
   */
  postedDaysAgo?: { min: number; max: number };
}

export interface DayChanges {
  /** Share of postings closed each day. */
  closeRate?: number;
  /** Share of postings edited each day. */
  editRate?: number;
  /** Share of closed postings reposted under a new id the same day. */
  repostRate?: number;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(8, '0');

/** A simulated company board whose postings change from one simulated day to the next. */
export class SimBoard {
  readonly ats: Ats;
  readonly token: string;
  readonly company: string;
  readonly size: number;
  readonly jobs = new Map<string, SimJob>();
  /** Changes whenever the postings do, so rendered answers can be cached between changes. */
  revision = 0;
  private readonly rng: Rng;
  private nextSeq = 1;

  constructor(spec: BoardSpec, now: Date) {
    this.ats = spec.ats;
    this.token = spec.token;
    this.company = spec.company;
    this.size = spec.size;
    this.rng = createRng(spec.seed ?? seedOf(`${spec.ats}:${spec.token}`));
    const { min, max } = spec.postedDaysAgo ?? { min: 0, max: 40 };
    for (let i = 0; i < spec.size; i++) this.add(new Date(now.getTime() - this.rng.int(min, max) * DAY));
  }

  private uuidFor(seq: number): string {
    const hex = (seedOf(`${this.token}:${seq}`).toString(16) + seq.toString(16)).padStart(12, '0').slice(-12);
    return `${pad(seedOf(this.token)).slice(0, 8)}-0000-4000-8000-${hex}`;
  }

  /** A new posting; `like` reposts an earlier one (same title and places, new id). */
  add(at: Date, like?: SimJob): SimJob {
    const seq = this.nextSeq++;
    const job = like ? { ...like } : this.generate(at);
    job.id = String(4_000_000 + seq);
    job.uuid = this.uuidFor(seq);
    job.postedAt = at;
    job.updatedAt = at;
    job.version = 1;
    this.jobs.set(job.id, job);
    this.revision++;
    return job;
  }

  private generate(at: Date): SimJob {
    const r = this.rng;
    const role = r.pick(ROLES);
    const total = LEVEL_PATTERNS.reduce((s, p) => s + p.weight, 0);
    let roll = r.next() * total;
    const level =
      LEVEL_PATTERNS.find((p) => {
        roll -= p.weight;
        return roll < 0;
      }) ?? LEVEL_PATTERNS[0]!;
    const title = level.pattern.replace('{t}', role.title).replace('{d}', role.department);
    const intern = /intern|summer associate/i.test(title);
    const remote = r.chance(0.18);
    const hybrid = !remote && r.chance(0.25);
    const placeCount = remote ? r.int(0, 1) : r.chance(0.2) ? r.int(2, 3) : 1;
    const places: Place[] = [];
    while (places.length < placeCount) {
      const p = r.pick(PLACES);
      if (!places.includes(p)) places.push(p);
    }
    const us = places.length === 0 || places[0]!.countryCode === 'US';
    const mid = Math.round((role.pay * level.pay) / 1000) * 1000;
    const employment: Employment = intern
      ? 'Intern'
      : r.chance(0.06)
        ? 'PartTime'
        : r.chance(0.04)
          ? 'Contract'
          : 'FullTime';
    // An hourly rate is the yearly figure over a 2,080-hour year, in whole currency units.
    const hourly = employment === 'Intern' || employment === 'PartTime';
    const amount = (share: number) => (hourly ? Math.round((mid * share) / 2080) : Math.round(mid * share));
    return {
      id: '',
      uuid: '',
      title,
      department: role.department,
      employment,
      remote,
      hybrid,
      places,
      salary: r.chance(0.6)
        ? {
            min: amount(0.85),
            max: amount(1.15),
            currency: us ? 'USD' : 'EUR',
            interval: hourly ? 'hour' : 'year',
          }
        : null,
      descriptionHtml: this.description(title),
      postedAt: at,
      updatedAt: at,
      version: 1,
    };
  }

  private description(title: string, version = 1): string {
    const r = this.rng;
    const paras = [0, 1, 2].map(() => `<p>${r.pick(PARAGRAPHS)}</p>`).join('');
    return `<h2>About the role</h2><p>As ${title} at ${this.company} you will help us grow.</p>${paras}<ul><li>Two or more years in a similar role</li><li>Kind and direct communication</li></ul>${version > 1 ? `<p>Updated posting (revision ${version}).</p>` : ''}`;
  }

  /** Edit a posting in place: its id stays, its content changes. */
  edit(job: SimJob, at: Date): void {
    job.version++;
    job.updatedAt = at;
    job.descriptionHtml = this.description(job.title, job.version);
    if (job.salary)
      job.salary = { ...job.salary, max: job.salary.max + (job.salary.interval === 'hour' ? 2 : 5000) };
    this.revision++;
  }

  close(job: SimJob): void {
    this.jobs.delete(job.id);
    this.revision++;
  }

  /** One simulated day: some postings close, some are edited, some reposted, and new ones fill up to size. */
  advanceDay(at: Date, changes: DayChanges = {}): void {
    const { closeRate = 0.03, editRate = 0.03, repostRate = 0.1 } = changes;
    const r = this.rng;
    for (const job of [...this.jobs.values()]) {
      if (r.chance(closeRate)) {
        this.close(job);
        if (r.chance(repostRate)) this.add(at, job);
      } else if (r.chance(editRate)) this.edit(job, at);
    }
    while (this.jobs.size < this.size) this.add(at);
  }

  /** Change a share of the board at once (benchmarks): a third new, a third edited, a third closed. */
  churn(at: Date, fraction: number): void {
    const count = Math.round(this.jobs.size * fraction);
    const jobs = [...this.jobs.values()];
    for (let i = 0; i < count; i++) {
      const job = jobs[(i * 7919) % jobs.length]!;
      if (!this.jobs.has(job.id)) continue;
      if (i % 3 === 0) this.close(job);
      else if (i % 3 === 1) this.edit(job, at);
      else this.add(at);
    }
  }
}
