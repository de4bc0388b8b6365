import type { JobFunction } from '@upstream/contract';
import {
  CJK_RULES,
  COMPOUND_RULES,
  DEFAULT_RULES,
  DEPARTMENT_RULES,
  DOMAIN_RULES,
  FIRST_RULES,
  NO_JOB,
  PACKAGE_CONSULTANT,
  POST_SALE_SOLUTIONS,
  ROLE_RULES,
  type Rule,
} from './function-words.ts';
import type { Remembered } from './remembered.ts';
import { collapseSpaces } from './spaces.ts';

const LATIN_ACCENTED = /[\u00c0-\u024f]/;
const LATIN_ACCENTED_ALL = /[\u00c0-\u024f]/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** "é" as "e", "ß" as "ss": only Latin letters, so Hangul and kana stay whole. */
function unaccent(ch: string): string {
  if (ch === 'ß') return 'ss';
  return ch.normalize('NFD').charAt(0);
}

/**
 * A title as the rules read it: lower case, Latin accents off, and the gender marks of job ads dropped
 * ("Vendedor(a)", "Ejecutivo/a", "Consultant*", "(m/w/d)", "(x/f/m)"), so "Consultor(a) Comercial" reads as
 * one role.
 */
export function foldTitle(title: string): string {
  let text = title.toLowerCase();
  if (LATIN_ACCENTED.test(text)) text = text.replace(LATIN_ACCENTED_ALL, unaccent);
  return text
    .replace(/\((?:[mwfdhx]\s*[/|,]\s*){1,3}[mwfdhx]\)|\((?:all genders|gn\*?|ai)\)/g, ' ')
    .replace(
      /\((?:a|o|as|os|e|es|fe|ne|in|innen|ere|euse|rice|trice|se|sse|ve)\)|\/(?:a|as|ra|na|in)\b|\*/g,
      '',
    );
}

/**
 * The parts of a title, head first: "Senior Software Engineer - Financial Products" is the role and then
 * its team; "Manager, Account Management" a role word and then its domain; "Artiste VFX senior / Senior
 * VFX Artist" a title in two languages. Parts that only speak of pay or perks are dropped.
 */
function segments(folded: string): string[] {
  return folded
    .split(/\s*(?:,|;|\||\(|\)|\[|\]|:|\s\/\s|_|\s[-–—]\s?|[-–—]\s)\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/\b(salary|bonus|sign.?on)\b|[$€£]/.test(s));
}

/** A rule list with one pattern that any of its rules would match, so a part none of them reads is passed in one test. */
interface RuleSet {
  any: RegExp;
  rules: readonly Rule[];
}

const ruleSet = (rules: readonly Rule[]): RuleSet => ({
  any: new RegExp(rules.map(([, p]) => `(?:${p.source})`).join('|')),
  rules,
});

const FIRST = ruleSet(FIRST_RULES);
const ROLE = ruleSet(ROLE_RULES);
const COMPOUND = ruleSet(COMPOUND_RULES);
const CJK_ROLE = ruleSet(CJK_RULES);
const DOMAIN = ruleSet(DOMAIN_RULES);
const DEPARTMENT = ruleSet(DEPARTMENT_RULES);
const DEFAULT = ruleSet(DEFAULT_RULES);

function firstMatch(set: RuleSet, parts: readonly string[]): JobFunction | null {
  for (const part of parts) {
    if (!set.any.test(part)) continue;
    for (const [fn, pattern] of set.rules) if (pattern.test(part)) return fn;
  }
  return null;
}

/** Compliance or licensing as a field; tax compliance stays with tax. */
const COMPLIANCE = /\b(compliance|licensing)\b/;
const TAX = /\btax\b/;

/** "Strategy & Technology", "Partnerships and Emerging Media", "Sales + Marketing": two fields named side by side. */
const COORDINATION = /\s(?:&|and|\+)\s/;

/**
 * Words that qualify a field more often than they name one ("Strategy & Analytics" is analytics work, "Revenue &
 * CoGS Accounting" accounting, "Visual Merchandising", "Creative Copy"): a side of two fields named only by them
 * gives way to the next side.
 */
const QUALIFIERS =
  /\b(strategy|strategic|commercial|revenue|growth|innovation|transformation|creative|visual|digital)\b/g;

/**
 * The industries a consultancy's or an agency's title names as its client's ("Business Analyst - Financial
 * Services", "Project Manager (Banking)", "Consultant - Public Sector", "(Life Sciences)"): the client's industry,
 * not the job's field, so they decide no field; the role word does. Only where no role word is left either
 * ("SC - Banking & Payments") is the industry the best reading there is.
 */
