import type { Mailbox } from './message.ts';

// Who sent it: an applicant tracking system writes from its own domains on the company's behalf and puts the
// company in the display name ("Acme Hiring Team" <no-reply@ashbyhq.com>) or in the address's local part
// (acme@myworkday.com); anything else is the company's own mail, named by its domain.

const ATS_DOMAINS: [RegExp, string][] = [
  [/(^|\.)greenhouse(-mail)?\.io$/, 'greenhouse'],
  [/(^|\.)lever\.co$/, 'lever'],
  [/(^|\.)ashbyhq\.com$/, 'ashby'],
  [/(^|\.)myworkday(jobs)?\.com$/, 'workday'],
  [/(^|\.)smartrecruiters\.com$/, 'smartrecruiters'],
  [/(^|\.)workable(mail)?\.com$/, 'workable'],
  [/(^|\.)recruitee\.com$/, 'recruitee'],
  [/(^|\.)personio\.(com|de)$/, 'personio'],
  [/(^|\.)teamtailor(-mail)?\.com$/, 'teamtailor'],
  [/(^|\.)pinpointhq\.com$/, 'pinpoint'],
  [/(^|\.)rippling\.com$/, 'rippling'],
  [/(^|\.)breezy(-mail)?\.hr$/, 'breezy'],
  [/(^|\.)icims\.com$/, 'icims'],
  [/(^|\.)jobvite\.com$/, 'jobvite'],
  [/(^|\.)bamboohr\.com$/, 'bamboohr'],
];

/** Words an ATS adds to the company's name in the display name. */
const NAME_SUFFIX =
  /\s*(?:[-–|:]\s*)?\b(?:hiring team|recruiting team|recruiting|recruitment|talent acquisition|talent team|talent|careers|jobs|hr team|hr|people team|people)\s*$/i;
const GENERIC_NAME =
  /^(?:no-?reply|do not reply|notifications?|workday|greenhouse|lever|ashby|careers|jobs|recruiting|hr)$/i;

export function atsOf(address: string): string {
  const domain = address.split('@')[1]?.toLowerCase() ?? '';
  return ATS_DOMAINS.find(([re]) => re.test(domain))?.[1] ?? 'direct';
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The company as the sender names it, or null when only the text can tell. */
export function companyFromSender(from: Mailbox, ats: string): string | null {
  if (ats === 'direct') return null;
  let name = from.name.replace(/^"|"$/g, '').trim();
  // "Dana Whitfield at Acme", "Dana from Acme"
  const at = /\s(?:at|from|@)\s(.+)$/i.exec(name);
  if (at) name = at[1]!;
  name = name.replace(NAME_SUFFIX, '').trim();
  if (name && !GENERIC_NAME.test(name) && !name.includes('@')) return name;
  const local = from.address.split('@')[0] ?? '';
  if (local && !/^(no-?reply|notifications?|mail|jobs|careers)$/i.test(local))
    return titleCase(local.replace(/[._-]+/g, ' '));
  return null;
}

/** Letters and digits only, for comparing a name with a domain. */
export const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** The registrable label of a company's own domain ("mail.acme.co.uk" → "acme"). */
export function domainLabel(address: string): string {
  const parts = (address.split('@')[1] ?? '').toLowerCase().split('.');
  if (parts.length >= 3 && parts.at(-2)!.length <= 3 && parts.at(-1)!.length === 2) return parts.at(-3) ?? '';
  return parts.at(-2) ?? '';
}
