import { meetsVisaFilter, REPOST_WINDOW_DAYS, type VisaSponsorship } from '@upstream/contract';
import { DAY } from '../../lib/clock.ts';
import {
  hasMinSalary,
  type JobFilters,
  keywordNeedle,
  meetsMinSalary,
  openToRegion,
  postedSince,
  REMOTE_TYPE,
  withinListingLimit,
} from './query.ts';

// The in-memory executor of the job query (query.ts), for the daily digest: the jobs are indexed once by every
// filter value, and each distinct filter set is answered by intersecting those indexes (bitsets). It chooses
// the same jobs as the SQL executor (query-sql.ts); the property test proves it.

export interface CandidateJob {
  id: number;
  function: string;
  level: string;
  type: string;
  remote: boolean;
  active: boolean;
  /** An operator hid it for everyone or marked it closed (jobs.moderation): it never matches. */
  moderated: boolean;
  first_seen_at: Date;
  /** When it became news (listedAt in query.ts); null: never news. */
  listed_at: Date | null;
  /** When its listing began: listed_at, else its posted date (the operator's listing-age limit reads it). */
  listing_start: Date;
  /** When the job this one reposts was last seen (null: not a repost). */
  reposted_from_last_seen_at: Date | null;
  company_id: number;
  company_slug: string;
  industry: string | null;
  /** The match values of its places ('City|ST', see placeKey). */
  cities: string[];
  /** The title folded by Postgres (upstream_fold), padded with spaces. */
  title_search: string;
  /** The pay's currency and the top of its yearly range (null: no yearly figure). */
  salary_currency: string | null;
  salary_annual_max: number | null;
  /** Its posted date (POSTED_DATE): the ATS's posted date, never later than first sight, else first sight. */
  posted_at: Date;
  /** What its description says of sponsoring a visa; null: not said. */
  visa_sponsorship: VisaSponsorship | null;
  /** Where a remote job is open ('*' anywhere, ISO codes, regions spelled out) and the places it leaves out. */
  remote_open_to: string[];
  remote_excluded: string[];
}

/** A viewer's own lists, as 'user:job' and 'user:company' keys (one set for every viewer of a run). */
export interface MemoryViewerLists {
  hidden: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
  saved?: ReadonlySet<string>;
  tracked?: ReadonlySet<string>;
}

/** Listed in (after, upTo] and not a repost of a job seen within the repost window. */
export function isNewIn(
  job: Pick<CandidateJob, 'first_seen_at' | 'listed_at' | 'reposted_from_last_seen_at'>,
  window: { after: Date; upTo: Date },
): boolean {
  if (job.listed_at === null) return false;
  const listed = job.listed_at.getTime();
  if (listed <= window.after.getTime() || listed > window.upTo.getTime()) return false;
  const original = job.reposted_from_last_seen_at;
  return original === null || original.getTime() < job.first_seen_at.getTime() - REPOST_WINDOW_DAYS * DAY;
}

/** The viewer's part of the rule for one job (the filters' part is the matcher's). */
export function visibleTo(
  job: Pick<CandidateJob, 'id' | 'company_id'>,
  filters: Pick<JobFilters, 'show_hidden_jobs' | 'saved' | 'tracked'>,
  userId: number,
  lists: MemoryViewerLists,
): boolean {
  if (lists.blocked.has(`${userId}:${job.company_id}`)) return false;
  const key = `${userId}:${job.id}`;
  if (!filters.show_hidden_jobs && lists.hidden.has(key)) return false;
  if (filters.saved && !lists.saved?.has(key)) return false;
  if (filters.tracked && !lists.tracked?.has(key)) return false;
  return true;
}