const CLIENT_INDUSTRY =
  /\b(financial services|fintech|(?<!(investment|private|corporate|commercial|retail|consumer|business|digital|open|transaction|core) )banking|life sciences|public sector)\b/g;

/**
 * The field a title part names. Where it names two side by side ("Consultant, Strategy & Technology",
 * "Vice President, Global Digital Partnerships & Emerging Media"), the first is the job's field, as a person
 * reads it, not whichever field the rule list happens to try first; a field whose own name holds the
 * conjunction ("Trust & Safety", "Learning and Development") is read whole.
 */
function fieldOf(named: readonly string[], clientIndustry = false): JobFunction | null {
  const parts = clientIndustry ? named : named.map((p) => p.replace(CLIENT_INDUSTRY, ' ').trim());
  for (const part of parts) {
    if (!DOMAIN.any.test(part)) continue;
    for (const [fn, pattern] of DOMAIN.rules) {
      const m = pattern.exec(part);
      if (!m) continue;
      if (COORDINATION.test(part) && !COORDINATION.test(m[0])) {
        const sides = part.split(COORDINATION);
        const fields = sides.map((side) => firstMatch(DOMAIN, [side.replace(QUALIFIERS, ' ')]));
        // Compliance or licensing named beside another field is the job ("Quality Audit and Compliance",
        // "Security & Compliance", "Music Partnerships and Licensing"), as the curated labels file it; else the first field proper, and where the sides hold
        // only qualifiers ("Revenue Strategy & Commercial Innovation"), the first side's qualifier.
        if (sides.some((side) => COMPLIANCE.test(side)) && !TAX.test(part)) return 'Legal';
        return fields.find((f) => f !== null) ?? firstMatch(DOMAIN, sides) ?? fn;
      }
      return fn;
    }
  }
  return null;
}

/** A role noun of the title, in any of the languages the rules know. */
function roleOf(parts: readonly string[], folded: string): JobFunction | null {
  return (
    firstMatch(FIRST, parts) ??
    firstMatch(ROLE, parts) ??
    firstMatch(COMPOUND, parts) ??
    (CJK.test(folded) ? firstMatch(CJK_ROLE, parts) : null)
  );
}

/**
 * Machine-learning and data work named beside an engineering title ("Senior Software Engineer, Machine
 * Learning", "Staff Engineer, Data & Analytics") is filed under Data, as ML and data engineers are.
 */
const DATA_TEAM =
  /\b(machine learning|ml|mlops|ml infra\w*|data (&|and) analytics|data integration|data pipelines?|data engineering|big data|data science|business intelligence|(?<!bases? |banco |bancos )de (donnees|datos|dados))\b/;

const ENGINEERING_PROGRAM = /\bprogram(me)? (manager|management|lead|director)\b.*\bengineering\b/;

/** A department or team label read head first, as a title is: "Engineering - Software & Analytics" is Engineering. */
const labelParts = (text: string | null | undefined) => (text ? segments(foldTitle(text)) : []);

/** How much of a description is read: its opening, where a posting says what the job is. */
const DESCRIPTION_HEAD = 600;

/**
 * The job function (the role filter), read the way a person reads a posting: the role noun of the title
 * first ("Engineer", "Counsel", "Recruiter", "Vendedor", "영업"), then the domain the title names, then the
 * department and the ATS's own function label, then what a generic role word ("Program Manager",
 * "Analyst", "Consultant") most often means, and when title and department are both silent, the role the
 * description's opening names. Titles that name no job (open applications, talent communities) are Other.
 */
export function jobFunction(
  title: string,
  department?: string | null,
  hint?: string | null,
  description?: string | null,
  remembered?: Remembered,
): JobFunction {
  // What the title, department and label say is read once per board's repeated titles; the description each time.
  const named = remembered
    ? remembered.remember('function', `${title}\u0000${department ?? ''}\u0000${hint ?? ''}`, () =>
        namedFunction(title, department, hint),
      )
    : namedFunction(title, department, hint);
  return (
    named.decided ??
    // A generic role word ("Consultant", "Associate") or none: the role the description says the job is.
    describedRole(description) ??
    named.generic ??
    fromDescription(description) ??
    'Other'
  );
}

/** The function the title, department and ATS label decide, else what the title's generic role word most often means. */
interface NamedFunction {
  decided: JobFunction | null;
  generic: JobFunction | null;
}

