// Place names the location parser recognises. Plain tables: add a row to teach it a new place.

/** US states and DC: name → postal code. */
// biome-ignore format: a table reads better packed
export const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA',
  hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY',
  louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
  'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND',
  ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'washington dc': 'DC', 'washington d.c.': 'DC', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};
export const US_STATE_CODES = new Set(Object.values(US_STATES));

/** Countries: ISO 3166 alpha-2 → the name shown, plus the other names feeds use. */
export const COUNTRIES: Record<string, { name: string; aliases: string[] }> = {
  US: {
    name: 'United States',
    aliases: ['usa', 'u.s.', 'u.s.a.', 'united states of america', 'america', 'us'],
  },
  CA: { name: 'Canada', aliases: [] },
  MX: { name: 'Mexico', aliases: ['méxico'] },
  BR: { name: 'Brazil', aliases: ['brasil'] },
  AR: { name: 'Argentina', aliases: [] },
  CL: { name: 'Chile', aliases: [] },
  CO: { name: 'Colombia', aliases: [] },
  PE: { name: 'Peru', aliases: [] },
  UY: { name: 'Uruguay', aliases: [] },
  CR: { name: 'Costa Rica', aliases: [] },
  GB: {
    name: 'United Kingdom',
    aliases: ['uk', 'u.k.', 'great britain', 'england', 'scotland', 'wales', 'northern ireland'],
  },
  IE: { name: 'Ireland', aliases: [] },
  FR: { name: 'France', aliases: [] },
  DE: { name: 'Germany', aliases: ['deutschland'] },
  NL: { name: 'Netherlands', aliases: ['the netherlands', 'holland', 'nederland'] },
  BE: { name: 'Belgium', aliases: [] },
  LU: { name: 'Luxembourg', aliases: [] },
  CH: { name: 'Switzerland', aliases: [] },
  AT: { name: 'Austria', aliases: [] },
  ES: { name: 'Spain', aliases: ['españa'] },
  PT: { name: 'Portugal', aliases: [] },
  IT: { name: 'Italy', aliases: ['italia'] },
  DK: { name: 'Denmark', aliases: [] },
  SE: { name: 'Sweden', aliases: [] },
  NO: { name: 'Norway', aliases: [] },
  FI: { name: 'Finland', aliases: [] },
  IS: { name: 'Iceland', aliases: [] },
  PL: { name: 'Poland', aliases: [] },
  CZ: { name: 'Czechia', aliases: ['czech republic'] },
  SK: { name: 'Slovakia', aliases: [] },
  HU: { name: 'Hungary', aliases: [] },
  RO: { name: 'Romania', aliases: [] },
  BG: { name: 'Bulgaria', aliases: [] },
  GR: { name: 'Greece', aliases: [] },
  HR: { name: 'Croatia', aliases: [] },
  RS: { name: 'Serbia', aliases: [] },
  UA: { name: 'Ukraine', aliases: [] },
  EE: { name: 'Estonia', aliases: [] },
  LV: { name: 'Latvia', aliases: [] },
  LT: { name: 'Lithuania', aliases: [] },
  TR: { name: 'Turkey', aliases: ['türkiye', 'turkiye'] },
  IL: { name: 'Israel', aliases: [] },
  AE: { name: 'United Arab Emirates', aliases: ['uae'] },
  SA: { name: 'Saudi Arabia', aliases: [] },
  EG: { name: 'Egypt', aliases: [] },
  ZA: { name: 'South Africa', aliases: [] },
  NG: { name: 'Nigeria', aliases: [] },
  KE: { name: 'Kenya', aliases: [] },
  IN: { name: 'India', aliases: [] },
  PK: { name: 'Pakistan', aliases: [] },
  SG: { name: 'Singapore', aliases: [] },
  MY: { name: 'Malaysia', aliases: [] },
  ID: { name: 'Indonesia', aliases: [] },
  PH: { name: 'Philippines', aliases: [] },
  TH: { name: 'Thailand', aliases: [] },
  VN: { name: 'Vietnam', aliases: ['viet nam'] },
  CN: { name: 'China', aliases: [] },
  HK: { name: 'Hong Kong', aliases: [] },
  TW: { name: 'Taiwan', aliases: [] },
  JP: { name: 'Japan', aliases: [] },
  KR: { name: 'South Korea', aliases: ['korea', 'republic of korea'] },
  AU: { name: 'Australia', aliases: [] },
  NZ: { name: 'New Zealand', aliases: [] },
};

