import { DIGEST_MAX_JOBS, filtersKey, type JobSearchFilters } from '@upstream/contract';
import type { AppDeps } from '../../deps.ts';
import * as outbox from '../email/index.ts';
import { addReports, type DeliveryReport, NOTHING_DELIVERED, relayRefused } from '../email/index.ts';
import {
  createMatcher,
  foldKeywords,
  type JobFilters,
  NO_FILTERS,
  newJobs,
  type ViewerLists,
  visibleTo,
} from '../job-search/index.ts';
import {
  type DigestSearchRow,
  dailyEmailLimit,
  dueSearches,
  lockUncovered,
  markCovered,
  normaliseFilters,
} from '../saved-searches/index.ts';
import { createDigestRenderer, type DigestJob } from './digest-email.ts';
import { recordDigestRun } from './runs.ts';

/** What the digest is given: the infrastructure and the viewers' own lists (services.ts). */
export type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'> & {
  viewerLists: ViewerLists;
};
type Deps = DigestDeps;

/** At most this many jobs of one company in a digest; the rest are summed up as '+N more from {company}'. */
export const DIGEST_MAX_PER_COMPANY = 5;
/** Searches rendered and recorded per transaction (and sent as a batch). */
const CHUNK = 250;
/** Chunks in flight at once. */
const WORKERS = 3;

export interface DigestRun {
  /** The digest covers new jobs listed (catalogue/listed-at.ts) up to this time. */
  upTo: Date;
  /** …and after this time (the previous slot); a search already covered further than this starts there. */
  after: Date;
  /** Only this person's searches (operator support). */
  email?: string;
  /** Deliver right away (false: leave the emails queued for the delivery worker). */
  deliver?: boolean;
}

export interface DigestSummary {
  searches: number;
  emails: number;
  newJobs: number;
  computeMs: number;
  queueMs: number;
  delivery: DeliveryReport | null;
}

export interface PlannedDigest {
  search: DigestSearchRow;
  jobs: DigestJob[];
  moreByCompany: { company: string; count: number }[];
}

const byDigestOrder = (a: DigestJob, b: DigestJob) =>
  a.function.localeCompare(b.function) ||
  a.company.localeCompare(b.company) ||
  a.title.localeCompare(b.title) ||
  a.id - b.id;

/**
 * Cut a search's matches to the email: alphabetical by job function (then company and title), at most 5 per
 * company and 50 in all. `matches` must already be in that order.
 */
export function shapeDigest(matches: readonly DigestJob[]): Pick<PlannedDigest, 'jobs' | 'moreByCompany'> {
  const perCompany = new Map<string, number>();
  const more = new Map<string, number>();
  const jobs: DigestJob[] = [];
  for (const job of matches) {
    const seen = perCompany.get(job.company) ?? 0;
    perCompany.set(job.company, seen + 1);
    if (seen >= DIGEST_MAX_PER_COMPANY) more.set(job.company, (more.get(job.company) ?? 0) + 1);
    else if (jobs.length < DIGEST_MAX_JOBS) jobs.push(job);
  }
  return {
    jobs,
    moreByCompany: [...more]
      .map(([company, count]) => ({ company, count }))
      .sort((a, b) => a.company.localeCompare(b.company)),
  };
}

/**
 * shapeDigest for matches given as positions in `rows` (which are in digest order), as every distinct filter set
 * of a run is shaped: companies are counted in a typed array by number, not in a map by name per match (a run
 * shapes millions of matches). Gives exactly shapeDigest's result.
 */
function createPositionShaper(rows: readonly DigestJob[]) {
  const companyNames: string[] = [];
  const ordinalOf = new Map<string, number>();
  const companyAt = new Int32Array(rows.length);
  rows.forEach((job, i) => {
    let ordinal = ordinalOf.get(job.company);
    if (ordinal === undefined) {
      ordinal = companyNames.push(job.company) - 1;
      ordinalOf.set(job.company, ordinal);
    }
    companyAt[i] = ordinal;
  });
  const counts = new Int32Array(companyNames.length);
  return (positions: readonly number[]): Pick<PlannedDigest, 'jobs' | 'moreByCompany'> => {
    const jobs: DigestJob[] = [];
    const over: number[] = [];
    for (const at of positions) {
      const company = companyAt[at]!;
      const seen = counts[company]!;
      counts[company] = seen + 1;
      if (seen >= DIGEST_MAX_PER_COMPANY) {
        if (seen === DIGEST_MAX_PER_COMPANY) over.push(company);
      } else if (jobs.length < DIGEST_MAX_JOBS) jobs.push(rows[at]!);
    }
    const moreByCompany = over
      .map((company) => ({
        company: companyNames[company]!,
        count: counts[company]! - DIGEST_MAX_PER_COMPANY,
      }))
      .sort((a, b) => a.company.localeCompare(b.company));
    for (const at of positions) counts[companyAt[at]!] = 0;
    return { jobs, moreByCompany };
  };
}

