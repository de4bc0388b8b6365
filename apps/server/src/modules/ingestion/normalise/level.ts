import type { JobLevel } from '@upstream/contract';

type Rule = readonly [JobLevel, RegExp];

/** Words before "manager" that make it an individual-contributor title (spec §9 counts these as Mid). */
const IC_MANAGER =
  'product|program|project|account|customer success|community|partner|partnerships|relationship|case|territory|category|success|marketing|content|brand|campaign|event|office|social media|channel';

/**
 * Title rules, most senior first (spec §9: Executive is director and above); the first match wins.
 * Individual-contributor "manager" titles (product, program, account…) are Mid, not people managers.
 */
const TITLE_RULES: readonly Rule[] = [
  [
    'MBA',
    /\b(mba|post-?mba|summer associate|leadership development program|leadership development programme|rotational program|rotational programme)\b/,
  ],
  [
    'Executive',
    /\b(chief|ceo|cfo|cto|coo|cmo|cio|ciso|cpo|cro|chro|clo|president|vp|svp|evp|avp|head of|head,|director|general manager|managing director|partner at)\b/,
  ],
  ['Entry', /\b(associate product manager|apm|associate program manager|rotational|new grad|new graduate)\b/],
  // People managers; the look-behind leaves individual-contributor "… manager" titles to the Mid rule below.
  [
    'Manager',
    new RegExp(`(?<!\\b(${IC_MANAGER}) )\\b(manager|mgr|managing|supervisor|foreman|superintendent)\\b`),
  ],
  [
    'Senior',
    /\b(senior|sr|staff|principal|lead|distinguished|fellow|expert|iii|iv|level 3|level 4|l5|l6|l7)\b/,
  ],
  ['Mid', new RegExp(`\\b(${IC_MANAGER}) manager\\b`)],
  [
    'Entry',
    /\b(junior|jr|entry|entry-level|graduate|intern|interns|internship|apprentice|apprenticeship|trainee|associate|assistant|i|level 1|early career|campus|working student|co-?op)\b/,
  ],
  ['Mid', /\b(ii|mid|mid-level|midlevel|intermediate|level 2)\b/],
];

/** ATS seniority labels (SmartRecruiters experienceLevel, Workable experience, Lever level, Personio seniority). */
const HINT_RULES: readonly Rule[] = [
  ['Executive', /\b(executive|director|c-level|vp)\b/],
  ['Manager', /\b(manager|management)\b/],
  ['Mid', /\b(mid|mid-senior|mid_senior|experienced|intermediate)\b/],
  ['Senior', /\b(senior|lead|principal|staff)\b/],
  ['Entry', /\b(entry|entry_level|junior|associate|intern|internship|student|graduate|trainee)\b/],
];

function firstMatch(rules: readonly Rule[], text: string): JobLevel | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  for (const [level, pattern] of rules) if (pattern.test(lower)) return level;
  return null;
}

/** The job level from the title, then the ATS's seniority label; everything else is Entry (spec §9). */
export function jobLevel(title: string, hint?: string | null): JobLevel {
  return firstMatch(TITLE_RULES, title) ?? firstMatch(HINT_RULES, hint ?? '') ?? 'Entry';
}
