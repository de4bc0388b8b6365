import { describe, expect, it } from 'vitest';
import { parseChecklists, parseFrontMatter, renderMarkdown } from '../../../src/modules/content/markdown.ts';

describe('content Markdown', () => {
  it('strips script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1)) <a href="/ok" onclick="x()">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('<a href="/ok">ok</a>');
  });

  it('opens external links in a new tab without handing over the window', () => {
    expect(renderMarkdown('[Teal](https://www.tealhq.com)')).toBe(
      '<p><a href="https://www.tealhq.com" rel="noopener noreferrer" target="_blank">Teal</a></p>',
    );
  });

  it('reads checklists by section, keeping the introduction apart', () => {
    const doc = parseChecklists(
      'Intro.\n\n## Ideas\n- [x] Done one\n- [ ] Planned\n\n## Known bugs\n- [ ] A bug\n',
    );
    expect(doc.intro.trim()).toBe('Intro.');
    expect(doc.sections).toEqual([
      {
        heading: 'Ideas',
        items: [
          { markdown: 'Done one', done: true },
          { markdown: 'Planned', done: false },
        ],
      },
      { heading: 'Known bugs', items: [{ markdown: 'A bug', done: false }] },
    ]);
  });

  it('names the file when the front matter is missing', () => {
    expect(() => parseFrontMatter('# no front matter', 'x.md')).toThrow(/x\.md: missing the front matter/);
    expect(parseFrontMatter('---\nversion: v0.2.1\ndate: 2025-05-19\n---\nBody', 'y.md')).toEqual({
      data: { version: 'v0.2.1', date: '2025-05-19' },
      body: 'Body',
    });
  });
});
