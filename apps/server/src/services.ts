import { createDb, createWalkingPool, type Db, withNamedStatements } from './db/index.ts';
import type { Infrastructure, Mailer } from './deps.ts';
import type { SessionLookup } from './http/session.ts';
import * as accounts from './modules/accounts/index.ts';
import { type BillingServices, createStripe } from './modules/billing/index.ts';
import { jobPostingUrl } from './modules/catalogue/index.ts';
import { type ContentPages, createContentPages } from './modules/content/index.ts';
import { createMailer, type EmailDirectory, type EmailDirectoryDeps } from './modules/email/index.ts';
import {
  createBoardsHttpClient,
  createNormaliserPool,
  createPlaces,
  type IngestionServices,
} from './modules/ingestion/index.ts';
import {
  createJobSearchService,
  createSearchCache,
  createSearchCacheDropper,
  type JobSearchService,
  REFRESH_SESSIONS,
  SEARCH_CACHE_PREFIX,
  type SearchCache,
  type SearchCacheDropper,
  type ViewerLists,
} from './modules/job-search/index.ts';
import * as searches from './modules/saved-searches/index.ts';
import { createViewerLists } from './modules/tracking/index.ts';

/**
 * The long-lived services of a process (caches, pools, clients) and the ports that connect modules, built once
 * here at the composition root and handed to the modules that name them in their deps. Nothing else keeps
 * module-level state.
 */
export interface Services extends EmailDirectoryDeps, IngestionServices, BillingServices {
  /** The email module's adapter of the mailer port (deps.ts). */
  mailer: Mailer;
  sessionLookup: SessionLookup;
  contentPages: ContentPages;
  jobs: JobSearchService;
  searchCache: SearchCache;
  searchCacheDropper: SearchCacheDropper;
  viewerLists: ViewerLists;
  /** Close what the services opened (the mailer's connections, the walking pool, the normalisation threads); the
   * databases are the caller's. */
  closeServices(): Promise<void>;
}

/**
 * How long one statement of a search count's refresh behind the requests may run: far past a request's timeout,
 * since the first recounts of a cold large market take tens of seconds, yet bounded so a runaway plan cannot hold
 * the refresh pool for good.
 */
const REFRESH_STATEMENT_TIMEOUT_MS = 120_000;

/** Everything a process hands out: the infrastructure and the services. */
export type ServiceDeps = Infrastructure & Services;

/**
 * `infra.db` is the process's own pool (background work and commands: the mailer records and delivers on it);
 * `requestDb` the one whose statements a web request may wait for, which the services answering requests use.
 */
export function createServices(
  infra: Infrastructure,
  database: { connectionString: string },
  requestDb: Db = infra.db,
): Services {
  const { clock, logger } = infra;
  const db = requestDb;
  const mailer = createMailer(infra);
  const walkingPool = createWalkingPool(database.connectionString, infra.config.REQUEST_STATEMENT_TIMEOUT_MS);
  const normaliser = createNormaliserPool();
  // The statements of a search and of a signed-in request's session run on nearly every request: named, so
  // PostgreSQL need not plan each one each time.
  const namedDb = withNamedStatements(db);
  let walkingSearchDb: Db | undefined;
  // Serial: a count of a whole market run with parallel workers takes every core of a small machine for a
  // quarter of a second (1M jobs), and every request waits behind it; work behind the requests takes one core.
  const refreshDb = createDb(database.connectionString, {
    max: REFRESH_SESSIONS,
    applicationName: 'upstream-refresh',
    statementTimeoutMs: REFRESH_STATEMENT_TIMEOUT_MS,
    serial: true,
  });
  const searchCache = createSearchCache({
    db: namedDb,
    refreshDb: withNamedStatements(refreshDb),
    clock,
    onError: (err) => logger.error({ err }, 'cache refresh failed'),
  });
  const viewerLists = createViewerLists(namedDb);
  const emailDirectory: EmailDirectory = {
    recipient: (userId) => accounts.findEmailRecipient(db, userId),
    savedSearch: (userId, searchId) => searches.findSearchName(db, userId, searchId),
    optOutOfAll: (userId) => accounts.optOutOfAllEmail(db, userId),
    turnOffSearchEmail: async (userId, searchId, at) => {
      await searches.turnOffEmail(db, userId, searchId, at);
    },
    jobPostingUrl: (jobId) => jobPostingUrl(db, jobId),
  };
  return {
    emailDirectory,
    boardsHttp: createBoardsHttpClient(infra),
    places: createPlaces(),
    normaliser,
    stripe: createStripe(infra.config),
    mailer,
    sessionLookup: accounts.createSessionLookup({ db: namedDb, clock }),
    contentPages: createContentPages(),
    searchCache,
    viewerLists,
    searchCacheDropper: createSearchCacheDropper({
      expire: () => searchCache.expire(SEARCH_CACHE_PREFIX),
      dropSharedAnswers: () => searchCache.forgetShared(SEARCH_CACHE_PREFIX),
      clock,
      logger,
    }),
    jobs: createJobSearchService({
      db: namedDb,
      get walking() {
        walkingSearchDb ??= withNamedStatements(walkingPool.db());
        return walkingSearchDb;
      },
      clock,
      cache: searchCache,
      lists: viewerLists,
      hideListedOverDays: infra.config.HIDE_JOBS_LISTED_OVER_DAYS,
    }),
    closeServices: async () => {
      await mailer.close();
      await normaliser.close();
      await walkingPool.close();
      searchCache.stopRefreshing();
      await refreshDb.destroy();
    },
  };
}
