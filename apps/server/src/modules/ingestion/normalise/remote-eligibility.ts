import { cityPlace, type EligibilityRegion, namedPlaces, type Place } from './eligibility-places.ts';
import {
  type TimeZoneRange,
  timeZoneLabel,
  timeZoneRanges,
  withoutAreaZones,
} from './eligibility-time-zones.ts';
import type { Geography } from './geo.ts';
import { postingSentences } from './sentences.ts';

export type { EligibilityRegion } from './eligibility-places.ts';
export type { TimeZoneRange } from './eligibility-time-zones.ts';

/**
 * Where a remote job may be done from, as the posting words it: the countries (ISO alpha-2), US states (postal
 * codes), regions and time zones it is open to, those it excludes, or anywhere; with the sentences that said so.
 */
export interface RemoteEligibility {
  anywhere: boolean;
  include: {
    countries: string[];
    usStates: string[];
    regions: EligibilityRegion[];
    timeZones: TimeZoneRange[];
  };
  exclude: { countries: string[]; usStates: string[] };
  /** The words that decided it, for the card: the first description sentence if one spoke, else the title or location. */
  sentence: string;
  /** Every sentence (or title, or location field) that gave a reading, in the order read. */
  sentences: string[];
}

export interface EligibilityPosting {
  title: string;
  /** The board's own location text ("Remote - US", "USA, Canada", "CET +/- 3 HOURS"). */
  location?: string | null;
  /** The plain-text description (text.ts's conversion of the posting's HTML). */
  description?: string | null;
  /** The description's sentences when the caller has them already (postingSentences). */
  sentences?: readonly string[];
}

// --- Which sentences speak about where the person hired may be -------------------------------------------

// Someone must be based, live or be allowed to work somewhere; the job is open to, or remote within, a place.
const INCLUDE_CUES: RegExp[] = [
  // "Our monitors are currently live in hospitals": live as a word of things, not of people.
  /\b(based|located|locate|living|(?<!\b(?:is|are|be|been|go|goes|went|going)\s+(?:currently\s+|now\s+|already\s+)?)live|lives|reside|resides|residing|resident|residents|domiciled|situated)\s+(?:\w+\s+){0,3}?(?:in|within|inside|throughout|across|out of)\b/i,
  /\bremote(?:ly)?\b[^.]{0,50}?\b(?:in|within|from|across|throughout)\b(?!\s+(?:the\s+)?(?:office|home|hub))/i,
  /\b(?:open to|available to|available for|hiring (?:in|from)|hire (?:in|from)|recruiting (?:in|from)|accepting applications from|(?:candidates|applicants) (?:from|in|across|based|located|living|residing))\b/i,
  /\bonly\b/i,
  /\b(?:eligible|authori[sz]ed|permitted|legally able|able) to (?:live and )?work (?:\w+ ){0,6}?(?:in|within|from)\b/i,
  /\b(?:right to work|work authori[sz]ation|work permit)\b/i,
  /\b(?:U\.?S\.?A?|U\.?K\.?|EU|EMEA|APAC|LATAM|[A-Z][a-z]+)-based(?:[, ]+\w+){0,3}?[, ]+(?:role|position|job|candidates?|applicants?|hires?|talent)\b/,
  /\bwork from wherever you (?:want|like)\b/i,
  /^(?:job |work |remote |office |role )?locations?(?:\s*\(s\))?\s*(?:eligibility|requirements?)?\s*[:：\-–]/i,
  /\bwork locations?(?:\s*\(s\))?\b/i,
  /^(?:time ?zones?|region|geography|countries|where)\s*[:：]/i,
  // A heading over a list of states: "Eligible states:", "Approved U.S. states (as of today):".
  /^(?:\w+\s+){0,2}?(?:U\.?S\.?\s+)?states?\s*(?:\([^)]*\)\s*)?[:：]/i,
  /\b(?:able|licensed|registered|set up) to (?:hire|employ|support (?:employees|employment|team members|remote))\b[^.]{0,40}?\b(?:in|from)\b/i,
];
// A sentence that announces its list on the lines below without a colon: "We hire in the following states".
// A heading of its own over a list: "Eligible States", "Approved U.S. states (as of today)", "Hiring locations".
const HEADING_AHEAD =
  /^(?:(?:eligible|approved|hiring|supported|available|current|remote)\s+){1,2}(?:U\.?S\.?\s+)?(?:states|locations|countries)(?:\s*\([^)]*\))?\s*$/i;
const LIST_AHEAD = /\b(?:following|these|below)\s+(?:U\.?S\.?\s+)?(?:states|countries|locations)\s*\.?\s*$/i;
// The part of a sentence after one of these names places that are left out.
const EXCLUDE_CUE =
  /\b(?:except(?: for| in)?|excluding|exclusion of|other than|with the exception of|not (?:currently )?(?:able|eligible|authori[sz]ed|set up|registered) to (?:hire|employ|work|operate|support employment)[^.]{0,30}?(?:in|from)|unable to (?:hire|employ|support|accommodate|accept)[^.]{0,40}?(?:in|from)|cannot (?:hire|employ|accept|support)[^.]{0,40}?(?:in|from)|not (?:currently )?(?:hiring|considering|accepting)[^.]{0,40}?(?:in|from)|(?:is|are) not (?:currently )?(?:open|available)(?: to| for)?[^.]{0,40}?(?:in|from)|(?:but|and) not(?: in| from)?|,\s*not (?:in|from))\b/i;
// Sentences about the company, its team, customers or pay name places that say nothing about the hire…
const ABOUT_THE_COMPANY =
  /\b(?:we(?:'re|’re| are) (?:a )?(?:fully |100% |all )?(?:remote|distributed|based)|we(?:'re|’re| are) [^.,]{0,25}\b(?:based|located) in|offices?|headquarter(?:s|ed)|HQ|hubs?|customers?|clients?|partners?|users?|members|workforce|investors?|serv(?:e|es|ed|ing)|operat(?:e|es|ing) in|presence|founded|nationalities|employees|team members|teams?|colleagues|consultants|people|staff|executives?|founders?|managers?|leadership|company|startup|firm|agency|studio|organi[sz]ation|org|we are (?:a|an|the)|our (?:team|people|company|employees|workforce)|(?:some of )?our (?:\w+ ){0,2}(?:engineers|developers|designers)|benefits?|insurance|401k|salary|salaries|pay|compensation|stipend|perks|travel|visit|conference|sponsor\w*|visas?|relocat\w*)\b/i;
