import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../../src/modules/ingestion/normalise/index.ts';

// Issue 22, item 4: a location listing places of several countries or states keeps each place with its own
// country. Each string is a location as a board of the real-market corpus wrote it (the board is named).

const reader = createPlaces();
const rows = (text: string) =>
  reader.jobPlaces([{ text }]).map((p) => [p.city, p.state, p.country, p.remote]);

describe('a list that names a country first', () => {
  it('keeps a country nothing follows as a place, and a city of another country in its own (outfit7)', () => {
    // Barcelona is a Spanish province too: it was read as a city of Cyprus, and Slovenia was lost.
    expect(rows('Slovenia, Cyprus, Barcelona')).toEqual([
      [null, 'Slovenia', 'SI', false],
      [null, 'Cyprus', 'CY', false],
      ['Barcelona', 'Spain', 'ES', false],
    ]);
  });

  it('reads a city after a city-state as a place of its own country (stripe)', () => {
    // Dublin is an Irish county too: it was read as a city of Singapore.
    expect(rows('Singapore, Dublin')).toEqual([
      ['Singapore', 'Singapore', 'SG', false],
      ['Dublin', 'Ireland', 'IE', false],
    ]);
  });

  it('keeps the first of several city-states (jumptrading)', () => {
    expect(rows('Hong Kong, Singapore, Shanghai or Sydney')).toEqual([
      ['Hong Kong', 'Hong Kong', 'HK', false],
      ['Singapore', 'Singapore', 'SG', false],
      ['Shanghai', "People's Republic of China", 'CN', false],
      ['Sydney', 'Australia', 'AU', false],
    ]);
  });

  it('reads a state after a city of the country as where that city is (twistbioscience)', () => {
    expect(rows('USA - Carlsbad, CA; USA - Portland, OR; USA - South San Francisco, CA')).toEqual([
      ['Carlsbad', 'CA', 'US', false],
      ['Portland', 'OR', 'US', false],
      ['South San Francisco', 'CA', 'US', false],
    ]);
  });

  it('keeps the last city of the list with its state (truebill)', () => {
    expect(
      rows('Remote (US), New York, NY, Washington D.C., San Francisco, CA, Detroit, MI.'),
    ).toContainEqual(['Remote', 'MI', 'US', true]);
  });

  it('reads a state that shares a country’s name as the state after the US', () => {
    expect(rows('United States, Georgia, Atlanta')).toEqual([['Atlanta', 'GA', 'US', false]]);
  });

  it('still reads a province and no city as its country, and a province before its city as where it is', () => {
    expect(rows('Canada, Ontario')).toEqual([[null, 'Canada', 'CA', false]]);
    expect(rows('Mexico, Jalisco, Guadalajara')).toEqual([['Guadalajara', 'Mexico', 'MX', false]]);
    expect(rows('Mexico, Guadalajara, Jalisco')).toEqual([['Guadalajara', 'Mexico', 'MX', false]]);
  });
});

describe('a list of cities where a city shares its name with a state', () => {
  it.each([
    // Madrid and Hamburg are states too, and Kampala a district: each is a big city of another state.
    [
      'Barcelona, Madrid',
      [
        ['Barcelona', 'Spain', 'ES', false],
        ['Madrid', 'Spain', 'ES', false],
      ],
    ], // blacklane
    [
      'Düsseldorf, Hamburg',
      [
        ['Düsseldorf', 'Germany', 'DE', false],
        ['Hamburg', 'Germany', 'DE', false],
      ],
    ], // goodman
    [
      'Jinja, Kampala Uganda',
      [
        ['Jinja', 'Uganda', 'UG', false],
        ['Kampala', 'Uganda', 'UG', false],
      ],
    ], // oneacrefund
  ])('"%s" is two cities, not one city and its state', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('keeps a state of the city’s own name as its state ("Montreal, Quebec", "Campinas, São Paulo")', () => {
    expect(rows('Montreal, Quebec')).toEqual([['Montréal', 'Canada', 'CA', false]]);
    expect(rows('Campinas, São Paulo')).toEqual([['Campinas', 'Brazil', 'BR', false]]);
  });
});
