import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { normaliseBatch, type PostingBatch } from './batch.ts';
import type { NormalisedJob } from './index.ts';
import type { PlaceReader } from './location.ts';

/** Turns a board's listed items into postings in Upstream's words: one per item, null for one that is unreadable. */
export interface Normaliser {
  normalise(batch: PostingBatch): Promise<(NormalisedJob | null)[]>;
  /**
   * Starts a thread now (loading its place datasets) if none is running, so that the work about to come does not
   * wait for one: an operator who opens the Boards page is about to preview a board.
   */
  warm(): void;
  /** Threads up now (each holding its datasets). */
  liveThreads(): number;
  close(): Promise<void>;
}

/** Postings per message to a thread: big enough that copying dominates nothing, small enough to share out. */
const BATCH = 200;
/** A thread idle this long ends (and frees its place datasets); the next board starts one again. */
const IDLE_MS = 5 * 60_000;

/**
 * Reading and normalisation in worker threads, off the event loop that answers requests: one board's postings (a
 * 1 MB table in a description, 2,000 postings at once, entity-decoding included) cost a thread, never /healthz. One thread fewer than the cores (one on
 * a 2-core machine, at most 4), started on first use.
 */
export function createNormaliserPool(
  threads = Math.min(4, Math.max(1, availableParallelism() - 1)),
): Normaliser {
  let pool: Piscina | null = null;
  const started = () =>
    (pool ??= new Piscina({
      filename: new URL('./thread-entry.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
    }));
  return {
    async normalise({ ats, board, items }) {
      if (items.length === 0) return [];
      const running = started();
      const batches: PostingBatch[] = [];
      for (let i = 0; i < items.length; i += BATCH)
        batches.push({ ats, board, items: items.slice(i, i + BATCH) });
      // Each batch is copied to its thread on this one: one at a time, with requests let in between.
      const runs: Promise<(NormalisedJob | null)[]>[] = [];
      for (const b of batches) {
        runs.push(running.run(b));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const results = await Promise.all(runs);
      return results.flat();
    },
    warm() {
      const running = started();
      if (running.threads.length > 0) return;
      // An empty batch: the thread's start is the work (its datasets load as it starts, thread.ts).
      const nothing: PostingBatch = {
        ats: 'greenhouse',
        board: { token: '', baseUrl: '', now: new Date(0) },
        items: [],
      };
      running.run(nothing).catch(() => {
        // The next real batch meets the same failure, and reports it where someone asked for the work.
      });
    },
    liveThreads: () => pool?.threads.length ?? 0,
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

/** Normalisation on the calling thread, with the process's place reader: for tests and commands that answer no requests. */
export function inThreadNormaliser(places: PlaceReader): Normaliser {
  return {
    normalise: async (batch) => normaliseBatch(batch, places),
    warm: () => {},
    liveThreads: () => 0,
    close: async () => {},
  };
}
