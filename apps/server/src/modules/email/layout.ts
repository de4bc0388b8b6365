import type { Config } from '../../config.ts';
import { COLORS, escapeHtml, FONT } from '../../lib/html.ts';
import { button, link } from './blocks.ts';

// The one layout every email uses (sign-in links, invites, digests, reports): a single responsive column that
// reads well in web, desktop and phone clients, with a plain-text twin for clients that prefer it.

export interface EmailLayoutInput {
  /** The heading (and the document title). */
  title: string;
  /** The preview line inbox lists show next to the subject. */
  preheader?: string;
  /** The body, already HTML (build it with email/html.ts, which escapes text). */
  html: string;
  /** The same body as plain text. */
  text: string;
  /** The main thing to do, shown as a button (and its address written out for the text part). */
  action?: { label: string; url: string };
  /** Why the person gets this email (footer). */
  reason?: string;
  /** One-click unsubscribe links shown in the footer. */
  unsubscribe?: { label: string; url: string }[];
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export function renderEmailLayout(config: Pick<Config, 'publicUrl'>, input: EmailLayoutInput): RenderedEmail {
  const action = input.action
    ? `${button(input.action.label, input.action.url)}
<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted}">Or paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.action.url)}</span></p>`
    : '';
  const footer = [
    input.reason ? escapeHtml(input.reason) : '',
    (input.unsubscribe ?? []).map((u) => link(u.label, u.url, `color:${COLORS.muted}`)).join(' &middot; '),
    `${link('Upstream', config.publicUrl, `color:${COLORS.muted}`)}: let jobs find you.`,
  ]
    .filter(Boolean)
    .map((line) => `<p style="margin:0 0 8px">${line}</p>`)
    .join('\n');

  const html = `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
<style>
  @media (max-width:620px){ .container{width:100% !important} .content{padding:24px 16px !important} .stack{display:block !important;width:100% !important} }
</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:${FONT};-webkit-text-size-adjust:100%">
${input.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellspacing="0" cellpadding="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:12px">
<tr><td class="content" style="padding:32px 32px 24px;font-family:${FONT};font-size:15px;color:${COLORS.text}">
<p style="margin:0 0 24px;font-weight:800;font-size:20px;color:${COLORS.brand}">Upstream</p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(input.title)}</h1>
${input.html}
${action}
</td></tr>
<tr><td style="padding:16px 32px 32px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:12px;line-height:1.5;color:${COLORS.muted}">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const textParts = [input.title, '', input.text.trim()];
  if (input.action) textParts.push('', `${input.action.label}: ${input.action.url}`);
  textParts.push('', '--');
  if (input.reason) textParts.push(input.reason);
  for (const u of input.unsubscribe ?? []) textParts.push(`${u.label}: ${u.url}`);
  textParts.push(`Upstream: ${config.publicUrl}`);
  return { html, text: `${textParts.join('\n')}\n` };
}
