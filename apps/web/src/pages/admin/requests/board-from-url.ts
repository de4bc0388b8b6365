import type { Ats } from '@upstream/contract';

/**
 * The ATS and board token of a job-board address a member pasted into a request, when it is one Upstream
 * reads: https://boards.greenhouse.io/acme → greenhouse acme. Null for any other address.
 */
export function boardFromUrl(url: string | null | undefined): { ats: Ats; token: string } | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(/^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  const [first, second] = parsed.pathname.split('/').filter(Boolean);
  const path = (ats: Ats, token: string | undefined) =>
    token && /^[A-Za-z0-9._-]+$/.test(token) ? { ats, token } : null;
  if (/(^|\.)greenhouse\.io$/.test(host)) {
    const token = first === 'embed' ? (parsed.searchParams.get('for') ?? undefined) : first;
    return path('greenhouse', token);
  }
  if (host === 'jobs.lever.co' || host === 'jobs.eu.lever.co') return path('lever', first);
  if (host === 'jobs.ashbyhq.com') return path('ashby', first);
  if (host === 'jobs.smartrecruiters.com' || host === 'careers.smartrecruiters.com')
    return path('smartrecruiters', first);
  if (host === 'apply.workable.com') return path('workable', first);
  const recruitee = /^([a-z0-9-]+)\.recruitee\.com$/.exec(host);
  if (recruitee) return path('recruitee', recruitee[1]);
  const workday = /^([a-z0-9-]+)\.(wd\d+)\.myworkdayjobs\.com$/.exec(host);
  if (workday) {
    // An optional language segment (en-US) comes before the career site.
    const site = first && /^[a-z]{2}-[A-Z]{2}$/.test(first) ? second : first;
    return site && /^[A-Za-z0-9_-]+$/.test(site)
      ? { ats: 'workday', token: `${workday[1]}.${workday[2]}/${site}` }
      : null;
  }
  return null;
}
