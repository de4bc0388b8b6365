import { collapseSpaces } from './spaces.ts';

/** Longest sentence kept whole; a longer run of text without a stop is a list gone flat, read in pieces. */
const SENTENCE_MAX = 600;
const AFTER_URL = /(?<=https?:\/\/\S+)\s+(?=[A-Z])/;
// Asterisk notes run together on one line ("…with some exclusions **While this role…").
const NOTE = /\s+\*{1,3}(?=[A-Z])/;
const BULLET = /^\s*(?:[*•·▪◦‣⁃–—-]|\d{1,2}[.)])\s+/;
// A stop followed by the start of a new sentence (a capital, a digit or an opening quote/bracket), except after
// an abbreviation: "must be a U.S. Citizen" and "e.g. Python" stay whole.
const STOP =
  /(?<!\b[A-Za-z]\.[A-Za-z]\.)(?<!\b(?:e\.g|i\.e|etc|Inc|Ltd|Co|Jr|Sr|St|Mr|Ms|Mrs|Dr|vs|approx)\.)(?<=[.!?])\s+(?=["“(*]?[A-Z0-9])/;

/**
 * The sentences of a posting's plain text (as text.ts makes it from the description): each line, each list
 * item and each sentence within a line on its own, trimmed, bullets dropped. Extractors quote these back to
 * the reader as the words that decided a reading.
 */
export function postingSentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    const line = collapseSpaces(rawLine.replace(BULLET, '')).trim();
    if (line === '') continue;
    // A header glued to the text by its board ("Headquarters: Berlin URL: https://… We are looking for…").
    // The URL and note splits only where a part has a URL or an asterisk: AFTER_URL's look-behind is tried at
    // every space of every line otherwise, for lines that hold none (most).
    for (const part of line
      .split(STOP)
      .flatMap((p) => (p.includes('http') ? p.split(AFTER_URL) : [p]))
      .flatMap((p) => (p.includes('*') ? p.split(NOTE) : [p]))) {
      const sentence = part.trim();
      if (sentence === '') continue;
      // A run without stops (a list flattened onto one line) is read in pieces, cut between words.
      let rest = sentence;
      while (rest.length > SENTENCE_MAX) {
        const cut = rest.lastIndexOf(' ', SENTENCE_MAX);
        const at = cut > SENTENCE_MAX / 2 ? cut : SENTENCE_MAX;
        out.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      if (rest) out.push(rest);
    }
  }
  return out;
}
