/** A span of UTC offsets in hours at standard time, both ends included (Eastern is −5, CET +1). */
export interface TimeZoneRange {
  from: number;
  to: number;
}

// Standard-time offsets of the zones postings name. Daylight names count as their zone ("EDT" is Eastern).
const ZONES: [RegExp, number][] = [
  [/^(central europe(an)?( time)?|cet|cest)$/i, 1],
  [/^(eastern europe(an)?( time)?|eet|eest)$/i, 2],
  [/^(western europe(an)?( time)?|wet|west|gmt|utc|bst|uk( time)?|greenwich)$/i, 0],
  [/^(eastern|et|est|edt)$/i, -5],
  [/^(central|ct|cst|cdt)$/i, -6],
  [/^(mountain|mt|mst|mdt)$/i, -7],
  [/^(pacific|pt|pst|pdt)$/i, -8],
  // Cities a zone is told by: "+/- 2h from Paris", "within 3 hours of New York".
  [/^(paris|berlin|amsterdam|madrid|rome|stockholm|warsaw)$/i, 1],
  [/^(london|lisbon|dublin)$/i, 0],
  [/^(new york|nyc|boston|toronto)$/i, -5],
  [/^(chicago|austin)$/i, -6],
  [/^(san francisco|sf|los angeles|seattle|vancouver)$/i, -8],
  [/^(alaska|akst)$/i, -9],
  [/^(hawaii|hst)$/i, -10],
  [/^(ist|india)$/i, 5.5],
  [/^(brt|brazil)$/i, -3],
  [/^(sgt)$/i, 8],
  [/^(jst)$/i, 9],
  [/^(aest|aedt)$/i, 10],
];

function zoneOffset(name: string): number | null {
  const key = name.trim().replace(/\s+/g, ' ');
  for (const [re, offset] of ZONES) if (re.test(key)) return offset;
  return null;
}

const ZONE_NAME =
  'central europe(?:an)?(?: time)?|eastern europe(?:an)?(?: time)?|western europe(?:an)?(?: time)?|cet|cest|eet|eest|wet|gmt|utc|bst|eastern|central|mountain|pacific|alaska|hawaii|et|est|edt|ct|cst|cdt|mt|mst|mdt|pt|pst|pdt|ist|brt|sgt|jst|aest|paris|berlin|amsterdam|madrid|rome|stockholm|warsaw|london|lisbon|dublin|new york|nyc|boston|toronto|chicago|austin|san francisco|los angeles|seattle|vancouver';
const OFFSET = String.raw`(?:UTC|GMT)\s*(?:([+\-−±])?\s*(\d{1,2})(?::?(\d{2}))?)?`;
// The far end may drop the zone's name: "between UTC -5 and +4".
const FAR_OFFSET = String.raw`(?:(?:UTC|GMT)\s*(?:([+\-−±])?\s*(\d{1,2})(?::?(\d{2}))?)?|([+\-−])\s*(\d{1,2})(?::?(\d{2}))?\b)`;
const OFFSET_RANGE = new RegExp(String.raw`${OFFSET}\s*(?:to|-|–|—|and|through|until)\s*${FAR_OFFSET}`, 'i');
const PLUS_MINUS = String.raw`(?:\+\s*\/\s*-|±|\+-|plus or minus|plus\/minus)`;
const HOURS = String.raw`(?:hours?|hrs?|h)`;
// "CET ± 3 hours", "CET (+/- 3 hours)", "CET±3", "UTC+1 ± 3 hours", "GMT +/- 2", "(UTC+2) +-2".
const AROUND = new RegExp(
  String.raw`\b(?:(${ZONE_NAME})|(?:UTC|GMT)\s*([+\-−])\s*(\d{1,2}))(?:\s+time)?\s*\)?\s*\(?\s*${PLUS_MINUS}\s*(\d{1,2})\s*(?:${HOURS}\b)?`,
  'i',
);
// "within ±3 hours of CET", "within 3 hours of Eastern Time", "+/- 3 hours CET", "±2h of CET".
const WITHIN = new RegExp(
  String.raw`(?:\bwithin\s*${PLUS_MINUS}?|${PLUS_MINUS})\s*(\d{1,2})\s*${HOURS}\s*(?:(?:of|from|around)\s*)?(?:the\s+)?(${ZONE_NAME})\b`,
  'i',
);
// "CET -2 / +2", "CET -1/+3 hours".
const UNEVEN = new RegExp(
  String.raw`\b(${ZONE_NAME})\s*\(?\s*[-−]\s*(\d{1,2})\s*${HOURS}?\s*(?:\/|,|to|and)\s*\+\s*(\d{1,2})\b`,
  'i',
);
// Offsets written before the zone they count from: "-2 CET - +2 CET", "-3 GMT to +1 GMT".
const BEFORE_ZONE = new RegExp(
  String.raw`(?:^|[\s(])([-−+])\s*(\d{1,2})\s*${HOURS}?\s*(${ZONE_NAME})\s*(?:-|–|—|to|and|\/)\s*([-−+])\s*(\d{1,2})\s*${HOURS}?\s*\3\b`,
  'i',
);
// "PST-EST", "PT to ET", "Pacific through Eastern": two zones as the ends of a span. Two-letter zones that are
// also US state codes (CT, MT) are left out.
const SPAN_ZONE =
  'central europe(?:an)?|eastern europe(?:an)?|cet|eet|gmt|eastern|central|mountain|pacific|et|est|edt|cst|cdt|mst|mdt|pt|pst|pdt';
