import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's rooms: a screen or component asks an api/ hook for data or a change, and the hook owns which cached
// answers that change makes stale. A cache call in a UI file is a second place that has to know it.

const src = join(import.meta.dirname, '..');
/** The UI: screens, their shared parts and the layout. */
const UI_DIRS = ['pages', 'components', 'layout', 'auth', 'lib', 'boot'];
const CACHE_CALL =
  /\b(useQueryClient|invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries|refetchQueries)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The UI files that call the query cache themselves, with the first such line. */
function cacheCallsIn(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    const line = text.split('\n').findIndex((l) => CACHE_CALL.test(l));
    return line < 0 ? [] : [`${path}:${line + 1}`];
  });
}

describe('the query cache', () => {
  it('is invalidated and written only by the api/ hooks, never by a screen or component', () => {
    const files = UI_DIRS.flatMap((dir) => sources(join(src, dir))).map((path) => ({
      path: relative(src, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(cacheCallsIn(files)).toEqual([]);
  });

  it('catches a screen that invalidates an answer itself', () => {
    const page = {
      path: 'pages/x/index.tsx',
      text: "const qc = useQueryClient();\nvoid qc.invalidateQueries({ queryKey: ['tracker'] });",
    };
    expect(cacheCallsIn([page])).toEqual(['pages/x/index.tsx:1']);
  });
});
