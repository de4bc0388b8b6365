import { placeLabel } from '@upstream/contract';
import type { Config } from '../../config.ts';
import { MINUTE } from '../../lib/clock.ts';
import { COLORS, escapeHtml } from '../../lib/html.ts';
import {
  clickUrl,
  heading,
  jobClickUrls,
  link,
  listUnsubscribeHeaders,
  openPixelUrl,
  paragraph,
  renderEmailLayout,
  unsubscribePageUrl,
} from '../email/index.ts';

// The daily digest email: the new jobs of one saved search, grouped by job function in alphabetical order.

export interface DigestJob {
  id: number;
  title: string;
  company: string;
  url: string;
  function: string;
  level: string;
  type: string;
  /** The date the job shows (its posted date, never later than first sight). */
  shown_at: Date;
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

/** 'added 5 minutes ago' / 'added 3 hours ago', as the job cards say it, from the job's shown date. */
export function addedAgo(shown: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - shown.getTime()) / MINUTE));
  if (minutes < 60) return `added ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `added ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `added ${days} day${days === 1 ? '' : 's'} ago`;
}

/** 'City, ST', or where a remote job may be done from: 'Remote (US)' (as the job card shows it). */
const place = placeLabel;

export function digestSubject(name: string, count: number): string {
  return `${name}: ${count} new job${count === 1 ? '' : 's'}`;
}

/** A job's text in a digest, the same in every email of a run: worked out once per job, not once per email. */
interface JobLines {
  at: number;
  titleHtml: string;
  details: string;
  detailsHtml: string;
}
type JobLinesMemo = WeakMap<DigestJob, JobLines>;

function linesOf(jobLines: JobLinesMemo, job: DigestJob, sentAt: Date): JobLines {
  const at = sentAt.getTime();
  const known = jobLines.get(job);
  if (known?.at === at) return known;
  const where = job.locations.map(place).filter(Boolean).join(' · ');
  const details = [job.company, where, job.level, job.type, addedAgo(job.shown_at, sentAt)]
    .filter(Boolean)
    .join(' · ');
  const lines = { at, titleHtml: escapeHtml(job.title), details, detailsHtml: escapeHtml(details) };
  jobLines.set(job, lines);
  return lines;
}

// The job list is one table per function with a row per job. Styles stay inline (many clients drop <style>),
// set once on the cell and inherited by the details line; only the link restates its own.
const ROW_OPEN = `<tr><td style="padding:10px 0;border-bottom:1px solid ${COLORS.border};font-size:13px;color:${COLORS.muted}"><a href="`;
const LINK_STYLE = `" style="font-weight:600;font-size:15px;color:${COLORS.brand};text-decoration:none">`;
const DETAILS_OPEN = '</a><div style="margin-top:2px">';
const ROW_CLOSE = '</div></td></tr>';
const TABLE_OPEN = '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">';

/** A renderer for one digest run: each job's lines are worked out once and shared by every email of the run. */
export type DigestRenderer = (content: DigestContent) => ReturnType<typeof renderDigestEmail>;

export function createDigestRenderer(config: Config): DigestRenderer {
  const jobLines: JobLinesMemo = new WeakMap();
  return (content) => renderDigestEmail(config, content, jobLines);
}

function renderDigestEmail(config: Config, content: DigestContent, jobLines: JobLinesMemo) {
  const { emailId, search, jobs, sentAt } = content;
  const jobLink = jobClickUrls(config, emailId);
  const searchUrl = `${config.publicUrl}/job-search?search_id=${search.id}`;
  const trackedSearchUrl = clickUrl(config, emailId, searchUrl);
  const perSearch = { userId: content.userId, searchId: search.id };
  const everything = { userId: content.userId, searchId: null };

  const groups = new Map<string, DigestJob[]>();
  for (const job of jobs) {
    const list = groups.get(job.function);
    if (list) list.push(job);
    else groups.set(job.function, [job]);
  }

  const count = `${jobs.length} job${jobs.length === 1 ? '' : 's'} posted in the past day match your saved search`;
  const htmlParts: string[] = [paragraph(`${count} “${search.name}”.`)];
  const textParts: string[] = [`${count} "${search.name}".`];
  for (const [fn, list] of groups) {
    htmlParts.push(heading(fn), TABLE_OPEN);
    textParts.push('', fn.toUpperCase());
    for (const job of list) {
      const lines = linesOf(jobLines, job, sentAt);
      htmlParts.push(
        `${ROW_OPEN}${escapeHtml(jobLink(job.id))}${LINK_STYLE}${lines.titleHtml}${DETAILS_OPEN}${lines.detailsHtml}${ROW_CLOSE}`,
      );
      textParts.push(`- ${job.title}`, `  ${lines.details}`, `  ${job.url}`);
    }
    htmlParts.push('</table>');
  }
  if (content.moreByCompany.length) {
    htmlParts.push(heading('More matches'));
    textParts.push('', 'MORE MATCHES');
    for (const more of content.moreByCompany) {
      const line = `+${more.count} more from ${more.company}`;
      htmlParts.push(`<p style="margin:4px 0">${link(line, trackedSearchUrl)}</p>`);
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
    action: { label: 'See all matches', url: trackedSearchUrl },
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