const ZONE_SPAN = new RegExp(
  String.raw`\b(${SPAN_ZONE})(?:\s+time)?\s*(?:-|–|—|to|through)\s*(${SPAN_ZONE})(?:\s+time)?\b`,
  'i',
);
// One offset: "GMT+2 timezone", "CST (UTC-6)".
const ONE_OFFSET = /\b(?:UTC|GMT)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?\b/i;
// A zone named alone where a place is expected (a location field, a title's remote part, "Time zone: CET").
const LONE_ZONE = /\b(CET|CEST|EET|EEST|WET|GMT|UTC|EST|EDT|CST|CDT|MST|MDT|PST|PDT|AEST)\b/;
// US zones by name, in a list: "Pacific, Mountain, Central, or Eastern time zones", "EST or CST time zone".
const NAMED_ZONES = new RegExp(
  String.raw`\b((?:(?:${ZONE_NAME})(?:\s+(?:standard\s+)?time)?(?:\s*(?:,|\/|\bor\b|\band\b|&))*\s*)+)\s*(?:\(?(?:[A-Z]{2,4})\)?\s*)?time\s?zones?\b`,
  'i',
);
// Parts of the world named for their time zones: "US time zones", "US or Europe timezone", "EU/US time zones",
// "the Americas time zones", "European timezones". Each is a span at standard time.
// "US + Canada timezones", "East-Coast US Timezone", "the US East Coast Time Zone".
const AREA_NAME = String.raw`(?:U\.?S\.?A?\s+)?East[- ]Coast(?:\s+U\.?S\.?A?)?|(?:U\.?S\.?A?\s+)?West[- ]Coast(?:\s+U\.?S\.?A?)?|U\.?S\.?A?|United States|North American?|American|Americas|Canada|Canadian|EU|Europe|European|the Americas`;
const AREA_ZONES = new RegExp(
  String.raw`\b((?:(?:${AREA_NAME})\s*(?:\/|\bor\b|\band\b|&|\+)?\s*)+)\s*(?:-based\s*)?time\s?-?zones?\b`,
  'i',
);
const AREA_ZONES_ALL = new RegExp(AREA_ZONES.source, 'gi');
// Zones and parts of the world in one list: "the European or EST time zones" is Europe's span and Eastern.
const ZONE_SEPARATOR = /(?:\s*(?:,|\/|\bor\b|\band\b|&)\s*)+/i;
const MIXED_ZONES = new RegExp(
  String.raw`\b((?:(?:${ZONE_NAME}|${AREA_NAME})(?:\s+(?:standard\s+)?time)?(?:\s*(?:,|\/|\bor\b|\band\b|&))*\s*)+)\s*time\s?-?zones?\b`,
  'i',
);
function mixedZones(sentence: string): TimeZoneRange[] {
  const list = MIXED_ZONES.exec(sentence);
  if (!list) return [];
  const zones: number[] = [];
  const areas: TimeZoneRange[] = [];
  for (const item of list[1]!.split(ZONE_SEPARATOR)) {
    const name = item.replace(/\s+(?:standard\s+)?time$/i, '').trim();
    if (!name) continue;
    // "Central US" is the zone, the area only saying whose.
    const zone = zoneOffset(name) ?? zoneOffset(name.split(/\s+/)[0]!);
    const area = zone === null ? areaSpan(name) : null;
    if (zone !== null) zones.push(zone);
    else if (area) areas.push(area);
  }
  if (zones.length === 0 || areas.length === 0) return [];
  return [span(Math.min(...zones), Math.max(...zones)), ...areas];
}
/** The words with "US time zones", "EU/US timezones" taken out: a time zone there, not a place to live in. */
export const withoutAreaZones = (text: string) => text.replace(AREA_ZONES_ALL, ' ');

