import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedJob } from '../../../src/modules/ingestion/index.ts';
import type { CorpusResult } from '../../helpers/ats-corpus.ts';
import { boardKey, marketBoardFiles, readMarketBoard, splitSide } from '../../helpers/real-market.ts';

// Issue 22, item 4: labels no gazetteer knows (shopping centres, clinics, a county) on real captures, placed from
// the board's other postings as a board fetch normalises them together. Tuning-side boards only.

const BOARDS = ['thirdlove', 'mentalhealthcenterofdenver', 'theiconic', 'sagaeducation', 'lasenza', 'rubrik'];
const boards = new Map<string, CorpusResult>();

beforeAll(async () => {
  for (const name of BOARDS) {
    const file = marketBoardFiles().find((f) => f.ats === 'greenhouse' && f.board === name);
    if (!file) throw new Error(`the corpus has no board ${name}`);
    boards.set(name, await readMarketBoard(file));
  }
});

const places = (board: string, id: string) => {
  const found: NormalisedJob | undefined = boards.get(board)?.jobs.find((j) => j.externalId === id);
  if (!found) throw new Error(`no posting ${id} on ${board}`);
  return found.places.map((p) => [p.city, p.state, p.country, p.remote]);
};

describe('labels no gazetteer knows, on the real captures', () => {
  it('every board here is on the tuning side of the split', () => {
    for (const name of BOARDS) expect(splitSide(boardKey({ ats: 'greenhouse', board: name }))).toBe('tuning');
  });

  it("a US retailer's shopping centres are in the US (ThirdLove)", () => {
    expect(places('thirdlove', '8708210002')).toEqual([['Washington Square', null, 'US', false]]);
    expect(places('thirdlove', '8707837002')).toEqual([['Lenox Square', null, 'US', false]]);
  });

  it("a Denver clinic's sites are in the US (Mental Health Center of Denver)", () => {
    expect(places('mentalhealthcenterofdenver', '7763055003')).toEqual([['WIC', null, 'US', false]]);
    expect(places('mentalhealthcenterofdenver', '7860440003')).toEqual([
      ['Walk In Center', null, 'US', false],
    ]);
  });

  it('a Sydney neighbourhood is in Australia (The Iconic)', () => {
    expect(places('theiconic', '8129454')).toEqual([['Barangaroo', null, 'AU', false]]);
  });

  it('a county named on another posting with its state keeps that state (Saga Education)', () => {
    expect(places('sagaeducation', '8380902002')).toEqual([["Prince George's County", 'MD', 'US', false]]);
  });

  it('a board in several countries gives no country (La Senza, Rubrik)', () => {
    expect(places('lasenza', '5056817')).toEqual([['Carrefour Laval', null, null, false]]);
    expect(places('rubrik', '7964089')).toEqual([['Northeast', null, null, false]]);
  });
});