/**
 * Compute every due digest set-based: the new jobs are sorted once into digest order and indexed; each distinct
 * filter set is matched and shaped once, and only a search with its own exceptions (hidden jobs, blocked
 * companies, a window already partly covered) is shaped on its own.
 */
export async function planDigests(
  deps: Pick<Deps, 'db' | 'viewerLists'>,
  run: DigestRun,
): Promise<{ plans: PlannedDigest[]; newJobs: number }> {
  const { db } = deps;
  const [unsorted, searches] = await Promise.all([
    newJobs(db, { after: run.after, upTo: run.upTo }),
    dueSearches(db, run.upTo, run.email),
  ]);
  const rows = unsorted.sort(byDigestOrder);
  const eligible = searches.filter((s) => s.rank <= dailyEmailLimit(s.tier));
  // Searches with the same stored filters share one parse, one match and one shaping.
  // Parsed and keyed once per stored form (not once per search: most searches share theirs).
  const keyByRaw = new Map<string, string>();
  const filtersByKey = new Map<string, JobFilters>();
  const keyOf = new Map<number, string>();
  for (const s of eligible) {
    const raw = s.filters_json;
    let key = keyByRaw.get(raw);
    if (key === undefined) {
      const filters = digestQuery(normaliseFilters(JSON.parse(raw)));
      key = filtersKey(filters);
      keyByRaw.set(raw, key);
      if (!filtersByKey.has(key)) filtersByKey.set(key, filters);
    }
    keyOf.set(s.id, key);
  }
  const keywords = new Set<string>();
  for (const f of filtersByKey.values()) for (const k of f.job_title_search) keywords.add(k);
  const [folded, hidden, blocked] = await Promise.all([
    foldKeywords(db, [...keywords]),
    deps.viewerLists.hiddenAmong(rows.map((j) => j.id)),
    deps.viewerLists.blockedAmong([...new Set(rows.map((j) => j.company_id))]),
  ]);
  const lists = { hidden, blocked };
  const usersWithExceptions = new Set([...hidden, ...blocked].map((key) => Number(key.split(':')[0])));

  // The rows are already the window's new jobs (SQL); the matcher applies the rest of the query.
  const matcher = createMatcher(rows, folded);
  const shape = createPositionShaper(rows);
  const matchesByKey = new Map<string, number[]>();
  const shapedByKey = new Map<string, Pick<PlannedDigest, 'jobs' | 'moreByCompany'>>();
  for (const [key, filters] of filtersByKey) {
    const positions = matcher.match(filters, run.upTo);
    matchesByKey.set(key, positions);
    shapedByKey.set(key, shape(positions));
  }

  const plans: PlannedDigest[] = [];
  for (const search of eligible) {
    const key = keyOf.get(search.id)!;
    const partlyCovered = search.digest_through !== null && search.digest_through > run.after;
    if (!partlyCovered && !usersWithExceptions.has(search.user_id)) {
      plans.push({ search, ...shapedByKey.get(key)! });
      continue;
    }
    const since = partlyCovered ? search.digest_through! : run.after;
    const filters = filtersByKey.get(key)!;
    const matches = matchesByKey
      .get(key)!
      .map((i) => rows[i]!)
      .filter(
        (j) => j.listed_at !== null && j.listed_at > since && visibleTo(j, filters, search.user_id, lists),
      );
    plans.push({ search, ...shapeDigest(matches) });
  }
  return { plans, newJobs: rows.length };
}

/** A saved search's filters as a job query: the search page's own lists (saved, tracked) are not part of it. */
const digestQuery = (filters: JobSearchFilters): JobFilters => ({ ...NO_FILTERS, ...filters });

/**
 * Run the daily digest: plan every due search, then record one email per search with matches and move each
 * search's watermark, chunk by chunk in transactions, sending each chunk as soon as it is recorded. A retry, a
 * restart or a second worker finds the searches already covered and sends nothing twice (and the
 * per-search-per-slot dedupe key backs that up).
 */
