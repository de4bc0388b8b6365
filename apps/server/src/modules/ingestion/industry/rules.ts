import type { Industry, JobFunction } from '@upstream/contract';
import { INDUSTRY_WORDS } from './words.ts';

/** What the rules read of a posting. */
export interface IndustryPosting {
  title: string;
  department: string | null;
  function: JobFunction | string;
  description: string | null;
}

/**
 * A board's postings are read up to this many (a sample of a big board tells the same as the whole), and
 * each description up to DESCRIPTION_CHARS (the company's own words about itself come first).
 */
export const POSTINGS_READ = 300;
const DESCRIPTION_CHARS = 4000;

/** An industry is kept when this share of the postings (plus the name's weight) speaks for it. */
const MIN_SCORE = 0.15;
/**
 * On a board of more than SMALL_BOARD postings, one posting alone never decides (a "Modern Work Concierge" at
 * an IT company is not a hotel's): an industry needs MIN_POSTINGS of them, or the name.
 */
const SMALL_BOARD = 3;
const MIN_POSTINGS = 2;
/** A name that says it ("… Therapeutics", "… Capital") weighs as this share of the postings. */
const NAME_WEIGHT = 0.4;
/**
 * With no industry's words, a board of office roles (engineers, product, sales, success) is a software
 * company's: that is what a person guesses from a Greenhouse board of Account Executives and Engineers.
 */
const SOFTWARE_FUNCTIONS = new Set<JobFunction>([
  'Engineering',
  'Data',
  'Product',
  'Design',
  'Sales',
  'Marketing',
  'Customer Success',
  'Support',
]);
const SOFTWARE_SHARE = 0.5;
/**
 * Software sold to one industry is filed under that industry (the labelling policy): on a board of office
 * roles, an industry below its own bar still wins over plain Software when at least VERTICAL_POSTINGS postings
 * (and VERTICAL_SHARE of them) speak for it. Not for industries whose words every software company uses
 * (their bar is raised: "Machine Learning Engineer", "Public Sector Account Executive").
 */
const VERTICAL_SHARE = 0.05;
const VERTICAL_POSTINGS = 3;
/**
 * Postings whose function alone says the industry (a board of nurses is a healthcare company's). Not Legal:
 * every company hires counsel.
 */
const FUNCTION_INDUSTRY: Partial<Record<JobFunction, Industry>> = {
  Healthcare: 'Healthcare',
  Education: 'Education',
};

const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Whole words (and their plural), with punctuation such as "k-12" or "ts/sci" allowed inside. */
const wordsPattern = (words: readonly string[] | undefined): RegExp | null =>
  words?.length ? new RegExp(`(?<![a-z0-9])(?:${words.map(escapeWord).join('|')})s?(?![a-z0-9])`, 'i') : null;

interface Matcher {
  industry: Industry;
  titles: RegExp | null;
  text: RegExp | null;
  name: RegExp | null;
  notTitles: RegExp | null;
  minScore: number;
  /** Name words long enough to be found inside a name written as one word ("herontherapeutics"). */
  nameParts: string[];
  /** Four-letter name words, found at either end of a one-word name ("sandstonecare"). */
  nameEnds: string[];
}

/** Industries whose own bar is above the default: their words are found at any company. */
const RAISED_BAR = new Set(
  INDUSTRY_WORDS.filter((w) => (w.minScore ?? MIN_SCORE) > MIN_SCORE).map((w) => w.industry),
);

const MATCHERS: Matcher[] = INDUSTRY_WORDS.map((w) => ({
  industry: w.industry,
  titles: wordsPattern(w.titles),
  text: wordsPattern(w.text),
  name: wordsPattern(w.name),
  notTitles: wordsPattern(w.notTitles),
  minScore: w.minScore ?? MIN_SCORE,
  nameParts: (w.name ?? []).filter((n) => n.length >= 5 && !n.includes(' ')),
  nameEnds: (w.name ?? []).filter((n) => n.length === 4),
}));

/** Whether a company's name says this industry. */
export function nameSays(matcher: Matcher, name: string): boolean {
  if (matcher.name?.test(name)) return true;
  const squashed = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    matcher.nameParts.some((p) => squashed.includes(p)) ||
    matcher.nameEnds.some(
      (e) => squashed.length > e.length + 2 && (squashed.startsWith(e) || squashed.endsWith(e)),
    )
  );
}

export interface IndustryScore {
  industry: Industry;
  /** Share of the postings read whose words (or function) speak for it, plus the name's weight. */
  score: number;
  /** Whether the score clears this industry's bar. */
  kept: boolean;
  postings: number;
  name: boolean;
}

/** Every industry the company's name or postings speak for, best first. */
export function industryScores(companyName: string, postings: readonly IndustryPosting[]): IndustryScore[] {
  const read = postings.slice(0, POSTINGS_READ);
  const scores: IndustryScore[] = [];
  for (const m of MATCHERS) {
    let hits = 0;
    for (const p of read) {
      const head = p.department ? `${p.title} ${p.department}` : p.title;
      if (
        FUNCTION_INDUSTRY[p.function as JobFunction] === m.industry ||
        (m.titles?.test(head) && !m.notTitles?.test(head)) ||
        (p.description !== null && m.text?.test(p.description.slice(0, DESCRIPTION_CHARS)))
      )
        hits++;
    }
    const name = nameSays(m, companyName);
    if (hits === 0 && !name) continue;
    const score = (read.length ? hits / read.length : 0) + (name ? NAME_WEIGHT : 0);
    const enough = name || hits >= MIN_POSTINGS || read.length <= SMALL_BOARD;
    scores.push({ industry: m.industry, score, kept: enough && score >= m.minScore, postings: hits, name });
  }
  return scores.sort((a, b) => b.score - a.score);
}

/**
 * The industry a person would file a company under from its name and postings, or null when they do not
 * tell. Pure: the same name and postings always give the same answer.
 */
export function inferIndustry(companyName: string, postings: readonly IndustryPosting[]): Industry | null {
  const scores = industryScores(companyName, postings);
  const best = scores.find((s) => s.kept);
  if (best) return best.industry;
  const read = postings.slice(0, POSTINGS_READ);
  if (read.length === 0) return null;
  const office = read.filter((p) => SOFTWARE_FUNCTIONS.has(p.function as JobFunction)).length;
  if (office / read.length < SOFTWARE_SHARE) return null;
  const vertical = scores.find(
    (s) =>
      !RAISED_BAR.has(s.industry) &&
      s.postings >= Math.min(VERTICAL_POSTINGS, read.length) &&
      s.score >= VERTICAL_SHARE,
  );
  return vertical?.industry ?? 'Software';
}
