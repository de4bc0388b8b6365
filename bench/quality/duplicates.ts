import type { NormalisedJob } from '../../apps/server/src/modules/ingestion/index.ts';

/**
 * Openings posted more than once on a board (issue 22, item 7): the same title (folded, the job's titleKey)
 * and the same description, or a near-duplicate one (word 5-gram shingles, Jaccard ≥ 0.9); two postings
 * without a description are the same opening when their titles are. Returns the copies beyond the first of
 * each opening: the extra results a search shows while openings are not collapsed.
 */

const SIMILAR = 0.9;

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().split(/\W+/).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) out.add(words.slice(i, i + 5).join(' '));
  if (out.size === 0 && words.length > 0) out.add(words.join(' '));
  return out;
}

function similar(a: Set<string> | null, b: Set<string> | null): boolean {
  if (a === null || b === null) return a === b;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 || shared / union >= SIMILAR;
}

export function duplicateCopies(jobs: NormalisedJob[]): NormalisedJob[] {
  const byTitle = new Map<string, NormalisedJob[]>();
  for (const job of jobs) byTitle.set(job.titleKey, [...(byTitle.get(job.titleKey) ?? []), job]);
  const copies: NormalisedJob[] = [];
  for (const group of byTitle.values()) {
    if (group.length < 2) continue;
    const openings: (Set<string> | null)[] = [];
    for (const job of group) {
      const text = job.description ? shingles(job.description) : null;
      if (openings.some((o) => similar(o, text))) copies.push(job);
      else openings.push(text);
    }
  }
  return copies;
}
