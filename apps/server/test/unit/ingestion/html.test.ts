import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastHtmlToText } from '../../../src/modules/ingestion/normalise/html.ts';
import { htmlToPlainText, libraryHtmlToText } from '../../../src/modules/ingestion/normalise/text.ts';

// The fast path must write exactly what html-to-text writes, or step aside (null) for html-to-text.
const same = (html: string) => {
  const fast = fastHtmlToText(html);
  expect(fast ?? libraryHtmlToText(html), html).toBe(libraryHtmlToText(html));
  return fast !== null;
};

const SPACE = [' ', '  ', '\n', '\n  ', '\t', '\r\n', '\u200b', '\f', '\u00a0'];
const WORDS = [
  'Build',
  'things',
  'C++',
  'a',
  '&amp;',
  '&nbsp;',
  '&lt;b&gt;',
  '&#233;t&eacute;',
  '—',
  'naïve',
  '2+',
];

const text = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...SPACE)), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

const html = fc.letrec<{ node: string; nodes: string; item: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: text, weight: 6 },
    { arbitrary: fc.constantFrom('<br>', '<br/>', '<BR>', '<img src="x.png">', '</p>', '</br>'), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('b', 'strong', 'em', 'i', 'span', 'a href="https://x.example/a"', 'u'),
          tie('nodes'),
        )
        .map(([tag, inner]) => `<${tag}>${inner}</${tag.split(' ')[0]}>`),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('p', 'div', 'h1', 'h2', 'h3', 'h4', 'section', 'P'),
          tie('nodes'),
          fc.boolean(),
        )
        .map(([tag, inner, close]) => `<${tag}>${inner}${close ? `</${tag}>` : ''}`),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('ul', 'ol'),
          fc.array(tie('item'), { maxLength: 12 }),
          fc.constantFrom('', ' ', '\n'),
        )
        .map(([tag, items, gap]) => `<${tag}>${gap}${items.join(gap)}${gap}</${tag}>`),
      weight: 2,
    },
    // What the fast path leaves to html-to-text, mixed in to check it steps aside cleanly.
    {
      arbitrary: fc.constantFrom(
        '<table><tr><td>a</td><td>b</td></tr></table>',
        '<pre>  a\n b</pre>',
        '<blockquote>q</blockquote>',
        '<h5>small</h5>',
        '<hr>',
        '<!-- note -->',
        '<ol start="3"><li>x</li></ol>',
        '<ul>loose<li>x</li></ul>',
        '<li>stray</li>',
        '<script>x()</script>',
        '<style>p{}</style>',
      ),
      weight: 1,
    },
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((n) => n.join('')),
  item: fc.tuple(tie('nodes'), fc.boolean()).map(([inner, close]) => `<li>${inner}${close ? '</li>' : ''}`),
}));

describe('fast HTML to text', () => {
  it('writes what html-to-text writes for posting markup', () => {
    for (const h of [
      '<p>We build <b>things</b> &amp; more.</p><ul><li>One</li></ul><script>x()</script>',
      '<h2>About the role</h2><p>As X at Y you will help.</p><p>More.</p><ul><li>Two or more years</li><li>Kind</li></ul>',
      '<div>a</div><p></p><div>b</div>',
      '<ol><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li><li>7</li><li>8</li><li>9</li><li>10<br>more</li></ol>',
      '<ul><li>a<ul><li>b</li><li>c<br>d</li></ul></li><li><p>e</p><p>f</p></li></ul>',
      'plain text, no markup',
      '  <p> lead </p> trail <br> <br>x',
    ]) {
      expect(same(h)).toBe(true);
    }
  });

  it('hands a zero-width space between list items to html-to-text, which makes it an item', () => {
    // Found by the property below: the fast path dropped it as spacing.
    expect(same('<p><p><p><ul><li><li>stray</li>\u200b</ul>')).toBe(false);
  });

  it('matches html-to-text on generated markup, and hands over what it does not handle', () => {
    let fast = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(html.node, { maxLength: 6 }), (nodes) => {
        runs++;
        if (same(nodes.join(''))) fast++;
      }),
      { numRuns: 3000 },
    );
    // The generator is mostly what postings are made of: most runs must take the fast path.
    expect(fast / runs).toBeGreaterThan(0.5);
  });
});

// Broken markup as feeds send it: unfinished tags, stray closers, lists closed out of order, cut anywhere.
const TAGS = [
  'ul',
  'ol',
  'li',
  'p',
  'div',
  'b',
  'span',
  'br',
  'h2',
  'table',
  'tr',
  'td',
  'script',
  'style',
  'a',
];
const fragment = fc.oneof(
  text,
  fc.constantFrom(...TAGS).map((t) => `<${t}>`),
  fc.constantFrom(...TAGS).map((t) => `</${t}>`),
  fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.constantFrom(' class="x"', ' class="x', ' href=', ' start="3"', ' /', ''),
    )
    .map(([t, a]) => `<${t}${a}`),
  fc.constantFrom(
    '<',
    '>',
    '</',
    '<!--',
    '-->',
    '<![CDATA[',
    '<?x',
    '&',
    '&#',
    '&#x110000;',
    '&bogus;',
    '"',
    '<li class="x"',
  ),
);
const malformed = fc.tuple(fc.array(fragment, { maxLength: 24 }), fc.nat()).map(([parts, cut]) => {
  const joined = parts.join('');
  return joined.slice(0, joined.length === 0 ? 0 : cut % (joined.length + 1));
});

describe('HTML that is broken', () => {
  it('an unfinished tag inside a list falls back to html-to-text instead of failing', () => {
    const h = '<ul><li>a</li><li class="x"';
    expect(() => fastHtmlToText(h)).not.toThrow();
    expect(same(h)).toBe(false);
    expect(htmlToPlainText(h)).toBe('* a');
  });

  it('never throws, and the fast path writes what html-to-text writes or steps aside', () => {
    fc.assert(
      fc.property(malformed, (h) => {
        const out = htmlToPlainText(h);
        expect(out === null || typeof out === 'string').toBe(true);
        same(h);
      }),
      { numRuns: 3000 },
    );
  });
});
