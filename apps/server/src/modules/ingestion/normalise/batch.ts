import type { Ats } from '@upstream/contract';
import { CONNECTORS } from '../connectors/index.ts';
import type { BoardContext } from '../connectors/types.ts';
import { type NormalisedJob, normaliseJob } from './index.ts';
import type { PlaceReader } from './location.ts';

/** A board's listed items (as its connector read them) to turn into postings in Upstream's words. */
export interface PostingBatch {
  ats: Ats;
  /** The board as its connector's toSource sees it (it makes no calls). */
  board: Omit<BoardContext, 'http'>;
  items: Record<string, unknown>[];
}

const NO_HTTP: BoardContext['http'] = {
  json: () => Promise.reject(new Error('Reading a posting makes no calls.')),
  text: () => Promise.reject(new Error('Reading a posting makes no calls.')),
};

/**
 * Each item as a normalised posting, or null when it cannot be read as one (no title, an item its connector
 * cannot read, or one that chokes normalisation, which is total by design and property-tested): skipped, not fatal.
 */
export function normaliseBatch(
  { ats, board, items }: PostingBatch,
  places: PlaceReader,
): (NormalisedJob | null)[] {
  const connector = CONNECTORS[ats];
  const context: BoardContext = { ...board, http: NO_HTTP };
  return items.map((item) => {
    try {
      const source = connector.toSource(item, context);
      return source ? normaliseJob(source, places) : null;
    } catch {
      return null;
    }
  });
}
