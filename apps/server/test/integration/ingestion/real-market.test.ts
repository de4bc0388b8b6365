import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { ATS_KINDS, JOB_FUNCTIONS, JOB_LEVELS } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import {
  boardKey,
  type MarketBoardFile,
  marketBoardFiles,
  readMarket,
  splitSide,
} from '../../helpers/real-market.ts';
import {
  type LabelSide,
  marketLabels,
  secondReadings,
  wideLabels,
} from '../../helpers/real-market-labels.ts';

// The real-market corpus (test/fixtures/real-market: whole public boards captured by others, the yardstick of
// issue 22) read through the real connectors and normalisation. Reading all 1,000 boards takes seconds, so the
// parse is checked on a fixed sample: every board of the ATS other than Greenhouse and every 20th Greenhouse
// board (by name).

const files = marketBoardFiles();
const greenhouse = files.filter((f) => f.ats === 'greenhouse');
const sample: MarketBoardFile[] = [
  ...files.filter((f) => f.ats !== 'greenhouse'),
  ...greenhouse.filter((_, i) => i % 20 === 0),
];

describe('the real-market corpus', () => {
  it('holds at least 20,000 postings from at least 300 whole boards', () => {
    expect(files.length).toBeGreaterThanOrEqual(300);
    // Greenhouse's answer lists the board in `jobs`: counted without the connectors, as the capture holds it.
    const postings = greenhouse.reduce((n, f) => {
      const body = JSON.parse(gunzipSync(readFileSync(f.file)).toString('utf8')) as { jobs: unknown[] };
      return n + body.jobs.length;
    }, 0);
    expect(postings).toBeGreaterThanOrEqual(20_000);
  });

  it('holds boards of every ATS the project reads', () => {
    expect([...new Set(files.map((f) => f.ats))].sort()).toEqual([...ATS_KINDS].sort());
  });

  it('reads every sampled board through its connector, each posting a job with a title and a web link', async () => {
    let boards = 0;
    for await (const r of readMarket(sample)) {
      boards++;
      expect(r.listed, `${boardKey(r)} lists postings`).toBeGreaterThan(0);
      expect(r.dropped, `${boardKey(r)} drops none`).toBe(0);
      for (const j of r.jobs) {
        expect(j.title, boardKey(r)).not.toBe('');
        expect(j.url, `${boardKey(r)}: ${j.title}`).toMatch(/^https?:\/\//);
      }
    }
    expect(boards).toBe(sample.length);
  });
});

describe('the hand-labelled real-market titles', () => {
  const sides: LabelSide[] = ['tuning', 'held-out'];
  const labels = Object.fromEntries(sides.map((s) => [s, marketLabels(s)])) as Record<
    LabelSide,
    ReturnType<typeof marketLabels>
  >;

  it('are at least 1,500 postings of the corpus, labelled with the product’s functions and levels', () => {
    const all = [...labels.tuning, ...labels['held-out']];
    expect(all.length).toBeGreaterThanOrEqual(1500);
    const boards = new Set(files.map(boardKey));
    for (const l of all) {
      expect(boards.has(boardKey(l)), boardKey(l)).toBe(true);
      expect(JOB_FUNCTIONS, l.title).toContain(l.function);
      expect(JOB_LEVELS, l.title).toContain(l.level);
    }
    expect(new Set(all.map((l) => `${boardKey(l)}#${l.id}`)).size).toBe(all.length);
  });

  it('are split once by board: each on the side its board’s hash gives, no board on both sides', () => {
    for (const side of sides)
      for (const l of labels[side]) expect(splitSide(boardKey(l)), boardKey(l)).toBe(side);
    const tuning = new Set(labels.tuning.map(boardKey));
    expect(labels['held-out'].filter((l) => tuning.has(boardKey(l)))).toEqual([]);
  });
});

describe('the second readings and the wide tuning sample', () => {
  const key = (l: { ats: string; board: string; id: string }) => `${boardKey(l)}#${l.id}`;
  const filed = (l: { function: string; confidence: string }) => {
    expect(JOB_FUNCTIONS).toContain(l.function);
    expect(['high', 'low']).toContain(l.confidence);
  };

  it('read every labelled title of a side once more, and no other', () => {
    for (const side of ['held-out', 'tuning'] as const) {
      const first = new Set(marketLabels(side).map(key));
      const second = secondReadings(side);
      second.forEach(filed);
      expect(second.filter((l) => !first.has(key(l))).map(key)).toEqual([]);
      expect(new Set(second.map(key)).size).toBe(second.length);
      // Every held-out title; a sample of the tuning ones.
      if (side === 'held-out') expect(second.length).toBe(first.size);
    }
  });

  it('draw the wide sample from tuning-side boards only, none of its postings labelled before', () => {
    const wide = wideLabels();
    expect(wide.length).toBeGreaterThanOrEqual(5000);
    wide.forEach(filed);
    for (const l of wide) expect(splitSide(boardKey(l)), boardKey(l)).toBe('tuning');
    const labelled = new Set(marketLabels('tuning').map(key));
    expect(wide.filter((l) => labelled.has(key(l))).map(key)).toEqual([]);
    expect(new Set(wide.map(key)).size).toBe(wide.length);
  });
});
