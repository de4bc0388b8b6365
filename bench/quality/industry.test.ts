import { INDUSTRIES } from '@upstream/contract';
import { describe, expect, it } from 'vitest';
import { labelledIndustries, secondReadingAgreement, secondReadings } from './industry.ts';

describe('the second, blind reading of the hand-labelled companies', () => {
  it('reads every labelled held-out company once more, and a sample of the tuning ones, with an industry each', () => {
    for (const file of ['held-out.csv', 'tuning.csv'] as const) {
      const labelled = [...labelledIndustries(file)].filter(([, industry]) => industry !== '');
      const second = secondReadings(file);
      const boards = second.map(({ board }) => board);
      expect(new Set(boards).size).toBe(second.length);
      expect(boards.filter((b) => !labelledIndustries(file).get(b))).toEqual([]);
      for (const { board, industry, confidence } of second) {
        expect(INDUSTRIES, board).toContain(industry);
        expect(['high', 'low'], board).toContain(confidence);
      }
      if (file === 'held-out.csv') expect(second.length).toBe(labelled.length);
    }
  });

  it('counts how far the two readings agree', () => {
    const held = secondReadingAgreement('held-out.csv');
    expect(held.of).toBe(secondReadings('held-out.csv').length);
    expect(held.agreed).toBeLessThanOrEqual(held.of);
    expect(held.sureAgreed).toBeLessThanOrEqual(held.sure);
    // The figure the quality bench and the industry README print.
    expect(`${held.agreed} of ${held.of}`).toBe('168 of 189');
  });
});
