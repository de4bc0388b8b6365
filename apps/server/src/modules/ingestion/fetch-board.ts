import { createHash, hash } from 'node:crypto';
import {
  ATS_KINDS,
  type Ats,
  BOARD_FAILING_AFTER,
  FULL_FETCH_INTERVAL_DAYS,
  JOB_FRESHNESS_DAYS,
} from '@upstream/contract';
import pLimit from 'p-limit';
import type { Db } from '../../db/index.ts';
import { DAY } from '../../lib/clock.ts';
import {
  boardJobs,
  listedAt,
  longListedShareUpdate,
  openingsScope,
  regroupOpenings,
} from '../catalogue/index.ts';
import { AnswerUnchanged, BoardFetchError, type HttpClient } from './connectors/http.ts';
import { CONNECTORS } from './connectors/index.ts';
import type { BoardContext, Connector } from './connectors/types.ts';
import { type AtsUrls, boardBaseUrl } from './connectors/urls.ts';
import type { IndustryDataset } from './industry/dataset.ts';
import { inferCompanyIndustry } from './industry/infer-company.ts';
import { hasUnplacedLabel, placeBoardLabels } from './normalise/board-places.ts';
import type { NormalisedJob } from './normalise/index.ts';
import type { PlaceReader } from './normalise/location.ts';
import { inThreadNormaliser, type Normaliser } from './normalise/pool.ts';
import * as repo from './repo.ts';

/**
 * Bump when normalisation rules change: every posting then counts as edited once and is re-normalised.
 * It is part of each posting's content hash.
 */
export const NORMALISER_VERSION = '13';

export interface IngestContext {
  db: Db;
  http: HttpClient;
  urls: AtsUrls;
  now: Date;
  /** Reads the postings' places (the geography's indexes, loaded once per process). */
  places: PlaceReader;
  /** Detail calls in flight for one board (they also obey the per-host limit). */
  detailConcurrency?: number;
  /** Where postings are normalised: the service's thread pool; on this thread when not given. */
  normaliser?: Normaliser;
  /**
   * The public list of company industries, read on the first company without one and kept for the rest of
   * this context's fetches (reading it takes tens of milliseconds).
   */
  industries?: IndustryDataset;
}

export type FetchMode = 'full' | 'new';

export interface FetchOutcome {
  boardId: number;
  ok: boolean;
  mode: FetchMode;
  listed: number;
  added: number;
  edited: number;
  reopened: number;
  closed: number;
  reposts: number;
  /** Items the board listed that could not be read as a posting. */
  skipped: number;
  /** The board answered exactly as at its last successful fetch, so no posting was looked at. */
  unchangedListing?: boolean;
  /** Jobs were written: added, edited, reopened, closed or shown again. */
  changedJobs?: boolean;
  error?: { kind: string; message: string; httpStatus: number | null };
}

/** The content hash of a posting as listed: equal hashes mean nothing to rewrite. */
function contentHash(
  connector: Connector<Record<string, unknown>>,
  item: Record<string, unknown>,
  partial: boolean,
) {
  const fingerprint = connector.fingerprint ? connector.fingerprint(item) : item;
  const digest = hash('sha1', NORMALISER_VERSION + JSON.stringify(fingerprint), 'base64url');
  // A posting whose detail call failed is stored, but marked so the next fetch tries the details again.
  return partial ? `${digest}~partial` : digest;
}

export function isFullFetchDue(board: Pick<repo.BoardRow, 'last_full_fetch_at'>, now: Date): boolean {
  return (
    !board.last_full_fetch_at ||
    now.getTime() - board.last_full_fetch_at.getTime() >= FULL_FETCH_INTERVAL_DAYS * DAY
  );
}

export function boardContext(ctx: IngestContext, ats: Ats, token: string): BoardContext {
  return { token, baseUrl: boardBaseUrl(ctx.urls[ats], token), http: ctx.http, now: ctx.now };
}

/**
 * Fetch one board and bring its jobs up to date. A full fetch also closes what the board no longer lists;
 * a new-jobs fetch only adds and updates. A failed fetch records the error and changes no job.
 * Takes the board's row as just read (repo.findBoards: a fetch job reads its boards in one query).
 */
