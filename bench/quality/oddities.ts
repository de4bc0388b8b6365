/** Places a job seeker would find wrong on a card, told apart without a geographic dataset. */
export interface PlaceLike {
  city: string | null;
  state: string | null;
  country: string | null;
  remote: boolean;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Withdrawn codes Intl still names (East Germany, Serbia and Montenegro…): the current code is the country. */
const WITHDRAWN = new Set('AN HV DY BU ZR CS YU DD FX UK NH RH SU TP VD YD'.split(' '));
/** Codes Intl names that are no country: the European Union, the Eurozone, the United Nations, Outlying Oceania. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO']);

/** Every English country name Intl knows (and the aliases feeds use), lower-cased → ISO code. */
const COUNTRY_NAMES: Map<string, string> = (() => {
  const names = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const name = regionNames.of(code);
      // First code wins: GB before the reserved UK, FR before FX (Metropolitan France).
      if (WITHDRAWN.has(code) || NOT_COUNTRIES.has(code)) continue;
      if (name && name !== code && !/unknown/i.test(name) && !names.has(name.toLowerCase()))
        names.set(name.toLowerCase(), code);
    }
  for (const [alias, code] of [
    ['uk', 'GB'],
    ['usa', 'US'],
    ['us', 'US'],
    ['u.s.', 'US'],
    ['united states of america', 'US'],
    ['england', 'GB'],
    ['scotland', 'GB'],
    ['uae', 'AE'],
  ] as const)
    names.set(alias, code);
  return names;
})();

/** A few cities every reader places at once, with the countries they are found in. */
const WELL_KNOWN: Record<string, string[]> = {
  london: ['GB', 'CA'],
  paris: ['FR', 'US'],
  berlin: ['DE', 'US'],
  munich: ['DE'],
  madrid: ['ES'],
  barcelona: ['ES'],
  amsterdam: ['NL'],
  stockholm: ['SE'],
  warsaw: ['PL'],
  tokyo: ['JP'],
  sydney: ['AU', 'CA'],
  melbourne: ['AU', 'US'],
  toronto: ['CA'],
  singapore: ['SG'],
  'new york': ['US'],
  'san francisco': ['US'],
  seattle: ['US'],
  chicago: ['US'],
  bengaluru: ['IN'],
  bangalore: ['IN'],
  pune: ['IN'],
  'tel aviv': ['IL'],
  'mexico city': ['MX'],
  'são paulo': ['BR'],
  'sao paulo': ['BR'],
  zurich: ['CH'],
  lisbon: ['PT'],
  utrecht: ['NL'],
  montreal: ['CA'],
  vancouver: ['CA', 'US'],
  'cape town': ['ZA'],
  johannesburg: ['ZA'],
  dublin: ['IE', 'US'],
  'hong kong': ['HK'],
  'santa barbara': ['US'],
  'los angeles': ['US'],
  boston: ['US'],
  austin: ['US'],
  'mountain view': ['US'],
  'buenos aires': ['AR'],
  'tel aviv-yafo': ['IL'],
  riga: ['LV'],
  tallinn: ['EE'],
  dubai: ['AE'],
  seoul: ['KR'],
  'kuala lumpur': ['MY'],
  jakarta: ['ID'],
};

/** Countries that are one city (Singapore, Hong Kong, Monaco…): there a country's name is the city's too. */
const CITY_STATES = new Set(['SG', 'HK', 'MO', 'MC', 'VA', 'GI', 'LU', 'KW', 'DJ', 'SM', 'PA', 'GT']);

/** US states that share a country's name: a text naming one may mean the state. */
const STATE_NAMES = new Set(['georgia']);

/** The ISO code of the country a text part names outright ("France", "UK"); null when it names none. */
export function countryNamedBy(part: string): string | null {
  const lower = part.toLowerCase();
  if (STATE_NAMES.has(lower)) return null;
  return COUNTRY_NAMES.get(lower) ?? null;
}

/** Whether a lower-cased name (or alias) is the country with this ISO code. */
function namesCountry(name: string, code: string | null): boolean {
  if (!code) return false;
  return regionNames.of(code)?.toLowerCase() === name || COUNTRY_NAMES.get(name) === code;
}

/** What looks wrong about a place: [] when nothing does. */
export function placeOddities(place: PlaceLike): string[] {
  const found: string[] = [];
  const city = place.city?.trim() ?? '';
  if (!city || (place.remote && city.toLowerCase() === 'remote')) return found;
  const lower = city.toLowerCase();
  // A city-state (Singapore, Monaco, Hong Kong) is its own city; any other country is not ("Latvia, Latvia").
  const cityState =
    place.country !== null && CITY_STATES.has(place.country) && namesCountry(lower, place.country);
  if (COUNTRY_NAMES.has(lower) && !cityState) found.push('country as a city');
  if (/[,;|/•]| or | and | & /i.test(city)) found.push('list in one place');
  const state = place.state?.toLowerCase() ?? '';
  const known = WELL_KNOWN[lower];
  if (
    (place.country && COUNTRY_NAMES.has(state) && !namesCountry(state, place.country)) ||
    (place.country && known && !known.includes(place.country))
  )
    found.push('city and country in conflict');
  return found;
}
