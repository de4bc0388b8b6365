import { createHash } from 'node:crypto';
import { formatSalary, type Job, placeLabel } from '@upstream/contract';
import { withoutControlCharacters } from '../../lib/control-characters.ts';
import { escapeHtml } from '../../lib/html.ts';

// A saved search's newest jobs as a feed document: Atom (RFC 4287) or JSON Feed 1.1, and the validators a
// reader's conditional GET is answered from before either is written.

export interface FeedContext {
  name: string;
  searchId: number;
  /** The feed's own URL (secret: only the member and their reader have it). */
  selfUrl: string;
  /** The search page with the search's filters. */
  pageUrl: string;
  host: string;
  updated: Date;
}

export interface FeedValidators {
  etag: string;
  lastModified: Date;
}

/**
 * The ETag and Last-Modified of a feed, from the jobs it would list (ids and dates), their count and when the
 * search was last edited: cheap to compute, and any change a reader would see changes the tag.
 */
export function feedValidators(format: string, searchUpdatedAt: Date, jobs: Job[]): FeedValidators {
  const hash = createHash('sha256').update(`${format}|${searchUpdatedAt.toISOString()}|${jobs.length}`);
  for (const job of jobs) hash.update(`|${job.id}:${job.formatted_date}`);
  const newest = Math.max(searchUpdatedAt.getTime(), ...jobs.map((j) => Date.parse(j.formatted_date) || 0));
  // HTTP dates have whole seconds: a reader's If-Modified-Since compares at that precision.
  const lastModified = new Date(Math.floor(newest / 1000) * 1000);
  return { etag: `"${hash.digest('base64url').slice(0, 27)}"`, lastModified };
}

/** 'Company · Places · Pay', the line a reader shows under the title. */
export function jobLine(job: Job): string {
  const places = job.locations.map(placeLabel).filter(Boolean).join('; ');
  return [job.company, places, formatSalary(job.salary)].filter(Boolean).join(' · ');
}

const jobId = (ctx: FeedContext, job: Job) => `tag:${ctx.host},2026:job:${job.id}`;
const feedId = (ctx: FeedContext) => `tag:${ctx.host},2026:saved-search:${ctx.searchId}`;
const title = (ctx: FeedContext) => `Upstream: ${ctx.name}`;

export function atomFeed(ctx: FeedContext, jobs: Job[]): string {
  // XML 1.0 allows no C0 control characters, even escaped: a board's stray one is dropped.
  const x = (s: string) => escapeHtml(withoutControlCharacters(s));
  const entries = jobs.map((job) => {
    const date = new Date(job.formatted_date).toISOString();
    return [
      '  <entry>',
      `    <id>${x(jobId(ctx, job))}</id>`,
      `    <title type="text">${x(job.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${x(job.url)}"/>`,
      `    <published>${date}</published>`,
      `    <updated>${date}</updated>`,
      `    <author><name>${x(job.company)}</name></author>`,
      `    <summary type="text">${x(jobLine(job))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${x(feedId(ctx))}</id>`,
    `  <title type="text">${x(title(ctx))}</title>`,
    `  <subtitle type="text">The newest jobs matching your saved search “${x(ctx.name)}”</subtitle>`,
    `  <updated>${ctx.updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${x(ctx.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(ctx.pageUrl)}"/>`,
    '  <author><name>Upstream</name></author>',
    '  <generator>Upstream</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/); the job's parts also under `_upstream`. */
export function jsonFeed(ctx: FeedContext, jobs: Job[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: title(ctx),
    description: `The newest jobs matching your saved search “${ctx.name}”`,
    home_page_url: ctx.pageUrl,
    feed_url: ctx.selfUrl,
    language: 'en',
    authors: [{ name: 'Upstream' }],
    items: jobs.map((job) => ({
      id: jobId(ctx, job),
      url: job.url,
      title: job.title,
      content_text: jobLine(job),
      summary: jobLine(job),
      date_published: new Date(job.formatted_date).toISOString(),
      authors: [{ name: job.company }],
      _upstream: {
        job_id: job.id,
        company: job.company,
        places: job.locations.map(placeLabel).filter(Boolean),
        pay: formatSalary(job.salary),
        salary: job.salary ?? null,
        work_mode: job.work_mode ?? null,
      },
    })),
  });
}
