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

/**
 * The sketch as it was first written (split into words, hash each, hash each 5-gram): the sketches stored in the
 * catalogue were made by it, and a posting is grouped with stored ones, so the one-pass sketch must give the same.
 */
function sketchBySplitting(description: string | null): number[] | null {
  const words = (description ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const wordHash = (word: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  const mix = (h: number) => {
    let x = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return (x ^ (x >>> 16)) >>> 0;
  };
  const hashes = words.map(wordHash);
  const sketch = new Array<number>(32).fill(-1);
  for (let i = 0; i < Math.max(1, hashes.length - 4); i++) {
    let h = 0;
    for (let k = i; k < Math.min(i + 5, hashes.length); k++) h = Math.imul(h, 31) + (hashes[k] ?? 0);
    const m = mix(h >>> 0);
    const held = sketch[m % 32] ?? -1;
    if (held === -1 || m >>> 5 < held) sketch[m % 32] = m >>> 5;
  }
  return sketch;
}

describe('the description sketch, read in one pass', async () => {
  const boards = corpusBoards().slice(0, 12);
  const descriptions = (await Promise.all(boards.map((b) => readCorpusBoard(b)))).flatMap((b) =>
    b.jobs.map((j) => j.description),
  );

  it('is the sketch stored postings were grouped with, on real descriptions', () => {
    expect(descriptions.length).toBeGreaterThan(100);
    for (const d of descriptions) expect(descriptionSketch(d)).toEqual(sketchBySplitting(d));
  });

  it.each([
    ['a few words', 'Senior engineer, Berlin'],
    ['one word', 'Hello'],
    ['no words', ' — ¡! … '],
    ['accents and capitals', 'ÉQUIPE Données — Ingénieur(e) DevOps à Paris, Île-de-France; Straße über Öl'],
    [
      'scripts beyond Latin',
      '소프트웨어 엔지니어 채용 ソフトウェアエンジニア 募集 Разработчик программного обеспечения',
    ],
    ['digits of other scripts', 'salary ٣٠٠٠ to ४००० per month, team of ５ people'],
    ['characters outside the basic plane', 'We 💙 our team 𝐁𝐨𝐥𝐝 𝓼𝓬𝓻𝓲𝓹𝓽 words 𠀀𠀁 ok'],
    ['a broken surrogate', `lone \ud83d high and \udc99 low surrogates end${'\ud83d'}`],
    ['letters that lengthen when lowered', 'İstanbul office, İzmir and ǅ digraphs'],
  ])('is the same on %s', (_, text) => {
    expect(descriptionSketch(text)).toEqual(sketchBySplitting(text));
  });

  it('is absent for an absent or empty description', () => {
    expect(descriptionSketch(null)).toBeNull();
    expect(descriptionSketch('')).toBeNull();
  });
});
