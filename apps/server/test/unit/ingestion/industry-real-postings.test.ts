import { describe, expect, it } from 'vitest';
import { inferIndustry } from '../../../src/modules/ingestion/industry/rules.ts';
import { boardKey, marketBoardFiles, readMarketBoard } from '../../helpers/real-market.ts';

// Industry inference on whole real boards (test/fixtures/real-market), read through the connectors and
// normalisation as a board fetch reads them. Only boards of the tuning side (industry/tuning.csv), never of
// the held-out sample the bench scores.

const files = new Map(marketBoardFiles().map((f) => [boardKey(f), f]));
const board = async (key: string) => {
  const file = files.get(key);
  if (!file) throw new Error(`${key} is not in the real-market corpus`);
  const { board: name, jobs } = await readMarketBoard(file);
  return { name, jobs };
};

describe('industry inferred from real boards', () => {
  it.each([
    ['greenhouse/classicalcharterschools', 'Education'],
    ['greenhouse/bishopfox', 'Cybersecurity'],
    ['greenhouse/naughtydog', 'Gaming'],
    ['greenhouse/sondermind', 'Healthcare'],
    ['greenhouse/olympusproperty', 'Real Estate'],
    ['greenhouse/suitsupply', 'Retail'],
    ['greenhouse/nexamp', 'Energy'],
    ['greenhouse/whiteboardfederal', 'Defense'],
    ['greenhouse/sigmacomputing', 'Software'],
  ])('files %s under %s', async (key, industry) => {
    const { name, jobs } = await board(key);
    expect(inferIndustry(name, jobs)).toBe(industry);
  });

  it('does not take a software company’s data scientist for a biotech’s', async () => {
    for (const key of ['greenhouse/bringg', 'greenhouse/urbint']) {
      const { name, jobs } = await board(key);
      expect(inferIndustry(name, jobs)).toBe('Software');
    }
  });

  it('lets one posting of a bigger board decide nothing on its own', async () => {
    const { name, jobs } = await board('greenhouse/bringg');
    const one = [
      { title: 'Modern Work Concierge', department: null, function: 'Other', description: null },
      ...jobs,
    ];
    expect(inferIndustry(name, one)).toBe('Software');
  });

  it('does not file a software company under Nonprofit for the "works" in its name', async () => {
    const { name, jobs } = await board('greenhouse/moveworks');
    expect(inferIndustry(name, jobs)).toBe('Software');
  });
});