export async function fetchBoard(
  ctx: IngestContext,
  board: repo.BoardRow,
  mode?: FetchMode,
): Promise<FetchOutcome> {
  const boardId = board.id;
  const fetchMode: FetchMode = mode ?? (isFullFetchDue(board, ctx.now) ? 'full' : 'new');
  const outcome: FetchOutcome = {
    boardId,
    ok: false,
    mode: fetchMode,
    listed: 0,
    added: 0,
    edited: 0,
    reopened: 0,
    closed: 0,
    reposts: 0,
    skipped: 0,
  };
  if (!(ATS_KINDS as readonly string[]).includes(board.ats)) {
    throw new Error(`Board ${boardId} is on '${board.ats}', which Upstream does not read.`);
  }
  const connector = CONNECTORS[board.ats as Ats];
  const stale =
    !board.last_success_at || ctx.now.getTime() - board.last_success_at.getTime() >= JOB_FRESHNESS_DAYS * DAY;
  // A listing as at the last successful fetch needs no posting-by-posting work: the jobs already say all it says.
  // A full fetch may skip too when that fetch was full (nothing left to close); a board silent long enough to be
  // hidden goes the long way.
  const mayKeep = !stale && (fetchMode === 'new' || board.listing_full);
  const unchanged = async (listed: number): Promise<FetchOutcome> => {
    // The company's share of long-listed jobs moves every day: counted again in the same statement.
    await repo.markBoardSuccess(
      ctx.db,
      boardId,
      ctx.now,
      fetchMode === 'full',
      { hash: board.listing_hash, full: board.listing_full, count: listed },
      longListedShareUpdate([board.company_id], ctx.now),
    );
    return { ...outcome, ok: true, listed, unchangedListing: true };
  };
  // The listing's raw answers, fingerprinted as they arrive. A listing of one answer is known unchanged as soon as
  // that answer has arrived, and is not parsed: parsing was most of what an unchanged board cost.
  const digest = createHash('sha1').update(NORMALISER_VERSION);
  const known =
    connector.listsInOneRequest && mayKeep && board.listing_count !== null ? board.listing_hash : null;
  const onBody = (body: Buffer) => {
    digest.update(body);
    if (known !== null && digest.copy().digest('base64url') === known) throw new AnswerUnchanged();
  };
  const listingHttp: HttpClient = {
    json: (url, options) => ctx.http.json(url, { ...options, onBody }),
    text: (url, options) => ctx.http.text(url, { ...options, onBody }),
  };
  let bctx: BoardContext;
  let items: Record<string, unknown>[];
  try {
    bctx = boardContext(ctx, board.ats as Ats, board.token);
    items = await connector.list({ ...bctx, http: listingHttp });
  } catch (err) {
    if (err instanceof AnswerUnchanged && board.listing_count !== null) return unchanged(board.listing_count);
    const e =
      err instanceof BoardFetchError
        ? err
        : new BoardFetchError('malformed', `The answer could not be read: ${(err as Error).message}`);
    const error = { kind: e.kind, httpStatus: e.httpStatus, message: e.message };
    await repo.markBoardFailure(ctx.db, boardId, ctx.now, error, BOARD_FAILING_AFTER);
    return { ...outcome, error };
  }

  const listingHash = digest.digest('base64url');
  if (listingHash === board.listing_hash && mayKeep) return unchanged(items.length);

  try {
    await applyListing(ctx, board, connector, bctx, items, fetchMode, outcome, listingHash);
  } catch (err) {
    if (!(err instanceof BoardFetchError)) throw err;
    const error = { kind: err.kind, httpStatus: err.httpStatus, message: err.message };
    await repo.markBoardFailure(ctx.db, boardId, ctx.now, error, BOARD_FAILING_AFTER);
    return { ...outcome, error };
  }
  // New or edited postings may tell a company without an industry what it is (once per fetch, not per job). One
  // that had one when its board was read keeps it (only a person changes it), so its fetch does not look again:
  // that look was a round trip after every changed board's commit.
  if (outcome.changedJobs && !board.company_has_industry) await inferCompanyIndustry(ctx, board.company_id);
  return { ...outcome, ok: true };
}

