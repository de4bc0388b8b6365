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

describe('the routes the web calls by name (ENDPOINTS)', () => {
  it('are plain data: nothing they import at run time brings zod into the first load of a page', () => {
    const withZod = [...runTimeClosure('endpoints.ts')].filter((file) =>
      /from\s+'zod'/.test(readFileSync(path.join(here, file), 'utf8')),
    );
    expect(withZod).toEqual([]);
  });
});
