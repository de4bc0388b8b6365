import type { Config } from '../../config.ts';
import { COLORS, escapeHtml, heading, link, paragraph } from '../../email/html.ts';
import { renderEmailLayout } from '../../email/layout.ts';
import { clickUrl, listUnsubscribeHeaders, openPixelUrl, unsubscribePageUrl } from '../../email/tracking.ts';

// The daily digest email: the new jobs of one saved search, grouped by job function in alphabetical order.

export interface DigestJob {
  id: number;
  title: string;
  company: string;
  url: string;
  function: string;
  level: string;
  type: string;
  first_seen_at: Date;
  locations: { city: string | null; state: string | null }[];
}

export interface DigestContent {
  emailId: number;
  sentAt: Date;
  search: { id: number; name: string };
  userId: number;
  jobs: DigestJob[];
  /** Matches left out by the per-company cap, by company (shown as '+N more from {company}'). */
  moreByCompany: { company: string; count: number }[];
}

/** 'added 5 minutes ago' / 'added 3 hours ago', as the job cards say it. */
export function addedAgo(firstSeen: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - firstSeen.getTime()) / 60_000));
  if (minutes < 60) return `added ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `added ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `added ${days} day${days === 1 ? '' : 's'} ago`;
}

const place = (l: { city: string | null; state: string | null }) =>
  [l.city, l.state].filter(Boolean).join(', ');

export function digestSubject(name: string, count: number): string {
  return `${name}: ${count} new job${count === 1 ? '' : 's'}`;
}

export function renderDigestEmail(config: Config, content: DigestContent) {
  const { emailId, search, jobs } = content;
  const tracked = (url: string) => clickUrl(config, emailId, url);
  const searchUrl = `${config.publicUrl}/job-search?search_id=${search.id}`;
  const perSearch = { userId: content.userId, searchId: search.id };
  const everything = { userId: content.userId, searchId: null };

  const groups = new Map<string, DigestJob[]>();
  for (const job of jobs) groups.set(job.function, [...(groups.get(job.function) ?? []), job]);

  const htmlParts: string[] = [
    paragraph(
      `${jobs.length} job${jobs.length === 1 ? '' : 's'} posted in the past day match your saved search “${search.name}”.`,
    ),
  ];
  const textParts: string[] = [
    `${jobs.length} job${jobs.length === 1 ? '' : 's'} posted in the past day match your saved search "${search.name}".`,
  ];
  for (const [fn, list] of groups) {
    htmlParts.push(heading(fn));
    textParts.push('', fn.toUpperCase());
    for (const job of list) {
      const where = job.locations.map(place).filter(Boolean).join(' · ');
      const details = [job.company, where, job.level, job.type, addedAgo(job.first_seen_at, content.sentAt)]
        .filter(Boolean)
        .join(' · ');
      htmlParts.push(
        `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="border-bottom:1px solid ${COLORS.border}"><tr><td style="padding:10px 0">
<a href="${escapeHtml(tracked(job.url))}" style="font-weight:600;font-size:15px;color:${COLORS.brand};text-decoration:none">${escapeHtml(job.title)}</a>
<div style="font-size:13px;color:${COLORS.muted};margin-top:2px">${escapeHtml(details)}</div>
</td></tr></table>`,
      );
      textParts.push(`- ${job.title}`, `  ${details}`, `  ${job.url}`);
    }
  }
  if (content.moreByCompany.length) {
    htmlParts.push(heading('More matches'));
    textParts.push('', 'MORE MATCHES');
    for (const more of content.moreByCompany) {
      const line = `+${more.count} more from ${more.company}`;
      htmlParts.push(`<p style="margin:4px 0">${link(line, tracked(searchUrl))}</p>`);
      textParts.push(`${line}: ${searchUrl}`);
    }
  }
  htmlParts.push(
    `<img src="${escapeHtml(openPixelUrl(config, emailId))}" width="1" height="1" alt="" style="display:block;border:0">`,
  );

  const rendered = renderEmailLayout(config, {
    title: `New jobs for “${search.name}”`,
    preheader: jobs
      .slice(0, 3)
      .map((j) => `${j.title} at ${j.company}`)
      .join(', '),
    html: htmlParts.join('\n'),
    text: textParts.join('\n'),
    action: { label: 'See all matches', url: tracked(searchUrl) },
    reason: `You get this email because the daily email is on for your saved search “${search.name}”.`,
    unsubscribe: [
      { label: 'Stop emails for this search', url: unsubscribePageUrl(config, perSearch) },
      { label: 'Unsubscribe from all email', url: unsubscribePageUrl(config, everything) },
    ],
  });
  return {
    subject: digestSubject(search.name, jobs.length),
    html: rendered.html,
    text: rendered.text,
    headers: listUnsubscribeHeaders(config, perSearch),
  };
}