// A preference is not a rule: "a preference for candidates in Miami", "being located in EST is strongly preferred".
const PREFERENCE =
  /\b(?:prefer\w*|ideally|ideal candidates?|nice[- ]to[- ]have|is a plus|bonus points|would be (?:easier|best|better|great|ideal))\b/i;
// Where the company's own offices are, whoever the sentence addresses ("While this role is remote, we have
// office hubs in Los Angeles, Chicago and New York").
const OFFICES =
  /\b(?:(?:we have|our) (?:\w+ )?(?:offices?|hubs?|headquarters|HQ)|headquartered|(?:offices?|hubs?|headquarters|HQ) (?:is |are )?(?:located|based) in)\b/i;
// "Though we're based in New York, we're open to working with anyone within the continental US": the clause that
// concedes where the company is says nothing about the hire.
const COMPANY_CONCEDED =
  /^\s*(?:(?:al)?though|while|whilst)\s+(?:we(?:'re|’re| are)|our (?:team|company|office) is)\s+[^,]{0,25}?\b(?:based|located|headquartered)\s+in\b[^,]{1,60},\s*/i;
// Someone else's whereabouts: "He is fully remote in Italy and will be always ready to support you", "working
// directly with a technical executive (usually) based in New York".
const SOMEONE_ELSE =
  /(?:^|[.;:]\s*)(?:he|she|they) (?:is|are|works?|lives?)\b|\b(?:with|alongside|for|to) (?:a|an|the|our) (?:\w+ ){1,3}(?:\([^)]*\) )?(?:based|located|living) in\b/i;
// "Ukrainians who live outside of Ukraine": the place named after "outside" is where the hire is not.
const OUTSIDE = /\boutside(?:\s+of)?\s+(?:the\s+)?\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)*/gu;
// "Remote within the United States or Hybrid for associate in Chico, CA": after remote, the places of a hybrid or
// on-site choice are offices.
const THEN_HYBRID = /(\bremote(?:ly)?\b.*?)\s+or\s+(?:hybrid|on-?site|in[- ]office)\b(?!\s*\)).*$/i;
// "Whenever you need them, wherever you are": a product's words, not the job's.
const WHENEVER = /\bwhenever\b/i;
// Brackets after a zone or an offset name the zone's places, not the hire's: "overlap 08:00 to 18:00 CEST (Sweden)",
// "between UTC (UK etc.) and +2 (most of Europe and Africa)".
const ZONE_BRACKETS =
  /(\b(?:[ECMP][SD]?T|CES?T|EES?T|WET|GMT|UTC|BST)|[+\-−]\s*\d{1,2}(?::\d\d)?)\s*\((?=\s*\p{L})[^)]*\)/gu;