const COUNTRY_BY_NAME = new Map<string, string>();
for (const [code, { name, aliases }] of Object.entries(COUNTRIES)) {
  COUNTRY_BY_NAME.set(name.toLowerCase(), code);
  for (const alias of aliases) COUNTRY_BY_NAME.set(alias, code);
}

/** The ISO code of a country given by name, alias or code; null when it is not a known country. */
export function countryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  if (lower.length === 2) return COUNTRIES[lower.toUpperCase()] ? lower.toUpperCase() : null;
  if (lower.length === 3 && lower === 'usa') return 'US';
  return COUNTRY_BY_NAME.get(lower) ?? null;
}

/** Broad regions remote postings name instead of a country. */
// biome-ignore format: a table reads better packed
export const REGIONS: Record<string, string> = {
  emea: 'EMEA', europe: 'Europe', eu: 'Europe', apac: 'APAC', asia: 'Asia', 'asia pacific': 'APAC',
  latam: 'LATAM', 'latin america': 'LATAM', 'north america': 'North America', americas: 'Americas',
  worldwide: 'Worldwide', global: 'Worldwide', anywhere: 'Worldwide', international: 'Worldwide',
};

/** Cities feeds often give without a state or country: name → [city as shown, state or '', country]. */
// biome-ignore format: a table reads better packed
export const KNOWN_CITIES: Record<string, readonly [string, string, string]> = {
  'new york': ['New York', 'NY', 'US'], 'new york city': ['New York', 'NY', 'US'], nyc: ['New York', 'NY', 'US'],
  manhattan: ['New York', 'NY', 'US'], brooklyn: ['Brooklyn', 'NY', 'US'],
  'san francisco': ['San Francisco', 'CA', 'US'], sf: ['San Francisco', 'CA', 'US'],
  'bay area': ['San Francisco', 'CA', 'US'], 'sf bay area': ['San Francisco', 'CA', 'US'],
  'san francisco bay area': ['San Francisco', 'CA', 'US'], 'los angeles': ['Los Angeles', 'CA', 'US'],
  la: ['Los Angeles', 'CA', 'US'], 'san diego': ['San Diego', 'CA', 'US'], 'san jose': ['San Jose', 'CA', 'US'],
  'palo alto': ['Palo Alto', 'CA', 'US'], 'mountain view': ['Mountain View', 'CA', 'US'],
  'menlo park': ['Menlo Park', 'CA', 'US'], sunnyvale: ['Sunnyvale', 'CA', 'US'],
  'santa clara': ['Santa Clara', 'CA', 'US'], oakland: ['Oakland', 'CA', 'US'], irvine: ['Irvine', 'CA', 'US'],
  seattle: ['Seattle', 'WA', 'US'], bellevue: ['Bellevue', 'WA', 'US'], redmond: ['Redmond', 'WA', 'US'],
  portland: ['Portland', 'OR', 'US'], boston: ['Boston', 'MA', 'US'], cambridge: ['Cambridge', 'MA', 'US'],
  chicago: ['Chicago', 'IL', 'US'], austin: ['Austin', 'TX', 'US'], dallas: ['Dallas', 'TX', 'US'],
  houston: ['Houston', 'TX', 'US'], 'san antonio': ['San Antonio', 'TX', 'US'], denver: ['Denver', 'CO', 'US'],
  boulder: ['Boulder', 'CO', 'US'], atlanta: ['Atlanta', 'GA', 'US'], miami: ['Miami', 'FL', 'US'],
  tampa: ['Tampa', 'FL', 'US'], orlando: ['Orlando', 'FL', 'US'], phoenix: ['Phoenix', 'AZ', 'US'],
  'salt lake city': ['Salt Lake City', 'UT', 'US'], 'las vegas': ['Las Vegas', 'NV', 'US'],
  minneapolis: ['Minneapolis', 'MN', 'US'], detroit: ['Detroit', 'MI', 'US'],
  philadelphia: ['Philadelphia', 'PA', 'US'], pittsburgh: ['Pittsburgh', 'PA', 'US'],
  'washington dc': ['Washington', 'DC', 'US'], 'washington, dc': ['Washington', 'DC', 'US'],
  'washington d.c.': ['Washington', 'DC', 'US'], dc: ['Washington', 'DC', 'US'],
  baltimore: ['Baltimore', 'MD', 'US'], nashville: ['Nashville', 'TN', 'US'], raleigh: ['Raleigh', 'NC', 'US'],
  charlotte: ['Charlotte', 'NC', 'US'], 'st. louis': ['St. Louis', 'MO', 'US'],
  'kansas city': ['Kansas City', 'MO', 'US'], columbus: ['Columbus', 'OH', 'US'], 'new orleans': ['New Orleans', 'LA', 'US'],
  toronto: ['Toronto', '', 'CA'], vancouver: ['Vancouver', '', 'CA'], montreal: ['Montreal', '', 'CA'],
  'montréal': ['Montreal', '', 'CA'], ottawa: ['Ottawa', '', 'CA'], calgary: ['Calgary', '', 'CA'],
  waterloo: ['Waterloo', '', 'CA'], london: ['London', '', 'GB'], manchester: ['Manchester', '', 'GB'],
  edinburgh: ['Edinburgh', '', 'GB'], dublin: ['Dublin', '', 'IE'], paris: ['Paris', '', 'FR'],
  berlin: ['Berlin', '', 'DE'], munich: ['Munich', '', 'DE'], 'münchen': ['Munich', '', 'DE'],
  hamburg: ['Hamburg', '', 'DE'], frankfurt: ['Frankfurt', '', 'DE'], amsterdam: ['Amsterdam', '', 'NL'],
  rotterdam: ['Rotterdam', '', 'NL'], brussels: ['Brussels', '', 'BE'], zurich: ['Zurich', '', 'CH'],
  'zürich': ['Zurich', '', 'CH'], geneva: ['Geneva', '', 'CH'], vienna: ['Vienna', '', 'AT'],
  madrid: ['Madrid', '', 'ES'], barcelona: ['Barcelona', '', 'ES'], lisbon: ['Lisbon', '', 'PT'],
  milan: ['Milan', '', 'IT'], rome: ['Rome', '', 'IT'], copenhagen: ['Copenhagen', '', 'DK'],
  stockholm: ['Stockholm', '', 'SE'], oslo: ['Oslo', '', 'NO'], helsinki: ['Helsinki', '', 'FI'],
  warsaw: ['Warsaw', '', 'PL'], krakow: ['Krakow', '', 'PL'], prague: ['Prague', '', 'CZ'],
  budapest: ['Budapest', '', 'HU'], bucharest: ['Bucharest', '', 'RO'], athens: ['Athens', '', 'GR'],
  'tel aviv': ['Tel Aviv', '', 'IL'], dubai: ['Dubai', '', 'AE'], bangalore: ['Bangalore', '', 'IN'],
  bengaluru: ['Bangalore', '', 'IN'], mumbai: ['Mumbai', '', 'IN'], 'new delhi': ['New Delhi', '', 'IN'],
  delhi: ['New Delhi', '', 'IN'], hyderabad: ['Hyderabad', '', 'IN'], pune: ['Pune', '', 'IN'],
  chennai: ['Chennai', '', 'IN'], gurgaon: ['Gurgaon', '', 'IN'], gurugram: ['Gurgaon', '', 'IN'],
  singapore: ['Singapore', '', 'SG'], tokyo: ['Tokyo', '', 'JP'], seoul: ['Seoul', '', 'KR'],
  shanghai: ['Shanghai', '', 'CN'], beijing: ['Beijing', '', 'CN'], 'hong kong': ['Hong Kong', '', 'HK'],
  taipei: ['Taipei', '', 'TW'], sydney: ['Sydney', '', 'AU'], melbourne: ['Melbourne', '', 'AU'],
  auckland: ['Auckland', '', 'NZ'], 'são paulo': ['São Paulo', '', 'BR'], 'sao paulo': ['São Paulo', '', 'BR'],
  'mexico city': ['Mexico City', '', 'MX'], 'buenos aires': ['Buenos Aires', '', 'AR'],
  bogota: ['Bogotá', '', 'CO'], 'bogotá': ['Bogotá', '', 'CO'], santiago: ['Santiago', '', 'CL'],
  'cape town': ['Cape Town', '', 'ZA'], lagos: ['Lagos', '', 'NG'], nairobi: ['Nairobi', '', 'KE'],
};
