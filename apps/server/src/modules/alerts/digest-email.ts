import { addedLabel, placeLabel } from '@upstream/contract';
import type { Config } from '../../config.ts';
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
  posted_at: Date;
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

/** 'City, ST', or where a remote job may be done from: 'Remote (US)' (as the job card shows it). */
const place = placeLabel;

export function digestSubject(name: string, count: number): string {
  return `${name}: ${count} new job${count === 1 ? '' : 's'}`;
}

// The job list is one table per function with a row per job. Styles stay inline (many clients drop <style>),
// set once on the cell and inherited by the details line; only the link restates its own.
const ROW_OPEN = `<tr><td style="padding:10px 0;border-bottom:1px solid ${COLORS.border};font-size:13px;color:${COLORS.muted}"><a href="`;
const LINK_STYLE = `" style="font-weight:600;font-size:15px;color:${COLORS.brand};text-decoration:none">`;
const DETAILS_OPEN = '</a><div style="margin-top:2px">';
const ROW_CLOSE = '</div></td></tr>';
const TABLE_OPEN = '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">';

/** A job's text in a digest, the same in every email of a run: worked out once per job, not once per email. */
interface JobLines {
  at: number;
  /** The job's row after its link's address (the link's style, title and details, then the row's end). */
  rowRest: string;
  /** Its lines in the text part. */
  text: string;
}
type JobLinesMemo = WeakMap<DigestJob, JobLines>;

function linesOf(jobLines: JobLinesMemo, job: DigestJob, sentAt: Date): JobLines {
  const at = sentAt.getTime();
  const known = jobLines.get(job);
  if (known?.at === at) return known;
  const where = job.locations.map(place).filter(Boolean).join(' · ');
  const details = [job.company, where, job.level, job.type, addedLabel(job.posted_at, sentAt)]
    .filter(Boolean)
    .join(' · ');
  const lines = {
    at,
    rowRest: `${LINK_STYLE}${escapeHtml(job.title)}${DETAILS_OPEN}${escapeHtml(details)}${ROW_CLOSE}`,
    text: `- ${job.title}\n  ${details}\n  ${job.url}`,
  };
  jobLines.set(job, lines);
  return lines;
}

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
      htmlParts.push(`${ROW_OPEN}${escapeHtml(jobLink(job.id))}${lines.rowRest}`);
      textParts.push(lines.text);
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
