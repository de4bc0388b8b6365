import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { parse as parseYaml } from 'yaml';

// Content is written by us, but it is still sanitised: the client inserts this HTML as-is, and a slip in a
// content file (or a compromised one) must never become script on a member's page.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'a', 'br', 'h3', 'h4', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // External links leave the product: never hand them our window.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  },
};

const marked = new Marked({ gfm: true, async: false });

export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Markdown blocks → safe HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitize(marked.parse(markdown) as string);
}

/** One line of Markdown (a checklist item) → safe inline HTML. */
export function renderInline(markdown: string): string {
  return sanitize(marked.parseInline(markdown) as string);
}

export interface ChecklistSection {
  heading: string;
  items: { markdown: string; done: boolean }[];
}

/**
 * Split a Markdown document into its introduction (what comes before the first `##` heading) and its
 * `##` sections of task-list items (`- [x] done`, `- [ ] planned`).
 */
export function parseChecklists(markdown: string): { intro: string; sections: ChecklistSection[] } {
  const tokens = marked.lexer(markdown);
  const intro: string[] = [];
  const sections: ChecklistSection[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) {
      sections.push({ heading: token.text.trim(), items: [] });
    } else if (sections.length === 0) {
      intro.push(token.raw);
    } else if (token.type === 'list') {
      const section = sections[sections.length - 1]!;
      for (const item of token.items)
        section.items.push({ markdown: item.text.trim(), done: Boolean(item.checked) });
    }
  }
  return { intro: intro.join(''), sections };
}

export interface FrontMatterDocument {
  data: unknown;
  body: string;
}

/** A content file: a YAML front-matter block between `---` lines, then Markdown. */
export function parseFrontMatter(source: string, file: string): FrontMatterDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing the front matter block (--- ... ---) at the top`);
  return { data: parseYaml(match[1]!) ?? {}, body: match[2]!.trim() };
}
