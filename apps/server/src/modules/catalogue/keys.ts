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
  return PRINTABLE_ASCII.test(title) ? asciiTitleKey(title) : anyTitleKey(title);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * titleKey of a title in printable ASCII (most titles, and every place name the opening rules fold), in one pass:
 * such text has no accents to drop and no compatibility forms to decompose, so it is the lower-case runs of
 * letters, digits, '+' and '#', each spelled out as anyTitleKey spells it.
 */
function asciiTitleKey(title: string): string {
  // No closures here: the service runs through tsx, which names each one as it is made (a cost per call).
  let key = '';
  let start = -1;
  for (let i = 0; i <= title.length; i++) {
    const c = i < title.length ? title.charCodeAt(i) : 32;
    const inWord =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 35;
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const w = title.slice(start, i).toLowerCase();
      const spelled = ABBREVIATIONS[w] ?? w;
      key = key === '' ? `${spelled}` : `${key} ${spelled}`;
      start = -1;
    }
  }
  return key;
}

function anyTitleKey(title: string): string {
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
