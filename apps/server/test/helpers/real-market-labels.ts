import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobFunction, JobLevel } from '@upstream/contract';
import { parse } from 'csv-parse/sync';
import type { NormalisedJob } from '../../src/modules/ingestion/index.ts';
import { boardKey, marketBoardFiles, REAL_MARKET_DIR, readMarket } from './real-market.ts';

/**
 * Titles of the real-market corpus labelled by hand (function and level, as a person reading the posting
 * would file it), split once by board into a tuning set and a held-out set (real-market/labels, see its
 * README). The classifier is judged on what ingestion makes of the posting (title, department and the
 * ATS's own hints), not on the title alone.
 */
export const LABELS_DIR = path.join(REAL_MARKET_DIR, 'labels');

export type LabelSide = 'tuning' | 'held-out';

/** What issue 22 asks of the classifier on the real market. */
export const MARKET_TARGETS = {
  functionAccuracy: 0.95,
  /** Not in issue 22: the level target the project already holds the curated titles to. */
  levelAccuracy: 0.95,
  otherShare: 0.05,
} as const;

export interface MarketLabel {
  ats: string;
  board: string;
  /** The posting's id on its board (the job's externalId). */
  id: string;
  title: string;
  function: JobFunction;
  level: JobLevel;
}

/** One CSV of labels/, a row an object by its header. */
export const labelFile = <T>(name: string): T[] =>
  parse(readFileSync(path.join(LABELS_DIR, name), 'utf8'), { columns: true, skip_empty_lines: true }) as T[];

export function marketLabels(side: LabelSide): MarketLabel[] {
  return labelFile<MarketLabel>(`${side}.csv`);
}

export interface MarketMiss {
  board: string;
  /** The posting's id on its board. */
  id: string;
  title: string;
  department: string | null;
  expected: string;
  got: string;
}

export interface MarketAccuracy {
  titles: number;
  functionAccuracy: number;
  levelAccuracy: number;
  functionMisses: MarketMiss[];
  levelMisses: MarketMiss[];
}

/** The labelled postings read as ingestion reads them, each compared with its hand label. */
export async function marketAccuracy(labels: MarketLabel[]): Promise<MarketAccuracy> {
  const wanted = new Map<string, MarketLabel[]>();
  for (const l of labels) wanted.set(boardKey(l), [...(wanted.get(boardKey(l)) ?? []), l]);
  const files = marketBoardFiles().filter((f) => wanted.has(boardKey(f)));
  const functionMisses: MarketMiss[] = [];
  const levelMisses: MarketMiss[] = [];
  let found = 0;
  for await (const result of readMarket(files)) {
    const byId = new Map<string, NormalisedJob>(result.jobs.map((j) => [j.externalId, j]));
    for (const l of wanted.get(boardKey(result)) ?? []) {
      const job = byId.get(l.id);
      if (!job) throw new Error(`${boardKey(l)} has no posting ${l.id} ("${l.title}") any more`);
      found++;
      const miss = (expected: string, got: string) => ({
        board: boardKey(l),
        id: l.id,
        title: job.title,
        department: job.department,
        expected,
        got,
      });
      if (job.function !== l.function) functionMisses.push(miss(l.function, job.function));
      if (job.level !== l.level) levelMisses.push(miss(l.level, job.level));
    }
  }
  if (found !== labels.length) throw new Error(`${labels.length - found} labelled postings have no board`);
  const n = labels.length;
  return {
    titles: n,
    functionAccuracy: (n - functionMisses.length) / n,
    levelAccuracy: (n - levelMisses.length) / n,
    functionMisses,
    levelMisses,
  };
}

/**
 * Titles of tuning-side boards labelled blind for the job function only (labels/tuning-blind.csv, issue 22's
 * fourth round): drawn at random, among titles no role word decides, and from boards with no labelled title;
 * the titles a person could not file with confidence are left out.
 * Tuned on, like tuning.csv; every board is on the tuning side.
 */
export interface BlindLabel {
  ats: string;
  board: string;
  id: string;
  title: string;
  function: JobFunction;
  draw: 'random' | 'weak' | 'unlabelled';
}

export function blindLabels(): BlindLabel[] {
  const rows = labelFile<BlindLabel>('tuning-blind.csv');
  // A title drawn but not filed with confidence keeps its place in the draw with an empty function.
  return rows.filter((r) => (r.function as string) !== '');
}

type LabelledPosting = { ats: string; board: string; id: string; title: string };

/** The function ingestion reads for each labelled posting (its boards read once). */
async function functionsRead(labels: LabelledPosting[]): Promise<(l: LabelledPosting) => string> {
  const wanted = new Set(labels.map((l) => boardKey(l)));
  const read = new Map<string, string>();
  for await (const result of readMarket(marketBoardFiles().filter((f) => wanted.has(boardKey(f)))))
    for (const job of result.jobs) read.set(`${boardKey(result)}#${job.externalId}`, job.function);
  return (l) => {
    const got = read.get(`${boardKey(l)}#${l.id}`);
    if (got === undefined) throw new Error(`${boardKey(l)} has no posting ${l.id} ("${l.title}") any more`);
    return got;
  };
}

/** Function accuracy on the blind labels, per draw. */
export async function blindAccuracy(
  labels: BlindLabel[],
): Promise<Map<string, { right: number; of: number }>> {
  const read = await functionsRead(labels);
  const byDraw = new Map<string, { right: number; of: number }>();
  for (const l of labels) {
    const got = read(l);
    const tally = byDraw.get(l.draw) ?? { right: 0, of: 0 };
    tally.of++;
    if (got === l.function) tally.right++;
    byDraw.set(l.draw, tally);
  }
  return byDraw;
}

/**
 * A second reading of labelled titles (labels/held-out-second.csv, labels/tuning-second.csv; session 26): each
 * posting filed again, blind (without the first label or the classifier's reading), by the same conventions, with
 * how sure the second labeller was. It measures how far two labellers agree, the ceiling any classifier is judged
 * under; it is never tuned on.
 */
export interface SecondReading {
  ats: string;
  board: string;
  id: string;
  title: string;
  function: JobFunction;
  confidence: 'high' | 'low';
}

export function secondReadings(side: LabelSide): SecondReading[] {
  return labelFile<SecondReading>(`${side}-second.csv`);
}

/**
 * The wide tuning-side sample (labels/tuning-wide.csv; session 26): 5,449 more titles of tuning-side boards, each
 * filed blind with how sure the labeller was. Tuned on, like the other tuning labels.
 */
export function wideLabels(): SecondReading[] {
  return labelFile<SecondReading>('tuning-wide.csv');
}

/** Function accuracy on the wide tuning sample: over the titles filed with confidence, and over all. */
export async function wideAccuracy(
  labels: SecondReading[],
): Promise<{ sure: { right: number; of: number }; all: { right: number; of: number } }> {
  const read = await functionsRead(labels);
  const sure = { right: 0, of: 0 };
  const all = { right: 0, of: 0 };
  for (const l of labels) {
    const got = read(l);
    for (const tally of l.confidence === 'high' ? [sure, all] : [all]) {
      tally.of++;
      if (got === l.function) tally.right++;
    }
  }
  return { sure, all };
}
