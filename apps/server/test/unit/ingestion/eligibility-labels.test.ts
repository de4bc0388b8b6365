import { describe, expect, it } from 'vitest';
import type { EligibilityLabel } from '../../helpers/eligibility-labels.ts';
import { readLabelled } from '../../helpers/labelled-postings.ts';
import { sourceLabel, sourceLabelledPostings } from '../../helpers/source-labelled-eligibility.ts';

// The labelled remote postings the extractor is measured on (fixtures/remote-eligibility, issue 22 item 5).
describe('the hand-labelled remote postings', () => {
  const postings = readLabelled<EligibilityLabel>('remote-eligibility');
  const employer = (board: string) => board.slice(board.indexOf(':') + 1);

  it('hold at least 200 held-out postings, the measure of issue 22', () => {
    expect(postings.filter((p) => p.half === 'held-out').length).toBeGreaterThanOrEqual(200);
  });

  it('keep every employer on one side of the split', () => {
    const sides = new Map<string, Set<string>>();
    for (const p of postings) {
      const key = employer(p.board);
      sides.set(key, (sides.get(key) ?? new Set()).add(p.half));
    }
    expect([...sides].filter(([, s]) => s.size > 1).map(([k]) => k)).toEqual([]);
  });

  it('carry a full text and where it came from', () => {
    for (const p of postings) {
      expect(p.descriptionHtml || p.descriptionText, p.id).toBeTruthy();
      expect(p.source.repository, p.id).toMatch(/^[\w.-]+\/[\w.-]+$/);
    }
  });
});

// The postings labelled by their board (fixtures/remote-eligibility/source-labelled.json.gz, issue 22 round 9).
describe('the board-labelled remote postings', () => {
  const fold = (name: string) =>
    name
      .toLowerCase()
      .replace(/\b(?:inc|llc|ltd|gmbh|corp|co|limited)\b\.?/g, '')
      .replace(/[^a-z0-9]+/g, '');
  const employer = (board: string) => fold(board.slice(board.indexOf(':') + 1));

  it('map every word the boards use to a kind, so no posting is left out unseen', () => {
    for (const half of ['tuning', 'held-out'] as const)
      for (const p of sourceLabelledPostings(half))
        expect(sourceLabel(p.sourceLabel ?? ''), p.id).not.toBeNull();
  });

  it('read the boards’ words as the table says', () => {
    expect(sourceLabel('USA, Canada, USA timezones')).toEqual({
      anywhere: false,
      include: { countries: ['US', 'CA'], usStates: [], regions: [], timeZones: [{ from: -8, to: -5 }] },
      exclude: { countries: [], usStates: [] },
    });
    expect(sourceLabel('Worldwide')?.anywhere).toBe(true);
    expect(sourceLabel('Americas, Europe, Israel')?.include).toEqual({
      countries: ['IL'],
      usStates: [],
      regions: ['AMERICAS', 'EUROPE'],
      timeZones: [],
    });
    expect(sourceLabel('Narnia')).toBeNull();
  });

  it('hold out only employers met nowhere in the tuning postings of either set', () => {
    const tuning = new Set([
      ...sourceLabelledPostings('tuning').map((p) => employer(p.board)),
      ...readLabelled<EligibilityLabel>('remote-eligibility').map((p) => employer(p.board)),
    ]);
    const heldOut = sourceLabelledPostings('held-out');
    expect(heldOut.length).toBeGreaterThan(0);
    expect(heldOut.filter((p) => tuning.has(employer(p.board))).map((p) => p.board)).toEqual([]);
    for (const p of heldOut) {
      expect(p.descriptionHtml, p.id).toBeTruthy();
      expect(p.source.commit, p.id).toMatch(/^[0-9a-f]{40}$/);
    }
  });
});

// The fresh held-out set of round 10 (fixtures/remote-eligibility/fresh.json.gz), labelled after every posting of
// labelled.json.gz had been tuned on: it measures the reader only while none of its employers is met elsewhere.
describe('the fresh held-out remote postings', () => {
  const fresh = readLabelled<EligibilityLabel>('remote-eligibility', 'fresh.json.gz');
  const fold = (name: string) =>
    name
      .toLowerCase()
      .replace(/\(.*?\)|https?:\/\/|www\./g, '')
      .replace(/\b(?:inc|llc|ltd|gmbh|corp|co|limited)\b\.?/g, '')
      .replace(/[^a-z0-9]+/g, '');
  const employer = (p: { board: string; company?: string | null }) =>
    fold(p.company ?? p.board.slice(p.board.indexOf(':') + 1));

  it('hold at least 200 postings, every one held out', () => {
    expect(fresh.length).toBeGreaterThanOrEqual(200);
    expect(fresh.filter((p) => p.half !== 'held-out').map((p) => p.id)).toEqual([]);
  });

  it('share no employer with any other labelled posting, nor with one another', () => {
    const elsewhere = new Set(
      [
        ...readLabelled<unknown>('remote-eligibility'),
        ...readLabelled<unknown>('visa'),
        ...sourceLabelledPostings('tuning'),
        ...sourceLabelledPostings('held-out'),
      ].flatMap((p) => [employer(p), fold(p.board.slice(p.board.indexOf(':') + 1))]),
    );
    expect(fresh.filter((p) => elsewhere.has(employer(p))).map((p) => p.board)).toEqual([]);
    const seen = fresh.map(employer);
    expect(seen.filter((e, i) => seen.indexOf(e) !== i)).toEqual([]);
  });

  it('carry a full text and the commit it was read from', () => {
    for (const p of fresh) {
      expect(p.descriptionHtml || p.descriptionText, p.id).toBeTruthy();
      expect(p.source.repository, p.id).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(p.source.commit, p.id).toMatch(/^[0-9a-f]{40}$/);
    }
  });
});
