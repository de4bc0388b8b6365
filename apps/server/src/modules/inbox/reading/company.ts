import type { Mailbox } from './message.ts';
import { companyFromSender, domainLabel, squash } from './sender.ts';

// A run of capitalised words ("Harbor & Finch", "Vantage Point Media"), the shape a company's name takes.
const NAME_RUN = /\b([A-Z][A-Za-z0-9'’.-]*(?:[ \t]+(?:&|and|of|[A-Z][A-Za-z0-9'’.-]*))*)/g;
// Where a message names the company: "at Acme", "to Acme", "joining Acme", "interest in Acme", "Acme team".
const NAMED =
  /\b(?:at|to|join|joining|in|with|from|behalf of)[ \t]+([A-Z][A-Za-z0-9'’.&-]*(?:[ \t]+(?:&[ \t]+)?[A-Z][A-Za-z0-9'’.-]*){0,3})/g;

/** A run ends at a sentence's end ("Corvid Security. Your…") and loses a trailing joiner or full stop. */
const trimRun = (s: string) =>
  (s.split(/\.\s/)[0] ?? s)
    .replace(/\s+(?:and|of|&)$/, '')
    .replace(/[.'’]+$/, '')
    .trim();

/** Words that end a company's name rather than start a sentence about it. */
const COMPANY_WORD =
  /^(?:Inc\.?|LLC|Ltd\.?|GmbH|Group|Labs?|Bank|Capital|Health|Healthcare|Media|Systems|Technologies|Technology|Software|Solutions|Education|Foods|Games|Travel|Logistics|Insurance|Cloud|Data|Analytics|Robotics|Energy|Security|Aerospace|Biotech|Bio|Payments|Pay|Partners|Holdings|Studios?|Networks?|Consulting|Ventures|Industries|Motors|Pharma|Therapeutics|AI)$/;

/** A company's own mail: the capitalised name in the text that spells its domain, else the domain. */
function companyOfDomain(address: string, text: string): string | null {
  const label = domainLabel(address);
  if (!label || /^(gmail|outlook|hotmail|yahoo|icloud|proton|example)$/.test(label)) return null;
  for (const m of text.matchAll(NAME_RUN)) {
    const words = trimRun(m[1]!).split(/\s+/);
    // The shortest start of the run that spells the domain (Pinecrest Bank, not "Pinecrest Bank Job Application";
    // Orchard Payments for orchardpay.com), then the words that name a kind of company (Brightwell Education).
    for (let n = 1; n <= words.length; n += 1) {
      const candidate = words.slice(0, n).join(' ');
      // "Harbor & Finch" is harborfinch.com or harborandfinch.com.
      const spelled = [squash(candidate), squash(candidate.replace(/\s*&\s*/g, ''))].some(
        (s) => s.length >= 3 && s.startsWith(label),
      );
      if (!spelled) continue;
      let end = n;
      while (end < words.length && COMPANY_WORD.test(words[end]!)) end += 1;
      return words.slice(0, end).join(' ');
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
