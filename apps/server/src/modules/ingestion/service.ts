import {
  ATS_KINDS,
  type Ats,
  FULL_FETCH_INTERVAL_DAYS,
  NEW_JOBS_FETCH_INTERVAL_HOURS,
} from '@upstream/contract';
import pLimit from 'p-limit';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { HOUR, MINUTE } from '../../lib/clock.ts';
import { deactivateJobsOfBoards, type SearchCacheDropper } from '../jobs/index.ts';
import { createHttpClient, type HttpClient } from './connectors/http.ts';
import type { AtsUrls } from './connectors/urls.ts';
import { type FetchMode, type FetchOutcome, fetchBoard, type IngestContext } from './fetch-board.ts';
import type { PlaceReader } from './normalise/location.ts';
import * as repo from './repo.ts';

/** The services ingestion is given (built once per process in services.ts). */
export interface IngestionServices {
  /** Outbound HTTP to the job boards, shared by every fetch of the process so the per-host limits hold. */
  boardsHttp: HttpClient;
  /** Reads the postings' places over the geography's datasets, indexed once per process. */
  places: PlaceReader;
  /** Told when fetched jobs changed, so search counts are recounted. */
  searchCacheDropper: SearchCacheDropper;
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'> &
  Pick<IngestionServices, 'boardsHttp' | 'places'>;

export const SCHEDULE_JOB = 'ingestion.schedule';
export const FETCH_JOB = 'ingestion.fetch-boards';
/** Boards per fetch job: enough to use the connections, few enough to finish well inside the lease. */
export const BOARDS_PER_JOB = 10;
/** Boards fetched at once within one job (each host also has its own limit). */
const BOARD_CONCURRENCY = 8;
/** Most boards claimed per schedule tick; the rest wait for the next minute. */
export const CLAIM_PER_TICK = 300;
const LEASE_MS = 15 * MINUTE;

export function atsUrls(config: Config): AtsUrls {
  return {
    greenhouse: config.GREENHOUSE_API_URL,
    lever: config.LEVER_API_URL,
    ashby: config.ASHBY_API_URL,
    smartrecruiters: config.SMARTRECRUITERS_API_URL,
    workable: config.WORKABLE_API_URL,
    recruitee: config.RECRUITEE_API_URL,
    workday: config.WORKDAY_API_URL,
    personio: config.PERSONIO_API_URL,
    teamtailor: config.TEAMTAILOR_API_URL,
    pinpoint: config.PINPOINT_API_URL,
    rippling: config.RIPPLING_API_URL,
    breezy: config.BREEZY_API_URL,
  };
}

function hostOf(template: string): string {
  try {
    return new URL(template.replace(/\{[a-z]+\}/g, 'x')).host;
  } catch {
    return '';
  }
}

/** The names of the configured ATS addresses: only these may be on this machine or a private network. */
function configuredHostnames(config: AppDeps['config']): string[] {
  return Object.values(atsUrls(config)).map((template) => {
    try {
      return new URL(template.replace(/\{[a-z]+\}/g, 'x')).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return '';
    }
  });
}

/**
 * The domains of ATS whose URL puts the board in the host name (`https://{token}.breezy.hr` → breezy.hr):
 * all of one such ATS's boards share one per-host limit.
 */
export function subdomainAtsDomains(config: AppDeps['config']): string[] {
  return Object.values(atsUrls(config)).flatMap((template) => {
    const host = /^[a-z]+:\/\/([^/:?#]+)/i.exec(template)?.[1] ?? '';
    const [first, ...rest] = host.split('.');
    return first?.includes('{') && rest.length >= 2 ? [rest.join('.').toLowerCase()] : [];
  });
}

/** The job boards' HTTP client: per-host limits, retries with backoff (one per process). */
export function createBoardsHttpClient(deps: Pick<AppDeps, 'config' | 'fetch'>): HttpClient {
  return createHttpClient({
    // The service's own fetch goes through the faster default transport; an injected one is used as given.
    fetch: deps.fetch === globalThis.fetch ? undefined : deps.fetch,
    perHostConcurrency: deps.config.INGEST_HOST_CONCURRENCY,
    backoffMs: deps.config.INGEST_BACKOFF_MS,
    timeoutMs: deps.config.INGEST_TIMEOUT_MS,
    // Workable answers 429 to more than two requests at once from one address.
    hostConcurrency: {
      [hostOf(deps.config.WORKABLE_API_URL)]: Math.min(2, deps.config.INGEST_HOST_CONCURRENCY),
    },
    hostGroups: subdomainAtsDomains(deps.config),
    allowPrivateHosts: configuredHostnames(deps.config),
  });
}

export function ingestContext(deps: Deps): IngestContext {
  return {
    db: deps.db,
    http: deps.boardsHttp,
    urls: atsUrls(deps.config),
    now: deps.clock.now(),
    places: deps.places,
  };
}

export const DUE_POLICY: repo.DuePolicy = {
  newJobsAfterMs: NEW_JOBS_FETCH_INTERVAL_HOURS * HOUR,
  fullAfterMs: FULL_FETCH_INTERVAL_DAYS * 24 * HOUR,
  retryAfterMs: HOUR,
  leaseMs: LEASE_MS,
};

/**
 * Claim the boards due a fetch (spec §9: full every 7 days, new jobs when the last fetch is 18 hours old;
 * a failing board is retried after 1, 2, 4… hours) and queue them in small batches.
 */
export async function scheduleDueBoards(deps: Deps & Pick<AppDeps, 'queue'>): Promise<number> {
  if (!deps.config.INGEST_ENABLED) return 0;
  const now = deps.clock.now();
  const ids = await repo.claimDueBoards(deps.db, now, CLAIM_PER_TICK, DUE_POLICY);
  for (let i = 0; i < ids.length; i += BOARDS_PER_JOB) {
    const boardIds = ids.slice(i, i + BOARDS_PER_JOB);
    await deps.queue.send(
      FETCH_JOB,
      { boardIds, claimedAt: now.toISOString() },
      { singletonKey: `fetch-boards:${boardIds.join(',')}:${now.toISOString()}` },
    );
  }
  if (ids.length) deps.logger.info({ boards: ids.length }, 'boards queued for fetching');
  return ids.length;
}

/**
 * Fetch a batch of boards. Each board stands alone: its failure is recorded on it and the others go on.
 * Boards fetched since they were claimed (a retried or duplicate job) are skipped.
 */
export async function fetchBoards(
  deps: Deps & Pick<IngestionServices, 'searchCacheDropper'>,
  boardIds: number[],
  options: { claimedAt?: Date; mode?: FetchMode } = {},
): Promise<FetchOutcome[]> {
  const ctx = ingestContext(deps);
  // The place datasets load once per process; before any request goes out, not while answers wait.
  deps.places.prepare();
  const limit = pLimit(BOARD_CONCURRENCY);
  const boards = new Map((await repo.findBoards(deps.db, boardIds)).map((b) => [b.id, b]));
  const outcomes = await Promise.all(
    boardIds.map((id) =>
      limit(async () => {
        try {
          const board = boards.get(id);
          // Removed since it was queued, or fetched since it was claimed (a retried or duplicate job).
          if (!board) return null;
          if (options.claimedAt && board.last_fetch_at && board.last_fetch_at >= options.claimedAt)
            return null;
          const outcome = await fetchBoard(ctx, board, options.mode);
          if (!outcome.ok) deps.logger.warn({ board: id, error: outcome.error }, 'board fetch failed');
          return outcome;
        } catch (err) {
          // Our fault, not the board's (a database error, a bug): log it and let the next tick retry.
          deps.logger.error({ err, board: id }, 'board fetch crashed');
          await deps.db
            .updateTable('job_boards')
            .set({ fetch_claimed_until: null })
            .where('id', '=', id)
            .execute();
          return null;
        }
      }),
    ),
  );
  const done = outcomes.filter((o): o is FetchOutcome => o !== null);
  if (done.some((o) => o.changedJobs)) await deps.searchCacheDropper.jobsChanged();
  return done;
}

/** Hide jobs of boards silent for JOB_FRESHNESS_DAYS (spec §1: jobs not checked within 14 days are not shown). */
export async function hideStaleJobs(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'> & Pick<IngestionServices, 'searchCacheDropper'>,
): Promise<number> {
  const hidden = await deactivateJobsOfBoards(deps.db, repo.staleBoardIds(deps.clock.now()));
  if (hidden) {
    deps.logger.info({ hidden }, 'jobs of silent boards hidden');
    await deps.searchCacheDropper.jobsChanged();
  }
  return hidden;
}

export const isAts = (value: string): value is Ats => (ATS_KINDS as readonly string[]).includes(value);