/** A set of job positions (indexes into the job list), as a bitset. */
class JobSet {
  readonly words: Uint32Array;
  constructor(size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }
  add(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  static union(size: number, sets: (JobSet | undefined)[]): JobSet {
    const out = new JobSet(size);
    for (const s of sets) if (s) for (let w = 0; w < out.words.length; w++) out.words[w]! |= s.words[w]!;
    return out;
  }
  clear() {
    this.words.fill(0);
  }
  intersect(other: JobSet) {
    for (let w = 0; w < this.words.length; w++) this.words[w]! &= other.words[w]!;
  }
  members(): number[] {
    const out: number[] = [];
    for (let w = 0; w < this.words.length; w++) {
      let word = this.words[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        out.push(w * 32 + bit);
        word &= word - 1;
      }
    }
    return out;
  }
}

export interface Matcher {
  /** Positions (in the job list) of the jobs matching the shared filters at `now`, in list order. */
  match(filters: JobFilters, now: Date): number[];
}

/**
 * Index `jobs` for matching: only active ones (and, given `newIn`, only the new ones) can match.
 * `foldedKeywords` maps each keyword to the form titles are stored in (upstream_fold), '' when nothing of it
 * can match.
 */
export function createMatcher(
  jobs: readonly CandidateJob[],
  foldedKeywords: ReadonlyMap<string, string>,
  options: { newIn?: { after: Date; upTo: Date } } = {},
): Matcher {
  const size = jobs.length;
  const index = (key: (job: CandidateJob) => (string | null)[]) => {
    const map = new Map<string, JobSet>();
    jobs.forEach((job, i) => {
      for (const value of key(job)) {
        if (value == null) continue;
        let set = map.get(value);
        if (!set) {
          set = new JobSet(size);
          map.set(value, set);
        }
        set.add(i);
      }
    });
    return map;
  };
  const byFunction = index((j) => [j.function]);
  const byLevel = index((j) => [j.level]);
  const byType = index((j) => [j.type, j.remote ? REMOTE_TYPE : null]);
  const byCompany = index((j) => [j.company_slug]);
  const byIndustry = index((j) => [j.industry]);
  const byCity = index((j) => j.cities);
  const keywordSets = new Map<string, JobSet>();
  // Every title in one string (NUL between them, which no needle holds), so a keyword is found by one native
  // search from hit to hit instead of a search per job.
  let titles: { text: string; starts: number[] } | undefined;
  const joinedTitles = () => {
    const starts: number[] = [];
    let at = 0;
    for (const job of jobs) {
      starts.push(at);
      at += job.title_search.length + 1;
    }
    return { text: jobs.map((j) => j.title_search).join('\0'), starts };
  };
  /** The position in the job list of the title that holds character `at` of the joined titles. */
  const jobAt = (starts: number[], at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const keywordSet = (folded: string) => {
    let set = keywordSets.get(folded);
    if (!set) {
      set = new JobSet(size);
      const needle = keywordNeedle(folded);
      if (needle.includes('\0')) {
        for (let i = 0; i < size; i++) if (jobs[i]!.title_search.includes(needle)) set.add(i);
      } else {
        titles ??= joinedTitles();
        const { text, starts } = titles;
        for (let at = text.indexOf(needle); at >= 0; ) {
          const i = jobAt(starts, at);
          set.add(i);
          // One hit is enough for a job: go on from the next title.
          if (i + 1 >= size) break;
          at = text.indexOf(needle, starts[i + 1]!);
        }
      }
      keywordSets.set(folded, set);
    }
    return set;
  };
  const candidates = new JobSet(size);
  jobs.forEach((job, i) => {
    if (job.active && !job.moderated && (!options.newIn || isNewIn(job, options.newIn))) candidates.add(i);
  });

  // The result of the filter set being matched: one set reused by every match (match is synchronous and returns
  // the members), not a new one per filter set.
  const result = new JobSet(size);
  return {
    match(filters, now) {
      result.words.set(candidates.words);
      const apply = (values: string[], map: Map<string, JobSet>) => {
        if (values.length === 0) return;
        // One value (most filters): its own set, without building a union of one.
        if (values.length === 1) {
          const set = map.get(values[0]!);
          if (set) result.intersect(set);
          else result.clear();
          return;
        }
        result.intersect(
          JobSet.union(
            size,
            values.map((v) => map.get(v)),
          ),
        );
      };
      apply(filters.role, byFunction);
      apply(filters.level, byLevel);
      apply(filters.type, byType);
      apply(filters.company, byCompany);
      apply(filters.industry, byIndustry);
      apply(filters.city, byCity);
      if (hasMinSalary(filters)) {
        const paid = new JobSet(size);
        jobs.forEach((job, i) => {
          if (meetsMinSalary(job, filters)) paid.add(i);
        });
        result.intersect(paid);
      }
      if (filters.listed_after) {
        const recent = new JobSet(size);
        jobs.forEach((job, i) => {
          if (withinListingLimit(job, filters)) recent.add(i);
        });
        result.intersect(recent);
      }
      const since = postedSince(filters, now);
      if (since || filters.visa || filters.remote_region.length) {
        const kept = new JobSet(size);
        jobs.forEach((job, i) => {
          if (
            (since === null || job.posted_at.getTime() >= since.getTime()) &&
            meetsVisaFilter(job.visa_sponsorship, filters.visa) &&
            openToRegion(job, filters.remote_region)
          )
            kept.add(i);
        });
        result.intersect(kept);
      }
      if (filters.job_title_search.length) {
        const folded = filters.job_title_search.map((k) => foldedKeywords.get(k) ?? '').filter(Boolean);
        result.intersect(JobSet.union(size, folded.map(keywordSet)));
      }
      return result.members();
    },
  };
}
