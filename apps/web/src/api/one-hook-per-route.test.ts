import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENDPOINTS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';

// The web reads each route's answer through one query hook, cached under the route's own key (apiKey), so
// two screens asking for the same data share one cache entry instead of fetching and storing it twice.

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

// Keys built from apiKey in one place and shared (a hook reads them, mutations update or invalidate them).
const SHARED_KEYS =
  /^(jobsKeys|trackingKeys|searchesKeys)\.|^(CURRENT_USER_KEY|INVITED_USERS_KEY|key)\b|^\[\.\.\.searchesKeys\./;

describe('query hooks', () => {
  it('key every cached answer by its route (apiKey) or a shared key built from it', () => {
    const loose = files.flatMap(({ path, text }) =>
      [...text.matchAll(/queryKey:\s*([^,}\n]+)/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((key) => !key.startsWith('apiKey(') && !SHARED_KEYS.test(key))
        .map((key) => `${path}: ${key}`),
    );
    expect(loose).toEqual([]);
  });

  it('name each route in at most one key, so one hook holds its answer', () => {
    const uses = new Map<string, string[]>();
    for (const { path, text } of files)
      for (const m of text.matchAll(/apiKey\('(\w+)'/g)) {
        const name = m[1] ?? '';
        uses.set(name, [...(uses.get(name) ?? []), path]);
      }
    for (const name of uses.keys()) expect(Object.keys(ENDPOINTS)).toContain(name);
    const repeated = [...uses].filter(([, paths]) => paths.length > 1);
    expect(repeated).toEqual([]);
  });
});
