import type { Ats } from '@upstream/contract';
import type { SourceJob } from '../normalise/index.ts';
import type { HttpClient } from './http.ts';

/** What a connector gets for one board fetch. */
export interface BoardContext {
  token: string;
  /** The ATS's base URL for this board (settings, with the token's parts filled in). */
  baseUrl: string;
  http: HttpClient;
  now: Date;
}

/**
 * One applicant tracking system's public job-board API. Adding an ATS is one file implementing this,
 * registered in connectors/index.ts, plus its simulator and tests.
 */
export interface Connector<Item = unknown> {
  ats: Ats;
  /** Every posting the board lists (all pages); throws BoardFetchError when the board cannot be read. */
  list(board: BoardContext): Promise<Item[]>;
  /**
   * `list` makes exactly one request, whose answer is the whole listing: an answer byte for byte as at the last
   * fetch need not be parsed (fetch-board.ts). Not for a connector that pages or follows up.
   */
  listsInOneRequest?: true;
  /** The posting's stable id on the board; null for an item too broken to use. */
  externalId(item: Item): string | null;
  /** What identifies an edit; defaults to the whole item. Leave out fields that change by themselves. */
  fingerprint?(item: Item): unknown;
  /** Extra calls for a new or edited posting (a detail endpoint for descriptions and real places). */
  enrich?(item: Item, board: BoardContext): Promise<Item>;
  /**
   * Whether a listed posting needs `enrich` (default: yes). A detail call per posting multiplies a board's
   * requests by its size, so connectors make it only when the listing lacks what a job card shows.
   */
  needsDetail?(item: Item): boolean;
  /** The posting in source-neutral terms; null when the item lacks what a job needs. */
  toSource(item: Item, board: BoardContext): SourceJob | null;
}

export const asString = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

export const asRecord = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A date from ISO text, epoch milliseconds or "2025-03-01 09:12:00 UTC"; null when unreadable. */
export function asDate(v: unknown): Date | null {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v);
  if (typeof v !== 'string' || v.trim() === '') return null;
  let text = v.trim();
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? UTC$/.test(text))
    text = `${text.replace(' UTC', '').replace(' ', 'T')}Z`;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Items of a list answer that are objects; a board answering anything else is malformed. */
export function objectItems(value: unknown): Record<string, unknown>[] {
  return asArray(value).filter((x): x is Record<string, unknown> => asRecord(x) !== null);
}
