import type { Config } from '../../config.ts';
import { COLORS, escapeHtml } from '../../lib/html.ts';
import {
  clickUrl,
  heading,
  listUnsubscribeHeaders,
  openPixelUrl,
  paragraph,
  renderEmailLayout,
  unsubscribePageUrl,
} from '../email/index.ts';

// The progress report email: the period's status changes as a bar chart made of table cells (images are often
// blocked, and tables render in every client), then the open tracked jobs.

export interface ReportRow {
  label: string;
  count: number;
}

export interface ReportContent {
  emailId: number;
  userId: number;
  firstName: string | null;
  periodLabel: string;
  cadence: 'monthly' | 'weekly';
  rows: ReportRow[];
  openJobs: { title: string; company: string; url: string; status: string }[];
  openTotal: number;
}

function chart(rows: ReportRow[]): string {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const lines = rows.map((r) => {
    const width = Math.round((r.count / max) * 100);
    const bar =
      r.count > 0
        ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" width="${width}%"><tr><td height="14" style="background:${COLORS.brand};border-radius:3px;font-size:0;line-height:0">&nbsp;</td></tr></table>`
        : '';
    return `<tr>
<td style="padding:4px 8px 4px 0;font-size:14px;white-space:nowrap">${escapeHtml(r.label)}</td>
<td style="padding:4px 8px;font-size:14px;font-weight:600;text-align:right">${r.count}</td>
<td width="60%" style="padding:4px 0">${bar}</td>
</tr>`;
  });
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 16px">${lines.join('\n')}</table>`;
}

export function renderReportEmail(config: Config, content: ReportContent) {
  const tracked = (url: string) => clickUrl(config, content.emailId, url);
  const trackerUrl = `${config.publicUrl}/job-search?tracked=true`;
  const total = content.rows.reduce((sum, r) => sum + r.count, 0);
  const hello = content.firstName ? `Hi ${content.firstName},` : 'Hi,';
  const summary =
    total > 0
      ? `Your status changes in ${content.periodLabel}: ${total} in all.`
      : `No status changes in ${content.periodLabel}. Tracking each application keeps your search moving.`;

  const html = [paragraph(hello), paragraph(summary), chart(content.rows)];
  const text = [hello, '', summary, '', ...content.rows.map((r) => `${r.label}: ${r.count}`)];
  if (content.openJobs.length) {
    html.push(heading(`Open tracked jobs (${content.openTotal})`));
    text.push('', `OPEN TRACKED JOBS (${content.openTotal})`);
    for (const job of content.openJobs) {
      html.push(
        `<p style="margin:0 0 8px;font-size:14px"><a href="${escapeHtml(tracked(job.url))}" style="color:${COLORS.brand};font-weight:600;text-decoration:none">${escapeHtml(job.title)}</a> <span style="color:${COLORS.muted}">· ${escapeHtml(job.company)} · ${escapeHtml(job.status)}</span></p>`,
      );
      text.push(`- ${job.title} · ${job.company} · ${job.status}`, `  ${job.url}`);
    }
  }
  html.push(
    `<img src="${escapeHtml(openPixelUrl(config, content.emailId))}" width="1" height="1" alt="" style="display:block;border:0">`,
  );
  const everything = { userId: content.userId, searchId: null };
  const rendered = renderEmailLayout(config, {
    title: `Your ${content.cadence === 'weekly' ? 'weekly' : 'monthly'} progress report`,
    preheader: summary,
    html: html.join('\n'),
    text: text.join('\n'),
    action: { label: 'Open your tracked jobs', url: tracked(trackerUrl) },
    reason: `You get this ${content.cadence} report because you track jobs on Upstream.`,
    unsubscribe: [{ label: 'Unsubscribe from all email', url: unsubscribePageUrl(config, everything) }],
  });
  return {
    subject: `Your progress report: ${content.periodLabel}`,
    html: rendered.html,
    text: rendered.text,
    headers: listUnsubscribeHeaders(config, everything),
  };
}