function areaSpan(name: string): TimeZoneRange | null {
  const key = name.replace(/\./g, '').trim().toLowerCase();
  if (/^(?:the )?americas$/.test(key)) return { from: -8, to: -3 };
  // Western, Central and Eastern European time.
  if (/^(?:eu|europe|european)$/.test(key)) return { from: 0, to: 2 };
  if (/^(?:usa?|united states|american)$/.test(key)) return { from: -8, to: -5 };
  // Pacific to Atlantic.
  if (/^(?:north american?|canada|canadian)$/.test(key)) return { from: -8, to: -4 };
  if (/^(?:(?:usa? )?east[- ]coast(?: usa?)?)$/.test(key)) return { from: -5, to: -5 };
  if (/^(?:(?:usa? )?west[- ]coast(?: usa?)?)$/.test(key)) return { from: -8, to: -8 };
  return null;
}

/** Spans that overlap are one span: "US + Canada timezones" is Pacific to Atlantic. */
function merged(spans: TimeZoneRange[]): TimeZoneRange[] {
  const out: TimeZoneRange[] = [];
  for (const z of [...spans].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && z.from <= last.to) last.to = Math.max(last.to, z.to);
    else out.push({ ...z });
  }
  return out;
}

// Working hours are not a place: "9am–5pm EST", "overlap with ET business hours", "available during Central
// business hours". A preference is not a rule either.
const SCHEDULE =
  /\b((?:[ECMP][SD]?T|[ECMP]T|CET|GMT|UTC|eastern|central|mountain|pacific)\s+hours|business hours|working hours|work hours|core hours|office hours|overlap|meetings?|compatib\w*|available during|availability during|available to work|able to work|in alignment with|aligned with|align with|schedule|shift|\d{1,2}\s*(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\b/i;
const PREFERENCE =
  /\b(nice[- ]to[- ]have|prefer|preferred|preferably|ideally|bonus|a plus|is a plus|would be (?:easier|best|better|great|ideal)|or (?:can|are able to|willing to) (?:align|adjust|shift))\b/i;
// "You MUST be on USA Eastern time or within an hour time difference": the zone and the hours around it.
const ON_ZONE_OR_WITHIN = new RegExp(
  String.raw`\b(?:on|in)\s+(?:the\s+)?(?:U\.?S\.?A?\s+)?(${ZONE_NAME})(?:\s+(?:standard\s+)?time)?(?:\s*-?\s*zone)?\s*,?\s*or\s+within\s+(\d{1,2}|an?|one|two|three|four)\s*(?:hours?|hrs?|h)\b`,
  'i',
);
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

function signed(sign: string | undefined, hours: string | undefined, minutes: string | undefined): number {
  if (!hours) return 0;
  const value = Number(hours) + (minutes ? Number(minutes) / 60 : 0);
  return sign === '-' || sign === '−' ? -value : value;
}

const span = (a: number, b: number): TimeZoneRange => ({ from: Math.min(a, b), to: Math.max(a, b) });
const around = (centre: number | null, below: number, above: number) =>
  centre === null ? null : { from: centre - below, to: centre + above };

/**
 * The spans of UTC offsets a sentence says the person hired must be within (empty when it names none or only
 * describes working hours or a preference). `lone` reads a zone or offset named alone ("Remote (EST)", "GMT+2"),
 * for the words a board puts where a place goes: its location field, a title's remote part, "Time zone: CET".
 */
export function timeZoneRanges(sentence: string, options: { lone?: boolean } = {}): TimeZoneRange[] {
  if (PREFERENCE.test(sentence)) return [];
  // Before a range of offsets: "-3 GMT to +1 GMT" holds "GMT to +1", which is not what it says.
  const before = BEFORE_ZONE.exec(sentence);
  if (before) {
    const centre = zoneOffset(before[3]!);
    if (centre !== null)
      return [
        span(
          centre + signed(before[1], before[2], undefined),
          centre + signed(before[4], before[5], undefined),
        ),
      ];
  }
  const range = OFFSET_RANGE.exec(sentence);
  if (range && !/\bhours\b/i.test(sentence.slice(0, range.index).slice(-25))) {
    const far = range[8] ? signed(range[7], range[8], range[9]) : signed(range[4], range[5], range[6]);
    return [span(signed(range[1], range[2], range[3]), far)];
  }
  const plusMinus = AROUND.exec(sentence);
  if (plusMinus) {
    const centre = plusMinus[1] ? zoneOffset(plusMinus[1]) : signed(plusMinus[2], plusMinus[3], undefined);
    const zone = around(centre, Number(plusMinus[4]), Number(plusMinus[4]));
    if (zone) return [zone];
  }
  const within = WITHIN.exec(sentence);
  if (within) {
    const zone = around(zoneOffset(within[2]!), Number(within[1]), Number(within[1]));
    if (zone) return [zone];
  }
  const onOrWithin = ON_ZONE_OR_WITHIN.exec(sentence);
  if (onOrWithin) {
    const hours = COUNT[onOrWithin[2]!.toLowerCase()] ?? Number(onOrWithin[2]);
    const zone = around(zoneOffset(onOrWithin[1]!), hours, hours);
    if (zone) return [zone];
  }
  const uneven = UNEVEN.exec(sentence);
  if (uneven) {
    const zone = around(zoneOffset(uneven[1]!), Number(uneven[2]), Number(uneven[3]));
    if (zone) return [zone];
  }
  if (SCHEDULE.test(sentence)) return [];
  const ends = ZONE_SPAN.exec(sentence);
  if (ends) {
    const a = zoneOffset(ends[1]!);
    const b = zoneOffset(ends[2]!);
    if (a !== null && b !== null && a !== b) return [span(a, b)];
  }
  const mixed = mixedZones(sentence);
  if (mixed.length > 0) return mixed;
  // Zones by name first: "Eastern/Central US timezone" is those two, not every US zone.
  const named = NAMED_ZONES.exec(sentence);
  if (named) {
    const offsets = named[1]!
      .split(/(?:\s*(?:,|\/|\bor\b|\band\b|&)\s*)+/i)
      .map((z) => zoneOffset(z.replace(/\s+(?:standard\s+)?time$/i, '')))
      .filter((o): o is number => o !== null);
    if (offsets.length > 0) return [span(Math.min(...offsets), Math.max(...offsets))];
  }
  const areas = AREA_ZONES.exec(sentence);
  if (areas) {
    const spans = areas[1]!
      .split(/\s*(?:\/|\bor\b|\band\b|&|\+)\s*/i)
      .map((name) => areaSpan(name))
      .filter((z): z is TimeZoneRange => z !== null);
    if (spans.length > 0) return merged(spans);
  }
  const offset = ONE_OFFSET.exec(sentence);
  if (offset && (options.lone || /time\s?-?zones?/i.test(sentence))) {
    const value = signed(offset[1], offset[2], offset[3]);
    return [{ from: value, to: value }];
  }
  if (options.lone) {
    const lone = LONE_ZONE.exec(sentence);
    const value = lone ? zoneOffset(lone[1]!) : null;
    if (value !== null) return [{ from: value, to: value }];
  }
  return [];
}

/** The first span a sentence names (timeZoneRanges), or null. */
export function timeZoneRange(sentence: string, options: { lone?: boolean } = {}): TimeZoneRange | null {
  return timeZoneRanges(sentence, options)[0] ?? null;
}

/** A span as a card shows it: "UTC−8 to UTC−5", "UTC+1". */
export function timeZoneLabel(range: TimeZoneRange): string {
  const one = (o: number) => {
    if (o === 0) return 'UTC';
    const h = Math.trunc(Math.abs(o));
    const m = Math.round((Math.abs(o) - h) * 60);
    return `UTC${o < 0 ? '−' : '+'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
  };
  return range.from === range.to ? one(range.from) : `${one(range.from)} to ${one(range.to)}`;
}
