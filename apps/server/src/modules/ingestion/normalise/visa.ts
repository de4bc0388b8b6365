import { postingSentences } from './sentences.ts';

/** What a posting says about sponsoring a visa or work permit for the person hired. */
export type VisaSponsorship = 'sponsors' | 'no-sponsorship';

export interface VisaReading {
  sponsorship: VisaSponsorship;
  /** The posting's own sentence that decided it, as written. */
  sentence: string;
}

// A clause is about immigration when it names a visa, a permit, immigration or work authorisation. "Sponsor"
// alone is not enough: postings sponsor benefits, events, trials and licences too.
const VISA_TOPIC =
  /\b(visas?|visados?|visum|arbeitserlaubnis|aufenthaltstitel|permis de travail|titre de séjour|permiso de trabajo|work permits?|residence permits?|immigration|h-?1b|green cards?|work authori[sz]ation|authori[sz]ed to work|authori[sz]ation to work|right to work|(employment|work|visa|immigration) sponsorship)\b/i;
// Bare "sponsorship" in the few constructions that only ever mean a visa ("not eligible for sponsorship",
// "no sponsorship available", "require sponsorship", "SPONSORSHIP: NO").
const BARE_SPONSORSHIP =
  /\b(not (be )?eligible for (\w+ )?sponsorship|no (\w+ )?sponsorship|without (the need for |needing |requiring |a need for )?(\w+ )?sponsorship|sponsorship (is |will )?(not )?(be )?(available|provided|offered|possible)|(require|need)s? (\w+ ){0,2}sponsorship|sponsorship\s*:\s*(no|yes)\b|(sponsor|sponsorship) (for |of )?(applicants|candidates|employees|hires|this (role|position|vacancy|job))|(offer|provide|support)(s|ing)? (any )?sponsorships?|(not|unable to|cannot|can't|can’t) (\w+ ){0,2}sponsorship)\b/i;

// Clauses that decline sponsorship outright, whatever else they say.
const REFUSALS: RegExp[] = [
  /\b(unable|not able|cannot|can ?not|can't|can’t|won't|won’t|will not|do not|does not|don't|don’t|doesn't|doesn’t|are not|is not|not)\b[^.;]{0,60}\b(sponsor|sponsorships?|visa support|visa assistance|provide (a )?visas?|offer (a )?visas?|assist with obtaining work permits|visa ?\/ ?\w+ (help|support|assistance))\b/i,
  /\bno (\w+ ){0,2}(sponsorship|visa support|visa assistance)\b/i,
  // "NO VISA", "(no visa)", "No Visas", but not "no visa required" (an EU citizen needs none).
  /(?<!\b(need|needs|require|requires) )\bno (work )?visas?\b(?! (is |are )?(required|needed|necessary))/i,
  /\bno\b[^.;]{0,50}\bvisa (candidates|applicants)\b/i,
  /\bsponsorship\s*:\s*no\b/i,
  /\b(sponsorship|visas?|work permits?)\b[^.;]{0,40}\b(is|are|will|be) (currently )?(not|no longer) (be )?(currently )?(available|provided|offered|possible)\b/i,
  /\bnot (be )?eligible for (\w+ ){0,2}sponsorship\b/i,
  /\bwithout (the need for |needing |requiring |a need for |need for |requiring any )?(\w+ ){0,2}sponsorship\b/i,
  /\b(currently or in the future|now or in the future|now or at any (point|time)[^.]{0,20})\b[^.]{0,40}\bsponsorship\b|\bsponsorship\b[^.]{0,40}\b(now or in the future|currently or in the future)\b/i,
  /\bno relocation (and|or) visa\b/i,
  // Spanish, French and German: "no ofrecemos patrocinio de visa", "nous ne pouvons pas parrainer de visa",
  // "wir können kein Visum sponsern", "kein Visa-Sponsoring".
  /\b(no|sin)\b[^.;]{0,40}\bpatrocinio\b/i,
  /\bn(e |’|')\s?(pouvons|pouvez|peut|peuvent|proposons|offrons|fournissons|prenons)\b[^.;]{0,40}\b(parrain|sponsoris|visas?\b|permis de travail)/i,
  /\b(kein|keine|keinen|nicht)\b[^.;]{0,40}\b(sponser\w*|sponsoring|visa-sponsoring|visum-sponsoring)\b|\bvisa-?sponsoring\b[^.;]{0,30}\bnicht\b/i,
];
// Work authorisation for any employer means one that needs no sponsor (the common US phrasing).
const ANY_EMPLOYER =
  /\bauthori[sz](ed|ation) to work (in the (u\.?s\.?a?|united states) )?for any (\w+ )?employer\b/i;
// A citizenship requirement leaves nothing to sponsor, unless it offers other routes ("citizen or authorised").
const CITIZENS_ONLY =
  /\b((must|have to|has to|need to|needs to) be (an? )?([\w.]+ ){0,2}citizens?|(open|available) (only |exclusively )?to ([\w.]+ ){0,2}citizens|only (hiring|considering|entertaining|accepting) ([\w.]+ ){0,2}citizens|citizens? only|citizenship (is )?(a job )?(required|requirement)|requires? ([\w.]+ ){0,2}citizenship|must hold ([\w.]+ ){0,2}citizenship|^(an? )?([A-Z][\w.]* ){1,2}citizen\b|^([A-Z][\w.]* ){1,2}citizens\.?$)/i;
const OTHER_ROUTES =
  /\bcitizens?(hip)?\b[^.]{0,40}\b(or|and\/or)\b[^.]{0,40}\b(authori[sz]ed|eligible|authori[sz]ation|permit|visa)/i;

// Clauses that offer it.
const OFFERS: RegExp[] = [
  /\b(we|company|[A-Z]\w+) (will|can|do|does|are able to|is able to|are happy to|is happy to|are willing to|is willing to|may|might|also) (\w+ ){0,2}(sponsor|support) (\w+ ){0,2}(visas?|work permits?|h-?1b|employment visas?|visa applications|applicants|candidates|qualified candidates)\b/i,
  /\b(we|do|does|will|can) sponsor (\w+ ){0,2}(visas?|h-?1b|work permits?)\b/i,
  /\b(visa|h-?1b|immigration|work permit) (sponsorship|support|assistance) (is |will be |can be )?(available|provided|offered|possible|included)\b/i,
  // "Able to sponsor all visas", "The company typically sponsors visas", "willing to sponsor a visa".
  /\b(sponsors?|sponsoring) (\w+ ){0,2}(visas?|h-?1b|work permits?)\b/i,
  /\bvisas?(\/\w+)? (sponsors?|sponsorship) (ok|available|offered|provided|possible)\b|\bvisas? sponsors\b/i,
  // "Relocation/VISA offered", "Visas welcomed", "open to visa candidates".
  /\bvisas? (offered|provided|welcomed?|ok)\b|\bopen to (\w+ )?visas?\b/i,
  // "we help with visas where necessary", "happy to help with visa and relocation".
  /\b(we|we'll|we’ll|can|will|happy to|glad to|able to)\b[^.;]{0,20}\bhelp\b[^.;]{0,25}\bvisas?\b/i,
  // A transfer of a visa the hire already holds is still the employer filing for it.
  /\b(h-?1b|visa) transfers?\b|\btransfer (\w+ )?(h-?1b|visas?)\b/i,
  // "Visa (sponsorship)", "Visa + Relocation", "Visa / Work-Permit / Relocation".
  /\bvisas?\s*(\(|\+|\/|&)\s*(sponsorship|relocation|work[- ]permit|transfer)/i,
  // "Visa sponsorship" as one item of a list of what the role offers ("ONSITE, VISA sponsorship, Relocation").
  /(^|[,(]\s*)visa sponsorship\s*([,)]|$)/i,
  /\b(offer|offers|provide|provides|include|includes|with) (full |complete )?(\w+ )?(visa|h-?1b|immigration|work permit) (sponsorship|support|assistance)\b/i,
  /\b(relocation and visa|visa and relocation) (support|assistance|package)\b/i,
  /\b(handle|handles|take care of|cover|covers) the (\w+ )?(work permit|visa|immigration) (process|application|paperwork)/i,
  /\b(getting|obtaining|get|obtain) (a |your )?(residence|work) permit\b/i,
  /\bsupport (\w+ )?visa applications\b/i,
  /^visa sponsorship\b/i,
  // Spanish, French and German: "ofrecemos patrocinio de visa", "parrainage de visa", "Unterstützung beim Visum".
  /\bpatrocinio (de |del )?(visas?|visados?|permiso de trabajo)\b/i,
  /\b(parrainage|sponsorisation) (de |du |d’|d')?(visas?|permis de travail|titre de séjour)\b|\b(accompagnons|aidons|prenons en charge)\b[^.;]{0,40}\b(visas?|permis de travail|titre de séjour)\b/i,
  /\b(visa-?sponsoring|visum-?sponsoring)\b|\b(unterstützen|unterstützung|helfen|hilfe)\b[^.;]{0,40}\b(visums?|visa|arbeitserlaubnis|aufenthaltstitels?)\b/i,
];

function offered(clause: string): boolean {
  return OFFERS.some((re) => re.test(clause));
}

function refused(clause: string): boolean {
  if (REFUSALS.some((re) => re.test(clause))) return true;
  if (ANY_EMPLOYER.test(clause)) return true;
  return CITIZENS_ONLY.test(clause) && !OTHER_ROUTES.test(clause);
}

function aboutVisas(clause: string): boolean {
  if (VISA_TOPIC.test(clause) || BARE_SPONSORSHIP.test(clause)) return true;
  return /\bcitizen/i.test(clause) && CITIZENS_ONLY.test(clause);
}

// A sentence may refuse one thing and offer another ("we do not offer relocation but do sponsor visas"):
// each clause is read on its own, so a negation only reaches the words of its clause. The fields of a header
// line ("Berlin | Full-time | Visa sponsorship") are clauses too.
const CLAUSE_BREAK =
  /\s*(?:;|\s\|\s|,?\s+but\s+|,?\s+however,?\s+|,?\s+although\s+|,?\s+while\s+|,?\s+whereas\s+)\s*/i;

function readClause(clause: string): VisaSponsorship | null {
  if (!aboutVisas(clause)) return null;
  if (refused(clause)) return 'no-sponsorship';
  return offered(clause) ? 'sponsors' : null;
}

/**
 * Whether a description may say anything of visas: every clause read as one (aboutVisas) holds one of these
 * words, so a description with none of them is not split into sentences at all (most postings say nothing).
 * The Spanish, French and German statements' words too (Visum, patrocinio, parrainage, permis, séjour).
 */
const VISA_WORDS =
  /visa|visum|permit|permis|séjour|immigration|h-?1b|green|authori[sz]|right\s+to\s+work|sponsor|patrocin|parrain|citizen/i;
export const mayMentionVisas = (description: string): boolean => VISA_WORDS.test(description);

/**
 * Whether a posting sponsors a visa, from its plain-text description, with the sentence that says so; null
 * when it does not say. A refusal anywhere wins over an offer elsewhere: a posting that says both is read as
 * the more cautious answer for someone who needs a sponsor.
 */

export function visaSponsorship(
  description: string | null | undefined,
  /** The description's sentences when the caller has them already (postingSentences). */
  sentences?: readonly string[],
): VisaReading | null {
  if (!description || !mayMentionVisas(description)) return null;
  return visaSponsorshipIn(sentences ?? postingSentences(description));
}

/** visaSponsorship of a description known to hold a visa word (mayMentionVisas), from its sentences. */
export function visaSponsorshipIn(sentences: readonly string[]): VisaReading | null {
  let offer: VisaReading | null = null;
  for (const sentence of sentences) {
    for (const clause of sentence.split(CLAUSE_BREAK)) {
      const read = readClause(clause);
      if (read === 'no-sponsorship') return { sponsorship: read, sentence };
      if (read === 'sponsors' && !offer) offer = { sponsorship: read, sentence };
    }
  }
  return offer;
}

/** How a card names the reading. */
export function visaLabel(reading: VisaReading): string {
  return reading.sponsorship === 'sponsors' ? 'Sponsors visas' : 'No visa sponsorship';
}