// An example is not a rule: "(e.g., residing in Georgia while working at a Florida location)".
const EXAMPLE = /\((?:e\.g\.|for example|for instance|i\.e\.)[^)]*\)/gi;
// …unless they address the hire directly.
const ABOUT_THE_HIRE =
  /\b(?:(?:able|licensed|registered|set up) to (?:hire|employ|support (?:employees|employment|team members|remote))|must|need to|needs to|required|requirement|only|eligible|open to|candidates?|applicants?|this (?:role|position|job|opportunity)|the (?:role|position)|you (?:must|should|need|will need|are required|have to|can|may)|join (?:our|the) team|(?:we are|we're) (?:looking for|seeking|hiring))\b/i;
// Pay and benefits differ by place ("if based in our New York hub, the range is…"); they never say who may apply.
const PAY_AND_BENEFITS =
  /\b(?:salary|salaries|pay range|base pay|compensation|benefits?|bonus|equity|insurance|401k|stipend|perks)\b/i;
// "Work from anywhere", "you can be based anywhere", "Remote (Worldwide)", "we hire globally", "Location: Anywhere".
const ANYWHERE_WORDS = new RegExp(
  [
    String.raw`(?:work|working|based|located|live|living|reside|performed|done|collaborate) (?:from |remotely from |in )?anywhere(?! in (?!the world))`,
    // Of the hire, not of a product's users ("spend their money in any store anywhere in the world").
    String.raw`(?:you|candidates?|applicants?|people|anyone|talent|members?|work|working|remote(?:ly)?|based|live|join|hire|hiring|apply|looking for|seeking)\b[^.]{0,40}?anywhere (?:in|on|around|across) the (?:world|globe|planet)`,
    String.raw`from any (?:country|location|place)(?! in (?!the world))`,
    String.raw`no location restrictions?|location[- ]independent|work from wherever you`,
    String.raw`(?:candidates|people|applicants|talent|anyone) (?:from|based) anywhere(?! in (?!the world))`,
    String.raw`wherever you(?:'re|’re)? (?:are|live|are based|are located|based|located|call home|happen to be)(?=\s*(?:[.,;!)]|$|in the world))`,
    String.raw`(?:open to|welcomes?|accept(?:s|ing)?) (?:candidates|applicants|applications|people|talent|anyone)?[^.]{0,20}?\ball (?:over|around) the (?:world|globe|planet)`,
    String.raw`(?:candidates|applicants) (?:from|based|located) all (?:over|around) the (?:world|globe|planet)`,
    String.raw`(?:location|role|position|job) is open to anywhere(?! in (?!the world))`,
    String.raw`(?:in|from) (?:any|whatever|whichever) time ?-?zones?(?: (?:fits|suits) you| you (?:like|want|prefer|choose))?(?!\s+(?:in|within|between|from)\b)`,
    String.raw`(?:anyone|any (?:student|candidate|applicant|person|developer|engineer)s?) anywhere(?! in (?!the world))`,
    String.raw`regardless of (?:your )?(?:location|where you live|where you are)`,
    String.raw`no restrictions on where you (?:can|may) (?:be located|live|work)`,
    String.raw`(?:does not|doesn't|doesn’t|do not|don't|don’t) (?:matter|care) where you (?:live|are|work|are based|are located)`,
    String.raw`(?:remote|hiring|hire|open to candidates|candidates|applicants)[\s(,:–-]*(?:worldwide|globally)`,
    String.raw`open to (?:worldwide|global|international) (?:candidates|applicants|talent)`,
    String.raw`(?:position|role|job) is open (?:worldwide|globally)`,
    String.raw`remote\s*[-–—,:]\s*work(?:ing)? globally`,
    String.raw`location\s*[:：]\s*(?:fully\s+|100%\s+)?remote\s*[(\-–,]\s*(?:global|worldwide|anywhere)\b`,
    String.raw`^(?:job |work )?(?:locations?|regions?)\s*[:：]\s*(?:anywhere|worldwide|global(?:ly)?)(?=\s*\.?\s*$)`,
  ]
    .map((x) => `(?:${x})`)
    .join('|')
    .replace(/^/, String.raw`\b(?:`)
    .concat(String.raw`)\b`),
  'i',
);
const ANYWHERE_IN =
  /\b(?:work|working|live|living|based|located|reside|hire|hiring)\s+(?:remotely\s+)?(?:from\s+)?anywhere\s+(?:in|within|across)\s+(?=(?:the\s+)?[A-Z])/;
// "Anywhere" said of this position holds beside a named place; said of the company it yields to one.
const OF_THE_POSITION = /\b(?:this|the) (?:role|position|job)\b|\bposition\b/i;
const EVERYWHERE =
  /\b(?:in the world|on the (?:globe|planet)|worldwide|globally|any country|no (?:location )?restrictions)\b/i;
// Notices that name places for another reason: privacy law, arbitration, pay zones ("All other cities and
// states excluding California…").
const NOT_ABOUT_WHERE =
  /\b(?:privacy|notice|gdpr|ccpa|personal (?:data|information)|arbitration|cost of living)\b|\ball other (?:cities|locations|states|areas|metro)/i;
// A list of several US states is a list of where the hire may live, whatever words lead it ("Available States:
// Utah, Texas, Florida…"), once the sentence is known not to be about offices, pay, benefits or notices.
// Pay geography lists states too ("US Zone 2: Austin (TX) metro, Chicago metro, California (outside SF metro)…").
const STATE_LIST_SIZE = 4;
// A licence held in a state ties a clinician to it: "Qualifications: LCSW, LMFT, LPC, in Tennessee."
const LICENCE_IN =
  /\b(?:licen[cs]ed|licen[cs]ure|licen[cs]es?|LCSW|LMFT|LPCC?|LCPC|LMHC|LICSW|APRN|PMHNP)\b[^.;]{0,40}?\bin\s+(?:the\s+state\s+of\s+)?[A-Z]/;
const PAY_GEOGRAPHY = /\b(?:zones?|tiers?|metros?|metropolitan|areas?|excludes?|outside)\b/i;
const ALMOST = /\b(?:almost|nearly|most) anywhere\b/i;
// The company's mission, not this job: "a mission to help people work from anywhere".
const MISSION =
  /\b(?:mission|help(?:s|ing)? (?:people|teams|companies|workers|anyone|everyone))\b[^.]{0,40}\bwork from anywhere\b/i;
// A list of places that ends in "or wherever you are" names examples, not a limit.
const OR_WHEREVER =
  /\b(?:or|and) (?:wherever|anywhere) (?:else )?(?:you (?:are|live|happen to be)|in the world)\b/i;
const TIME_ZONE_WORDS =
  /time ?-?zones?|\bUTC|\bGMT|±|\+\s*\/\s*-|[+\-−]\s*\d{1,2}\s*(?:h|hrs?|hours?)?\s*(?:CET|GMT|UTC|EST|PST)\b|\bwithin\s+\d{1,2}\s*(?:hours?|hrs?|h)\s+(?:of|from)\b|\bor\s+within\s+(?:an?|one|two|three|four|\d{1,2})\s*(?:hours?|hrs?|h)\b/i;
// "Time zone: CET", "Timezone: EST": a heading that names a zone alone.
const TIME_ZONE_HEADING = /^(?:preferred\s+)?time\s?-?zones?\s*(?:\([^)]*\)\s*)?[:：]/i;
// A clause of its own: "remote anywhere in the USA, but many people you'd work with are based in Minneapolis".
// "…our Waltham, MA office or remotely in the EST/CST/MST/PST timezones": the office is one clause, remote another;
// a header's fields ("Boston, MA | Onsite or Remote in USA") are clauses of their own, a list of state codes
// joined by pipes is not ("AZ | CO | FL").
const CLAUSE_BREAK =
  /\s*(?:;|\s\|\s(?![A-Z]{2}\b)|\s[*•]\s|\s[-–—]\s(?=(?:we|our|they)\b)|,?\s+but\s+|,?\s+however,?\s+|,?\s+although\s+|,?\s+whereas\s+|,?\s+or\s+(?=remote(?:ly)?\b))\s*/i;
const WORLDWIDE_FIELD = /\b(?:anywhere|worldwide|world ?wide|global(?:ly)?|international)\b/i;
// Places offered beside remote work as another choice are offices: "We are hiring in SF, Hamburg (Germany) and
// Remote.", "Location: Austin, TX or Hybrid Remote."
const OFFICES_BESIDE_REMOTE =
  /(?:,|\band\b|\bor\b|&|\/|\+)\s*(?:(?:hybrid|fully|full)\s+)?remote(?:ly)?(?:\s+(?:work|working|option|possible|ok|friendly))?\s*[.!)]?\s*$/i;
// "Locations: San Francisco, California; San Diego, California; Remote": places listed as other choices than remote.
const OFFICES_THEN_REMOTE = /;\s*(?:fully\s+|full\s+)?remote(?:ly)?\s*[.!]?\s*$/i;
// Words of a location field that are not places.
const FIELD_FILLER =
  /\b(?:remote|remotely|hybrid|fully|only|home[- ]based|wfh|flexibility|flexible|100%|preferred|or|and|in|metro|greater)\b/gi;

