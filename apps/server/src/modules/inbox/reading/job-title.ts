// Which job: the title as the email writes it, from the shapes ATS templates put it in ("for the X role",
// "the position of X", "Application received: X", "X at Acme"). A candidate is kept only when it reads like a
// title (ends in a role word, with an optional qualifier: "Backend Engineer (Go)", "Account Executive,
// Mid-Market"); the one named most often wins, ties going to the subject.

const ROLE =
  '(?:engineer|developer|manager|analyst|designer|scientist|writer|specialist|architect|coordinator|executive|tester|director|lead|head of \\w+|recruiter|intern|internship|consultant|administrator|associate|officer|representative|advocate|assistant|editor|researcher|strategist|technician|accountant|counsel|nurse|partner|owner|sre|programmer|operator|agent|marketer|planner|producer|buyer|controller|generalist|principal|president|vp|chief \\w+)';
const QUALIFIER = String.raw`(?:\s*\([^)\n]{1,30}\)|,\s*[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})?`;
const TITLE = String.raw`((?:[\w/&.+-]+\s+){0,8}?${ROLE}s?\b${QUALIFIER})`;

const SHAPES: RegExp[] = [
  new RegExp(
    String.raw`\b(?:for|as|to|about|on|in)\s+(?:the|our|a|an)\s+(?:role|position|job)\s+(?:of|as)\s+${TITLE}`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:position|role|job|vacancy)\s+(?:of|as)\s+${TITLE}`, 'gi'),
  new RegExp(
    String.raw`\b(?:the|our|your|a|an)\s+${TITLE}\s+(?:role|position|job|opening|vacancy|opportunity|application|interview|post)\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:for|as|to|about|regarding|re)\s*:?\s+${TITLE}(?=\s+(?:at|with|@|in|position|role|was|is|has|have)\b|\s*[([–—|]|\s+-|[.,!?;]?\s*$|[.,!?;]\s)`,
    'gim',
  ),
  new RegExp(String.raw`^\s*${TITLE}\s*(?:[-–—|:]|\s+(?:at|position|role)\b)`, 'gim'),
  new RegExp(String.raw`[-–—|:]\s+${TITLE}\s*(?:[-–—|(]|$)`, 'gim'),
  new RegExp(String.raw`\bnext\s+${TITLE}\b`, 'gi'),
];

const roleAtEnd = new RegExp(`\\b${ROLE}s?$`, 'i');
const REQUISITION = /\s*\((?:[A-Z]{0,4}[-_ ]?\d{3,}[\w-]*)\)\s*$/;
const QUALIFIER_AT_END = /(\s*\([^)\n]{1,30}\)|,\s*[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})$/;
const CONNECTOR = /^(?:of|and|&|de)$/;
const ARTICLE = /^(?:The|A|An|Your|Our|This|Job|Position|Role)$/;

/**
 * The title is the run of capitalised words that ends in the role word ("… speak with our team about the UX
 * Designer" → "UX Designer", "the role of Head of Growth" → "Head of Growth"), with its qualifier kept and a
 * requisition number ("(R42370)") dropped.
 */
function clean(raw: string): string | null {
  let t = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!?]+$/, '')
    .replace(REQUISITION, '');
  const qualifier = QUALIFIER_AT_END.exec(t);
  let tail = '';
  if (qualifier && roleAtEnd.test(t.slice(0, qualifier.index))) {
    tail = qualifier[1]!;
    t = t.slice(0, qualifier.index);
  }
  if (!roleAtEnd.test(t)) return null;
  const words = t.split(' ');
  let start = words.length;
  while (start > 0) {
    const w = words[start - 1]!;
    if (/^[A-Z0-9(]/.test(w) || (CONNECTOR.test(w) && start > 1 && /^[A-Z]/.test(words[start - 2]!)))
      start -= 1;
    else break;
  }
  while (start < words.length && (CONNECTOR.test(words[start]!) || ARTICLE.test(words[start]!))) start += 1;
  if (start >= words.length) return null;
  const title = `${words.slice(start).join(' ')}${tail}`.trim();
  if (title.length < 3 || title.length > 80) return null;
  if (/^(?:hiring manager|recruiting team|talent team|team)$/i.test(title)) return null;
  return title;
}

export function jobTitleOf(subject: string, text: string): string | null {
  const counts = new Map<string, { title: string; n: number; first: number }>();
  let order = 0;
  for (const [where, weight] of [
    [subject, 1.5],
    [text, 1],
  ] as const) {
    for (const shape of SHAPES) {
      for (const m of where.matchAll(shape)) {
        const title = clean(m[1]!);
        if (!title) continue;
        const key = title.toLowerCase();
        const entry = counts.get(key) ?? { title, n: 0, first: order++ };
        entry.n += weight;
        counts.set(key, entry);
      }
    }
  }
  // Prefer the most named; a longer title that contains a shorter one ("Senior X" over "X") takes its count.
  const entries = [...counts.values()];
  for (const e of entries)
    for (const other of entries)
      if (other !== e && other.title.toLowerCase().endsWith(` ${e.title.toLowerCase()}`)) other.n += e.n;
  entries.sort((a, b) => b.n - a.n || a.first - b.first);
  return entries[0]?.title ?? null;
}
