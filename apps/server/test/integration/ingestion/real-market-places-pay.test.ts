import { placeLabel } from '@upstream/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedJob } from '../../../src/modules/ingestion/index.ts';
import type { CorpusResult } from '../../helpers/ats-corpus.ts';
import { marketBoardFiles, readMarketBoard, splitSide } from '../../helpers/real-market.ts';

// Issue 22, items 4 and 6, on the real captures of the real-market corpus: the places and pay a job seeker sees
// for the postings the issue names, read through the real connectors and normalisation.

const BOARDS = [
  'canonical',
  'stone',
  'stripe',
  'asana',
  'nuro',
  'impact',
  'anaplan',
  'scout24',
  'mongodb',
  'outfit7',
];
const PAY_BOARDS = ['sollishealth', 'godaddy', 'dydx'];
const boards = new Map<string, CorpusResult>();

beforeAll(async () => {
  for (const name of [...BOARDS, ...PAY_BOARDS]) {
    const file = marketBoardFiles().find((f) => f.ats === 'greenhouse' && f.board === name);
    if (!file) throw new Error(`the corpus has no board ${name}`);
    boards.set(name, await readMarketBoard(file));
  }
});

const job = (board: string, id: string): NormalisedJob => {
  const found = boards.get(board)?.jobs.find((j) => j.externalId === id);
  if (!found) throw new Error(`no posting ${id} on ${board}`);
  return found;
};
const places = (j: NormalisedJob) => j.places.map((p) => [p.city, p.state, p.country, p.remote]);
const pay = (j: NormalisedJob) => [j.salaryMin, j.salaryMax, j.salaryCurrency, j.salaryInterval];

describe('places on the real captures', () => {
  it('"Home based - EMEA" is remote in EMEA, the London office stays an office (Canonical)', () => {
    expect(places(job('canonical', '5569916'))).toEqual([['Remote', 'EMEA', null, true]]);
    expect(job('canonical', '5569916').workMode).toBe('remote');
    expect(places(job('canonical', '7971310'))).toEqual([
      ['Remote', 'EMEA', null, true],
      ['London', 'United Kingdom', 'GB', false],
    ]);
  });

  it('"Remoto" and "Homeoffice" are remote, not cities (Stone, Scout24)', () => {
    const remoto = job('stone', '7794692003');
    expect(remoto.workMode).toBe('remote');
    expect(remoto.places.every((p) => p.remote)).toBe(true);
    expect(job('scout24', '7842459').places.map((p) => p.city)).toEqual(['Remote']);
  });

  it('"N/A" is no place, not the cities "N" and "A" (Stripe)', () => {
    expect(job('stripe', '7217048').places.map((p) => p.city)).not.toContain('N');
    expect(job('stripe', '7217048').places.map((p) => p.city)).not.toContain('A');
  });

  it('"Singapore, Sydney" is two places (Stripe)', () => {
    expect(places(job('stripe', '7764914'))).toEqual([
      ['Singapore', 'Singapore', 'SG', false],
      ['Sydney', 'Australia', 'AU', false],
    ]);
  });

  it('a list naming countries first keeps each city with its own country (Outfit7, Stripe)', () => {
    // "Slovenia, Cyprus, Barcelona" and "Singapore, Dublin": Barcelona and Dublin are provinces too, and were read
    // as cities of the country before them.
    expect(places(job('outfit7', '7831280003'))).toEqual([
      [null, 'Slovenia', 'SI', false],
      [null, 'Cyprus', 'CY', false],
      ['Barcelona', 'Spain', 'ES', false],
    ]);
    expect(places(job('stripe', '8094669'))).toEqual([
      ['Singapore', 'Singapore', 'SG', false],
      ['Dublin', 'Ireland', 'IE', false],
    ]);
  });

  it('"Vancouver, BC" is in Canada (Asana)', () => {
    expect(job('asana', '7555402').places.map(placeLabel)).toEqual(['Vancouver, Canada']);
  });

  it('"Mountain View, California (HQ)" is the city in California (Nuro)', () => {
    expect(places(job('nuro', '7793005'))).toEqual([['Mountain View', 'CA', 'US', false]]);
  });

  it('"Cape Town, SA" is in South Africa; "New York City, Santa Barbara" is two American cities (Impact)', () => {
    expect(places(job('impact', '8636461002'))).toEqual([['Cape Town', 'South Africa', 'ZA', false]]);
    const places8532 = places(job('impact', '8532453002'));
    expect(places8532).toContainEqual(['New York', 'NY', 'US', false]);
    expect(places8532).toContainEqual(['Santa Barbara', 'CA', 'US', false]);
    expect(places8532.map((p) => p[2])).not.toContain('HN');
  });

  it('"Georgia, United States" is the US state, not the country (Anaplan)', () => {
    expect(places(job('anaplan', '8696994002'))).toEqual([[null, 'GA', 'US', false]]);
  });

  // Only the boards of the tuning side: the held-out ones are measured by the quality bench, not fixed one by one.
  it('every on-site city of these boards on the tuning side has a country', () => {
    const without: string[] = [];
    for (const name of BOARDS.filter((b) => splitSide(`greenhouse/${b}`) === 'tuning'))
      for (const j of boards.get(name)!.jobs)
        for (const p of j.places)
          if (!p.remote && p.city !== null && p.country === null)
            without.push(`${name} ${j.externalId} ${p.city}`);
    expect(without).toEqual([]);
  });
});

describe('pay on the real captures', () => {
  it('reads "Job Post Range (…)" and never a budget field while a posted range exists (MongoDB)', () => {
    const result = boards.get('mongodb')!;
    const metadataOf = new Map(
      result.items.map((item) => {
        const i = item as { id: number; metadata?: { name: string; value: unknown }[] };
        return [String(i.id), i.metadata ?? []];
      }),
    );
    let checked = 0;
    for (const j of result.jobs) {
      const metadata = metadataOf.get(j.externalId) ?? [];
      const posted = metadata.find((m) => {
        const v = m.value as { min_value?: string } | null;
        return /^Job Post Range/.test(m.name) && v && Number(v.min_value) >= 1;
      });
      const budget = metadata.find((m) => /Budgeted Salary/.test(m.name) && m.value !== null);
      if (!posted) continue;
      const v = posted.value as { min_value: string; max_value: string };
      expect(j.salaryMin).toBe(Number(v.min_value));
      expect(j.salaryMax).toBe(Number(v.max_value));
      if (budget) checked++;
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('reads "Job Posting Range"; without an interval, a few hundred dollars is thousands a year (Sollis Health)', () => {
    expect(pay(job('sollishealth', '7893776003'))).toEqual([188_000, 195_000, 'USD', 'year']);
  });

  it('"190–240" with no interval in New York is $190k–240k a year, not $190/hour (dYdX)', () => {
    const scientist = job('dydx', '8008578002');
    expect(pay(scientist)).toEqual([190_000, 240_000, 'USD', 'year']);
    expect(scientist.salaryAnnualMax).toBe(240_000);
  });

  it('keeps pay of 100 million pesos or more (GoDaddy, COP)', () => {
    expect(pay(job('godaddy', '7674575003'))).toEqual([139_200_000, 208_800_000, 'COP', 'year']);
  });
});
