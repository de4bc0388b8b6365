import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ATS_KINDS, type Ats } from '@upstream/contract';
import { type CorpusBoard, type CorpusResult, readCorpusBoard } from './ats-corpus.ts';

/**
 * The real-market corpus (test/fixtures/real-market/<ats>/<board>.<json|xml|rss>.gz): whole public boards as
 * their APIs answered, captured by other people (sources in the README beside them). It is the yardstick the
 * classifier and normalisation are measured on and never tuned on; the curated corpus (ats-corpus) stays the
 * one tests pin behaviour with. Each board is read through the real connectors and normalisation, no network.
 */
export const REAL_MARKET_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'real-market',
);

/** A captured board not yet read from disk. */
export interface MarketBoardFile {
  ats: Ats;
  board: string;
  file: string;
}

const CAPTURE = /\.(json|xml|rss)\.gz$/;

/** Every board of the corpus, by ATS then name (the files are opened only when read). */
export function marketBoardFiles(): MarketBoardFile[] {
  const boards: MarketBoardFile[] = [];
  for (const ats of ATS_KINDS) {
    let names: string[];
    try {
      names = readdirSync(path.join(REAL_MARKET_DIR, ats)).filter((n) => CAPTURE.test(n));
    } catch {
      continue;
    }
    for (const name of names.sort())
      boards.push({ ats, board: name.replace(CAPTURE, ''), file: path.join(REAL_MARKET_DIR, ats, name) });
  }
  return boards;
}

/** "ats/board": the key a board is known by in the labelled sample and its split. */
export const boardKey = (b: { ats: string; board: string }) => `${b.ats}/${b.board}`;

/**
 * Some collectors kept only the list inside an API's envelope (Pinpoint's `{ data }`, Workable's `{ jobs }`);
 * it is put back, as the connector receives it from the API.
 */
function asServed(ats: Ats, body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  if (ats === 'pinpoint') return { data: body };
  if (ats === 'workable') return { jobs: body };
  return body;
}

/** A board's capture unzipped: a JSON answer parsed, a feed (XML, RSS) as its text. */
export function loadMarketBoard(entry: MarketBoardFile): CorpusBoard {
  const text = gunzipSync(readFileSync(entry.file)).toString('utf8');
  const json = entry.file.endsWith('.json.gz');
  return { ...entry, body: json ? asServed(entry.ats, JSON.parse(text)) : text };
}

/** One board read through its connector and normalisation, as a board fetch reads it. */
export function readMarketBoard(entry: MarketBoardFile): Promise<CorpusResult> {
  return readCorpusBoard(loadMarketBoard(entry));
}

/** Every board of the corpus read in turn (one board in memory at a time). */
export async function* readMarket(
  entries: MarketBoardFile[] = marketBoardFiles(),
): AsyncGenerator<CorpusResult> {
  for (const entry of entries) yield await readMarketBoard(entry);
}

/**
 * The side of the split a board's labelled titles are on, decided once by a hash of its key: the first
 * byte of SHA-256("ats/board") even → tuning, odd → held out. All titles of a board are on one side.
 */
export function splitSide(key: string): 'tuning' | 'held-out' {
  const first = createHash('sha256').update(key).digest()[0] ?? 0;
  return first % 2 === 0 ? 'tuning' : 'held-out';
}
