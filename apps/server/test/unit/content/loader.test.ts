import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/modules/content/loader.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A minimal content folder; `files` adds or overrides files by relative path. */
function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  dirs.push(dir);
  for (const sub of [
    'release-history',
    'release-history-archive',
    'monthly-updates',
    'roadmap',
    'roadmap-history',
    'resources',
  ])
    mkdirSync(path.join(dir, sub));
  const all = { 'roadmap.md': '---\nlastUpdate: v0.2.12\noutOfDateAsOf: v0.2.9\n---\nNote.', ...files };
  for (const [file, text] of Object.entries(all)) writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('content loader', () => {
  it('orders releases by version number, not by name', () => {
    const release = (v: string) => `---\nversion: ${v}\ntitle: T\ndate: 2025-01-01\n---\nBody`;
    const dir = contentDir({
      'release-history/v0.2.9.md': release('v0.2.9'),
      'release-history/v0.2.10.md': release('v0.2.10'),
      'release-history/v0.2.1.md': release('v0.2.1'),
    });
    expect(loadContent(dir).releases.map((r) => r.version)).toEqual(['v0.2.10', 'v0.2.9', 'v0.2.1']);
  });

  it('names the file and the field when content is malformed', () => {
    const dir = contentDir({
      'release-history/v0.2.1.md': '---\nversion: v0.2.1\ntitle: T\ndate: May 2025\n---\nBody',
    });
    expect(() => loadContent(dir)).toThrow(/v0\.2\.1\.md: date: must be a date like 2025-10-31/);
  });

  it('refuses a roadmap section it does not know', () => {
    const dir = contentDir({
      'roadmap/2025-05.md': '---\nmonth: May 2025\ntheme: X\n---\n## Someday\n- [ ] Idea',
    });
    expect(() => loadContent(dir)).toThrow(/2025-05\.md: unknown section "## Someday"/);
  });

  it('refuses a resource link that is not https', () => {
    const dir = contentDir({
      'resources/1-tools.md':
        '---\ntitle: Tools\nlinks:\n  - name: X\n    url: http://x.example\n    description: d\n    tags: [free]\n---\nIntro',
    });
    expect(() => loadContent(dir)).toThrow(/1-tools\.md: links\.0\.url/);
  });
});

describe('the shipped monthly updates', () => {
  it('state no figure the service did not measure (no counts of companies, jobs, members, applications or offers)', () => {
    const { monthlyUpdates } = loadContent(path.join(import.meta.dirname, '../../../../../content'));
    expect(monthlyUpdates.length).toBeGreaterThan(0);
    // A number (digits or words like 'twelve') before what the service counts; measured figures come from the
    // console's monthly update, drafted from the service's own tables.
    const counted =
      /\b(\d[\d,.]*|\d+%|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundreds?|thousands?)\s+(?:\w+\s)?(companies|company|jobs|job|members|member|applications|offers|flags|career pages|of you)\b/i;
    const quoted = monthlyUpdates
      .map((u) => ({ month: u.month, text: u.html.replace(/<[^>]+>/g, ' ') }))
      .filter((u) => counted.test(u.text))
      .map((u) => `${u.month}: ${u.text.match(counted)?.[0]}`);
    expect(quoted).toEqual([]);
  });
});
