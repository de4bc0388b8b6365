import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ats } from '@upstream/contract';
import {
  CONNECTORS,
  type NormalisedJob,
  normaliseJob,
  type SourceJob,
} from '../../src/modules/ingestion/index.ts';

/**
 * The real-payload corpus (test/fixtures/ats-corpus/<ats>/<board>.json): answers captured from the live
 * job-board APIs by other people (sources in the README beside them), read here through the real connectors
 * and normalisation, the way a board fetch reads them.
 */
export const CORPUS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'ats-corpus',
);

export interface CorpusBoard {
  ats: Ats;
  /** The file's name without .json: the board it was captured from. */
  board: string;
  file: string;
  body: unknown;
}

export interface CorpusResult extends CorpusBoard {
  /** Postings the listing holds. */
  listed: number;
  /** Each listed posting's source form (null when the connector could not read it). */
  sources: (SourceJob | null)[];
  /** Postings that became jobs. */
  jobs: NormalisedJob[];
  /** Listed postings that did not become a job. */
  dropped: number;
}

const ATS_DIRS: Ats[] = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'workday',
];

/** Every captured board, by ATS then name. */
export function corpusBoards(): CorpusBoard[] {
  const boards: CorpusBoard[] = [];
  for (const ats of ATS_DIRS) {
    const dir = path.join(CORPUS_DIR, ats);
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = path.join(dir, name);
      boards.push({
        ats,
        board: name.replace(/\.json$/, ''),
        file,
        body: JSON.parse(readFileSync(file, 'utf8')),
      });
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
      // The capture is the first page; later pages (SmartRecruiters, Workday) would repeat it, so none follow.
      if (served)
        return board.ats === 'workday' ? { total: 0, jobPostings: [] } : { content: [], totalFound: 0 };
      served = true;
      return asServed(board.ats, board.body);
    },
    async text(): Promise<string> {
      throw new Error('The corpus holds JSON answers only');
    },
  };
  const token = board.ats === 'workday' ? `${board.board}.wd1/External` : board.board;
  const ctx = { token, baseUrl: 'https://corpus.invalid', http, now };
  const items = await connector.list(ctx);
  const sources = items.map((item) => connector.toSource(item, ctx));
  const jobs = sources.map((s) => (s ? normaliseJob(s) : null)).filter((j): j is NormalisedJob => j !== null);
  return { ...board, listed: items.length, sources, jobs, dropped: items.length - jobs.length };
}
