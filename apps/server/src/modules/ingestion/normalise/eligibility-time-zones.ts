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
  'central europe(?:an)?(?: time)?|eastern europe(?:an)?(?: time)?|western europe(?:an)?(?: time)?|cet|cest|eet|eest|wet|gmt|utc|bst|eastern|central|mountain|pacific|alaska|hawaii|et|est|edt|ct|cst|cdt|mt|mst|mdt|pt|pst|pdt|ist|brt|sgt|jst|aest';
const OFFSET = String.raw`(?:UTC|GMT)\s*(?:([+\-−±])?\s*(\d{1,2})(?::?(\d{2}))?)?`;
const OFFSET_RANGE = new RegExp(String.raw`${OFFSET}\s*(?:to|-|–|—|and|through|until)\s*${OFFSET}`, 'i');
// "CET ± 3 hours", "CET (+/- 3 hours)", "within ±3 hours of CET", "within 3 hours of Eastern Time".
const AROUND = new RegExp(
  String.raw`\b(${ZONE_NAME})(?:\s+time)?\s*\(?\s*(?:\+\s*\/\s*-|±|\+-|plus or minus|plus\/minus)\s*(\d{1,2})\s*(?:hours?|hrs?|h)\b`,
  'i',
);
const WITHIN = new RegExp(
  String.raw`\bwithin\s*(?:\+\s*\/\s*-|±|\+-|plus or minus)?\s*(\d{1,2})\s*(?:hours?|hrs?|h)\s*(?:of|from)\s*(?:the\s+)?(${ZONE_NAME})\b`,
  'i',
);
// US zones by name, in a list: "Pacific, Mountain, Central, or Eastern time zones", "EST or CST time zone".
const NAMED_ZONES = new RegExp(
  String.raw`\b((?:(?:${ZONE_NAME})(?:\s+(?:standard\s+)?time)?(?:\s*(?:,|\/|\bor\b|\band\b|&))*\s*)+)\s*(?:\(?(?:[A-Z]{2,4})\)?\s*)?time\s?zones?\b`,
  'i',
);
const EUROPEAN_ZONES = /\bEuropean\s*time\s?zones\b/i;
const US_ZONES = /\b(U\.?S\.?A?|United States|American|North American)\s*(?:-based\s*)?time\s?zones?\b/i;
// The Americas from Pacific to Brazil and Argentina (UTC−3), at standard time.
const AMERICAS_ZONES = /\b(?:the\s+)?Americas\s*time\s?zones?\b/i;

// Working hours are not a place: "9am–5pm EST", "overlap with ET business hours", "available during Central
// business hours". A preference is not a rule either.
const SCHEDULE =
  /\b(business hours|working hours|work hours|core hours|office hours|overlap|available during|availability during|available to work|able to work|in alignment with|aligned with|align with|schedule|shift|\d{1,2}\s*(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\b/i;
const PREFERENCE = /\b(nice[- ]to[- ]have|prefer|preferred|preferably|ideally|bonus|a plus|is a plus)\b/i;

function signed(sign: string | undefined, hours: string | undefined, minutes: string | undefined): number {
  if (!hours) return 0;
  const value = Number(hours) + (minutes ? Number(minutes) / 60 : 0);
  return sign === '-' || sign === '−' ? -value : value;
}

/**
 * The span of UTC offsets a sentence says the person hired must be within, or null when it names none or
 * only describes working hours or a preference.
 */
export function timeZoneRange(sentence: string): TimeZoneRange | null {
  if (PREFERENCE.test(sentence)) return null;
  const range = OFFSET_RANGE.exec(sentence);
  if (range && !/\bhours\b/i.test(sentence.slice(0, range.index).slice(-25))) {
    const a = signed(range[1], range[2], range[3]);
    const b = signed(range[4], range[5], range[6]);
    return { from: Math.min(a, b), to: Math.max(a, b) };
  }
  const around = AROUND.exec(sentence) ?? null;
  if (around) {
    const centre = zoneOffset(around[1]!);
    const spread = Number(around[2]);
    if (centre !== null) return { from: centre - spread, to: centre + spread };
  }
  const within = WITHIN.exec(sentence);
  if (within) {
    const centre = zoneOffset(within[2]!);
    const spread = Number(within[1]);
    if (centre !== null) return { from: centre - spread, to: centre + spread };
  }
  if (SCHEDULE.test(sentence)) return null;
  if (US_ZONES.test(sentence)) return { from: -8, to: -5 };
  if (AMERICAS_ZONES.test(sentence)) return { from: -8, to: -3 };
  // Western, Central and Eastern European time.
  if (EUROPEAN_ZONES.test(sentence)) return { from: 0, to: 2 };
  const named = NAMED_ZONES.exec(sentence);
  if (named) {
    const offsets = named[1]!
      .split(/(?:\s*(?:,|\/|\bor\b|\band\b|&)\s*)+/i)
      .map((z) => zoneOffset(z.replace(/\s+(?:standard\s+)?time$/i, '')))
      .filter((o): o is number => o !== null);
    if (offsets.length > 0) return { from: Math.min(...offsets), to: Math.max(...offsets) };
  }
  return null;
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
