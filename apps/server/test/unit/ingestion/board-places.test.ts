import { describe, expect, it } from 'vitest';
import { placeBoardLabels } from '../../../src/modules/ingestion/normalise/board-places.ts';
import {
  createPlaces,
  type NormalisedJob,
  normaliseJob,
} from '../../../src/modules/ingestion/normalise/index.ts';

// Labels no gazetteer knows, as real boards of the real-market corpus write them (tuning-side boards: thirdlove,
// mentalhealthcenterofdenver, theiconic, sagaeducation, lasenza), read from the board they are posted on.

const reader = createPlaces();
const posting = (id: string, location: string): NormalisedJob => {
  const job = normaliseJob(
    {
      externalId: id,
      title: 'Store Associate',
      url: 'https://boards.example.test/j',
      places: [{ text: location }],
    },
    reader,
  );
  if (!job) throw new Error('no job');
  return job;
};
const where = (jobs: NormalisedJob[], id: string) =>
  jobs.find((j) => j.externalId === id)?.places.map((p) => [p.city, p.state, p.country]);

describe('a label no gazetteer knows, read from its board', () => {
  it('alone on its posting, it has no country', () => {
    expect(where([posting('1', 'Washington Square')], '1')).toEqual([['Washington Square', null, null]]);
  });

  it("takes the one country of the board's other postings (a US retailer's shopping centres)", () => {
    const board = [
      posting('1', 'Washington Square'),
      posting('2', 'Lenox Square'),
      posting('3', 'San Francisco, CA'),
      posting('4', 'New York, NY'),
      posting('5', 'Austin, TX'),
    ];
    const placed = placeBoardLabels(board);
    expect(where(placed, '1')).toEqual([['Washington Square', null, 'US']]);
    expect(where(placed, '2')).toEqual([['Lenox Square', null, 'US']]);
    // Postings the gazetteer already placed are left as they were.
    expect(where(placed, '3')).toEqual(where(board, '3'));
  });

  it('takes the place the same label has on another posting of the board, state included', () => {
    const other = { ...posting('2', 'Hyattsville, MD') };
    other.places = other.places.map((p) => ({ ...p, city: "Prince George's County" }));
    const placed = placeBoardLabels([posting('1', "Prince George's County"), other, posting('3', 'London')]);
    expect(where(placed, '1')).toEqual([["Prince George's County", 'MD', 'US']]);
  });

  it('reads nothing from a board in several countries (a Canadian retailer with US stores)', () => {
    const board = [
      posting('1', 'Carrefour Laval'),
      posting('2', 'Toronto, ON'),
      posting('3', 'Montreal, QC'),
      posting('4', 'Boston, MA'),
    ];
    expect(where(placeBoardLabels(board), '1')).toEqual([['Carrefour Laval', null, null]]);
  });

  it('reads nothing from a board with too few other postings to tell', () => {
    const board = [posting('1', 'Barangaroo'), posting('2', 'Sydney, Australia')];
    expect(where(placeBoardLabels(board), '1')).toEqual([['Barangaroo', null, null]]);
  });

  it("reads the board's stored postings when a fetch normalises only a new one", () => {
    const stored = ['a', 'b', 'c'].map((job) => ({
      job,
      city: 'Sydney',
      state: 'New South Wales',
      country: 'AU',
    }));
    const placed = placeBoardLabels([posting('1', 'Barangaroo')], stored);
    expect(where(placed, '1')).toEqual([['Barangaroo', null, 'AU']]);
  });

  it("a posting's own stored places do not vote for it", () => {
    const stored = [{ job: '1', city: 'Sydney', state: null, country: 'AU' }];
    expect(where(placeBoardLabels([posting('1', 'Barangaroo')], stored), '1')).toEqual([
      ['Barangaroo', null, null],
    ]);
  });
});