/** Postings hashed between two turns of the event loop, and new jobs written per statement. */
const YIELD_EVERY = 200;
const WRITE_SLICE = 250;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Places a label no gazetteer knows from the board's other postings (placeBoardLabels): those of this fetch and,
 * only when some posting has such a label, the board's stored open postings this fetch does not read again.
 */
async function readBoardLabels(
  ctx: IngestContext,
  boardId: number,
  jobs: (NormalisedJob | null)[],
): Promise<(NormalisedJob | null)[]> {
  const read = jobs.filter((j): j is NormalisedJob => j !== null);
  if (!read.some(hasUnplacedLabel)) return jobs;
  const placed = placeBoardLabels(read, await boardJobs.openBoardPlaces(ctx.db, boardId));
  const byId = new Map(placed.map((j) => [j.externalId, j]));
  return jobs.map((j) => (j ? (byId.get(j.externalId) ?? j) : null));
}

async function applyListing(
  ctx: IngestContext,
  board: repo.BoardRow,
  connector: Connector<Record<string, unknown>>,
  bctx: BoardContext,
  items: Record<string, unknown>[],
  mode: FetchMode,
  outcome: FetchOutcome,
  listingHash: string,
): Promise<void> {
  // A board never read successfully holds no jobs: they are written only in the transaction that records its
  // success. Its first fetch (every board of a cold ingest) does not ask.
  const firstFetch = board.last_success_at === null;
  const stored = firstFetch ? [] : await boardJobs.existingJobs(ctx.db, board.id);
  const existing = new Map(stored.map((j) => [j.external_id, j]));
  const listedIds: number[] = [];
  const reopen: number[] = [];
  const changed: { item: Record<string, unknown>; hash: string; id: number | null }[] = [];
  const seen = new Set<string>();

  for (const [i, item] of items.entries()) {
    // Hashing thousands of postings is CPU work on the thread that answers requests: let them in between.
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToRequests();
    const externalId = connector.externalId(item);
    if (!externalId || seen.has(externalId)) {
      outcome.skipped++;
      continue;
    }
    seen.add(externalId);
    const hash = contentHash(connector, item, false);
    const row = existing.get(externalId);
    if (row) listedIds.push(row.id);
    if (row && row.content_hash === hash) {
      if (row.closed_at && row.moderation !== 'closed') reopen.push(row.id);
      continue;
    }
    changed.push({ item, hash, id: row?.id ?? null });
  }
  outcome.listed = seen.size;

  // Details only for what is new or edited, so an unchanged board costs one listing call.
  const limit = pLimit(ctx.detailConcurrency ?? 8);
  let partial = false;
  const read = await Promise.all(
    changed.map((c) =>
      limit(async () => {
        let item = c.item;
        let hash = c.hash;
        if (connector.enrich && (connector.needsDetail?.(item) ?? true)) {
          try {
            item = await connector.enrich(item, bctx);
          } catch (err) {
            if (!(err instanceof BoardFetchError)) throw err;
            hash = contentHash(connector, c.item, true);
            partial = true;
          }
        }
        return { item, hash, id: c.id };
      }),
    ),
  );
  // All of the board's postings at once, to the normalisation threads (off the event loop that answers requests).
  const normalised = await (ctx.normaliser ?? inThreadNormaliser(ctx.places)).normalise({
    ats: board.ats as Ats,
    board: { token: bctx.token, baseUrl: bctx.baseUrl, now: bctx.now },
    items: read.map((r) => r.item),
  });
  const jobs = await readBoardLabels(ctx, board.id, normalised);
  const edits: { id: number; job: NormalisedJob; hash: string }[] = [];
  const fresh: { job: NormalisedJob; hash: string }[] = [];
  read.forEach((r, i) => {
    const job = jobs[i];
    if (!job) outcome.skipped++;
    else if (r.id !== null) edits.push({ id: r.id, job, hash: r.hash });
    else fresh.push({ job, hash: r.hash });
  });

  // A listing with postings whose details failed is not kept as the reference: the next fetch retries them.
  const listing = { hash: partial ? null : listingHash, full: mode === 'full', count: items.length };
  const listed = new Set(listedIds);
  const open = [...existing.values()].filter((j) => !j.closed_at);
  const unlisted = mode === 'full' ? open.filter((j) => !listed.has(j.id)).map((j) => j.id) : [];
  // Open jobs the staleness sweep hid while the board was silent; this success shows them again.
  // (A job an operator hid for everyone stays hidden, and a copy of an opening is never shown itself.)
  const hidden = open.some(
    (j) =>
      !j.active && j.moderation === null && j.opening_id === null && (mode === 'new' || listed.has(j.id)),
  );

  // The company's share of long-listed jobs moves with every fetch (and every day): counted again in the
  // statement that records the fetch, after the board's writes, so it costs no round trip of its own.
  const share = longListedShareUpdate([board.company_id], ctx.now);
  const nothingChanged =
    fresh.length === 0 && edits.length === 0 && reopen.length === 0 && unlisted.length === 0 && !hidden;
  if (nothingChanged) {
    // Nothing changed: the board's "checked" time, which keeps its jobs fresh, and its company's share are written.
    await repo.markBoardSuccess(ctx.db, board.id, ctx.now, mode === 'full', listing, share);
  } else {
    await boardJobs.ingestTransaction(ctx.db, async (trx) => {
      // First: a company with several boards groups its openings over them, one writer at a time.
      const openings = await openingsScope(trx, { id: board.id, companyId: board.company_id }, ctx.now);
      // A company's jobs are its boards' (imports aside): its only board, holding none yet (its first fetch, as a
      // rule), has no earlier posting a new one could be a repost of, and is not asked for one.
      const noEarlier = !openings.acrossBoards && existing.size === 0;
      const candidates = noEarlier
        ? []
        : await boardJobs.repostCandidates(trx, {
            companyId: board.company_id,
            boardId: board.id,
            titleKeys: [...new Set(fresh.map((f) => f.job.titleKey))],
            listedIds,
            now: ctx.now,
          });
      const taken = new Set<number>();
      // A board's first fetch lists what it has had open for a while: first sight of those is not news.
      const newRows = fresh.map(({ job, hash }) => {
        const earlier = candidates.find(
          (c) => !taken.has(c.id) && c.title_key === job.titleKey && c.location_key === job.placesKey,
        );
        if (earlier) {
          taken.add(earlier.id);
          outcome.reposts++;
          return {
            job,
            hash,
            firstSeenAt: earlier.first_seen_at,
            listedAt: earlier.listed_at,
            repostedFromId: earlier.id,
            repostCount: earlier.repost_count + 1,
          };
        }
        const listed = listedAt({ postedAt: job.postedAt, firstSeenAt: ctx.now, firstFetch });
        return { job, hash, firstSeenAt: ctx.now, listedAt: listed, repostedFromId: null, repostCount: 0 };
      });
      // In slices, so no one statement's JSON holds the event loop for a whole large board.
      for (let i = 0; i < newRows.length; i += WRITE_SLICE) {
        await boardJobs.insertJobs(
          trx,
          { id: board.id, companyId: board.company_id },
          newRows.slice(i, i + WRITE_SLICE),
          ctx.now,
        );
      }
      await boardJobs.updateListedJobs(trx, { edited: edits, reopened: reopen, closed: unlisted }, ctx.now);
      if (hidden) await boardJobs.reactivateOpenJobs(trx, board.id);
      // One result per opening: copies posted once per city collapse into the oldest, which lists their places
      // (decided again only when this write touched an opening key two postings share, or a copy).
      await regroupOpenings(trx, openings, {
        before: [...existing.values()],
        added: newRows.map((r) => ({
          openingKey: r.job.openingKey ?? r.job.titleKey,
          repostedFromId: r.repostedFromId,
        })),
        edited: edits.map((e) => ({ id: e.id, openingKey: e.job.openingKey ?? e.job.titleKey })),
        reopened: reopen,
        closed: unlisted,
      });
      await repo.markBoardSuccess(trx, board.id, ctx.now, mode === 'full', listing, share);
    });
  }
  outcome.changedJobs = !nothingChanged;
  outcome.closed = unlisted.length;
  outcome.added = fresh.length;
  outcome.edited = edits.length;
  outcome.reopened = reopen.length;
}
