import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLabelled } from '../../helpers/labelled-postings.ts';
import type { VisaLabel } from '../../helpers/visa-labels.ts';

// The labelled postings the visa sponsorship reader is measured on (fixtures/visa, issue 23 item 2).
describe('the hand-labelled visa sponsorship postings', () => {
  const postings = readLabelled<VisaLabel>('visa');
  const heldOut = postings.filter((p) => p.half === 'held-out');

  it('hold at least 200 held-out postings, at least 40 of each reading', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(200);
    expect(heldOut.filter((p) => p.label === 'sponsors').length).toBeGreaterThanOrEqual(40);
    expect(heldOut.filter((p) => p.label === 'no-sponsorship').length).toBeGreaterThanOrEqual(40);
  });

  it('put each board on the side its name hashes to, never by hand', () => {
    const side = (board: string) =>
      (createHash('sha1').update(board).digest()[0] ?? 0) < 128 ? 'tuning' : 'held-out';
    expect(postings.filter((p) => p.half !== side(p.board)).map((p) => p.id)).toEqual([]);
  });

  it('label each posting once, with its full text and where it came from', () => {
    expect(new Set(postings.map((p) => p.id)).size).toBe(postings.length);
    for (const p of postings) {
      expect(['sponsors', 'no-sponsorship', 'not-said'], p.id).toContain(p.label);
      expect(p.descriptionHtml || p.descriptionText, p.id).toBeTruthy();
      expect(p.source.repository, p.id).toMatch(/^[\w.-]+\/[\w.-]+$/);
    }
  });
});
