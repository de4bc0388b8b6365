import { describe, expect, it } from 'vitest';
import type { EligibilityLabel } from '../../helpers/eligibility-labels.ts';
import { readLabelled } from '../../helpers/labelled-postings.ts';

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
