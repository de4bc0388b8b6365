import type { Clock } from '../../lib/clock.ts';
import { type GzipPrefix, gzipPrefix } from '../../lib/gzip-prefix.ts';
import { underWay } from '../../lib/moment-memo.ts';
import type { CachedEntry } from './cache.ts';

/** How long one process reuses the serialised dropdown lists before asking the shared cache again. */
const OPTIONS_MEMO_MS = 10_000;

/**
 * The shared part of GET /api/get/jobs-search-inputs: the start of its JSON object ('{' and the option lists, then
 * a comma), serialised and gzipped once per value of the lists in this process.
 * - The same lists as last time keep their bytes: neither serialised and compressed again nor read back from the
 *   table to be parsed just to learn they did not change.
 * - New lists are made into bytes once, however many requests find them new at the same time. Each request in
 *   flight when the lists were refreshed did it for itself: a 900 KB value read and parsed (14 ms), serialised
 *   (2.5 ms) and compressed (15 ms) on a 1M-job market, dozens of times over at 700 searches a second, while every
 *   other request waited (docs/decisions/0016-cost-per-request.md, session 29).
 * - Compression runs off the event loop (zlib's thread pool), so no request waits for it.
 */
export function createOptionsBody(deps: {
  clock: Clock;
  /** When the lists the shared cache would answer were computed, read without them (null: none to answer with). */
  computedAt: () => Promise<string | null>;
  /** The lists and when they were computed (computed now when there are none to answer with). */
  entry: () => Promise<CachedEntry<object>>;
}): () => Promise<GzipPrefix> {
  let kept: { body: GzipPrefix; at: number; computedAt: string } | null = null;
  // One look at the shared cache, and one rebuild when the lists changed, for all the requests that come at once.
  const looking = underWay();

  async function lookAgain(now: number): Promise<GzipPrefix> {
    if (kept && kept.computedAt === (await deps.computedAt())) {
      kept.at = now;
      return kept.body;
    }
    const { value, computedAt } = await deps.entry();
    const json = JSON.stringify(value);
    const body = await gzipPrefix(`${json.slice(0, -1)},`);
    kept = { body, at: deps.clock.now().getTime(), computedAt };
    return body;
  }

  return async () => {
    const now = deps.clock.now().getTime();
    if (kept && now - kept.at < OPTIONS_MEMO_MS && now >= kept.at) return kept.body;
    return looking.once('lists', () => lookAgain(now));
  };
}
