import type { Mailbox } from './message.ts';
import { companyFromSender, domainLabel, squash } from './sender.ts';

// A run of capitalised words ("Harbor & Finch", "Vantage Point Media"), the shape a company's name takes.
const NAME_RUN = /\b([A-Z][A-Za-z0-9'’.-]*(?:[ \t]+(?:&|and|of|[A-Z][A-Za-z0-9'’.-]*))*)/g;
// Where a message names the company: "at Acme", "to Acme", "joining Acme", "interest in Acme", "Acme team".
const NAMED =
  /\b(?:at|to|join|joining|in|with|from|behalf of)[ \t]+([A-Z][A-Za-z0-9'’.&-]*(?:[ \t]+(?:&[ \t]+)?[A-Z][A-Za-z0-9'’.-]*){0,3})/g;

const trimRun = (s: string) =>
  s
    .replace(/\s+(?:and|of|&)$/, '')
    .replace(/[.'’]+$/, '')
    .trim();

/** A company's own mail: the capitalised name in the text that spells its domain, else the domain. */
function companyOfDomain(address: string, text: string): string | null {
  const label = domainLabel(address);
  if (!label || /^(gmail|outlook|hotmail|yahoo|icloud|proton|example)$/.test(label)) return null;
  for (const m of text.matchAll(NAME_RUN)) {
    const words = trimRun(m[1]!).split(/\s+/);
    // Longest prefix of the run whose letters are the domain's, or start it ("Vantage Point Media" ↔ vantagepoint).
    for (let n = words.length; n >= 1; n -= 1) {
      const candidate = words.slice(0, n).join(' ');
      // "Harbor & Finch" is harborfinch.com or harborandfinch.com.
      for (const s of [squash(candidate), squash(candidate.replace(/\s*&\s*/g, ''))])
        if (s.length >= 3 && (s === label || (s.startsWith(label) && label.length >= 5))) return candidate;
    }
  }
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const NOT_COMPANY =
  /^(?:the|our|your|this|you|we|us|a|an|monday|tuesday|wednesday|thursday|friday|saturday|sunday|google|zoom|microsoft|teams|linkedin|docusign)$/i;

/** The name most often introduced as the place ("at X", "join X") in a message whose sender does not say. */
function companyOfText(text: string): string | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(NAMED)) {
    const name = trimRun(m[1]!);
    if (NOT_COMPANY.test(name.split(' ')[0]!)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function companyOf(from: Mailbox, ats: string, subject: string, text: string): string | null {
  const named = companyFromSender(from, ats);
  if (named) return named;
  const all = `${subject}\n${text}`;
  if (ats === 'direct') return companyOfDomain(from.address, all) ?? companyOfText(all);
  return companyOfText(all);
}
