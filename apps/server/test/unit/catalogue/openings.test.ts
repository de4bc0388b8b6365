import { describe, expect, it } from 'vitest';
import {
  descriptionSketch,
  groupOpenings,
  openingKey,
  openingTitle,
  sameDescription,
} from '../../../src/modules/catalogue/openings.ts';
import { corpusBoards, readCorpusBoard } from '../../helpers/ats-corpus.ts';

// The rule that tells copies of one opening from different openings (issue 22, item 7), on titles and
// descriptions captured from real boards (the real-market corpus and the curated ats-corpus).

const at = (
  city: string | null,
  state: string | null = null,
  country: string | null = 'US',
  remote = false,
) => ({
  city,
  state,
  country,
  remote,
});

describe('the opening title', () => {
  it.each([
    // carvana, planomatic, tia, spacex, knowbe4, cranialtechnologies (real-market greenhouse boards)
    ['Detailer - Avon Lake', [at('Avon Lake', 'OH')], 'detailer'],
    ['Detailer - Dallas', [at('Dallas', 'TX')], 'detailer'],
    ['Rental Property Photographer - Atlanta, GA', [at('Atlanta', 'GA')], 'rental property photographer'],
    ['Medical Assistant - Pasadena, CA - Onsite', [at('Pasadena', 'CA')], 'medical assistant'],
    ['Technical Recruiter (McGregor)', [at('McGregor', 'TX')], 'technical recruiter'],
    [
      'Snr. Employee Relations Partner (Hybrid)',
      [at('Clearwater', 'FL')],
      'senior employee relations partner',
    ],
    [
      'Snr. Employee Relations Partner (Remote)',
      [at(null, null, 'US', true)],
      'senior employee relations partner',
    ],
    [
      'Clinical Sales Representative - Wichita and Tulsa',
      [at('Tulsa', 'OK'), at('Wichita', 'KS')],
      'clinical sales representative',
    ],
    ['Mid Market Account Executive (Brazil)', [at('São Paulo', null, 'BR')], 'mid market account executive'],
  ])('"%s" is the opening "%s"', (title, places, expected) => {
    expect(openingTitle(title, places)).toBe(expected);
  });

  it.each([
    // A trailing piece that says what the job is, or a place the posting is not in, stays.
    ['Team Lead, Market Operations', [at('Heath', 'OH')], 'team lead market operations'],
    ['Sales Associate, Part-Time', [at('Maple Grove', 'MN')], 'sales associate part time'],
    ['Account Executive - Enterprise', [at('New York', 'NY')], 'account executive enterprise'],
    ['Platform Engineer - New York', [at('Austin', 'TX')], 'platform engineer new york'],
  ])('"%s" keeps its words', (title, places, expected) => {
    expect(openingTitle(title, places)).toBe(expected);
  });

  it('one title in two departments is two openings', () => {
    const places = [at('London', null, 'GB')];
    expect(openingKey({ title: 'Software Engineer', department: 'Payments', places })).not.toBe(
      openingKey({ title: 'Software Engineer', department: 'Search', places }),
    );
    expect(openingKey({ title: 'Software Engineer - London', department: 'Payments', places })).toBe(
      openingKey({ title: 'Software Engineer', department: 'Payments', places }),
    );
  });
});

describe('near-duplicate descriptions', async () => {
  const board = corpusBoards().find((b) => b.ats === 'greenhouse' && b.board === 'catawiki')!;
  const { jobs } = await readCorpusBoard(board);
  const posted = (title: string) => jobs.filter((j) => j.title === title).map((j) => j.description);

  it('the same opening posted in Lisbon and in Amsterdam is one', () => {
    const [lisbon, amsterdam] = posted('Android Developer');
    expect(lisbon).toBeTruthy();
    expect(amsterdam).toBeTruthy();
    expect(lisbon).not.toBe(amsterdam);
    expect(sameDescription(descriptionSketch(lisbon), descriptionSketch(amsterdam))).toBe(true);
  });

  it('two openings of the same board are not', () => {
    const [android] = posted('Android Developer');
    const [frontEnd] = posted('Front End Engineer');
    expect(sameDescription(descriptionSketch(android), descriptionSketch(frontEnd))).toBe(false);
  });

  it('a description differs from none: the title alone decides only when neither has one', () => {
    const [android] = posted('Android Developer');
    expect(sameDescription(descriptionSketch(android), descriptionSketch(null))).toBe(false);
    expect(sameDescription(descriptionSketch(null), descriptionSketch(''))).toBe(true);
  });

  it('groups a board: each posting to the oldest of its opening', () => {
    const sketch = descriptionSketch(posted('Android Developer')[0]);
    const other = descriptionSketch(posted('Front End Engineer')[0]);
    const of = groupOpenings([
      { id: 1, openingKey: 'android developer', sketch },
      { id: 2, openingKey: 'android developer', sketch: other },
      { id: 3, openingKey: 'android developer', sketch },
      { id: 4, openingKey: 'front end engineer', sketch: other },
    ]);
    expect([...of]).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 4],
    ]);
  });
});