// "Washington, DC" is the capital, not the state of Washington.
const CAPITAL = /\bWashington,?\s*D\.?\s?C\b\.?/g;
// UTF-8 read as Latin-1 ("GdaÅ\u0084sk" for "Gdańsk"): RemoteOK serves some fields encoded twice.
const TWICE_ENCODED = /[ÂÃÄÅÆÇÐÑ][\u0080-\u00bf]/;
const decodedOnce = (text: string) => {
  if (!TWICE_ENCODED.test(text) || [...text].some((c) => c.charCodeAt(0) > 0xff)) return text;
  const decoded = Buffer.from(text, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? text : decoded;
};
/** The words as a person reads them: some boards leave "&amp;" and "&#8211;" in titles and location fields. */
const asRead = (text: string) =>
  decodedOnce(text)
    .replace(/&amp;/g, '&')
    .replace(/&#8211;/g, '–')
    .replace(/\bNorth\s*\/\s*South America/gi, 'North America, South America')
    .replace(CAPITAL, 'District of Columbia');

interface Readings {
  geo: Geography;
  include: Place[];
  exclude: Place[];
  timeZones: TimeZoneRange[];
  anywhere: boolean;
  /** "Work from anywhere" in a description: only when nothing names a place. */
  anywhereSaid: string | null;
  /** A lone city in the location field: only when nothing else says where. */
  city: Place[];
  sentences: string[];
  /** A sentence ending in a colon that announced a list of places on the lines below. */
  listFrom: string | null;
}

function said(r: Readings, sentence: string) {
  if (!r.sentences.includes(sentence)) r.sentences.push(sentence);
}

function readLocationField(r: Readings, field: string) {
  const text = asRead(field);
  let spoke = false;
  if (WORLDWIDE_FIELD.test(text) && !ANYWHERE_IN_PLACE.test(text)) {
    r.anywhere = true;
    spoke = true;
  }
  const zones = timeZoneRanges(text, { lone: true });
  if (zones.length > 0) {
    r.timeZones.push(...zones);
    spoke = true;
  }
  const places = namedPlaces(r.geo, withoutAreaZones(text), { codes: 'always' });
  if (places.length > 0) {
    r.include.push(...places);
    spoke = true;
  } else if (!spoke) {
    for (const piece of text.split(/[;|/,]/)) {
      const name = piece
        .replace(FIELD_FILLER, ' ')
        .replace(/[()\-–]/g, ' ')
        .trim();
      const city = name.length > 2 ? cityPlace(r.geo, name) : null;
      if (city) {
        r.city.push({ kind: 'country', code: city.country });
        if (city.usState) r.city.push({ kind: 'usState', code: city.usState });
      }
    }
  }
  if (spoke) said(r, field);
}

// Title segments that say where: "(Remote, GBR)", "Remote Poland", "Remote – Mexico Only", "(Remote in NM)",
// "U.S. Timezones Only", the brackets after "Remote" ("REMOTE (USA for now)", "Remote (EST)"), a time zone in
// brackets ("(GMT+2 timezone)"); and the state of a licence ("Tennessee Licensed Therapist").
// Not between two zones: "EST - PST" is a span.
const TITLE_SEGMENTS =
  /([()[\]|]|(?<!\b(?:[ECMP][SD]?T|[ECMP]T))\s[-–—]\s(?!UTC|GMT|[+\-−]\s*\d|(?:[ECMP][SD]?T|[ECMP]T)\b))/;
const REMOTE_OR_ONLY = /\b(?:remote|only)\b/i;
const OFFICES_OR_REMOTE =
  /^.*?(?:\bor\b|\band\b|[/&+])\s*(?=(?:(?:worldwide|global|anywhere|fully|full|100%|[\p{L}.]+-based)\s+)?remote\b)/iu;
// "Portland, OR, Arlington, VA, Dayton, OH. Remote is also a possibility.": remote as a further choice after places
// leaves them offices.
const THEN_REMOTE_TOO =
  /^.*?[.,;]\s*(?=remote\b[^.]{0,20}?\b(?:also|possible|possibility|considered|an option|ok|welcome)\b)/i;
// "REMOTE w/ VISA or Vancouver, Canada": a city offered after "or" is an office.
const OR_CITY_AFTER_REMOTE =
  /^(.*?\bremote\b.*?)\s+or\s+([\p{Lu}][\p{L}.' -]*?),\s*[\p{Lu}][\p{L}.' ]*\s*$/iu;
// "Remote / NY / FL", "REMOTE & San Francisco, CA": US states (or cities in them) beside remote as other choices,
// with no word that puts the hire there ("Remote in NM", "Remote - Texas only"), are offices.
const PLACES_THE_HIRE = /\b(?:in|within|from|only|based|across|throughout|anywhere|must|residents?)\b/i;
// "Boulder, CO, REMOTE": a city before ", remote" is an office; a country alone ("Canada, Remote") is not.
const CITY_THEN_REMOTE = /^(.*?),\s*(?=remote\b)/i;
// "Medford, OR, Remote": a name and a state code before it, the name a city the geography may not know.
const NAME_STATE = /^\s*[\p{Lu}][\p{L}.' -]*,\s*[A-Z]{2}\s*$/u;
// "REMOTE, or ONSITE in Zurich, Singapore": the places after "on-site" are offices.
const THEN_ONSITE = /(\bremote\b.*?)\b(?:on-?site|in[- ]office)\b.*$/i;
// A field that opens with "Anywhere" or "Worldwide": "Anywhere although we have offices in San Francisco".
const WORLDWIDE_OPENING = /^\s*(?:anywhere|worldwide)\s*(?:$|[,.;(]|\s+(?:although|but|remote|-))/i;
const REMOTE_WORLDWIDE =
  /\bremote\s*[-–:,]?\s*(?:worldwide|anywhere|global(?:ly)?)\s*$|^\s*(?:worldwide|anywhere|global(?:ly)?)\s*[-–:,/&]?\s*(?:and\s+)?remote\s*$/i;
// "Anywhere in USA" names the place; "Anywhere" alone does not.
const ANYWHERE_IN_PLACE = /\banywhere\s+(?:in|within|across)\s+(?!(?:the\s+)?(?:world|globe|planet))/i;
// "Remote or Arlington, VA": the places after "remote or" are offices.
const REMOTE_OR_OFFICES = /^\s*remote(?:ly)?\s+or\s+/i;
// A zone in brackets with its span after them: "REMOTE (UTC+2) +-2", "Munich (GMT+1) +- 4 hrs difference".
const BRACKETED_ZONE_SPAN = /\(\s*((?:UTC|GMT)\s*[+\-−]?\s*\d{0,2}|[A-Z]{2,4})\s*\)\s*(?=\+\s*\/?\s*-|±)/g;
// A header of fields ("Acme | Engineer | USA | REMOTE | Full-time"): a field that names only countries or parts of
// the world, only time zones, or only "Global", beside a field that says remote, is where the remote job is
// ("USA | REMOTE", "Remote | US and Europe", "EU | REMOTE ONLY", "Remote | EST - PST", "REMOTE | … | Global"). A
// field with a city or any other word in it says something else ("London, UK | Remote" is an office). The field
// just after the name is where the company is ("Lean Panda | Italy | … | REMOTE") unless remote is beside it
// ("HeadSpin | Asia Pacific | REMOTE").
const HEADER_FIELD = /\s*\|\s*/;
const SAYS_REMOTE = /\bremote\b/i;
// "Hong Kong | … | ONSITE preferred, … remote work": a remote offered beside on-site work leaves the place an office.
const ONSITE_TOO = /\b(?:on-?site|in[- ]office|hybrid)\b/i;
const NOT_REMOTE = /\b(?:no|not)\s+remote\b/i;
const FIELD_JOINERS = /^(?:and|or|only|the|&|,|\/|\+)$/i;
const ZONES_ONLY =
  /^\s*(?:[ECMP][SD]?T|[ECMP]T|CET|CEST|EET|GMT|UTC)(?:\s*[-–—/]\s*(?:[ECMP][SD]?T|[ECMP]T|CET|CEST|EET|GMT|UTC))*\s*$/;
const GLOBAL_FIELD = /^\s*(?:global|worldwide|anywhere)\s*$/i;
function onlyPlaces(geo: Geography, field: string): readonly Place[] {
  const places = namedPlaces(geo, field);
  if (places.length === 0) return [];
  const tokens = [...field.matchAll(/[\p{L}][\p{L}.'’]*|[&,/+]/gu)];
  // Every word is a joiner or part of a place's name (up to four words from where the place was named).
  const covered = new Set<number>();
  for (const p of places) {
    const first = tokens.findIndex((t) => t.index === p.at);
    if (first === -1) return [];
    for (let n = 1; n <= Math.min(4, tokens.length - first); n++) {
      const last = tokens[first + n - 1]!;
      const phrase = field.slice(p.at, last.index! + last[0].length);
      const one = namedPlaces(geo, phrase);
      if (one.length === 1 && one[0]!.code === p.code) {
        for (let k = first; k < first + n; k++) covered.add(k);
        break;
      }
    }
  }
  return tokens.every((t, i) => covered.has(i) || FIELD_JOINERS.test(t[0])) ? places : [];
}
function readHeaderFields(r: Readings, title: string): boolean {
  const fields = title.split(HEADER_FIELD);
  if (
    fields.length < 3 ||
    !fields.some((f) => SAYS_REMOTE.test(f)) ||
    fields.some((f) => NOT_REMOTE.test(f) || (SAYS_REMOTE.test(f) && ONSITE_TOO.test(f)))
  )
    return false;
  let spoke = false;
  for (let i = 1; i < fields.length; i++) {
    const field = fields[i]!;
    if (SAYS_REMOTE.test(field)) continue;
    if (i === 1 && !SAYS_REMOTE.test(fields[2] ?? '')) continue;
    if (GLOBAL_FIELD.test(field)) {
      r.anywhere = true;
      spoke = true;
    } else if (ZONES_ONLY.test(field)) {
      const zones = timeZoneRanges(field, { lone: true });
      r.timeZones.push(...zones);
      spoke ||= zones.length > 0;
    } else {
      // "Underdog.io | New York | Remote": a state (or its city) alone beside remote is an office.
      const places = onlyPlaces(r.geo, field).filter((p) => p.kind !== 'usState');
      r.include.push(...places.map((p) => ({ ...p })));
      spoke ||= places.length > 0;
    }
  }
  return spoke;
}

function readTitle(r: Readings, rawTitle: string) {
  const title = asRead(rawTitle).replace(BRACKETED_ZONE_SPAN, '$1 ');
  let spoke = readHeaderFields(r, title);
  const header = title.split(HEADER_FIELD).length >= 3;
  const parts = title.split(TITLE_SEGMENTS);
  for (let i = 0; i < parts.length; i += 2) {
    const segment = parts[i]!;
    const afterRemote = i >= 2 && parts[i - 1] === '(' && /\bremote\s*$/i.test(parts[i - 2]!);
    // "Italy (Remote)", "London, UK (Remote)": the country the remote job is in.
    const beforeRemote =
      parts[i + 1] === '(' && /^\s*remote\s*$/i.test(parts[i + 2] ?? '') && !REMOTE_OR_ONLY.test(segment);
    if (beforeRemote) {
      // "East-Coast US Timezone (Remote)" is a zone, not the country.
      const countries = namedPlaces(r.geo, withoutAreaZones(segment)).filter((p) => p.kind === 'country');
      const zones = timeZoneRanges(segment);
      if (countries.length > 0 || zones.length > 0) {
        r.include.push(...countries);
        r.timeZones.push(...zones);
        spoke = true;
      }
      continue;
    }
    // "Anywhere in the United States" as a field of its own says where, "remote" or not.
    const remote = REMOTE_OR_ONLY.test(segment) || afterRemote || ANYWHERE_IN_PLACE.test(segment);
    if (!remote && WORLDWIDE_OPENING.test(segment) && !ANYWHERE_IN_PLACE.test(segment)) {
      r.anywhere = true;
      spoke = true;
      continue;
    }
    if (!remote && !TIME_ZONE_WORDS.test(segment)) continue;
    if (REMOTE_OR_OFFICES.test(segment)) continue;
    // "Nairobi, Kenya / NYC / SF or Remote", "London, UK ONSITE or REMOTE": the places before are offices.
    const remoteToo = THEN_REMOTE_TOO.exec(segment);
    const officesOrRemote =
      OFFICES_OR_REMOTE.exec(segment) ??
      (remoteToo && namedPlaces(r.geo, remoteToo[0]).every((p) => p.kind === 'usState') ? remoteToo : null);
    const cityThenRemote = officesOrRemote ? null : CITY_THEN_REMOTE.exec(segment);
    const officeCity =
      cityThenRemote !== null &&
      namedPlaces(r.geo, cityThenRemote[1]!).some((p) => p.kind === 'usState') &&
      (cityPlace(r.geo, cityThenRemote[1]!.split(',')[0]!.trim()) !== null ||
        (NAME_STATE.test(cityThenRemote[1]!) &&
          namedPlaces(r.geo, cityThenRemote[1]!.split(',')[0]!).length === 0));
    const orCity = OR_CITY_AFTER_REMOTE.exec(segment);
    const where = (
      officesOrRemote
        ? segment.slice(officesOrRemote.index + officesOrRemote[0].length)
        : officeCity
          ? segment.slice(cityThenRemote![0].length)
          : orCity && (cityPlace(r.geo, orCity[2]!) !== null || namedPlaces(r.geo, orCity[2]!).length === 0)
            ? orCity[1]!
            : segment
    ).replace(THEN_ONSITE, '$1');
    const worldwide = afterRemote
      ? WORLDWIDE_FIELD.test(where)
      : REMOTE_WORLDWIDE.test(where) || REMOTE_WORLDWIDE.test(segment);
    if (worldwide && !ANYWHERE_IN_PLACE.test(where)) {
      r.anywhere = true;
      spoke = true;
      continue;
    }
    // "REMOTE (preferably from Portland, OR)": a wish, not a rule.
    const named = remote && !PREFERENCE.test(where) ? namedPlaces(r.geo, withoutAreaZones(where)) : [];
    const offices =
      header &&
      !afterRemote &&
      named.length > 0 &&
      named.every((p) => p.kind === 'usState') &&
      !PLACES_THE_HIRE.test(where);
    const places = offices ? [] : named;
    // A zone alone counts in the brackets after "Remote" ("Remote (EST)") and in a header's remote field ("Full-Time,
    // remote possible, GMT+2"), not beside a job's name.
    const zones = timeZoneRanges(segment, { lone: afterRemote || (header && remote) });
    if (places.length > 0) r.include.push(...places);
    r.timeZones.push(...zones);
    if (places.length > 0 || zones.length > 0) spoke = true;
  }
  const licence = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)?) Licensed\b/.exec(title);
  if (licence) {
    const places = namedPlaces(r.geo, licence[1]!).filter((p) => p.kind === 'usState');
    if (places.length > 0) {
      r.include.push(...places);
      spoke = true;
    }
  }
  if (spoke) said(r, rawTitle);
}

/**
 * What one clause says, whoever's sentence it is in: a reading depends on the clause's words alone, so the
 * clauses a board repeats (its company paragraph, its hiring rules) are read once (the geography remembers them).
 */
interface ClauseReading {
  anywhere: boolean;
  /** "Work from anywhere" said, which counts only when nothing names a place. */
  anywhereSaid: boolean;
  include: Place[];
  exclude: Place[];
  timeZones: TimeZoneRange[];
  /** The clause gave a reading: its sentence is one of those that said where. */
  said: boolean;
  /** The clause announces a list of places on the lines below. */
  listFrom: boolean;
}

function readClause(r: Readings, clause: string, sentence: string) {
  const c = r.geo.remembered.remember('clause', clause, () => clauseReading(r.geo, clause));
  if (c.anywhere) r.anywhere = true;
  if (c.anywhereSaid && !r.anywhereSaid) r.anywhereSaid = sentence;
  r.include.push(...c.include);
  r.exclude.push(...c.exclude);
  r.timeZones.push(...c.timeZones);
  if (c.said) said(r, sentence);
  if (c.listFrom) r.listFrom = sentence;
}

function clauseReading(geo: Geography, clause: string): ClauseReading {
  const c: ClauseReading = {
    anywhere: false,
    anywhereSaid: false,
    include: [],
    exclude: [],
    timeZones: [],
    said: false,
    listFrom: false,
  };
  const text = asRead(clause)
    .replace(COMPANY_CONCEDED, '')
    .replace(EXAMPLE, ' ')
    .replace(OUTSIDE, ' ')
    .replace(ZONE_BRACKETS, '$1');
  const aboutCompany = ABOUT_THE_COMPANY.test(text) && !ABOUT_THE_HIRE.test(text);
  if (text.length > LONG_RUN) {
    const listed = stateListInRun(geo, text);
    if (listed) {
      c.include.push(...listed);
      c.said = true;
      return c;
    }
  }
  if (NOT_ABOUT_WHERE.test(text)) return c;
  if (OFFICES_BESIDE_REMOTE.test(text) && !EXCLUDE_CUE.test(text)) return c;
  if (OR_WHEREVER.test(text) && !aboutCompany && namedPlaces(geo, text).length > 0) {
    c.anywhere = true;
    c.said = true;
    return c;
  }
  if (ANYWHERE_WORDS.test(text) && !ALMOST.test(text) && !MISSION.test(text) && !WHENEVER.test(text)) {
    if (
      !aboutCompany &&
      OF_THE_POSITION.test(text) &&
      EVERYWHERE.test(text) &&
      namedPlaces(geo, text).length === 0
    ) {
      c.anywhere = true;
      c.said = true;
    } else c.anywhereSaid = true;
  }
  // "You can work from anywhere in North America, and we offer excellent benefits": the place, whatever follows.
  const anywhereIn = ANYWHERE_IN.exec(text);
  if (anywhereIn && !aboutCompany && !MISSION.test(text)) {
    const from = anywhereIn.index + anywhereIn[0].length;
    const places = namedPlaces(geo, withoutAreaZones(text.slice(from, from + 60))).filter((p) => p.at < 40);
    if (places.length > 0) {
      c.include.push(...places);
      c.said = true;
      return c;
    }
  }
  const exclusion = EXCLUDE_CUE.exec(text);
  if (
    exclusion &&
    // "Employees who reside within 40 miles of an office (except New York)": which office, not who may apply.
    !/\b(?:sponsor\w*|visas?|relocat\w*|benefits?|salary|salaries|pay|compensation|offices?)\b/i.test(text)
  ) {
    const from = exclusion.index + exclusion[0].length;
    const closing = text.indexOf(')', from);
    const to = closing === -1 ? text.length : closing;
    // After "except" a lone code is a state ("US only, excluding CA").
    const left = namedPlaces(geo, text.slice(from, to), { codes: 'always' }).filter(
      (p) => p.kind !== 'region',
    );
    if (left.length > 0) {
      c.exclude.push(...left);
      const rest = namedPlaces(geo, text.slice(0, exclusion.index) + text.slice(to));
      c.include.push(...rest);
      c.said = true;
      return c;
    }
  }
  if (
    aboutCompany ||
    OFFICES.test(text) ||
    PAY_AND_BENEFITS.test(text) ||
    PREFERENCE.test(text) ||
    SOMEONE_ELSE.test(text)
  )
    return c;
  if (TIME_ZONE_WORDS.test(text)) {
    const zones = timeZoneRanges(text, { lone: TIME_ZONE_HEADING.test(text) });
    if (zones.length > 0) {
      c.timeZones.push(...zones);
      c.said = true;
    }
  }
  // "Eligible States" as a heading of its own, the states on the lines below.
  if (HEADING_AHEAD.test(text)) {
    c.listFrom = true;
    return c;
  }
  const cued = INCLUDE_CUES.some((cue) => cue.test(text));
  if (!cued) {
    const states = namedPlaces(geo, text).filter((p) => p.kind === 'usState');
    const licence = LICENCE_IN.test(text) && states.length > 0;
    if (
      (new Set(states.map((p) => p.code)).size >= STATE_LIST_SIZE && !PAY_GEOGRAPHY.test(text)) ||
      licence
    ) {
      c.include.push(...states);
      c.said = true;
    }
    return c;
  }
  {
    // "Within Europe, we only hire from:" and a list on the lines below: the list says where.
    if (/:\s*$/.test(text) || LIST_AHEAD.test(text)) {
      c.listFrom = true;
      return c;
    }
    const places = namedPlaces(geo, withoutAreaZones(beyondOffices(geo, text).replace(THEN_HYBRID, '$1')));
    if (places.length > 0) {
      c.include.push(...places);
      c.said = true;
    }
  }
  return c;
}

/** Places that are all US states (or their cities): beside remote, such places are offices, not where one may live. */
const onlyUsStates = (places: readonly { kind: string }[]) =>
  places.length > 0 && places.every((p) => p.kind === 'usState');

// "San Francisco, CA / REMOTE OK in the US", "Location: Austin, TX, and San Francisco, CA, and REMOTE (must…reside in
// the US)", "Seattle, WA & Remote", "Boulder, CO, Remote in the US": US states (or their cities) offered before remote are offices; what follows
// remote still says where.
function beyondOffices(geo: Geography, text: string): string {
  // "Irvine, Sunnyvale, Seattle, DC, …, Bucharest, Remote within USA, UK…": the cities listed before remote too.
  const cut = OFFICES_OR_REMOTE.exec(text) ?? THEN_REMOTE_TOO.exec(text) ?? CITY_THEN_REMOTE.exec(text);
  if (!cut) return text;
  return onlyUsStates(namedPlaces(geo, cut[0])) ? text.slice(cut[0].length) : text;
}

// "Location: New York City or Remote": a whole sentence of US states (or their cities) offered beside remote, whatever
// its clauses; countries beside remote ("US, Europe, Canada, Remote OK") still say where.
function officesBesideRemote(geo: Geography, sentence: string): boolean {
  if (
    !(OFFICES_THEN_REMOTE.test(sentence) || OFFICES_BESIDE_REMOTE.test(sentence)) ||
    EXCLUDE_CUE.test(sentence)
  )
    return false;
  return onlyUsStates(namedPlaces(geo, asRead(sentence)));
}

// A board's page flattened into one run of words ("…salary and benefits Location This role is open to
// candidates in AZ, CO, FL, GA Health insurance…") puts a list of states in the same "sentence" as its benefits or
// company lines; such a list is judged by the words that lead it and follow it closely, not by the whole run.
const LONG_RUN = 120;
const STATE_WORDS =
  /\b(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New (?:Hampshire|Jersey|Mexico|York)|(?:North|South) (?:Carolina|Dakota)|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|Tennessee|Texas|Utah|Vermont|(?:West )?Virginia|Washington|Wisconsin|Wyoming|District of Columbia)\b/g;
const LEFT_OUT_AFTER = /\b(?:not eligible|ineligible|excluded|are not|cannot|can't|unable|not able)\b/i;
const LEAD = 60;
function stateListInRun(geo: Geography, text: string): Place[] | null {
  // Most runs name no four states and are not looked up: a cheap count of what could be a state first.
  if ((text.match(STATE_WORDS)?.length ?? 0) < STATE_LIST_SIZE) return null;
  const states = namedPlaces(geo, text).filter((p) => p.kind === 'usState');
  if (states.length < STATE_LIST_SIZE) return null;
  const first = states[0]!.at;
  const last = states[states.length - 1]!.at;
  const lead = text.slice(Math.max(0, first - LEAD), first);
  const list = text.slice(first, last + 2);
  const after = text.slice(last + 2, last + 60);
  const near = `${lead}${list}${after}`;
  // States left out are read as exclusions below, wherever the cue is in the run.
  if (EXCLUDE_CUE.test(text.slice(0, last)) || LEFT_OUT_AFTER.test(after)) return null;
  if (!INCLUDE_CUES.some((cue) => cue.test(lead))) return null;
  const aboutCompany = ABOUT_THE_COMPANY.test(lead) && !ABOUT_THE_HIRE.test(lead);
  if (
    aboutCompany ||
    NOT_ABOUT_WHERE.test(near) ||
    PAY_GEOGRAPHY.test(list) ||
    OFFICES.test(lead) ||
    PAY_AND_BENEFITS.test(lead) ||
    PREFERENCE.test(near) ||
    SOMEONE_ELSE.test(lead)
  )
    return null;
  return states.map((p) => ({ kind: p.kind, code: p.code }) as Place);
}

/** A line of a list below a cue ("Austria", "United Kingdom"): only places, nothing else. */
// Below "the following states", "Georgia" is the state, not the country.
const STATES_AHEAD = /\bstates?\b/i;
const asState = (place: Place): Place =>
  place.kind === 'country' && place.code === 'GE' ? { kind: 'usState', code: 'GA' } : place;

function readListLine(r: Readings, line: string): boolean {
  const named = namedPlaces(r.geo, asRead(line));
  const places = STATES_AHEAD.test(r.listFrom ?? '') ? named.map(asState) : named;
  const rest = asRead(line)
    .replace(/[\p{L}.'’]+/gu, (w) => (/^(?:and|or|the)$/i.test(w) ? '' : w))
    .replace(/[\s,;.&/()-]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (places.length === 0 || rest.length > places.length * 3) return false;
  r.include.push(...places);
  said(r, r.listFrom!);
  return true;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/**
 * Where a remote job may be done from, read from its location field, title and description, with the sentences
 * that decided it; null when the posting does not say. Only sentences that speak of the person hired count
 * ("must be based in", "open to candidates in", "remote within the US", "unable to support employment in
 * California"); offices, customers, the team's whereabouts, pay zones and working hours do not.
 */
export function remoteEligibility(posting: EligibilityPosting, geo: Geography): RemoteEligibility | null {
  const r: Readings = {
    geo,
    include: [],
    exclude: [],
    timeZones: [],
    anywhere: false,
    anywhereSaid: null,
    city: [],
    sentences: [],
    listFrom: null,
  };
  const sentences = posting.description ? (posting.sentences ?? postingSentences(posting.description)) : [];
  for (const sentence of sentences) {
    if (r.listFrom && readListLine(r, sentence)) continue;
    r.listFrom = null;
    // "Location: New York City or Remote": the whole sentence offers places beside remote, whatever its clauses.
    if (officesBesideRemote(geo, sentence)) continue;
    for (const clause of sentence.split(CLAUSE_BREAK)) readClause(r, clause, sentence);
  }
  readTitle(r, posting.title);
  if (posting.location) readLocationField(r, posting.location);

  const named = r.include.length > 0 || r.timeZones.length > 0;
  if (!named && !r.anywhere && r.anywhereSaid) {
    r.anywhere = true;
    said(r, r.anywhereSaid);
  }
  if (!named && !r.anywhere && r.exclude.length === 0 && r.city.length > 0) {
    r.include.push(...r.city);
    if (posting.location) said(r, posting.location);
  }

  const excludedCountries = uniq(r.exclude.filter((p) => p.kind === 'country').map((p) => p.code));
  const excludedStates = uniq(r.exclude.filter((p) => p.kind === 'usState').map((p) => p.code));
  const usStates = uniq(r.include.filter((p) => p.kind === 'usState').map((p) => p.code)).filter(
    (s) => !excludedStates.includes(s),
  );
  const countries = uniq([
    ...r.include.filter((p) => p.kind === 'country').map((p) => p.code),
    // A state is in the US; an exclusion of states is read against the US.
    ...(usStates.length > 0 || excludedStates.length > 0 ? ['US'] : []),
  ]).filter((c) => !excludedCountries.includes(c));
  const regions = uniq(r.include.filter((p) => p.kind === 'region').map((p) => p.code as EligibilityRegion));
  const timeZones = r.timeZones.filter(
    (z, i) => r.timeZones.findIndex((o) => o.from === z.from && o.to === z.to) === i,
  );
  const anything =
    r.anywhere ||
    countries.length + usStates.length + regions.length + timeZones.length > 0 ||
    excludedCountries.length + excludedStates.length > 0;
  if (!anything || r.sentences.length === 0) return null;
  return {
    anywhere: r.anywhere,
    include: { countries, usStates, regions, timeZones },
    exclude: { countries: excludedCountries, usStates: excludedStates },
    sentence: r.sentences[0]!,
    sentences: r.sentences,
  };
}

// --- The card's words ----------------------------------------------------------------------------------------

const REGION_NAMES: Record<EligibilityRegion, string> = {
  EUROPE: 'Europe',
  EU: 'EU',
  EMEA: 'EMEA',
  LATAM: 'Latin America',
  APAC: 'Asia-Pacific',
  ASIA: 'Asia',
  AMERICAS: 'the Americas',
  NORTH_AMERICA: 'North America',
  AFRICA: 'Africa',
  MIDDLE_EAST: 'Middle East',
  OCEANIA: 'Oceania',
};
const SHORT_COUNTRY: Record<string, string> = { US: 'US', GB: 'UK' };
const STATES_LISTED = 6;

const placeName = (geo: Geography, code: string) => SHORT_COUNTRY[code] ?? geo.countryName(code);

/**
 * A short line for the card: "US only (not CA, NY)", "US (TX, FL)", "UK, Europe", "UTC−2 to UTC+4", "Anywhere".
 */
export function eligibilityLabel(e: RemoteEligibility, geo: Geography): string {
  const { include, exclude } = e;
  const parts: string[] = [];
  const onlyUs = include.countries.length === 1 && include.countries[0] === 'US';
  for (const code of include.countries) {
    if (code === 'US' && include.usStates.length > 0) {
      const listed = include.usStates.slice(0, STATES_LISTED).join(', ');
      const more =
        include.usStates.length > STATES_LISTED ? ` +${include.usStates.length - STATES_LISTED}` : '';
      parts.push(`US (${listed}${more})`);
    } else parts.push(placeName(geo, code));
  }
  for (const region of include.regions) parts.push(REGION_NAMES[region]);
  for (const zone of include.timeZones) parts.push(timeZoneLabel(zone));
  if (parts.length === 0 && e.anywhere) parts.push('Anywhere');
  let label = parts.join(', ');
  if (onlyUs && include.usStates.length === 0 && include.regions.length === 0) label = 'US only';
  else if (include.countries.length === 1 && parts.length === 1 && include.usStates.length === 0)
    label = `${label} only`;
  const not = [...exclude.usStates, ...exclude.countries.map((code) => placeName(geo, code))];
  if (not.length > 0) label = label ? `${label} (not ${not.join(', ')})` : `Not ${not.join(', ')}`;
  return label;
}
