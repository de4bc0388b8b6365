// How the catalogue names things: a company's slug, and a job title's key for recognising reposts.

export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'company';

/**
 * The normalised title used to recognise a repost: lower case, accents and punctuation dropped,
 * common abbreviations spelled out, so "Sr. Software Engineer" and "Senior Software Engineer" match.
 */
export function titleKey(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
  return words.join(' ');
}

const ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  eng: 'engineer',
  engr: 'engineer',
  dir: 'director',
  vp: 'vice president',
};