function namedFunction(title: string, department?: string | null, hint?: string | null): NamedFunction {
  const folded = foldTitle(title);
  if (NO_JOB.test(folded) || (department && NO_JOB.test(foldTitle(department))))
    return { decided: 'Other', generic: null };
  if (folded.includes('consultant') && PACKAGE_CONSULTANT.test(folded))
    return { decided: 'Customer Success', generic: null };
  if (folded.includes('solution') && POST_SALE_SOLUTIONS.test(folded))
    return { decided: 'Customer Success', generic: null };
  const parts = segments(folded);
  const role = roleOf(parts, folded);
  if (role === 'Engineering' && DATA_TEAM.test(folded)) return { decided: 'Data', generic: null };
  if (role) return { decided: role, generic: null };
  const dept = labelParts(department);
  const hints = labelParts(hint);
  const decided =
    fieldOf(parts) ??
    teamFunction(dept) ??
    // A department in another language ("Vertrieb", "Finanzas") is read with the title's domain words.
    firstMatch(DOMAIN, dept) ??
    teamFunction(hints) ??
    firstMatch(DOMAIN, hints);
  // A programme manager of an engineering team is its technical programme manager: Product, by the labelling
  // conventions ("Staff, Program Manager(CoupangEats Engineering)", "Program Manager, Engineering").
  if (decided === 'Engineering' && ENGINEERING_PROGRAM.test(folded))
    return { decided: 'Product', generic: null };
  if (decided) return { decided, generic: null };
  const generic = firstMatch(DEFAULT, parts);
  return { decided: null, generic: generic ?? fieldOf(parts, true) };
}

/**
 * The function a department or team label names. A team named after its people's role is read as the role
 * ("Software Technical Account Managers" is Customer Success, "Technical Program Management" Product, "Consulting
 * Engineers, EMEA" Customer Success, "Machine Learning" Data), as boards name teams both ways; then by the words
 * departments are named with ("Retail", "G&A", "Field Engineering"). Head first, as a title is read:
 * "Engineering / University Recruiting" is an engineering team.
 */
function teamFunction(parts: readonly string[]): JobFunction | null {
  for (const part of parts) {
    const named = roleOf([part], part) ?? firstMatch(DEPARTMENT, [part]);
    if (named) return named;
  }
  return null;
}

/**
 * Where a description says what the job is: "As a Customer Success Consultant, you will…", "join our Finance
 * team", "reporting to the Head of Marketing", "we are looking for a Paralegal to…". Each phrase is cut short at
 * the first word that leaves the role.
 */
const DESCRIBED_ROLE = [
  /\bas (?:a|an|our) ((?:[\w&/+-]+ ){0,5}?[\w&/+-]+)(?:,| you\b| at\b| in\b| on\b| with\b| will\b| here\b)/g,
  /\bjoin (?:our|the) ((?:[\w&/+-]+ ){0,4}?[\w&/+-]+) (?:team|group|department|org|organi[sz]ation)\b/g,
  /\breport(?:ing|s)? (?:directly )?(?:in)?to (?:the|our) ((?:head|director|vp|vice president|chief|manager|lead) of (?:[\w&/+-]+ ){0,3}?[\w&/+-]+)(?=[,.;]| and\b| who\b| in\b| at\b|$)/g,
  /\b(?:we are|we're|we re) (?:looking for|seeking|hiring) (?:a|an) ((?:[\w&/+-]+ ){0,5}?[\w&/+-]+)(?: to\b| who\b| with\b| for\b| that\b|[,.;])/g,
];

/** "As a healthcare company, we…" speaks of the employer, not the job. */
const EMPLOYER =
  /\b(company|companies|employer|startup|firm|organi[sz]ation|business|provider|institution|nonprofit|agency|brand|leader|pioneer|team member|result)\b/;

/** How much of a description is searched for such a phrase. */
const DESCRIBED_HEAD = 1200;

/** A cheap test for the words those phrases start with, so most descriptions are not folded and searched. */
const DESCRIBED_CUE = /\b(as (a|an|our)|join (our|the)|report|looking for|seeking|hiring)\b/i;

/** The function the description's own words give the job, read only from a role or field named outright. */
function describedRole(description: string | null | undefined): JobFunction | null {
  if (!description) return null;
  const opening = description.slice(0, DESCRIBED_HEAD);
  if (!DESCRIBED_CUE.test(opening)) return null;
  const head = collapseSpaces(foldTitle(opening));
  for (const pattern of DESCRIBED_ROLE) {
    for (const m of head.matchAll(pattern)) {
      const phrase = m[1] ?? '';
      if (EMPLOYER.test(phrase)) continue;
      const fn = roleOf([phrase], phrase) ?? firstMatch(DOMAIN, [phrase]);
      if (fn) return fn;
    }
  }
  return null;
}

/** The role the opening of a description names ("We are looking for a Registered Nurse…"), if any. */
function fromDescription(description: string | null | undefined): JobFunction | null {
  if (!description) return null;
  const head = foldTitle(description.slice(0, DESCRIPTION_HEAD));
  return roleOf([head], head);
}
