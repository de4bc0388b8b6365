import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titleKey } from '../../../src/modules/catalogue/index.ts';

// Stored title keys and opening keys must stay comparable with those written before titleKey's one-pass ASCII
// reading: it is checked here against the reading every key was made with until then.
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
const earlierTitleKey = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');

const words = fc.constantFrom(
  'Sr.',
  'SNR',
  'Jr',
  'Mgr',
  'eng',
  'ENGR',
  'Dir.',
  'VP',
  'C++',
  'C#',
  'constructor',
  'Software',
  'Engineer',
  '(Remote)',
  'New York, NY',
  ' - ',
  '/',
  '  ',
  '\t',
  'Zürich',
  'Ingénieur',
  'ﬁnance',
  '①',
  '東京',
  'Ⅳ',
);

describe('title keys', () => {
  it('are what the earlier reading made of any title, ASCII or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(words, fc.string(), fc.string({ unit: 'binary' })), { maxLength: 8 }),
        (parts) => {
          const title = parts.join(' ');
          expect(titleKey(title)).toBe(earlierTitleKey(title));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('spell out abbreviations and drop punctuation', () => {
    expect(titleKey('Sr. Software Eng (C++/C#) - VP')).toBe('senior software engineer c++ c# vice president');
    expect(titleKey('  ')).toBe('');
  });
});
