/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The modules `file` brings in at run time (relative imports, type-only ones left out), itself included. */
function runTimeClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(here, file), 'utf8');
  for (const [, typeOnly, from] of text.matchAll(
    /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm,
  )) {
    if (!typeOnly && from?.startsWith('./')) runTimeClosure(path.normalize(from), seen);
  }
  return seen;
}

// What the web reads at run time on a public page's first load: the routes it calls by name (ENDPOINTS), and the
// rules a job card and the search form apply. A module with a zod schema in it brings all of zod along (about
// 21 KB compressed), since the bundler keeps a schema's construction even when nothing reads it.
const FIRST_LOAD = [
  'endpoints.ts',
  'listing-evidence.ts',
  'job-facts.ts',
  'pay.ts',
  'added-label.ts',
  'search-query.ts',
  'filters-key.ts',
  'constants.ts',
  'screens.ts',
];

describe("the contract's modules a public page reads on its first load", () => {
  it.each(FIRST_LOAD)('%s imports no zod at run time, nor does anything it imports', (file) => {
    const withZod = [...runTimeClosure(file)].filter((f) =>
      /from\s+'zod'/.test(readFileSync(path.join(here, f), 'utf8')),
    );
    expect(withZod).toEqual([]);
  });
});
