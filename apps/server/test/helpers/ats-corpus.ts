import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATS_KINDS, type Ats } from '@upstream/contract';
import {
  CONNECTORS,
  createPlaces,
  type NormalisedJob,
  normaliseJob,
  placeBoardLabels,
  type SourceJob,
} from '../../src/modules/ingestion/index.ts';

/** One place reader for the corpus, as a process has (the geography's indexes load once). */
const places = createPlaces();

/**
 * The real-payload corpus (test/fixtures/ats-corpus/<ats>/<board>.json): answers captured from the live
 * job-board APIs by other people (sources in the README beside them), read here through the real connectors
 * and normalisation, the way a board fetch reads them. The captures of the newer ATS (Personio, Teamtailor,
 * Pinpoint, Rippling, Breezy: JSON, XML and RSS, sources in each folder's README) live in
 * test/fixtures/real-ats and are read the same way.
 */
export const CORPUS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'ats-corpus',
);
export const REAL_ATS_DIR = path.join(CORPUS_DIR, '..', 'real-ats');

export interface CorpusBoard {
  ats: Ats;
  /** The file's name without its extension: the board it was captured from. */
  board: string;
  file: string;
  /** A JSON answer parsed; a feed (XML, RSS) as its text. */
  body: unknown;
}

export interface CorpusResult extends CorpusBoard {
  /** Postings the listing holds. */
  listed: number;
  /** The listing's postings as the API gave them (what the connector read each job from). */
  items: unknown[];
  /** Each listed posting's source form (null when the connector could not read it). */
  sources: (SourceJob | null)[];
  /** Postings that became jobs. */
  jobs: NormalisedJob[];
  /** Listed postings that did not become a job. */
  dropped: number;
}

const CAPTURE = /\.(json|xml|rss)$/;

/** Every captured board, by ATS then name. */
export function corpusBoards(): CorpusBoard[] {
  const boards: CorpusBoard[] = [];
  for (const ats of ATS_KINDS) {
    for (const root of [CORPUS_DIR, REAL_ATS_DIR]) {
      const dir = path.join(root, ats);
      let names: string[];
      try {
        names = readdirSync(dir).filter((n) => CAPTURE.test(n));
      } catch {
        continue;
      }
      for (const name of names.sort()) {
        const file = path.join(dir, name);
        const text = readFileSync(file, 'utf8');
        boards.push({
          ats,
          board: name.replace(CAPTURE, ''),
          file,
          body: name.endsWith('.json') ? JSON.parse(text) : text,
        });
      }
    }
  }
  return boards;
}

/**
 * The answer as the API gives it. Some captures kept only the jobs array of Workable's widget answer
 * (`{ name, jobs }`); it is put back in its envelope.
 */
function asServed(ats: Ats, body: unknown): unknown {
  if (ats === 'workable' && Array.isArray(body)) return { jobs: body };
  return body;
}

/** A captured listing read through the ATS's connector and normalised: no network, no detail calls. */
export async function readCorpusBoard(
  board: CorpusBoard,
  now = new Date('2026-11-25T12:00:00Z'),
): Promise<CorpusResult> {
  const connector = CONNECTORS[board.ats];
  let served = false;
  const http = {
    async json() {
      if (typeof board.body === 'string') throw new Error(`${board.file} is a feed, not a JSON answer`);
      // The capture is the first page; later pages (SmartRecruiters, Workday) would repeat it, so none follow.
      if (served)
        return board.ats === 'workday' ? { total: 0, jobPostings: [] } : { content: [], totalFound: 0 };
      served = true;
      return asServed(board.ats, board.body);
    },
    async text(): Promise<string> {
      if (typeof board.body !== 'string') throw new Error(`${board.file} is a JSON answer, not a feed`);
      // A feed's capture holds fewer items than a page (Teamtailor's 100), so no second page is asked for.
      return board.body;
    },
  };
  const token = board.ats === 'workday' ? `${board.board}.wd1/External` : board.board;
  const ctx = { token, baseUrl: 'https://corpus.invalid', http, now };
  const items = await connector.list(ctx);
  const sources = items.map((item) => connector.toSource(item, ctx));
  // A board's postings are normalised together, so a label no gazetteer knows is read from the board.
  const jobs = placeBoardLabels(
    sources.map((s) => (s ? normaliseJob(s, places) : null)).filter((j): j is NormalisedJob => j !== null),
  );
  return { ...board, listed: items.length, items, sources, jobs, dropped: items.length - jobs.length };
}