export async function runDigest(deps: Deps, run: DigestRun): Promise<DigestSummary> {
  const startedAt = deps.clock.now();
  const started = Date.now();
  const entry = { upTo: run.upTo, after: run.after, onlyEmail: run.email ?? null, startedAt };
  let summary: DigestSummary;
  try {
    summary = await digestOnce(deps, run, started);
  } catch (err) {
    // A run that stops is written down too (the queue retries it), then the error goes on.
    await recordDigestRun(deps.db, {
      ...entry,
      durationMs: Date.now() - started,
      searches: 0,
      emails: 0,
      newJobs: 0,
      failedEmails: 0,
      error: err instanceof Error ? err.message : String(err),
    }).catch((recordErr) => deps.logger.error({ err: recordErr }, 'recording the digest run failed'));
    throw err;
  }
  await recordDigestRun(deps.db, {
    ...entry,
    durationMs: Date.now() - started,
    searches: summary.searches,
    emails: summary.emails,
    newJobs: summary.newJobs,
    failedEmails: summary.delivery?.failed ?? 0,
    error: null,
  });
  return summary;
}

async function digestOnce(deps: Deps, run: DigestRun, started: number): Promise<DigestSummary> {
  const { plans, newJobs } = await planDigests(deps, run);
  const computeMs = Date.now() - started;
  const deliver = run.deliver !== false;
  const queued = await queueDigests(deps, run, plans, { deliver });
  const queueMs = Date.now() - started - computeMs;
  // Whatever is still due (a chunk the relay refused, emails of an earlier run) goes the usual way.
  const delivery = queued.delivery && addReports(queued.delivery, await deps.mailer.deliverDue());
  deps.logger.info(
    { searches: plans.length, emails: queued.emails, newJobs, computeMs, queueMs, delivery },
    'daily digest run',
  );
  return { searches: plans.length, emails: queued.emails, newJobs, computeMs, queueMs, delivery };
}

export interface QueuedDigests {
  emails: number;
  /** With `deliver`: how sending the recorded emails went. */
  delivery: DeliveryReport | null;
}

/**
 * Render and record the planned digests, moving each search's watermark with its email (chunked transactions).
 * With `deliver`, each chunk is recorded claimed and sent from memory right after its transaction commits,
 * while the next chunks are rendered and recorded: the bodies are never read back from the database.
 */
export async function queueDigests(
  deps: Deps,
  run: DigestRun,
  plans: PlannedDigest[],
  opts: { deliver?: boolean } = {},
): Promise<QueuedDigests> {
  let delivery = opts.deliver ? NOTHING_DELIVERED : null;
  let emails = 0;
  let next = 0;
  // The relay refused a whole chunk: the rest are recorded unclaimed for the delivery worker's retries.
  let relayDown = false;
  const render = createDigestRenderer(deps.config);
  const worker = async () => {
    while (next < plans.length) {
      const chunk = plans.slice(next, next + CHUNK);
      next += CHUNK;
      const claim = delivery !== null && !relayDown;
      const recorded = await recordChunk(deps, run, chunk, claim, render);
      emails += recorded.count;
      if (!delivery || !recorded.claimed.length) continue;
      const outcome = await deps.mailer.deliverClaimed(recorded.claimed);
      delivery = addReports(delivery, outcome);
      if (relayRefused(outcome)) relayDown = true;
    }
  };
  // Chunks in flight: while one is sent (CPU, relay), others are rendered (CPU) and written (database).
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { emails, delivery };
}

async function recordChunk(
  deps: Deps,
  run: DigestRun,
  chunk: PlannedDigest[],
  claim: boolean,
  render: ReturnType<typeof createDigestRenderer>,
): Promise<{ count: number; claimed: outbox.ClaimedEmail[] }> {
  const withJobs = chunk.filter((p) => p.jobs.length > 0);
  const ids = await outbox.reserveIds(deps.db, withJobs.length);
  const sentAt = deps.clock.now();
  const emails = withJobs.map((plan, i) => {
    const emailId = ids[i]!;
    const rendered = render({
      emailId,
      sentAt,
      search: { id: plan.search.id, name: plan.search.name },
      userId: plan.search.user_id,
      jobs: plan.jobs,
      moreByCompany: plan.moreByCompany,
    });
    return {
      id: emailId,
      searchId: plan.search.id,
      to: plan.search.email,
      category: 'digest',
      userId: plan.search.user_id,
      savedSearchId: plan.search.id,
      dedupeKey: `digest:${plan.search.id}:${run.upTo.toISOString()}`,
      ...rendered,
    };
  });
  return deps.db.transaction().execute(async (trx) => {
    const keep = await lockUncovered(trx, new Map(chunk.map((p) => [p.search.id, p.search.digest_through])));
    await markCovered(trx, [...keep], run.upTo);
    const kept = emails.filter((e) => keep.has(e.searchId));
    if (!claim) return { count: await outbox.recordMany(trx, sentAt, kept), claimed: [] };
    const claimed = await outbox.recordClaimed(trx, sentAt, kept);
    return { count: claimed.length, claimed };
  });
}
