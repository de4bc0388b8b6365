import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JobFunction, JobLevel } from '@upstream/contract';
import { parse } from 'csv-parse/sync';
import { jobFunction, jobLevel } from '../../src/modules/ingestion/index.ts';
import { corpusBoards, readCorpusBoard } from './ats-corpus.ts';

/**
 * Real job titles from the corpus, labelled by hand with the function and level a person reading the title
 * would give it (test/fixtures/titles-labelled.csv), and the classifier's accuracy on them.
 */
export const LABELS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'titles-labelled.csv',
);

/** The targets the classifier is held to. */
export const TARGETS = { functionAccuracy: 0.95, levelAccuracy: 0.95, otherShare: 0.08 } as const;

export interface LabelledTitle {
  title: string;
  function: JobFunction;
  level: JobLevel;
}

export function labelledTitles(): LabelledTitle[] {
  return parse(readFileSync(LABELS_FILE, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as LabelledTitle[];
}

export interface Miss {
  title: string;
  expected: string;
  got: string;
}

export interface Accuracy {
  titles: number;
  functionAccuracy: number;
  levelAccuracy: number;
  functionMisses: Miss[];
  levelMisses: Miss[];
}

/** The classifier read on the title alone, as a person reads it. */
export function accuracy(labels: LabelledTitle[] = labelledTitles()): Accuracy {
  const functionMisses: Miss[] = [];
  const levelMisses: Miss[] = [];
  for (const l of labels) {
    const fn = jobFunction(l.title);
    const level = jobLevel(l.title);
    if (fn !== l.function) functionMisses.push({ title: l.title, expected: l.function, got: fn });
    if (level !== l.level) levelMisses.push({ title: l.title, expected: l.level, got: level });
  }
  const n = labels.length;
  return {
    titles: n,
    functionAccuracy: (n - functionMisses.length) / n,
    levelAccuracy: (n - levelMisses.length) / n,
    functionMisses,
    levelMisses,
  };
}

/** Share of the corpus's jobs (read as ingestion reads them, departments and ATS hints included) in Other. */
export async function corpusOtherShare(): Promise<{ jobs: number; other: number; share: number }> {
  let jobs = 0;
  let other = 0;
  for (const board of corpusBoards()) {
    for (const job of (await readCorpusBoard(board)).jobs) {
      jobs++;
      if (job.function === 'Other') other++;
    }
  }
  return { jobs, other, share: jobs === 0 ? 0 : other / jobs };
}
