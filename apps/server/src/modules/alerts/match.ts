import type { JobSearchFilters } from '@upstream/contract';

// Which new jobs each saved search matches, computed in memory over the day's new jobs: the jobs are indexed
// once by every filter value, and each distinct filter set is answered by intersecting those indexes. The
// rules mirror modules/jobs/filters.ts (jobFilterWhere), so a digest holds what the search page would show:
// values within one filter are OR-ed, filters are AND-ed; 'remote' also matches jobs marked remote; cities
// are 'City|ST' match values; companies are slugs; keywords match the start of a word of the folded title
// (one or two letters: a whole word).

export interface CandidateJob {
  id: number;
  function: string;
  level: string;
  type: string;
  remote: boolean;
  company_id: number;
  company_slug: string;
  industry: string | null;
  /** 'City|ST' of each location. */
  cities: string[];
  /** The title folded by Postgres (upstream_fold), padded with spaces. */
  title_search: string;
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
  /** Positions (in the job list) of the jobs matching these filters. */
  match(filters: JobSearchFilters): number[];
}

/**
 * Index `jobs` for matching. `foldKeyword` turns a keyword into the folded form titles are stored in (the same
 * upstream_fold Postgres uses), or '' when nothing of it can match.
 */
export function createMatcher(jobs: CandidateJob[], foldedKeywords: Map<string, string>): Matcher {
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
  const byType = index((j) => [j.type, j.remote ? 'remote' : null]);
  const byCompany = index((j) => [j.company_slug]);
  const byIndustry = index((j) => [j.industry]);
  const byCity = index((j) => j.cities);
  const keywordSets = new Map<string, JobSet>();
  const keywordSet = (folded: string) => {
    let set = keywordSets.get(folded);
    if (!set) {
      set = new JobSet(size);
      const needle = folded.length <= 2 ? ` ${folded} ` : ` ${folded}`;
      jobs.forEach((job, i) => {
        if (job.title_search.includes(needle)) set!.add(i);
      });
      keywordSets.set(folded, set);
    }
    return set;
  };
  const all = new JobSet(size);
  for (let i = 0; i < size; i++) all.add(i);

  return {
    match(filters) {
      const result = JobSet.union(size, [all]);
      const apply = (values: string[], map: Map<string, JobSet>) => {
        if (values.length)
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
      if (filters.job_title_search.length) {
        const folded = filters.job_title_search.map((k) => foldedKeywords.get(k) ?? '').filter(Boolean);
        result.intersect(JobSet.union(size, folded.map(keywordSet)));
      }
      return result.members();
    },
  };
}
