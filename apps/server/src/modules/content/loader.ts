import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MonthlyUpdate, Release, ResourceCategory, RoadmapMonth } from '@upstream/contract';
import { z } from 'zod';
import { parseChecklists, parseFrontMatter, renderInline, renderMarkdown } from './markdown.ts';

/** The repository's content/ folder: Markdown written by the team, shipped with the code. */
export const DEFAULT_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../content',
);

export interface RoadmapMonthContent extends RoadmapMonth {
  /** Bug items only admins see (spec §2 roadmap). */
  adminBugs: RoadmapMonth['bugs'];
}

/** Every content page, parsed and rendered once at start-up. */
export interface ContentLibrary {
  releases: Release[];
  archive: Release[];
  monthlyUpdates: MonthlyUpdate[];
  roadmap: { lastUpdate: string; outOfDateAsOf: string; note: string; months: RoadmapMonthContent[] };
  roadmapHistory: RoadmapMonth[];
  resources: ResourceCategory[];
}

const version = z.string().regex(/^v\d+\.\d+\.\d+$/, 'must look like v0.2.12');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-10-31');

const releaseFront = z.object({ version, title: z.string().min(1), date: isoDate });
const monthlyFront = z.object({ month: z.string().min(1), title: z.string().min(1) });
const roadmapFront = z.object({ lastUpdate: version, outOfDateAsOf: version });
const roadmapMonthFront = z.object({ month: z.string().min(1), theme: z.string().min(1) });
const resourceFront = z.object({
  title: z.string().min(1),
  links: z
    .array(
      z.object({
        name: z.string().min(1),
        url: z.string().url().startsWith('https://'),
        description: z.string().min(1),
        tags: z.array(z.enum(['ai', 'free', 'paid'])).min(1),
      }),
    )
    .min(1),
});

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();

function readDocument<T>(file: string, schema: z.ZodType<T>): { data: T; body: string } {
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`);
    throw new Error(`${file}: ${problems.join('; ')}`);
  }
  return { data: parsed.data, body };
}

const versionParts = (v: string) => v.slice(1).split('.').map(Number);
/** Newest first, by version number (v0.1.10 after v0.1.9). */
function byVersionDescending(a: Release, b: Release): number {
  const [x, y] = [versionParts(a.version), versionParts(b.version)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
}

function loadReleases(dir: string): Release[] {
  return markdownFiles(dir)
    .map((name) => {
      const file = path.join(dir, name);
      const { data, body } = readDocument(file, releaseFront);
      if (`${data.version}.md` !== name)
        throw new Error(`${file}: version ${data.version} differs from the file name`);
      return { ...data, html: renderMarkdown(body) };
    })
    .sort(byVersionDescending);
}

function loadMonthlyUpdates(dir: string): MonthlyUpdate[] {
  // Files are named YYYY-MM.md, so reversing the name order puts the newest first.
  return markdownFiles(dir)
    .reverse()
    .map((name) => {
      const { data, body } = readDocument(path.join(dir, name), monthlyFront);
      return { slug: name.replace(/\.md$/, ''), ...data, html: renderMarkdown(body) };
    });
}

const SECTION_KEYS: Record<string, 'ideas' | 'bugs' | 'adminBugs'> = {
  ideas: 'ideas',
  'known bugs': 'bugs',
  'known bugs (admin only)': 'adminBugs',
};

function loadRoadmapMonth(file: string): RoadmapMonthContent {
  const { data, body } = readDocument(file, roadmapMonthFront);
  const { intro, sections } = parseChecklists(body);
  const month: RoadmapMonthContent = {
    slug: path.basename(file, '.md'),
    ...data,
    html: renderMarkdown(intro),
    ideas: [],
    bugs: [],
    adminBugs: [],
  };
  for (const section of sections) {
    const key = SECTION_KEYS[section.heading.toLowerCase()];
    if (!key)
      throw new Error(
        `${file}: unknown section "## ${section.heading}" (Ideas, Known bugs, Known bugs (admin only))`,
      );
    month[key].push(...section.items.map((i) => ({ html: renderInline(i.markdown), done: i.done })));
  }
  return month;
}

function loadResources(dir: string): ResourceCategory[] {
  // Files are named NN-slug.md: the number orders the cards, the slug names them.
  return markdownFiles(dir).map((name) => {
    const { data, body } = readDocument(path.join(dir, name), resourceFront);
    const links = data.links
      .map(({ tags, ...link }) => ({
        ...link,
        ai: tags.includes('ai'),
        free: tags.includes('free'),
        paid: tags.includes('paid'),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    return {
      slug: name.replace(/^\d+-/, '').replace(/\.md$/, ''),
      title: data.title,
      html: renderMarkdown(body),
      links,
    };
  });
}

/** Read and render every content file; a malformed file stops start-up with its name and the problem. */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR): ContentLibrary {
  const roadmapDoc = readDocument(path.join(dir, 'roadmap.md'), roadmapFront);
  const roadmapDir = path.join(dir, 'roadmap');
  const historyDir = path.join(dir, 'roadmap-history');
  return {
    releases: loadReleases(path.join(dir, 'release-history')),
    archive: loadReleases(path.join(dir, 'release-history-archive')),
    monthlyUpdates: loadMonthlyUpdates(path.join(dir, 'monthly-updates')),
    roadmap: {
      ...roadmapDoc.data,
      note: renderMarkdown(roadmapDoc.body),
      // Named YYYY-MM.md: the roadmap reads forward in time.
      months: markdownFiles(roadmapDir).map((f) => loadRoadmapMonth(path.join(roadmapDir, f))),
    },
    // History reads backwards: the most recent past month first.
    roadmapHistory: markdownFiles(historyDir)
      .reverse()
      .map((f) => {
        const { adminBugs: _adminOnly, ...month } = loadRoadmapMonth(path.join(historyDir, f));
        return month;
      }),
    resources: loadResources(path.join(dir, 'resources')),
  };
}

/** The content pages, read once per process: the files ship with the code and never change at run time. */
export interface ContentPages {
  library(): ContentLibrary;
}

/** Read on first use (the content routes ask at start-up) and kept; a process without routes never reads them. */
export function createContentPages(dir: string = DEFAULT_CONTENT_DIR): ContentPages {
  let library: ContentLibrary | null = null;
  return {
    library: () => {
      library ??= loadContent(dir);
      return library;
    },
  };
}
