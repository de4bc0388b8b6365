import { COLORS, escapeHtml } from '../../lib/html.ts';

// Building blocks for email HTML. Every piece of text from data passes through escapeHtml; the blocks return
// HTML strings with inline styles, because many mail clients drop <style> rules.

export function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(text)}</p>`;
}

export function link(label: string, url: string, style = ''): string {
  return `<a href="${escapeHtml(url)}" style="color:${COLORS.brand};${style}">${escapeHtml(label)}</a>`;
}

/** A button that survives clients without CSS support for padding on links (a table cell carries the colour). */
export function button(label: string, url: string): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:8px;background:${COLORS.brand}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td>
</tr></table>`;
}

export function heading(text: string, level: 2 | 3 = 2): string {
  const size = level === 2 ? 18 : 16;
  return `<h${level} style="font-size:${size}px;margin:24px 0 8px;color:${COLORS.text}">${escapeHtml(text)}</h${level}>`;
}
