import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../../src/modules/ingestion/normalise/index.ts';

// Issue 22, item 4, fifth round: places as boards outside the English-speaking world write them (country names in
// their own languages, the codes of their states and provinces, their postcodes, their words for remote work).
// The strings in quotes marked "tuning board" are the real locations of tuning-side boards of the real-market
// corpus; the others are the same forms on other places.

const reader = createPlaces();
const rows = (text: string) =>
  reader.jobPlaces([{ text }]).map((p) => [p.city, p.state, p.country, p.remote]);

describe('a country named in the language of the board', () => {
  it.each([
    ['München, Deutschland', [['Munich', 'Germany', 'DE', false]]], // tuning board
    ['Polska', [[null, 'Poland', 'PL', false]]],
    ['Österreich', [[null, 'Austria', 'AT', false]]],
    ['Madrid, España', [['Madrid', 'Spain', 'ES', false]]],
    ['Malmö, Sverige', [['Malmö', 'Sweden', 'SE', false]]],
    ['日本', [[null, 'Japan', 'JP', false]]],
    ['Seoul, 대한민국', [['Seoul', 'South Korea', 'KR', false]]],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('is the country even where a small town has its name ("Nederland", Texas)', () => {
    expect(rows('Nederland')).toEqual([[null, 'Netherlands', 'NL', false]]);
  });

  it('names a remote job’s country ("Remoto - Estados Unidos", "Remote - Reino Unido")', () => {
    expect(rows('Remoto - Estados Unidos')).toEqual([['Remote', 'US', 'US', true]]);
    expect(rows('Remote - Reino Unido')).toEqual([['Remote', 'United Kingdom', 'GB', true]]);
  });

  it('keeps English first: a name that is a US state or a big city stays what it is in English', () => {
    expect(rows('Georgia, United States')).toEqual([[null, 'GA', 'US', false]]);
    expect(rows('Jersey City, NJ')).toEqual([['Jersey City', 'NJ', 'US', false]]);
  });
});

describe('the city-states ISO files as states of China', () => {
  it('reads "Hong Kong S.A.R" as Hong Kong (tuning board: "Central, Hong Kong S.A.R")', () => {
    expect(rows('Central, Hong Kong S.A.R')).toEqual([['Central', 'Hong Kong', 'HK', false]]);
    expect(rows('Hong Kong SAR')).toEqual([['Hong Kong', 'Hong Kong', 'HK', false]]);
  });
});

describe('a big city as its own country writes it', () => {
  it.each([
    ['Warszawa, Masovian Voivodeship, Poland', [['Warsaw', 'Poland', 'PL', false]]], // tuning board
    ['Praha', [['Prague', 'Czech Republic', 'CZ', false]]],
    ['Wien', [['Vienna', 'Austria', 'AT', false]]],
    ['Lisboa', [['Lisbon', 'Portugal', 'PT', false]]],
    ['Den Haag', [['The Hague', 'Netherlands', 'NL', false]]],
    ['København', [['Copenhagen', 'Denmark', 'DK', false]]],
    // "Cologne" of the dataset is a Lombard village; the German city is there as Köln.
    ['Cologne, Germany', [['Köln', 'Germany', 'DE', false]]],
    ['Ciudad de México', [['Mexico City', 'Mexico', 'MX', false]]],
    // Italian provinces share their capitals' names: the city, not Italy alone; "Torino, TO" is not Tonga.
    ['Napoli', [['Naples', 'Italy', 'IT', false]]],
    ['Firenze, Florence, Italy', [['Florence', 'Italy', 'IT', false]]], // tuning board: once, not Italy and Florence
    ['Torino, TO', [['Turin', 'Italy', 'IT', false]]],
    ['Genova', [['Genoa', 'Italy', 'IT', false]]],
    ['Beograd', [['Belgrade', 'Serbia', 'RS', false]]],
    ['CABA', [['Buenos Aires', 'Argentina', 'AR', false]]],
    ['GTA', [['Toronto', 'Canada', 'CA', false]]],
    ['HCMC', [['Ho Chi Minh City', 'Vietnam', 'VN', false]]],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });
});

describe('the code of a state or province of the city’s country', () => {
  it.each([
    // MG is Madagascar's code, MH the Marshall Islands', NT a Canadian territory's, D.C. the American capital's.
    ['Belo Horizonte, MG', [['Belo Horizonte', 'Brazil', 'BR', false]]],
    ['Mumbai, MH', [['Mumbai', 'India', 'IN', false]]],
    ['Darwin, NT', [['Darwin', 'Australia', 'AU', false]]],
    ['Bogotá, D.C.', [['Bogotá', 'Colombia', 'CO', false]]],
    // joined by a hyphen, as boards in Brazil write them (PR is Puerto Rico's code too)
    ['Curitiba-PR', [['Curitiba', 'Brazil', 'BR', false]]],
    ['Austin-TX', [['Austin', 'TX', 'US', false]]],
    // tuning board: the city once, not once as written and once as the state's name
    ['Bogotá, Bogota D.C., Colombia', [['Bogotá', 'Colombia', 'CO', false]]],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('leaves the city its own country when no state, province or country of the code has it', () => {
    // NL is the Netherlands and Newfoundland, Nuevo León's ISO code is NLE; NI is Nicaragua, Northern Ireland's NIR.
    expect(rows('Monterrey, NL')).toEqual([['Monterrey', 'Mexico', 'MX', false]]);
    expect(rows('Belfast, NI')).toEqual([['Belfast', 'United Kingdom', 'GB', false]]);
    expect(rows('Belgrade, SE')).toEqual([['Belgrade', 'Serbia', 'RS', false]]); // tuning board
    // An unknown town keeps the code's country, as before; a US state's code and "UK" always say where (tuning
    // boards: a Texan hamlet named like a Venezuelan city, a remote list ending in the UK).
    expect(rows('Smalltownville, NL')).toEqual([['Smalltownville', 'Netherlands', 'NL', false]]);
    expect(rows('Valera, TX')).toEqual([['Valera', 'TX', 'US', false]]);
    expect(rows('Skopje, Debar, Ohrid, Pristina, UK (Remote)')).toContainEqual([
      'Remote',
      'United Kingdom',
      'GB',
      true,
    ]);
  });

  it('leaves a code that is the city’s US state or country as it was', () => {
    expect(rows('Washington, DC')).toEqual([['Washington', 'DC', 'US', false]]);
    expect(rows('Paris, TX')).toEqual([['Paris', 'TX', 'US', false]]);
    expect(rows('Perth, WA')).toEqual([['Perth', 'Australia', 'AU', false]]);
    expect(rows('Berlin, DE')).toEqual([['Berlin', 'Germany', 'DE', false]]);
  });
});

describe('postcodes of other countries are stripped to the city', () => {
  it.each([
    ['Amsterdam 1012 AB', [['Amsterdam', 'Netherlands', 'NL', false]]],
    ['1012AB Amsterdam, Netherlands', [['Amsterdam', 'Netherlands', 'NL', false]]],
    ['00-001 Warszawa', [['Warsaw', 'Poland', 'PL', false]]],
    ['1000-001 Lisboa, Portugal', [['Lisbon', 'Portugal', 'PT', false]]],
    ['01310-100 São Paulo, Brazil', [['São Paulo', 'Brazil', 'BR', false]]],
    ['114 55 Stockholm', [['Stockholm', 'Sweden', 'SE', false]]],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual(expected);
  });

  it('leaves a US street with its quadrant to the street rule ("8717 SW 24th St", tuning board)', () => {
    expect(rows('8717 SW 24th St, Miami, FL 33165')).toEqual([['Miami', 'FL', 'US', false]]);
  });
});

describe('remote work in other languages is a remote row, not a city', () => {
  it.each(['Zdalnie', 'Praca zdalna', 'Thuiswerken', 'Mobiles Arbeiten', 'Telework', 'Smart Working'])(
    '%s',
    (text) => {
      expect(rows(text)).toEqual([['Remote', null, null, true]]);
    },
  );

  it('keeps the country beside it ("Zdalnie, Polska")', () => {
    expect(rows('Zdalnie, Polska')).toEqual([['Remote', 'Poland', 'PL', true]]);
  });
});
